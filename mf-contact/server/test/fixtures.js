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

/**
 * A request as the store reads it back: received 2 November 2026 in Urdu, mailing tried twice so far.
 * @param {Partial<import('../store').StoredRequest>} [overrides]
 * @returns {import('../store').StoredRequest}
 */
const storedRequest = (overrides = {}) => ({
  ...requestValues(),
  id: 1,
  channel: 'form',
  mailLastError: 'connection refused',
  reference: 'K7M2-9QXD',
  createdAt: Date.parse('2026-11-02T04:30:00Z'),
  mailedAt: null,
  mailAttempts: 2,
  suspectedSpam: false,
  botReason: null,
  formAgeMs: 95_000,
  mailHeld: false,
  locale: 'ur',
  ...overrides,
});

module.exports = { requestValues, storedRequest };
