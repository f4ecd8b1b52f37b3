#!/usr/bin/env node
// `npm run serve:composer`: the shell's composer alone, for a host where nginx is the front
// (shell/deploy/nginx-config.js shell --composer 127.0.0.1:$SHELL_PORT). It composes every page, takes the
// Web Vitals beacons nginx passes on, and shows its metrics on 127.0.0.1:$METRICS_PORT (9464); nginx serves
// the files and keeps the composed pages (see shell/deploy/nginx-shell.js).
//
//   node shell/server/composer-main.js --root /srv/shell/dist --remotes /srv/shell/remotes.json --registry /srv/shell/registry
//
// It listens on 127.0.0.1 (COMPOSER_HOST) and SHELL_PORT (3000); without --remotes, the remotes are found
// as under `npm run serve` (remotes-config.js). --registry is the release registry the remotes' release
// commands write (./registry: a folder, or postgres://... for composers on several hosts; default
// RELEASE_REGISTRY or shell/registry): a remote with no live release recorded there gets its fallback and
// runs no code. nginx, not the composer, gives a visitor its random id (./cookies.js). All options default
// to this checkout's.
const fs = require('node:fs');
const path = require('node:path');
const { remotesConfig } = require('./remotes-config');
const { reportRegistryHealth } = require('./metrics');
const { defaultRegistryDir, openRegistry } = require('./registry');
const { startSite } = require('./site');

/**
 * Starts the composer; resolves with the running site (its `url` and `metrics`).
 * @param {{ root?: string, remotes?: string, registry?: string, host?: string }} [options]
 */
function startComposer({ root = path.join(__dirname, '..', 'dist'), remotes, registry = defaultRegistryDir(), host = process.env.COMPOSER_HOST || '127.0.0.1' } = {}) {
  const config = remotes ? JSON.parse(fs.readFileSync(remotes, 'utf8')) : remotesConfig();
  const registryStore = openRegistry(registry);
  const records = registryStore.follow();
  reportRegistryHealth(records);
  return startSite({ only: ['shell'], host, shellRoot: root, remotesConfig: () => config, releaseRecord: (remote) => records.read(remote), canaryRegistry: registryStore, metrics: true, assignVisitorIds: false });
}

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
startComposer({ root: option('root'), remotes: option('remotes'), registry: option('registry') }).then(
  (site) => {
    console.log(`composer on ${site.url}`);
    site.metrics?.then(
      (metrics) => console.log(`metrics on http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (metrics.address()).port}/metrics`),
      (error) => console.error(`The metrics listener did not start (${error.message}); the composer runs without it.`),
    );
  },
  (error) => {
    console.error(`composer not started: ${error.message}`);
    process.exit(1);
  },
);
