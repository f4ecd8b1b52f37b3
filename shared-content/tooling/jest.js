// The one jest setup every workspace uses: jsdom, TypeScript via ts-jest, CSS modules as class-name proxies.
const path = require('node:path');

function createJestConfig(dirname) {
  return {
    rootDir: dirname,
    testEnvironment: path.join(__dirname, 'jest-environment.js'),
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(dirname, 'tsconfig.json') }],
    },
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'jest-empty-module.js'),
      '\\.(svg|png|webp)$': path.join(__dirname, 'jest-file-stub.js'),
      // An app's code built for its own Node process (serverEntries `server: './src/server.ts'`), before any build: its TypeScript entry.
      '^(.*)/\\.server-render/server\\.js$': '$1/src/server.ts',
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.js')],
  };
}

module.exports = { createJestConfig };
