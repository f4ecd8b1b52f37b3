// The browser suite: production builds served from their own origins, driven in headless Chromium.
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  // .tsx too: shared-content's i18n (imported for the pages' text) has React components.
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.json') }] },
  testTimeout: 120000,
  // One browser at a time: timings (the hang tests) stay honest on a 2-core machine.
  maxWorkers: 1,
};
