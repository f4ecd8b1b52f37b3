const { createJestConfig } = require('shared-content/tooling/jest');

// The shell also tests its production server, its build steps and the browser suite's conformance table (server/,
// prerender/, deploy/ and e2e/conformance/*.test.js, in Node).
module.exports = {
  ...createJestConfig(__dirname),
  roots: ['<rootDir>/src', '<rootDir>/server', '<rootDir>/prerender', '<rootDir>/deploy', '<rootDir>/e2e/conformance'],
};
