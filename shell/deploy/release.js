#!/usr/bin/env node
// Releases one page remote at its origin (layout in ../server/releases.js), lists its releases, and
// switches the live one back or forward. From a remote's folder (npm sets the remote by its package):
//
//   npm run release -w mf-about        build, check the contract, smoke-test beside the live site, switch
//   npm run releases -w mf-about       the kept releases, and which one is live
//   npm run rollback -w mf-about       the release before the live one (or `-- <id>` for a named one)
//   npm run rollforward -w mf-about    the release after the live one
//   node shell/deploy/release.js pin about   once, for releases made before the composer read pins: pins them
//
// Options: --root DIR (the origin's folder, default <remote>/deploy, which `npm run serve` serves),
// --keep N (verified releases kept, default 5 or RELEASE_KEEP), --no-build (release the current build output),
// --dist DIR (release that build output instead), --shell-dist DIR (the shell for the smoke check),
// --production (or RELEASE_ENV=production: also the launch checks), --unverified (rollback to a named
// release that never passed its checks: an operator's explicit choice; its pages then run no script),
// --pins DIR (where the shell's composer reads which script bytes may run, default SCRIPT_PINS_DIR or
// shell/pins: ../server/script-pins.js).
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { apps } = require('shared-content/tooling/apps');
const { findDraftTranslations, findSampleValues } = require('shared-content/tooling/launch-check');
const { listReleases, liveRelease, markVerified, pointAt, releaseDir, releasesDir } = require('../server/releases');
const { REMOTE_ENTRY } = require('shared-content/tooling/fragment/names');
const { defaultPinsDir, integrityOf, pinLive, pinRelease, unpinReleases } = require('../server/script-pins');
const { cleanUp, contentId, formatList, prune, storeRelease, switchRelease } = require('./release-store');
const { smokeCheck } = require('./smoke-check');

const repoRoot = path.join(__dirname, '..', '..');
const DEFAULT_KEEP = 5;

/** @typedef {import('shared-content/tooling/apps').App} App */
/** @typedef {import('./release-store').OnStep} OnStep */

class ReleaseRefused extends Error {
  /**
   * @param {string} what
   * @param {string[]} problems
   */
  constructor(what, problems) {
    super(`${what}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\nThe live release was not changed.`);
    this.name = 'ReleaseRefused';
  }
}

/**
 * Checks only production releases must pass: no SAMPLE business value and no unreviewed translation may go
 * live (local and test releases keep both).
 * @type {((release: { app: App, dist: string }) => string[] | Promise<string[]>)[]}
 */
const productionChecks = [
  () => findSampleValues().map((sample) => `SAMPLE value still in ${sample.file}:${sample.line} (${sample.name}: ${sample.value})`),
  () => findDraftTranslations().map((draft) => `${draft.language} translation not yet reviewed by a native speaker: ${draft.file}`),
];

/**
 * Builds (unless told not to), checks and smoke-tests a remote, records it as verified, pins the integrity
 * of the entry its checks ran (with that integrity: the smoke check loads it as visitors will), then makes
 * it live. Returns the release id. `onStep` hears each step as it is done (the kill test stops the command there).
 * @param {object} options
 * @param {App} options.app
 * @param {string} options.root  the origin's folder
 * @param {number} [options.keep]  verified releases kept
 * @param {boolean} [options.build]  build the remote first (unless `dist` is given)
 * @param {string} [options.dist]  the build output to release instead of the remote's dist
 * @param {boolean} [options.production]  also run the productionChecks
 * @param {string} [options.shellDist]  the shell for the smoke check
 * @param {string} [options.pinsDir]  where the composer reads the pinned script integrity
 * @param {(line: string) => void} [options.log]
 * @param {OnStep} [options.onStep]
 * @param {{ contractCheck?: typeof defaultContractCheck, smoke?: typeof smokeCheck }} [options.checks]  replace the checks (tests)
 * @returns {Promise<string>}
 */
