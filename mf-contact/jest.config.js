const { createJestConfig } = require('shared-content/tooling/jest');

const page = createJestConfig(__dirname);

module.exports = {
  projects: [
    {
      ...page,
      displayName: 'page',
      // The build-time form endpoint: none in tests; endpoint mode is tested by passing `endpoint` to the form.
      globals: { __CONTACT_FORM_ENDPOINT__: '' },
    },
    {
      // The contact service (mf-contact/server): real SQLite, a real PostgreSQL and an SMTP sink, started by the tests.
      displayName: 'server',
      rootDir: __dirname,
      roots: ['<rootDir>/server'],
      testEnvironment: 'node',
      transform: page.transform,
      // The page's code the service runs (server/page-code.js): from TypeScript here, built for production.
      moduleNameMapper: page.moduleNameMapper,
      testTimeout: 60_000,
    },
  ],
};
