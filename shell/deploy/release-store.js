// A remote's releases, as the release command stores them at the origin (layout in ../server/releases.js)
// and records them in the shell host's registry (../server/registry): a build stored as a release, what an
// interrupted release left behind removed, old releases pruned, and the live one switched back or forward.
const { execFileSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { FRAGMENT_STYLESHEET, REMOTE_ORIGIN, isFragmentFile, releaseMarker } = require('shared-content/tooling/fragment/names');
const { RELEASE_INFO, releaseDir, releasesDir, storedReleases } = require('../server/releases');
const { isRecordedFile, pruned, releasesOf, sha384, withLive } = require('../server/registry');
const { withCanaryStarted } = require('../server/registry/canary');
const { running } = require('../server/registry/folder');

const repoRoot = path.join(__dirname, '..', '..');

/** @typedef {(step: string) => void} OnStep */
/** @typedef {import('../server/registry').Registry} Registry */

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
 * The release's own bytes of each file the composer or the browser takes (the registry records their
 * hashes): its page in every language names the release (`<!--release:<id>-->`), and its pages and CSS
 * link its images inside the release folder (`%REMOTE_ORIGIN%/assets/x.svg` becomes
 * `%REMOTE_ORIGIN%/releases/<id>/assets/x.svg`; any other address on the origin, such as the contact
 * service's `/api/messages`, stays). Made from the build, never read back from the origin.
 * @param {string} dist
 * @param {string} id
 * @returns {Record<string, Buffer>}
 */
function releaseFiles(dist, id) {
  const intoRelease = (/** @type {string} */ text) =>
    text.replace(new RegExp(`${REMOTE_ORIGIN}/([^"'\\s)?#]*)`, 'g'), (address, /** @type {string} */ file) =>
      file !== '' && fs.existsSync(path.join(dist, file)) ? `${REMOTE_ORIGIN}/releases/${id}/${file}` : address,
    );
  return Object.fromEntries(
    fs
      .readdirSync(dist)
      .filter(isRecordedFile)
      .map((file) => {
        const bytes = fs.readFileSync(path.join(dist, file));
        if (isFragmentFile(file)) return [file, Buffer.from(`${releaseMarker(id)}${intoRelease(bytes.toString('utf8'))}`)];
        return [file, file === FRAGMENT_STYLESHEET ? Buffer.from(intoRelease(bytes.toString('utf8'))) : bytes];
      }),
  );
}

/**
 * Copies a build into releases/<id> (written beside, then renamed into place: a release is complete or
 * absent), with its files as releaseFiles makes them. Returns the hash of each of those files, for the
 * registry. A release already stored is left as it is, and refused if its files are not those bytes.
 * The release's info names the registry that will record it, so that a command of another registry
 * never takes it for its own.
 * @param {string} root
 * @param {string} id
 * @param {string} dist
 * @param {string} registryWhere  the registry's `where`
 * @param {OnStep} [onStep]
 * @returns {{ isNew: boolean, files: Record<string, string> }}
 */
function storeRelease(root, id, dist, registryWhere, onStep = () => undefined) {
  const own = releaseFiles(dist, id);
  const files = Object.fromEntries(Object.entries(own).map(([file, bytes]) => [file, sha384(bytes)]));
  const target = releaseDir(root, id);
  let isNew = false;
  if (!fs.existsSync(path.join(target, RELEASE_INFO))) {
    const staging = path.join(releasesDir(root), `.${id}-${process.pid}`);
    fs.rmSync(staging, { recursive: true, force: true });
    fs.cpSync(dist, staging, { recursive: true });
    onStep('copied');
    for (const [file, bytes] of Object.entries(own)) fs.writeFileSync(path.join(staging, file), bytes);
    fs.writeFileSync(path.join(staging, RELEASE_INFO), `${JSON.stringify({ created: Date.now(), commit: sourceCommit(), pid: process.pid, registry: registryWhere })}\n`);
    try {
      fs.renameSync(staging, target);
      isNew = true;
    } catch (error) {
      // Another command stored the same build at the same moment: its copy is checked below.
      fs.rmSync(staging, { recursive: true, force: true });
      if (!fs.existsSync(path.join(target, RELEASE_INFO))) throw error;
    }
  }
  const changed = Object.keys(files).filter((file) => !fs.existsSync(path.join(target, file)) || sha384(fs.readFileSync(path.join(target, file))) !== files[file]);
  if (changed.length > 0) throw new Error(`Release ${id} is on the origin already, with other bytes of ${changed.join(', ')}: ${target} was changed after it was stored; remove it, then release again`);
  return { isNew, files };
}

/**
 * Removes what an interrupted release left behind at the origin: staging folders of a command that is no
 * longer running, releases it stored that were never recorded (so never verified), and releases pruned from
 * the record whose folders it had not removed yet (a release being checked by another running command stays). Releases made
 * before the registry (a `verified.json` of the old layout) wait for the `pin` command, never removed here,
 * and so do releases another registry records. A command given the wrong registry (an empty one, while the
 * origin holds releases another records) is refused before it removes or records anything.
 * @param {string} root
 * @param {import('../server/registry').ReleaseRecord} record  read under the registry's lock
 * @param {string} registryWhere  the registry's `where`
 * @returns {string[]} the names removed
 */
function cleanUp(root, record, registryWhere) {
  const others = storedReleases(root).filter((stored) => typeof stored.registry === 'string' && stored.registry !== registryWhere);
  if (Object.keys(record.releases).length === 0 && others.length > 0) {
    throw new Error(`${releasesDir(root)} holds releases recorded in another registry (${others[0].registry}), and ${registryWhere} records none: is --registry right?`);
  }
  /** @type {string[]} */
  const removed = [];
  const names = fs.existsSync(releasesDir(root)) ? fs.readdirSync(releasesDir(root)) : [];
  for (const name of names.filter((candidate) => /^\.[0-9a-f]+-\d+$/.test(candidate) && !running(Number(/-(\d+)$/.exec(candidate)?.[1])))) {
    fs.rmSync(path.join(releasesDir(root), name), { recursive: true, force: true });
    removed.push(name);
  }
  const abandoned = storedReleases(root).filter(
    (stored) =>
      stored.registry === registryWhere && !Object.hasOwn(record.releases, stored.id) && stored.pid && (stored.pid === process.pid || !running(stored.pid)) && !fs.existsSync(path.join(releaseDir(root, stored.id), 'verified.json')),
  );
  for (const stored of abandoned) {
    fs.rmSync(releaseDir(root, stored.id), { recursive: true, force: true });
    removed.push(stored.id);
  }
  return removed;
}

/**
 * How a recorded release is shown: to everyone (live), to the visitors of its canary's first stage
 * (../server/registry/canary.js), or only through a preview link (verified, not live).
 * @type {Record<'live' | 'canary' | 'preview', (record: import('../server/registry').ReleaseRecord, id: string, now: number) => import('../server/registry').ReleaseRecord>}
 */
const shownAs = {
  live: (record, id, now) => withLive(record, id, now),
  canary: (record, id, now) => withCanaryStarted(record, id, { now }),
  preview: (record) => record,
};

/**
 * Records release `id` (every check passed) and makes it live (or `as` a canary or a preview), in one
 * write of the registry, keeping the newest `keep` releases and always the live one and the rollback's
 * target; then deletes the pruned releases' folders at the origin. Returns the ids pruned.
 * @param {{ registry: Registry, remote: string, root: string, id: string, files: Record<string, string>, keep: number, as?: keyof typeof shownAs }} recorded
 * @param {OnStep} [onStep]
 */
async function recordLive({ registry, remote, root, id, files, keep, as = 'live' }, onStep = () => undefined) {
  /** @type {string[]} */
  let removed = [];
  await registry.update(remote, (record) => {
    const now = Date.now();
    const added = { ...record, releases: { ...record.releases, [id]: { created: record.releases[id]?.created ?? now, commit: sourceCommit(), verifiedAt: now, files } } };
    const result = pruned(shownAs[as](added, id, now), keep);
    removed = result.removed;
    return result.record;
  });
  onStep(as === 'live' ? 'live' : 'recorded');
  for (const old of removed) {
    fs.rmSync(releaseDir(root, old), { recursive: true, force: true });
    onStep('pruned');
  }
  return removed;
}

/**
 * Makes release `to` live, or the recorded release before (`back`) or after the live one: one write of the
 * registry on the shell's host, nothing at the origin.
 * @param {Registry} registry
 * @param {string} remote
 * @param {{ to?: string, back?: boolean }} choice
 */
async function switchRelease(registry, remote, { to, back = true }) {
  const record = await registry.update(remote, (current) => {
    const releases = releasesOf(current);
    const liveIndex = releases.findIndex((candidate) => candidate.live);
    const target = to ?? (liveIndex === -1 ? undefined : releases[back ? liveIndex - 1 : liveIndex + 1]?.id);
    if (!target) throw new Error(`There is no recorded release ${back ? 'before' : 'after'} the live one (see the list of releases).`);
    return withLive(current, target);
  });
  return /** @type {string} */ (record.live);
}

/**
 * The releases of a remote as its registry records them, the live one marked.
 * @param {import('../server/registry').ReleaseRecord} record
 */
function formatList(record) {
  const releases = releasesOf(record);
  if (releases.length === 0) return 'No recorded releases yet.';
  return releases.map((entry) => `${entry.live ? '* live' : '      '}  ${entry.id}  ${new Date(entry.created).toISOString()}  verified ${new Date(entry.verifiedAt).toISOString()}  ${entry.commit ?? ''}`.trimEnd()).join('\n');
}

module.exports = { cleanUp, contentId, formatList, recordLive, releaseFiles, storeRelease, switchRelease };
