const { createJestConfig } = require('./tooling/jest');

// shared-content also tests its build tooling (tooling/*.test.js, in Node).
module.exports = { ...createJestConfig(__dirname), roots: ['<rootDir>/src', '<rootDir>/tooling'] };
