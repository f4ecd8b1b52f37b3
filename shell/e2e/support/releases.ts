import path from 'node:path';
/* eslint-disable @typescript-eslint/no-require-imports */
const { release } = require('../../deploy/release');
const { openRegistry } = require('../../server/registry');
const { appNamed } = require('shared-content/tooling/apps');
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * How many release commands a test runs at once: each gate opens 16 visits in one Chromium (four loading at
 * a time), and more gates than this at once starve a two-core machine past the gate's waits.
 */
export const RELEASES_AT_ONCE = 2;

/** Runs the tasks given to it at most RELEASES_AT_ONCE at a time, in the order given; each call answers its task's result. */
export function inTurns(): <T>(task: () => Promise<T>) => Promise<T> {
  const lanes: Promise<unknown>[] = Array.from({ length: RELEASES_AT_ONCE }, () => Promise.resolve());
  let next = 0;
  return (task) => {
    const lane = next++ % RELEASES_AT_ONCE;
    const result = lanes[lane].then(task);
    lanes[lane] = result.catch(() => undefined);
    return result;
  };
}

/**
 * Records the build in `dist` as the live release of `remote` in the repository copy `copy`, through the release
 * code with its smoke check (the gate) left out: for a release a test only sets up, whose build another test
 * releases through the gate. Answers the release's id.
 */
export async function recordWithoutGate(copy: string, remote: string, dist: string): Promise<string> {
  const app = appNamed(remote);
  const registry = openRegistry(path.join(copy, 'shell', 'registry'));
  try {
    return await release({ app, root: path.join(copy, app.dir, 'deploy'), registry, build: false, dist, checks: { smoke: async () => [] }, log: () => undefined });
  } finally {
    await registry.close();
  }
}
