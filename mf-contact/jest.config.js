const { createJestConfig } = require('shared-content/tooling/jest');

module.exports = {
  ...createJestConfig(__dirname),
  // The build-time form endpoint: none in tests; endpoint mode is tested by passing `endpoint` to the form.
  globals: { __CONTACT_FORM_ENDPOINT__: '' },
};
