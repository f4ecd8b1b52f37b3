import { spawn, type ChildProcess } from 'node:child_process';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startComposers, type Composers } from './misbehaving-remote';
import { repoRoot } from './site';
/* eslint-disable @typescript-eslint/no-require-imports */
const { freePort } = require('../../deploy/run-nginx') as { freePort: () => Promise<number> };
const { startSiteMetricsListener } = require('../../server/metrics');
/* eslint-enable @typescript-eslint/no-require-imports */

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
async function startMetricsProcess(): Promise<{ url: string; ingest: string; process: ChildProcess }> {
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

export type ComposerName = 'embedded' | 'nginx';

/**
 * Both composers (startComposers) with their metrics as production shows them: the embedded server's listener
 * in this process, nginx's metrics process beside it.
 */
export async function startMeasuredComposers(): Promise<{ composers: Composers; metricsUrl: Record<ComposerName, string>; metricsText: (composer: ComposerName) => Promise<string>; close(): Promise<void> }> {
  const nginxMetrics = await startMetricsProcess();
  const embeddedMetrics: http.Server = await startSiteMetricsListener({ port: 0 });
  const composers = await startComposers({ nginxMetrics: nginxMetrics.ingest });
  const metricsUrl = { embedded: `http://127.0.0.1:${(embeddedMetrics.address() as AddressInfo).port}/metrics`, nginx: nginxMetrics.url };
  return {
    composers,
    metricsUrl,
    metricsText: (composer) => fetch(metricsUrl[composer]).then((response) => response.text()),
    async close() {
      await composers.close();
      embeddedMetrics.close();
      nginxMetrics.process.kill();
    },
  };
}