async function release({ app, root, keep = DEFAULT_KEEP, build = true, dist, production = false, shellDist, pinsDir = defaultPinsDir(), log = console.log, onStep = () => undefined, checks = {} }) {
  const appDir = path.join(repoRoot, app.dir);
  if (build && !dist) {
    log(`Building ${app.dir}...`);
    execFileSync('npm', ['run', 'build', '-w', app.dir], { cwd: repoRoot, stdio: 'inherit' });
  }
  const buildDir = dist ?? path.join(appDir, 'dist');
  const { contractCheck = defaultContractCheck, smoke = smokeCheck } = checks;
  const problems = await contractCheck({ appDir, dist: buildDir });
  if (production) for (const check of productionChecks) problems.push(...(await check({ app, dist: buildDir })));
  if (problems.length > 0) throw new ReleaseRefused(`The ${app.name} release breaks the shell's contract`, problems);
  onStep('contract-checked');

  const id = contentId(buildDir);
  if (liveRelease(root) === id) {
    log(`Release ${id} of ${app.name} is already live.`);
    return id;
  }
  fs.mkdirSync(releasesDir(root), { recursive: true });
  const leftOver = cleanUp(root);
  if (leftOver.length > 0) log(`Removed what an interrupted release left behind: ${leftOver.join(', ')}.`);
  // The hash of the build, never of what the origin holds: a stored release may have been changed since.
  const integrity = integrityOf(path.join(buildDir, REMOTE_ENTRY));
  const isNew = storeRelease(root, id, buildDir, onStep);
  onStep('stored');
  if (!isNew && integrityOf(path.join(releaseDir(root, id), REMOTE_ENTRY)) !== integrity) {
    throw new ReleaseRefused(`Release ${id} of ${app.name} is on the origin already, with another ${REMOTE_ENTRY}`, [`${releaseDir(root, id)} was changed after it was stored: remove it, then release again`]);
  }
  log(`Smoke check of release ${id} beside the live site...`);
  const smokeProblems = await smoke({ app, root, id, integrity, pinsDir, shellDist: shellDist ?? path.join(repoRoot, 'shell', 'dist') });
  if (smokeProblems.length > 0) {
    if (isNew) fs.rmSync(releaseDir(root, id), { recursive: true, force: true });
    throw new ReleaseRefused(`Release ${id} of ${app.name} failed its smoke check`, smokeProblems);
  }
  onStep('smoke-checked');
  // Pinned first: a verified release always has its pin.
  pinRelease(pinsDir, app.name, id, integrity);
  markVerified(root, id);
  onStep('verified');
  pointAt(root, id);
  pinLive(pinsDir, app.name, id);
  onStep('live');
  const removed = prune(root, keep);
  unpinReleases(pinsDir, app.name, removed);
  log(`Release ${id} of ${app.name} is live.${removed.length ? ` Removed old releases: ${removed.join(', ')}.` : ''}`);
  return id;
}

/**
 * Once, for an origin whose releases were made before the composer read pins: pins each verified release
 * kept there as its files are now, and the live one. (Their hashes can only come from those files: check
 * them first.) Returns what it pinned.
 * @param {{ app: App, root: string, pinsDir: string }} origin
 */
function pinKeptReleases({ app, root, pinsDir }) {
  const verified = listReleases(root).filter((candidate) => candidate.verified);
  for (const kept of verified) pinRelease(pinsDir, app.name, kept.id, integrityOf(path.join(releaseDir(root, kept.id), REMOTE_ENTRY)));
  const live = liveRelease(root);
  if (live) pinLive(pinsDir, app.name, live);
  return `Pinned ${verified.length} verified release(s) of ${app.name}${live ? `; live: ${live}` : ''}.`;
}

/**
 * The shell's contract (shared-content/tooling/contract.js), loaded only when releasing: a rollback starts fast without it.
 * @param {{ appDir: string, dist: string }} build
 * @returns {Promise<string[]>}
 */
function defaultContractCheck({ appDir, dist }) {
  const { builtRemoteProblems } = require('shared-content/tooling/contract');
  return builtRemoteProblems({ dist, serverBundle: path.join(appDir, '.server-render', 'render.js') });
}

module.exports = { pinKeptReleases, release };

if (require.main === module) {
  const args = process.argv.slice(2);
  const option = (/** @type {string} */ name) => {
    const index = args.indexOf(`--${name}`);
    return index === -1 ? undefined : args.splice(index, 2)[1];
  };
  const flag = (/** @type {string} */ name) => {
    const index = args.indexOf(`--${name}`);
    return index !== -1 && args.splice(index, 1).length > 0;
  };
  const rootOption = option('root');
  const keep = Number(option('keep') ?? process.env.RELEASE_KEEP ?? DEFAULT_KEEP);
  const dist = option('dist');
  const shellDist = option('shell-dist');
  const pinsDir = path.resolve(option('pins') ?? defaultPinsDir());
  const build = !flag('no-build');
  const allowUnverified = flag('unverified');
  const production = flag('production') || process.env.RELEASE_ENV === 'production';
  const [command, ...rest] = args;
  // The remote: a name (about) or, under `npm run -w mf-about`, the workspace's package.
  const named = rest.find((arg) => apps.some((app) => app.name === arg && app.name !== 'shell'));
  const app = apps.find((candidate) => candidate.name === named) ?? apps.find((candidate) => candidate.dir === process.env.npm_package_name && candidate.name !== 'shell');
  const id = rest.find((arg) => arg !== named);
  if (!['release', 'list', 'rollback', 'rollforward', 'pin'].includes(command) || !app || !(keep >= 1)) {
    console.error('Usage: release.js release|list|rollback [id]|rollforward|pin <remote> [--root DIR] [--pins DIR] [--keep N] [--no-build] [--dist DIR] [--production] [--unverified]');
    process.exit(2);
  }
  const root = path.resolve(rootOption ?? path.join(repoRoot, app.dir, 'deploy'));
  const started = process.hrtime.bigint();
  const elapsed = () => `${Number((process.hrtime.bigint() - started) / 1000000n)} ms`;
  (async () => {
    if (command === 'release') await release({ app, root, keep, build, dist: dist && path.resolve(dist), production, shellDist: shellDist && path.resolve(shellDist), pinsDir });
    else if (command === 'list') console.log(formatList(root));
    else if (command === 'pin') console.log(pinKeptReleases({ app, root, pinsDir }));
    else {
      const live = switchRelease(root, { to: id, back: command === 'rollback', allowUnverified, pins: { dir: pinsDir, remote: app.name } });
      console.log(`Release ${live} of ${app.name} is live (switched in ${elapsed()}).`);
    }
  })().catch((error) => {
    console.error(error instanceof ReleaseRefused ? error.message : `${error.message}`);
    process.exit(1);
  });
}
