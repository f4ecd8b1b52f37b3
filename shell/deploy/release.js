#!/usr/bin/env node
// Releases one page remote: stores it at its origin (layout in ../server/releases.js), checks it, records it
// in the shell host's release registry (../server/registry) and makes it live there; lists its releases;
// switches the live one back or forward (the registry alone: no write at the origin). From a remote's
// folder (npm sets the remote by its package):
//
//   npm run release -w mf-about        build, check the contract, smoke-test beside the live site, record, make live
//   npm run release -w mf-about -- --preview   the same checks, recorded but not live: prints a preview link
//                                      (../server/preview.js) that shows it to whoever opens it, for 24 h
//   npm run release -w mf-about -- --canary    the same checks, then live for the first stage's share of
//                                      visitors (../server/registry/canary.js), the live release for the others
//   npm run releases -w mf-about       the recorded releases, and which one is live
//   npm run rollback -w mf-about       the release before the live one (or `-- <id>` for a named one)
//   npm run rollforward -w mf-about    the release after the live one
//   node shell/deploy/release.js pin about   once, for releases made before the registry: records them
//
// Options: --root DIR (the origin's folder, default <remote>/deploy, which `npm run serve` serves),
// --registry DIR or postgres://... (the release registry the composers read, default RELEASE_REGISTRY or
// shell/registry), --keep N (releases kept, default 5 or RELEASE_KEEP), --no-build (release the current
// build output), --dist DIR (release that build output instead), --shell-dist DIR (the shell for the smoke
// check), --production (or RELEASE_ENV=production: also the launch checks), --site-url URL (the public address
// a preview link starts with, default SITE_URL or the business's address).
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { apps } = require('shared-content/tooling/apps');
const { findDraftTranslations, findSampleValues } = require('shared-content/tooling/launch-check');
const { releaseDir, releasesDir, storedReleases } = require('../server/releases');
const { defaultRegistryDir, isRecordedFile, openRegistry, sha384, withLive } = require('../server/registry');
const { PREVIEW_MAX_MS, previewKey, previewLink } = require('../server/preview');
const { canaryShare } = require('../server/registry/canary');
const { cleanUp, contentId, formatList, recordLive, storeRelease, switchRelease } = require('./release-store');
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
 * Builds (unless told not to), checks, stores at the origin and smoke-tests a remote with the integrity the
 * registry will record (the smoke check loads it as visitors will), then records it and makes it live in
 * one write of the registry. Returns the release id. `onStep` hears each step as it is done (the kill test
 * stops the command there, between every two writes).
 * @param {object} options
 * @param {App} options.app
 * @param {string} options.root  the origin's folder
 * @param {import('../server/registry').Registry} [options.registry]  the shell host's release registry
 * @param {number} [options.keep]  releases kept
 * @param {boolean} [options.build]  build the remote first (unless `dist` is given)
 * @param {string} [options.dist]  the build output to release instead of the remote's dist
 * @param {boolean} [options.production]  also run the productionChecks
 * @param {{ siteUrl: string, key: Buffer }} [options.preview]  record it without making it live, and log a preview link to it on `siteUrl`
 * @param {boolean} [options.canary]  make it live for its canary's first stage only
 * @param {string} [options.shellDist]  the shell for the smoke check
 * @param {(line: string) => void} [options.log]
 * @param {OnStep} [options.onStep]
 * @param {{ contractCheck?: typeof defaultContractCheck, smoke?: typeof smokeCheck }} [options.checks]  replace the checks (tests)
 * @returns {Promise<string>}
 */
async function release({ app, root, registry = openRegistry(defaultRegistryDir()), keep = DEFAULT_KEEP, build = true, dist, production = false, preview, canary = false, shellDist, log = console.log, onStep = () => undefined, checks = {} }) {
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
  const record = await registry.read(app.name);
  if (record.live === id && !preview) {
    log(`Release ${id} of ${app.name} is already live.`);
    return id;
  }
  fs.mkdirSync(releasesDir(root), { recursive: true });
  /** @type {string[]} */
  let leftOver = [];
  try {
    // Under the registry's lock, so a release another command records meanwhile is never taken for an abandoned one.
    await registry.update(app.name, (locked) => {
      leftOver = cleanUp(root, locked, registry.where);
      return locked;
    });
  } catch (error) {
    throw new ReleaseRefused(`Release ${id} of ${app.name} cannot be stored`, [/** @type {Error} */ (error).message]);
  }
  onStep('cleaned-up');
  if (leftOver.length > 0) log(`Removed what an interrupted release left behind: ${leftOver.join(', ')}.`);
  /** @type {ReturnType<typeof storeRelease>} */
  let stored;
  try {
    stored = storeRelease(root, id, buildDir, registry.where, onStep);
  } catch (error) {
    throw new ReleaseRefused(`Release ${id} of ${app.name} cannot be stored`, [/** @type {Error} */ (error).message]);
  }
  onStep('stored');
  log(`Smoke check of release ${id} beside the live site...`);
  const smokeProblems = await smoke({ app, root, id, files: stored.files, registry, shellDist: shellDist ?? path.join(repoRoot, 'shell', 'dist'), log });
  if (smokeProblems.length > 0) {
    if (stored.isNew) fs.rmSync(releaseDir(root, id), { recursive: true, force: true });
    throw new ReleaseRefused(`Release ${id} of ${app.name} failed its smoke check`, smokeProblems);
  }
  onStep('smoke-checked');
  if (preview) {
    const pruned = await recordLive({ registry, remote: app.name, root, id, files: stored.files, keep, as: 'preview' }, onStep);
    const expires = Date.now() + PREVIEW_MAX_MS;
    log(`Release ${id} of ${app.name} is verified, not live.${pruned.length ? ` Removed old releases: ${pruned.join(', ')}.` : ''}`);
    log(`Preview it (this browser only, until ${new Date(expires).toISOString()}): ${previewLink(preview.siteUrl, { remote: app.name, release: id, expires }, preview.key)}`);
    return id;
  }
  const removed = await recordLive({ registry, remote: app.name, root, id, files: stored.files, keep, as: canary ? 'canary' : 'live' }, onStep);
  const shown = canary ? `a canary, live for ${canaryShare(await registry.read(app.name))}% of visitors` : 'live';
  log(`Release ${id} of ${app.name} is ${shown}.${removed.length ? ` Removed old releases: ${removed.join(', ')}.` : ''}`);
  return id;
}

