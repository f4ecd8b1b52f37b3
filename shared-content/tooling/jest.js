// The one jest setup every workspace uses: jsdom, TypeScript via ts-jest, CSS modules as class-name proxies.
const path = require('node:path');

// Node code reads shared-content's Node build (`shared-content/node`, written by `npm run build -w shared-content`);
// its tests read the TypeScript sources instead, so unit tests run before any build.
const sourcesOfNodeBuild = {
  '^shared-content/node$': path.join(__dirname, '..', 'src', 'index.ts'),
  '^shared-content/node/text/(.*)$': path.join(__dirname, '..', 'src', 'text', '$1.ts'),
};

/**
 * @param {string} dirname the workspace's folder
 * @returns {import('jest').Config}
 */
function createJestConfig(dirname) {
  return {
    rootDir: dirname,
    testEnvironment: path.join(__dirname, 'jest-environment.js'),
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(dirname, 'tsconfig.json') }],
    },
    moduleNameMapper: {
      ...sourcesOfNodeBuild,
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'jest-empty-module.js'),
      '\\.(svg|png|webp)$': path.join(__dirname, 'jest-file-stub.js'),
      // An app's code built for its own Node process (serverEntries `server: './src/server.ts'`), before any build: its TypeScript entry.
      '^(.*)/\\.server-render/server\\.js$': '$1/src/server.ts',
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.js')],
  };
}

module.exports = { createJestConfig, sourcesOfNodeBuild };
