import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './site';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { freePort } = require('../../deploy/run-nginx') as { freePort: () => Promise<number> };

/** Polls `read` until `accept` holds (metrics arrive over a socket, beacons after the page is left). */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The value of each sample of `name` in Prometheus text, by its labels as written (`remote="about",...`). */
export function samples(text: string, name: string): Record<string, number> {
  const found: Record<string, number> = {};
  for (const match of text.matchAll(new RegExp(`^${name}\\{([^}]*)\\} (\\S+)$`, 'gm'))) found[match[1]] = Number(match[2]);
  return found;
}

/** The metrics process of an nginx host (`npm run serve:metrics`), as production runs it: a process of its own. */
export async function startMetricsProcess(): Promise<{ url: string; ingest: string; process: ChildProcess }> {
  const [metricsPort, ingestPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [path.join(repoRoot, 'shell', 'server', 'metrics-main.js')], {
    env: { ...process.env, METRICS_PORT: String(metricsPort), METRICS_INGEST_PORT: String(ingestPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${metricsPort}/metrics`;
  const up = await eventually(() => fetch(url).then((response) => response.ok, () => false), Boolean, 20_000);
  if (!up) throw new Error('the metrics process did not start');
  return { url, ingest: `127.0.0.1:${ingestPort}`, process: child };
}
