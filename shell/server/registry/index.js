// The release registry: one record per page remote on the shell's host, the only pointer to what is live.
// The origin of a remote is a store of immutable `releases/<id>/` folders; which one visitors get, and
// which bytes of it may reach them, is said here and nowhere else:
//
//   { live: "<id>" | null, previous: "<id>" | null, switchedAt: <ms>,
//     releases: { "<id>": { created, commit, verifiedAt, files: { "fragment.html": "sha384-...", ...,
//                                                                 "fragment.css": ..., "remoteEntry.js": ... } } },
//     canary, canaryEnded }   (optional: a release served to a share of visitors, canary.js)
//
// `files` holds the sha384 of every file the composer or the browser takes from the release: the fragment
// in each language, the stylesheet (the composer compares what it fetched with them before any other
// check) and the entry (the browser loads it with that integrity; the entry pins its chunks). A release is
// recorded only once every check passed, so every recorded release is verified.
//
// A backend is `{ read(remote), update(remote, change), follow(), close(), where }`: `read` resolves with the
// remote's record (an empty one when it has none; a damaged one rejects, never guessed), `update` runs
// `change` on the current record under the backend's lock and stores the whole result at once (a record is
// stored as given: fields this module does not know are kept), `where` names the registry without secrets.
// A long-running reader (a composer) calls `follow()` once: its `read` answers from what the backend keeps
// current, and its `health()` says whether the registry answers and how old what it serves is (metrics.js
// shows both). Commands `close()` the registry when done. The embedded default is a folder of files
// (folder.js: a follower watches the folder); PostgreSQL (postgres.js) serves composers on several hosts.
const crypto = require('node:crypto');
const path = require('node:path');
const { FRAGMENT_STYLESHEET, PINNED_INTEGRITY, RELEASE_ID, REMOTE_ENTRY, UNRELEASED, isFragmentFile } = require('shared-content/tooling/fragment/names');

/**
 * @typedef {{ created: number, commit: string | null, verifiedAt: number, files: Record<string, string> }} RecordedRelease
 * @typedef {{ live: string | null, previous: string | null, switchedAt: number, releases: Record<string, RecordedRelease>,
 *   canary?: import('./canary').Canary | null, canaryEnded?: import('./canary').CanaryEnded | null }} ReleaseRecord
 * @typedef {{ up: boolean, ageSeconds: number }} RegistryHealth  whether the registry answers, and how long ago what a follower serves was read from it
 * @typedef {{ read(remote: string): Promise<ReleaseRecord>, health(): RegistryHealth, close(): Promise<void> }} RegistryFollower
 * @typedef {{ read(remote: string): Promise<ReleaseRecord>, update(remote: string, change: (record: ReleaseRecord) => ReleaseRecord): Promise<ReleaseRecord>,
 *   follow(): RegistryFollower, close(): Promise<void>, where: string }} Registry
 */

/** The record of a remote that has no release yet. */
const emptyRecord = () => /** @type {ReleaseRecord} */ ({ live: null, previous: null, switchedAt: 0, releases: {} });

/** This checkout's registry folder (`npm run serve`, `npm run release`), or RELEASE_REGISTRY (a folder or a postgres:// URL). */
const defaultRegistryDir = () => process.env.RELEASE_REGISTRY || path.join(__dirname, '..', '..', 'registry');

/**
 * The registry at `location`: a PostgreSQL database (`postgres://` or `postgresql://` URL), else a folder.
 * @param {string} location
 * @returns {Registry}
 */
function openRegistry(location) {
  if (/^postgres(ql)?:\/\//.test(location)) return require('./postgres').postgresRegistry(location);
  return require('./folder').folderRegistry(path.resolve(location));
}

/**
 * Subresource Integrity of some bytes (sha384, as every browser of the support policy checks it).
 * @param {string | Buffer} bytes
 */
const sha384 = (bytes) => `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;

/** Whether a file of a release is one the registry holds the hash of. */
const isRecordedFile = (/** @type {string} */ file) => isFragmentFile(file) || file === FRAGMENT_STYLESHEET || file === REMOTE_ENTRY;

/**
 * Why a record read from storage cannot be trusted (empty when it can): each field of the shape above, every
 * hash a well-formed sha384, and `live` and `previous` naming recorded releases.
 * @param {any} record
 * @returns {string[]}
 */
function recordProblems(record) {
  if (!record || typeof record !== 'object' || !record.releases || typeof record.releases !== 'object') return ['not a release record'];
  /** @type {string[]} */
  const problems = [];
  for (const [id, release] of Object.entries(record.releases)) {
    if (!RELEASE_ID.test(id) && id !== UNRELEASED) problems.push(`release id "${id}"`);
    if (!release || typeof release.verifiedAt !== 'number' || !release.files || typeof release.files !== 'object') problems.push(`release ${id} has no verified files`);
    else for (const [file, hash] of Object.entries(release.files)) if (!isRecordedFile(file) || typeof hash !== 'string' || !PINNED_INTEGRITY.test(hash)) problems.push(`release ${id}: ${file}`);
  }
  for (const pointer of ['live', 'previous']) {
    const id = record[pointer];
    if (id !== null && !Object.hasOwn(record.releases, id)) problems.push(`${pointer} release ${id} has no record`);
  }
  return [...problems, ...require('./canary').canaryProblems(record)];
}

/**
 * The recorded releases, oldest first.
 * @param {ReleaseRecord} record
 */
const releasesOf = (record) =>
  Object.entries(record.releases)
    .map(([id, release]) => ({ id, ...release, live: id === record.live }))
    .sort((a, b) => a.created - b.created || a.verifiedAt - b.verifiedAt);

/**
 * `record` with release `id` live (one change: the live one before it becomes `previous`). A canary running
 * ends: promoted when it is `id`, else aborted (it was being compared with the live release it replaces).
 * @param {ReleaseRecord} record
 * @param {string} id
 * @param {number} [now]
 * @returns {ReleaseRecord}
 */
function withLive(record, id, now = Date.now()) {
  if (!Object.hasOwn(record.releases, id)) throw new Error(`There is no recorded release "${id}" (see the list of releases)`);
  if (record.live === id) return record;
  const switched = { ...record, live: id, previous: record.live, switchedAt: now };
  const { canary } = record;
  if (!canary) return switched;
  const outcome = canary.release === id ? 'promoted' : 'aborted';
  return { ...switched, canary: null, canaryEnded: { release: canary.release, outcome, at: now, reason: `live release switched to ${id}` } };
}

/**
 * `record` keeping the newest `keep` releases, and always the live one, `previous` (a rollback's target) and a canary.
 * @param {ReleaseRecord} record
 * @param {number} keep
 */
function pruned(record, keep) {
  const keepAlways = new Set([record.live, record.previous, record.canary?.release ?? null]);
  const removed = releasesOf(record).reverse().slice(keep).filter((release) => !keepAlways.has(release.id)).map((release) => release.id);
  return { record: { ...record, releases: Object.fromEntries(Object.entries(record.releases).filter(([id]) => !removed.includes(id))) }, removed };
}

module.exports = { defaultRegistryDir, emptyRecord, isRecordedFile, openRegistry, pruned, recordProblems, releasesOf, sha384, withLive };
