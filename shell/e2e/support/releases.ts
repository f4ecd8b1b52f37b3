import { spawn } from 'node:child_process';
import path from 'node:path';
/* eslint-disable @typescript-eslint/no-require-imports */
const { release } = require('../../deploy/release');
const { openRegistry } = require('../../server/registry');
const { EVERY_PAGE_OPEN, atMost } = require('../../journeys/run');
const { appNamed } = require('shared-content/tooling/apps');
/* eslint-enable @typescript-eslint/no-require-imports */

export interface CommandResult {
  code: number | null;
  output: string;
  /** How long the command took. */
  ms: number;
}

/**
 * How many release commands hold a turn at once. A command frees its turn once its gate has opened every page and
 * only watches (see releaseCommand), else when it ends: a gate's checks and the opening of its pages keep a
 * two-core machine busy (two gates opening at once take as long as one after the other), its watch mostly waits.
 */
export const RELEASES_AT_ONCE = 1;

/** Runs release commands in turns (RELEASES_AT_ONCE), in the order given; each call answers its command's result. */
export const inTurns = (): (<T>(task: (freeTurn: () => void) => Promise<T>) => Promise<T>) => atMost(RELEASES_AT_ONCE);

/**
 * The release command (`shell/deploy/release.js` with `args`) as a page team runs it, in the repository copy
 * `copy`; `onWatching` hears, once, that its gate has opened every page and only watches.
 */
export function releaseCommand(copy: string, args: string[], onWatching: () => void = () => undefined): Promise<CommandResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(copy, 'shell/deploy/release.js'), ...args], { cwd: copy });
    let output = '';
    let watching = false;
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (!watching && output.includes(EVERY_PAGE_OPEN)) {
        watching = true;
        onWatching();
      }
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: null, output: `${output}${error.message}`, ms: Date.now() - started }));
    child.on('close', (code) => resolve({ code, output, ms: Date.now() - started }));
  });
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
