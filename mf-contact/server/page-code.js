// The contact page's code that the service runs, built for Node by the page's own build (src/server.ts →
// .server-render/server.js), so the service checks exactly what the page checks and answers with the page's
// own texts and form parts, without loading TypeScript at run time. The tests map the bundle back to its
// TypeScript entry (jest's moduleNameMapper), so they run before a build.
const path = require('node:path');
const { requireBuilt } = require('shared-content/tooling/require-built');

const bundle = path.join(__dirname, '..', '.server-render', 'server.js');

/** @type {typeof import('../src/server')} */
module.exports = requireBuilt(
  bundle,
  bundle,
  `${path.relative(process.cwd(), bundle)} is missing: run "npm run build" first (it builds the contact page's code for this service).`,
);
