// shared-content's data for Node processes (build scripts, servers, the release command), as JavaScript compiled by
// `npm run build -w shared-content` into dist/node/ (`npm run build` builds shared-content first):
// require('shared-content/node') and require('shared-content/node/text/<language>/<page>'). Jest maps both back to
// the TypeScript sources (tooling/jest.js), so unit tests need no build.
const path = require('node:path');
const { requireBuilt } = require('./require-built');

const nodeBuild = path.join(__dirname, '..', 'dist', 'node');

/**
 * shared-content's data; a clear error when shared-content is not built. Build it again after changing
 * shared-content/src when building one app alone (`npm run build -w mf-about`).
 * @returns {typeof import('../src/index')}
 */
module.exports = function loadContent() {
  return requireBuilt('shared-content/node', nodeBuild, 'shared-content is not built for Node: run `npm run build -w shared-content` first (`npm run build` does)');
};
