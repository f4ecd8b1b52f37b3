// A remote's releases on disk, as the release command writes and keeps them (layout in
// ../server/releases.js): a build stored as a release, what an interrupted release left behind removed,
// old releases pruned, and the live one switched back or forward.
const { execFileSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { FRAGMENT_STYLESHEET, REMOTE_ORIGIN, isFragmentFile, releaseMarker } = require('shared-content/tooling/fragment/names');
const { RELEASE_INFO, listReleases, liveRelease, pointAt, previousRelease, releaseDir, releasesDir } = require('../server/releases');
const { pinLive } = require('../server/script-pins');

const repoRoot = path.join(__dirname, '..', '..');

/** @typedef {(step: string) => void} OnStep */

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
 * Switches to release `to`, or to the verified release before (`back`) or after the live one. A named
 * release that never passed its checks only with `allowUnverified`.
 * Moves the pins' `live` with it (`pins`: where the composer reads them, and the remote's name).
 * @param {string} root
 * @param {{ to?: string, back?: boolean, allowUnverified?: boolean, pins?: { dir: string, remote: string } }} choice
 */
function switchRelease(root, { to, back = true, allowUnverified = false, pins }) {
  const releases = listReleases(root).filter((candidate) => candidate.live || candidate.verified);
  const liveIndex = releases.findIndex((candidate) => candidate.live);
  const target = to ?? releases[back ? liveIndex - 1 : liveIndex + 1]?.id;
  if (!target || (!to && liveIndex === -1)) throw new Error(`There is no verified release ${back ? 'before' : 'after'} the live one (see the list of releases).`);
  pointAt(root, target, { allowUnverified });
  if (pins) pinLive(pins.dir, pins.remote, target);
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

module.exports = { cleanUp, contentId, formatList, prune, storeRelease, switchRelease };
