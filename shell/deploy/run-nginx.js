// Starts real nginx with the generated configuration in a temporary prefix on free loopback ports, for
// the browser suite and the load benchmark: the shell, and either the four remotes' own server blocks
// or the remote origins given (test servers). Remote origins use 127.0.0.1: nginx resolves host names
// through DNS, not /etc/hosts.
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { apps } = require('shared-content/tooling/apps');
const { serverBlock, standaloneConfig, writeServiceErrorPages } = require('./nginx-config');
const { writeIncludeStep } = require('./njs-module');

const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate));
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const njsModule = '/usr/lib/nginx/modules/ngx_http_js_module.so';
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
 * @param {number} port
 * @param {number} timeoutMs
 */
async function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false))) {
    if (Date.now() > deadline) throw new Error(`nginx did not answer on port ${port} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * @param {object} [options]
 * @param {Record<string, string>} [options.remoteOrigins]  remote name -> origin; default: nginx serves each remote's dist
 * @param {(prefix: string) => string[]} [options.extraBlocks]  more server blocks (e.g. a static reference page), given the prefix
 * @param {string} [options.repo]  the checkout whose dist folders nginx serves (default: this one)
 * @param {Record<string, Partial<import('./nginx-config').ServerOptions>>} [options.remoteBlocks]  remote name -> options of its server block (e.g. its releases)
 * @param {string} [options.metrics]  the metrics process's ingest address (`127.0.0.1:PORT`, see shell/server/metrics-main.js)
 * @returns {Promise<{ shellUrl: string, remoteUrls: Record<string, string>, prefix: string, brotli: boolean, stop(): Promise<void> }>}
 */
async function startNginx({ remoteOrigins, extraBlocks = () => [], repo = repoRoot, remoteBlocks = {}, metrics } = {}) {
  if (!nginxBinary || !fs.existsSync(njsModule)) {
    throw new Error('nginx with njs is not installed: "apt-get install -y nginx libnginx-mod-http-brotli-static libnginx-mod-http-js" (.ci/run does this).');
  }
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-run-'));
  fs.chmodSync(prefix, 0o755); // nginx workers drop root and must read remotes.json and the include step
  /** @type {Record<string, number>} */
  const ports = {};
  for (const app of apps) ports[app.name] = await freePort();
  const remoteUrls =
    remoteOrigins ?? Object.fromEntries(apps.filter((app) => app.name !== 'shell').map((app) => [app.name, `http://127.0.0.1:${ports[app.name]}`]));
  const remotesFile = path.join(prefix, 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify(Object.fromEntries(Object.entries(remoteUrls).map(([name, url]) => [name, `${url}/remoteEntry.js`]))));
  const stateDir = path.join(prefix, 'state');
  writeIncludeStep(stateDir);
  writeServiceErrorPages(stateDir, `http://127.0.0.1:${ports.shell}`);

  const brotli = fs.existsSync(brotliModule);
  const served = remoteOrigins ? apps.filter((app) => app.name === 'shell') : apps;
  const blocks = served.map((app) =>
    serverBlock({
      kind: app.name === 'shell' ? 'shell' : 'remote',
      root: path.join(repo, app.dir, 'dist'),
      remotes: remotesFile,
      listen: `127.0.0.1:${ports[app.name]}`,
      brotli,
      stateDir,
      resolver: '127.0.0.1',
      metrics,
      accessLog: path.join(prefix, 'access.log'),
      ...remoteBlocks[app.name],
    }),
  );
  const config = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(config, standaloneConfig([...blocks, ...extraBlocks(prefix)], { prefix, brotliModule: brotli ? brotliModule : undefined, njsModule }));
  const check = spawnSync(nginxBinary, ['-t', '-c', config, '-p', prefix], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejected the configuration:\n${check.stderr}`);
  const nginx = spawn(nginxBinary, ['-c', config, '-p', prefix, '-g', 'daemon off;'], { stdio: 'inherit' });
  await Promise.all(served.map((app) => waitForPort(ports[app.name], 5000)));
  return {
    shellUrl: `http://127.0.0.1:${ports.shell}`,
    remoteUrls,
    prefix,
    brotli,
    stop: async () => {
      const exited = nginx.exitCode === null ? new Promise((resolve) => nginx.once('exit', resolve)) : Promise.resolve();
      nginx.kill('SIGQUIT');
      await exited;
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

module.exports = { startNginx, freePort };
