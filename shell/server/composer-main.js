#!/usr/bin/env node
// `npm run serve:composer`: the shell's composer alone, for a host where nginx is the front
// (shell/deploy/nginx-config.js shell --composer 127.0.0.1:$SHELL_PORT, once per composer). It composes every
// page, takes the Web Vitals beacons nginx passes on, and shows its metrics on 127.0.0.1:$METRICS_PORT
// (9464); nginx serves the files and keeps the composed pages (see shell/deploy/nginx-shell.js).
//
//   node shell/server/composer-main.js --root /srv/shell/dist --remotes /srv/shell/remotes.json --registry /srv/shell/registry
//   node shell/server/composer-main.js --count 2 --port 3000 --metrics-port 9464   two composers: 3000 and 3001, metrics on 9464 and 9465
//
// It listens on 127.0.0.1 (COMPOSER_HOST) and --port (SHELL_PORT, 3000), its metrics on --metrics-port
// (METRICS_PORT, 9464); without --remotes, the remotes are found as under `npm run serve`
// (remotes-config.js). --registry is the release registry the remotes' release commands write
// (./registry: a folder, or postgres://... for composers on several hosts; default RELEASE_REGISTRY or
// shell/registry): a remote with no live release recorded there gets its fallback and runs no code. nginx,
// not the composer, gives a visitor its random id (./cookies.js). All options default to this checkout's.
//
// It listens only once it has composed every page ahead (site.js; at most warmUpMs, composer-timing.js): a
// composer started again is never cold for the first visitors nginx sends it, and its readiness check
// (GET /_ready on its port) answers from then on. SIGTERM (or SIGINT) drains it (site.js): /_ready
// says 503, it takes no new connection, finishes the requests it has, closes its idle connections and exits.
// With --count N it starts N composers on consecutive ports (and metrics ports), each a process of its own;
// one that exits is started again a second later, so `kill -TERM <pid>` of each in turn, waiting for the
// new one's /_ready, is a rolling restart. SIGTERM to the launcher drains them all.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { remotesConfig } = require('./remotes-config');
const { defaultRegistryDir, openRegistry } = require('./registry');
const { portOf, appNamed } = require('shared-content/tooling/apps');
const { metricsPort, reportRegistryHealth } = require('./metrics');
const { startSite } = require('./site');

/**
 * Starts the composer; resolves with the running site (its `url`, `metrics` and `drain`).
 * @param {{ root?: string, remotes?: string, registry?: string, host?: string, port?: number }} [options]
 */
function startComposer({ root = path.join(__dirname, '..', 'dist'), remotes, registry = defaultRegistryDir(), host = process.env.COMPOSER_HOST || '127.0.0.1', port } = {}) {
  const config = remotes ? JSON.parse(fs.readFileSync(remotes, 'utf8')) : remotesConfig();
  const registryStore = openRegistry(registry);
  const records = registryStore.follow();
  reportRegistryHealth(records);
  return startSite({ only: ['shell'], host, basePort: port, shellRoot: root, remotesConfig: () => config, releaseRecord: (remote) => records.read(remote), canaryRegistry: registryStore, metrics: true, assignVisitorIds: false });
}

/** One composer in this process, drained on SIGTERM or SIGINT. */
function runComposer(/** @type {Parameters<typeof startComposer>[0]} */ options) {
  startComposer(options).then(
    (site) => {
      console.log(`composer ${process.pid} on ${site.url}`);
      site.metrics?.then(
        (metrics) => console.log(`metrics on http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (metrics.address()).port}/metrics`),
        (error) => console.error(`The metrics listener did not start (${error.message}); the composer runs without it.`),
      );
      const drain = () => {
        console.log(`composer ${process.pid} draining`);
        site.drain().then(() => process.exit(0));
      };
      process.once('SIGTERM', drain);
      process.once('SIGINT', drain);
    },
    (error) => {
      console.error(`composer not started: ${error.message}`);
      process.exit(1);
    },
  );
}

/**
 * `count` composers, each this command without --count on ports from `port` and metrics ports from
 * `firstMetricsPort`; one that exits is started again (a rolling restart, or a crash), until the launcher is told to stop.
 * @param {{ count: number, port: number, firstMetricsPort: number, args: string[] }} options
 */
function launchComposers({ count, port, firstMetricsPort, args }) {
  let stopping = false;
  /** @type {Set<import('node:child_process').ChildProcess>} */
  const running = new Set();
  const start = (/** @type {number} */ index) => {
    const child = spawn(process.execPath, [__filename, ...args, '--port', String(port + index), '--metrics-port', String(firstMetricsPort + index)], { stdio: 'inherit' });
    running.add(child);
    child.once('exit', (code, signal) => {
      running.delete(child);
      if (stopping) return void (running.size === 0 && process.exit(0));
      console.error(`composer on port ${port + index} exited (${signal ?? code}); starting it again`);
      setTimeout(() => stopping || start(index), 1000);
    });
  };
  for (let index = 0; index < count; index++) start(index);
  const stop = () => {
    stopping = true;
    if (running.size === 0) process.exit(0);
    for (const child of running) child.kill('SIGTERM');
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const option = (/** @type {string} */ name) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
  const port = Number(option('port') ?? portOf(appNamed('shell')));
  if (option('metrics-port')) process.env.METRICS_PORT = option('metrics-port');
  const count = Number(option('count') ?? 1);
  const shared = ['root', 'remotes', 'registry'].flatMap((name) => (option(name) ? [`--${name}`, /** @type {string} */ (option(name))] : []));
  if (count > 1) launchComposers({ count, port, firstMetricsPort: metricsPort(), args: shared });
  else runComposer({ root: option('root'), remotes: option('remotes'), registry: option('registry'), port });
}
