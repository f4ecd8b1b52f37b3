import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startComposers, type Composers, type StartsAs } from './misbehaving-remote';
/* eslint-disable @typescript-eslint/no-require-imports */
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

export type ComposerName = 'embedded' | 'nginx';

/**
 * Both paths (startComposers) with their metrics as production shows them: the embedded server's listener in
 * this process, and the listener of the composer behind nginx, a process of its own as in production. `from`: as startComposers takes it.
 */
export async function startMeasuredComposers({ from = {} }: { from?: Record<string, StartsAs> } = {}): Promise<{ composers: Composers; metricsUrl: Record<ComposerName, string>; metricsText: (composer: ComposerName) => Promise<string>; close(): Promise<void> }> {
  const embeddedMetrics: http.Server = await startSiteMetricsListener({ port: 0 });
  const composers = await startComposers({ from });
  const metricsUrl = { embedded: `http://127.0.0.1:${(embeddedMetrics.address() as AddressInfo).port}/metrics`, nginx: composers.nginx.composer.metricsUrl };
  return {
    composers,
    metricsUrl,
    metricsText: (composer) => fetch(metricsUrl[composer]).then((response) => response.text()),
    async close() {
      await composers.close();
      embeddedMetrics.close();
    },
  };
}
