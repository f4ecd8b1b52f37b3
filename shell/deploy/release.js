#!/usr/bin/env node
// Releases one page remote at its origin (layout in ../server/releases.js), lists its releases, and
// switches the live one back or forward. From a remote's folder (npm sets the remote by its package):
//
//   npm run release -w mf-about        build, check the contract, smoke-test beside the live site, switch
//   npm run releases -w mf-about       the kept releases, and which one is live
//   npm run rollback -w mf-about       the release before the live one (or `-- <id>` for a named one)
//   npm run rollforward -w mf-about    the release after the live one
//
// Options: --root DIR (the origin's folder, default <remote>/deploy, which `npm run serve` serves),
// --keep N (verified releases kept, default 5 or RELEASE_KEEP), --no-build (release the current build output),
// --dist DIR (release that build output instead), --shell-dist DIR (the shell for the smoke check),
// --production (or RELEASE_ENV=production: also the launch checks), --unverified (rollback to a named
// release that never passed its checks: an operator's explicit choice).
const { execFileSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { apps } = require('shared-content/tooling/apps');
const { findDraftTranslations, findSampleValues } = require('shared-content/tooling/launch-check');
const { FRAGMENT_STYLESHEET, REMOTE_ORIGIN, isFragmentFile, releaseMarker } = require('shared-content/tooling/fragment/names');
const { RELEASE_INFO, listReleases, liveRelease, markVerified, pointAt, previousRelease, releaseDir, releaseRoots, releasesDir } = require('../server/releases');

const repoRoot = path.join(__dirname, '..', '..');
const DEFAULT_KEEP = 5;

/** @typedef {import('shared-content/tooling/apps').App} App */
/** @typedef {(step: string) => void} OnStep */

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
 * The release id: a hash of every file of the build, so the same build is the same release.
 * @param {string} dist
 */
function contentId(dist) {
  const hash = crypto.createHash('sha256');
  const files = fs.readdirSync(dist, { recursive: true }).map(String).sort();
  for (const file of files) {
    const full = path.join(dist, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(`${file}\0`).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 12);
}

function sourceCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/**
 * Points a release's own files into its folder (`%REMOTE_ORIGIN%/assets/x.svg` becomes
 * `%REMOTE_ORIGIN%/releases/<id>/assets/x.svg`); any other address on the origin (the contact service's
 * `/api/messages`) stays where it is, whichever release serves the page.
 * @param {string} text
 * @param {string} id
 * @param {string} releaseFolder
 */
function intoRelease(text, id, releaseFolder) {
  return text.replace(new RegExp(`${REMOTE_ORIGIN}/([^"'\\s)?#]*)`, 'g'), (address, /** @type {string} */ file) =>
    file !== '' && fs.existsSync(path.join(releaseFolder, file)) ? `${REMOTE_ORIGIN}/releases/${id}/${file}` : address,
  );
}

/**
 * Copies a build into releases/<id> (written beside, then renamed into place: a release is complete or
 * absent). Its page in every language names the release, and its pages and CSS link images inside the
 * release folder, so a page's HTML, styles and hydration code all come from one release. The release is
 * not verified yet: nothing makes it live until markVerified (after every check passed).
 * @param {string} root
 * @param {string} id
 * @param {string} dist
 * @param {OnStep} [onStep]
 * @returns {boolean} whether the release is new
 */
function storeRelease(root, id, dist, onStep = () => undefined) {
  const target = releaseDir(root, id);
  if (fs.existsSync(path.join(target, RELEASE_INFO))) return false;
  const staging = path.join(releasesDir(root), `.${id}-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(dist, staging, { recursive: true });
  onStep('copied');
  for (const file of fs.readdirSync(staging).filter((name) => isFragmentFile(name) || name === FRAGMENT_STYLESHEET)) {
    const filePath = path.join(staging, file);
    const text = intoRelease(fs.readFileSync(filePath, 'utf8'), id, staging);
    fs.writeFileSync(filePath, isFragmentFile(file) ? `${releaseMarker(id)}${text}` : text);
  }
  fs.writeFileSync(path.join(staging, RELEASE_INFO), `${JSON.stringify({ created: Date.now(), commit: sourceCommit(), pid: process.pid })}\n`);
  fs.renameSync(staging, target);
  return true;
}

/**
 * Whether the process that wrote something is still running (it may still finish its work).
 * @param {number} pid
 */
function running(pid) {
  if (!pid || pid === process.pid) return pid === process.pid;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Removes what an interrupted release left behind: staging folders and half-made pointers of a command
 * that is no longer running, and releases that never passed their checks (unless live, the rollback
 * target, or still being checked by a running command). Run before every release, so nothing left over can be taken for good.
 * @param {string} root
 * @returns {string[]} the names removed
 */
function cleanUp(root) {
  /** @type {string[]} */
  const removed = [];
  const ownerOf = (/** @type {string} */ name) => Number(/-(\d+)(?:-\d+)?$/.exec(name)?.[1]);
  for (const [folder, pattern] of /** @type {[string, RegExp][]} */ ([
    [releasesDir(root), /^\.[0-9a-f]+-\d+$/],
    [root, /^\.(current|previous)-\d+-\d+$/],
  ])) {
    const names = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
    for (const name of names.filter((candidate) => pattern.test(candidate) && !running(ownerOf(candidate)))) {
      fs.rmSync(path.join(folder, name), { recursive: true, force: true });
      removed.push(name);
    }
  }
  const previous = previousRelease(root);
  for (const release of listReleases(root).filter((candidate) => !candidate.verified && !candidate.live && candidate.id !== previous && candidate.pid && !running(candidate.pid))) {
    fs.rmSync(releaseDir(root, release.id), { recursive: true, force: true });
    removed.push(release.id);
  }
  return removed;
}

/**
 * Deletes the oldest verified releases beyond `keep`; never the live one, nor the one `previous` names
 * (a rollback's target), and never one that is not verified (cleanUp decides about those).
 * @param {string} root
 * @param {number} keep
 */
function prune(root, keep) {
  const keepAlways = new Set([liveRelease(root), previousRelease(root)]);
  const verified = listReleases(root).filter((release) => release.verified).reverse();
  const removed = verified.slice(keep).filter((release) => !keepAlways.has(release.id));
  for (const release of removed) fs.rmSync(releaseDir(root, release.id), { recursive: true, force: true });
  return removed.map((release) => release.id);
}

/**
 * Serves the candidate release beside the live site (a temporary origin for it, with the throwaway
 * services its team's journeys need, and a temporary shell whose remotes configuration points the page at
 * it), then checks that its route in every language is composed on the server from this release and
 * renders and hydrates in Chromium with no console error, that the team's own journeys pass
 * (`<remote>/journeys`, see shared-content/tooling/journeys.js), then the shell's (shell/journeys: the chrome
 * as the server sent it once the page's script has run).
 * @param {{ app: App, root: string, id: string, shellDist: string }} candidate
 * @returns {Promise<string[]>} problems
 */
async function smokeCheck({ app, root, id, shellDist }) {
  const { remotesConfig } = require('../server/remotes-config');
  const { startSite } = require('../server/site');
  const { chromium } = require('playwright-core');
  const { journeysOf, runJourneys } = require('shared-content/tooling/journeys');
  const { pageRoutes, locales, localizedPath } = require('shared-content/tooling/load-content')();
  const pageRoute = pageRoutes.find((route) => route.remote === app.name);
  if (!pageRoute) throw new Error(`${app.name} has no page route in shared-content`);
  const englishPath = pageRoute.path;
  const routes = locales.map((locale) => localizedPath(locale, englishPath));
  if (!fs.existsSync(path.join(shellDist, 'index.html'))) return [`the shell is not built (${shellDist}): run "npm run build -w shell" first`];

  const team = journeysOf(app.name, repoRoot);
  /** @type {string[]} */
  const siteOrigins = [];
  const services = team.startServices ? await team.startServices({ siteOrigins }) : null;
  const site = await startSite({
    only: ['shell', app.name],
    basePort: 0,
    host: 'localhost',
    shellRoot: shellDist,
    remoteRoot: () => releaseRoots(root, { pinned: id }),
    remotesConfig: (candidate) => ({ ...remotesConfig(), ...candidate }),
    services: { [app.name]: services },
    vitals: false,
  });
  const shellUrl = site.url;
  siteOrigins.push(shellUrl);
  /** @type {string[]} */
  const problems = [];
  /** @type {import('playwright-core').Browser | undefined} */
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    for (const route of routes) problems.push(...(await smokeCheckRoute(browser, shellUrl + route, route, id)));
    if (problems.length === 0) {
      problems.push(...(await runJourneys({ browser, shellUrl, remote: app.name, journeys: team.journeys, services, localizedPath, routePath: englishPath })));
      // Also when a team journey failed: what the page's script did to the chrome may be why.
      const { runShellJourneys } = require('../journeys/run');
      const pagePaths = pageRoutes.map((candidate) => candidate.path);
      problems.push(...(await runShellJourneys({ browser, shellUrl, remote: app.name, teamJourneys: team.journeys, services, localizedPath, pagePaths, routePath: englishPath })));
    }
  } catch (error) {
    problems.push(`Chromium did not start: ${/** @type {Error} */ (error).message.split('\n')[0]}`);
  } finally {
    await browser?.close();
    await site.close();
    await services?.close();
  }
  return problems;
}

/**
 * One route of the candidate: composed from its release on the server, and the same h1 once hydrated.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {string} route
 * @param {string} id
 */
async function smokeCheckRoute(browser, url, route, id) {
  /** @type {string[]} */
  const problems = [];
  const page = await browser.newPage();
  try {
    const html = await (await fetch(url)).text();
    if (!html.includes(releaseMarker(id)) || html.includes('data-fallback')) problems.push(`${route} was not composed with this release's page on the server`);
    page.on('console', (message) => message.type() === 'error' && problems.push(`console error in ${route}: ${message.text()}`));
    page.on('pageerror', (error) => problems.push(`page error in ${route}: ${error.message}`));
    await page.goto(url);
    const heading = page.getByRole('heading', { level: 1 });
    const served = await heading.textContent({ timeout: 15000 });
    // The shell marks `page-interactive` (shell/src/layout/interactiveMarks.ts) once the page has hydrated.
    await page.waitForFunction(() => performance.getEntriesByName('page-interactive').length > 0, undefined, { timeout: 15000 });
    const hydrated = await heading.textContent();
    if (!served || served !== hydrated) problems.push(`${route} shows "${served}" from the server but "${hydrated}" once hydrated`);
  } catch (error) {
    problems.push(`${route} did not render in Chromium: ${/** @type {Error} */ (error).message.split('\n')[0]}`);
  } finally {
    await page.close();
  }
  return problems;
}

/**
 * Builds (unless told not to), checks and smoke-tests a remote, records it as verified, then makes it live.
 * Returns the release id. `onStep` hears each step as it is done (the kill test stops the command there).
 * @param {object} options
 * @param {App} options.app
 * @param {string} options.root  the origin's folder
 * @param {number} [options.keep]  verified releases kept
 * @param {boolean} [options.build]  build the remote first (unless `dist` is given)
 * @param {string} [options.dist]  the build output to release instead of the remote's dist
 * @param {boolean} [options.production]  also run the productionChecks
 * @param {string} [options.shellDist]  the shell for the smoke check
 * @param {(line: string) => void} [options.log]
 * @param {OnStep} [options.onStep]
 * @param {{ contractCheck?: typeof defaultContractCheck, smoke?: typeof smokeCheck }} [options.checks]  replace the checks (tests)
 * @returns {Promise<string>}
 */
async function release({ app, root, keep = DEFAULT_KEEP, build = true, dist, production = false, shellDist, log = console.log, onStep = () => undefined, checks = {} }) {
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
  const isNew = storeRelease(root, id, buildDir, onStep);
  onStep('stored');
  log(`Smoke check of release ${id} beside the live site...`);
  const smokeProblems = await smoke({ app, root, id, shellDist: shellDist ?? path.join(repoRoot, 'shell', 'dist') });
  if (smokeProblems.length > 0) {
    if (isNew) fs.rmSync(releaseDir(root, id), { recursive: true, force: true });
    throw new ReleaseRefused(`Release ${id} of ${app.name} failed its smoke check`, smokeProblems);
  }
  onStep('smoke-checked');
  markVerified(root, id);
  onStep('verified');
  pointAt(root, id);
  onStep('live');
  const removed = prune(root, keep);
  log(`Release ${id} of ${app.name} is live.${removed.length ? ` Removed old releases: ${removed.join(', ')}.` : ''}`);
  return id;
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

/**
 * Switches to release `to`, or to the verified release before (`back`) or after the live one. A named
 * release that never passed its checks only with `allowUnverified`.
 * @param {string} root
 * @param {{ to?: string, back?: boolean, allowUnverified?: boolean }} choice
 */
function switchRelease(root, { to, back = true, allowUnverified = false }) {
  const releases = listReleases(root).filter((candidate) => candidate.live || candidate.verified);
  const liveIndex = releases.findIndex((candidate) => candidate.live);
  const target = to ?? releases[back ? liveIndex - 1 : liveIndex + 1]?.id;
  if (!target || (!to && liveIndex === -1)) throw new Error(`There is no verified release ${back ? 'before' : 'after'} the live one (see the list of releases).`);
  pointAt(root, target, { allowUnverified });
  return target;
}

/** @param {string} root */
function formatList(root) {
  const releases = listReleases(root);
  if (releases.length === 0) return `No releases in ${releasesDir(root)} yet.`;
  return releases
    .map((entry) => `${entry.live ? '* live' : '      '}  ${entry.id}  ${new Date(entry.created).toISOString()}  ${entry.verified ? 'verified  ' : 'UNVERIFIED'}  ${entry.commit ?? ''}`.trimEnd())
    .join('\n');
}

module.exports = { ReleaseRefused, cleanUp, contentId, formatList, productionChecks, prune, release, smokeCheck, storeRelease, switchRelease };

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
  const build = !flag('no-build');
  const allowUnverified = flag('unverified');
  const production = flag('production') || process.env.RELEASE_ENV === 'production';
  const [command, ...rest] = args;
  // The remote: a name (about) or, under `npm run -w mf-about`, the workspace's package.
  const named = rest.find((arg) => apps.some((app) => app.name === arg && app.name !== 'shell'));
  const app = apps.find((candidate) => candidate.name === named) ?? apps.find((candidate) => candidate.dir === process.env.npm_package_name && candidate.name !== 'shell');
  const id = rest.find((arg) => arg !== named);
  if (!['release', 'list', 'rollback', 'rollforward'].includes(command) || !app || !(keep >= 1)) {
    console.error('Usage: release.js release|list|rollback [id]|rollforward <remote> [--root DIR] [--keep N] [--no-build] [--dist DIR] [--production] [--unverified]');
    process.exit(2);
  }
  const root = path.resolve(rootOption ?? path.join(repoRoot, app.dir, 'deploy'));
  const started = process.hrtime.bigint();
  const elapsed = () => `${Number((process.hrtime.bigint() - started) / 1000000n)} ms`;
  (async () => {
    if (command === 'release') await release({ app, root, keep, build, dist: dist && path.resolve(dist), production, shellDist: shellDist && path.resolve(shellDist) });
    else if (command === 'list') console.log(formatList(root));
    else console.log(`Release ${switchRelease(root, { to: id, back: command === 'rollback', allowUnverified })} of ${app.name} is live (switched in ${elapsed()}).`);
  })().catch((error) => {
    console.error(error instanceof ReleaseRefused ? error.message : `${error.message}`);
    process.exit(1);
  });
}