/**
 * Once, for an origin whose releases were made before the registry (each with the old layout's
 * `verified.json`, the live one named by a `current` symlink): records each as its files are now (their
 * hashes can only come from those files: check them first). Returns what it recorded.
 * @param {{ app: App, root: string, registry: import('../server/registry').Registry }} origin
 */
async function pinKeptReleases({ app, root, registry }) {
  const verified = storedReleases(root).filter((stored) => fs.existsSync(path.join(releaseDir(root, stored.id), 'verified.json')));
  const hashes = (/** @type {string} */ id) =>
    Object.fromEntries(
      fs
        .readdirSync(releaseDir(root, id))
        .filter(isRecordedFile)
        .map((file) => [file, sha384(fs.readFileSync(path.join(releaseDir(root, id), file)))]),
    );
  const current = fs.existsSync(path.join(root, 'current')) ? path.basename(fs.readlinkSync(path.join(root, 'current'))) : null;
  const now = Date.now();
  const record = await registry.update(app.name, (before) => {
    const releases = { ...before.releases };
    for (const stored of verified) releases[stored.id] ??= { created: stored.created ?? now, commit: stored.commit ?? null, verifiedAt: now, files: hashes(stored.id) };
    const added = { ...before, releases };
    return current && Object.hasOwn(releases, current) && !before.live ? withLive(added, current, now) : added;
  });
  return `Recorded ${verified.length} release(s) of ${app.name}${record.live ? `; live: ${record.live}` : ''}.`;
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
  const registry = openRegistry(option('registry') ?? defaultRegistryDir());
  const build = !flag('no-build');
  const production = flag('production') || process.env.RELEASE_ENV === 'production';
  const siteUrl = option('site-url');
  const canary = flag('canary');
  // shared-content's business facts only for a preview: a rollback starts fast without them.
  const preview = flag('preview') ? { siteUrl: siteUrl ?? (process.env.SITE_URL || require('shared-content/node').business.siteUrl), key: previewKey() } : undefined;
  const [command, ...rest] = args;
  // The remote: a name (about) or, under `npm run -w mf-about`, the workspace's package.
  const named = rest.find((arg) => apps.some((app) => app.name === arg && app.name !== 'shell'));
  const app = apps.find((candidate) => candidate.name === named) ?? apps.find((candidate) => candidate.dir === process.env.npm_package_name && candidate.name !== 'shell');
  const id = rest.find((arg) => arg !== named);
  if (!['release', 'list', 'rollback', 'rollforward', 'pin'].includes(command) || !app || !(keep >= 1)) {
    console.error('Usage: release.js release|list|rollback [id]|rollforward|pin <remote> [--root DIR] [--registry DIR|postgres://...] [--keep N] [--no-build] [--dist DIR] [--production] [--preview [--site-url URL] | --canary]');
    process.exit(2);
  }
  const root = path.resolve(rootOption ?? path.join(repoRoot, app.dir, 'deploy'));
  const started = process.hrtime.bigint();
  const elapsed = () => `${Number((process.hrtime.bigint() - started) / 1000000n)} ms`;
  (async () => {
    if (command === 'release') await release({ app, root, registry, keep, build, dist: dist && path.resolve(dist), production, preview, canary, shellDist: shellDist && path.resolve(shellDist) });
    else if (command === 'list') console.log(formatList(await registry.read(app.name)));
    else if (command === 'pin') console.log(await pinKeptReleases({ app, root, registry }));
    else {
      const live = await switchRelease(registry, app.name, { to: id, back: command === 'rollback' });
      console.log(`Release ${live} of ${app.name} is live (switched in ${elapsed()}).`);
    }
    await registry.close();
  })().catch((error) => {
    console.error(error instanceof ReleaseRefused ? error.message : `${error.message}`);
    process.exit(1);
  });
}
