// @ts-check
/** A complete, valid contact request as the form sends it (every field filled). */
const requestValues = (overrides = {}) => ({
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  service: 'Dialysis',
  message: 'Pick-up at 9 am.',
  ...overrides,
});

module.exports = { requestValues };
