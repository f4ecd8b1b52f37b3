// Starts real nginx with the generated configuration in a temporary prefix on free loopback ports, for
// the browser suite and the load benchmarks, as production runs it: the shell's composers
// (../server/composer-main.js, one or more) each in a process of its own behind nginx, and either the four remotes' own server
// blocks or the remote origins given (test servers). Remote origins use 127.0.0.1, as the composer's
// answers name them.
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { apps } = require('shared-content/tooling/apps');
const { REMOTE_ENTRY } = require('shared-content/tooling/fragment/names');
const { standaloneConfig } = require('./nginx-directives');
const { remoteBlock } = require('./nginx-remote');
const { writeServiceErrorPages } = require('./nginx-service');
const { shellBlock } = require('./nginx-shell');
const { READY_PATH } = require('../server/composer-timing');
const { openRegistry } = require('../server/registry');
const { buildRecord } = require('../server/site');

const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate));
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const repoRoot = path.join(__dirname, '..', '..');

/** @returns {Promise<number>} a port free on 127.0.0.1 just now */
const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

/**
 * Resolves once `url` answers (with `ok`: a 2xx answer).
 * @param {string} url
 * @param {string} what
 * @param {number} timeoutMs
 * @param {{ ok?: boolean }} [options]
 */
async function waitFor(url, what, timeoutMs, { ok = false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (!(await fetch(url).then((response) => response.ok || !ok, () => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not answer on ${url} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * One of the shell's composers as a process of its own, which a test may crash (`stop`), stop as a
 * deployment does (`terminate`: SIGTERM, it drains) and start again; what it logs goes to `log`.
 * @param {{ root: string, remotes: string, registry: string, port: number, metricsPort: number, log: string }} options
 */
function composerProcess({ root, remotes, registry, port, metricsPort, log }) {
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;
  /** Sends `signal` and resolves once the process has exited. */
  const signalled = async (/** @type {NodeJS.Signals} */ signal) => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill(signal);
    });
  };
  const composer = {
    url: `http://127.0.0.1:${port}`,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    /** The process's id while it runs (a benchmark pins it to a core). */
    get pid() {
      return child?.pid;
    },
    /** Starts it, and resolves once its readiness check says it takes requests. */
    async start() {
      const main = path.join(__dirname, '..', 'server', 'composer-main.js');
      const env = { ...process.env, COMPOSER_HOST: '127.0.0.1' };
      const output = fs.openSync(log, 'a');
      child = spawn(process.execPath, [main, '--root', root, '--remotes', remotes, '--registry', registry, '--port', String(port), '--metrics-port', String(metricsPort)], { env, stdio: ['ignore', output, output] });
      fs.closeSync(output);
      await waitFor(`${composer.url}${READY_PATH}`, 'The composer', 10_000, { ok: true });
    },
    /** Ends the process at once (SIGKILL: as a crash would), and resolves once it has. */
    stop: () => signalled('SIGKILL'),
    /** Tells it to stop (SIGTERM: it drains), and resolves once it has exited. */
    terminate: () => signalled('SIGTERM'),
  };
  return composer;
}

/**
 * Records each remote's build in `repo` as it is now as its live release (as `npm run serve` does before a
 * release), unless the registry in `dir` records one already.
 * @param {string} dir
 * @param {string} repo
 */
async function recordBuilds(dir, repo) {
  const registry = openRegistry(dir);
  for (const app of apps.filter((candidate) => candidate.name !== 'shell')) {
    const built = buildRecord(path.join(repo, app.dir, 'dist'));
    if (built.live) await registry.update(app.name, (record) => (record.live ? record : built));
  }
  await registry.close();
  return dir;
}

/** @typedef {ReturnType<typeof composerProcess>} Composer */
/**
 * nginx and the composers behind it (`composer`: the first); what they log is in `<prefix>/composer.log`.
 * @typedef {{ shellUrl: string, remoteUrls: Record<string, string>, prefix: string, registry: string, brotli: boolean, composer: Composer, composers: Composer[], stop(): Promise<void> }} RunningNginx
 */

/**
 * @param {object} [options]
 * @param {Record<string, string>} [options.remoteOrigins]  remote name -> origin; default: nginx serves each remote's dist
 * @param {(prefix: string) => string[]} [options.extraBlocks]  more server blocks (e.g. a static reference page), given the prefix
 * @param {string} [options.repo]  the checkout whose dist folders nginx serves (default: this one)
 * @param {Record<string, Partial<import('./nginx-remote').RemoteOptions>>} [options.remoteBlocks]  remote name -> options of its server block (e.g. its releases)
 * @param {number} [options.staleWindowMs]  how long nginx keeps a page nobody asks for (nginx-shell.js)
 * @param {import('./nginx-real-ip').RealIp} [options.realIp]  every block behind a load balancer (nginx-real-ip.js)
 * @param {number} [options.composers]  how many composers nginx spreads pages over (default 1)
 * @param {string} [options.registry]  the release registry the composers read (../server/registry: what openRegistry
 *   takes); default: where `repo`'s release commands write it (`shell/registry`) when a remote is served from its
 *   releases, else a folder of this run's. A remote with no live release there is recorded as its build in `repo` is at the start.
 * @returns {Promise<RunningNginx>}
 */
async function startNginx({ remoteOrigins, extraBlocks = () => [], repo = repoRoot, remoteBlocks = {}, staleWindowMs, realIp, composers: composerCount = 1, registry } = {}) {
  if (!nginxBinary) throw new Error('nginx is not installed: "apt-get install -y nginx libnginx-mod-http-brotli-static" (.ci/run does this).');
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-run-'));
  fs.chmodSync(prefix, 0o755); // nginx workers drop root and must read remotes.json and the pages it writes
  /** @type {Record<string, number>} */
  const ports = {};
  for (const app of apps) ports[app.name] = await freePort();
  const remoteUrls =
    remoteOrigins ?? Object.fromEntries(apps.filter((app) => app.name !== 'shell').map((app) => [app.name, `http://127.0.0.1:${ports[app.name]}`]));
  const remotesFile = path.join(prefix, 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify(Object.fromEntries(Object.entries(remoteUrls).map(([name, url]) => [name, `${url}/${REMOTE_ENTRY}`]))));
  const stateDir = path.join(prefix, 'state');
  const shellRoot = path.join(repo, 'shell', 'dist');
  const released = Object.values(remoteBlocks).some((block) => block.releases);
  const registryDir = await recordBuilds(registry ?? (released ? path.join(repo, 'shell', 'registry') : path.join(prefix, 'registry')), repo);
  /** @type {Composer[]} */
  const composers = [];
  for (let index = 0; index < composerCount; index++) {
    composers.push(composerProcess({ root: shellRoot, remotes: remotesFile, registry: registryDir, port: await freePort(), metricsPort: await freePort(), log: path.join(prefix, 'composer.log') }));
  }

  const brotli = fs.existsSync(brotliModule);
  const common = { brotli, stateDir, realIp };
  const blocks = [shellBlock({ ...common, root: shellRoot, remotes: remotesFile, composers: composers.map((composer) => new URL(composer.url).host), listen: `127.0.0.1:${ports.shell}`, staleWindowMs })];
  const served = remoteOrigins ? [] : apps.filter((app) => app.name !== 'shell');
  for (const app of served) blocks.push(remoteBlock({ ...common, root: path.join(repo, app.dir, 'dist'), listen: `127.0.0.1:${ports[app.name]}`, ...remoteBlocks[app.name] }));
  if (served.some((app) => remoteBlocks[app.name]?.service)) writeServiceErrorPages(stateDir, `http://127.0.0.1:${ports.shell}`);
  const config = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(config, standaloneConfig([...blocks, ...extraBlocks(prefix)], { prefix, brotliModule: brotli ? brotliModule : undefined }));
  const check = spawnSync(nginxBinary, ['-t', '-c', config, '-p', prefix], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejected the configuration:\n${check.stderr}`);
  await Promise.all(composers.map((composer) => composer.start()));
  const nginx = spawn(nginxBinary, ['-c', config, '-p', prefix, '-g', 'daemon off;'], { stdio: 'inherit' });
  const origin = (/** @type {string} */ name) => `http://127.0.0.1:${ports[name]}`;
  await Promise.all(['shell', ...served.map((app) => app.name)].map((name) => waitFor(`${origin(name)}/`, 'nginx', 5000)));
  return {
    shellUrl: origin('shell'),
    remoteUrls,
    prefix,
    registry: registryDir,
    brotli,
    composer: composers[0],
    composers,
    stop: async () => {
      const exited = nginx.exitCode === null ? new Promise((resolve) => nginx.once('exit', resolve)) : Promise.resolve();
      nginx.kill('SIGQUIT');
      await Promise.all([exited, ...composers.map((composer) => composer.stop())]);
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

module.exports = { freePort, startNginx };
