const { createJestConfig } = require('shared-content/tooling/jest');

// The shell also tests its production server and its build steps (server/, prerender/ and deploy/*.test.js, in Node).
module.exports = { ...createJestConfig(__dirname), roots: ['<rootDir>/src', '<rootDir>/server', '<rootDir>/prerender', '<rootDir>/deploy'] };
