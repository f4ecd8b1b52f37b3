import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePortPerApp, waitForServer } from './ports';
import { repoRoot } from './site';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { serverBlock, standaloneConfig, writeIncludeStep } = require('../../deploy/nginx-config');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { apps } = require('shared-content/tooling/apps') as { apps: { name: string; dir: string }[] };

const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate));
export const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const njsModule = '/usr/lib/nginx/modules/ngx_http_js_module.so';

export interface RunningNginx {
  shellUrl: string;
  /** Each remote's origin (nginx's own remote blocks, or the ones given). */
  remoteUrls: Record<string, string>;
  prefix: string;
  stop(): Promise<void>;
}

/**
 * Real nginx with the generated configuration, in a temporary prefix on free ports: the shell, and
 * either the four remotes' own server blocks or the remote origins given (test servers).
 * Remote origins use 127.0.0.1: nginx resolves host names through DNS, not /etc/hosts.
 */
export async function startNginx({ remoteOrigins }: { remoteOrigins?: Record<string, string> } = {}): Promise<RunningNginx> {
  if (!nginxBinary || !fs.existsSync(njsModule)) {
    throw new Error('nginx with njs is not installed: "apt-get install -y nginx libnginx-mod-http-brotli-static libnginx-mod-http-js" (.ci/run does this).');
  }
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-test-'));
  fs.chmodSync(prefix, 0o755); // nginx workers drop root and must read remotes.json and the include step
  const ports = await freePortPerApp();
  const remoteApps = apps.filter((candidate) => candidate.name !== 'shell');
  const remoteUrls = remoteOrigins ?? Object.fromEntries(remoteApps.map((app) => [app.name, `http://127.0.0.1:${ports[app.name]}`]));
  const remotesFile = path.join(prefix, 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify(Object.fromEntries(Object.entries(remoteUrls).map(([name, url]) => [name, `${url}/remoteEntry.js`]))));
  const stateDir = path.join(prefix, 'state');
  writeIncludeStep(stateDir);

  const brotli = fs.existsSync(brotliModule);
  const served = remoteOrigins ? apps.filter((app) => app.name === 'shell') : apps;
  const blocks = served.map((app) =>
    serverBlock({
      kind: app.name === 'shell' ? 'shell' : 'remote',
      root: path.join(repoRoot, app.dir, 'dist'),
      remotes: remotesFile,
      listen: ports[app.name],
      brotli,
      stateDir,
      resolver: '127.0.0.1',
    }),
  );
  const config = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(config, standaloneConfig(blocks, { prefix, brotliModule: brotli ? brotliModule : undefined, njsModule }));
  const check = spawnSync(nginxBinary, ['-t', '-c', config, '-p', prefix], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejected the configuration:\n${check.stderr}`);
  const nginx: ChildProcess = spawn(nginxBinary, ['-c', config, '-p', prefix, '-g', 'daemon off;'], { stdio: 'inherit' });
  await Promise.all(served.map((app) => waitForServer(ports[app.name], 5000)));
  return {
    shellUrl: `http://127.0.0.1:${ports.shell}`,
    remoteUrls,
    prefix,
    stop: async () => {
      const exited = nginx.exitCode === null ? new Promise((resolve) => nginx.once('exit', resolve)) : Promise.resolve();
      nginx.kill('SIGQUIT');
      await exited;
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
