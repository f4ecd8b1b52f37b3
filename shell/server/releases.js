// Immutable releases of a page remote at its origin, and the one pointer that says which is live:
//
//   <root>/releases/<id>/   a complete build, never changed once written (id = hash of its content)
//   <root>/current          symlink to releases/<id>, swapped atomically (rename) to switch releases
//   <root>/previous         symlink to the release live before it (its chunks, for a page mid-load at a switch)
//   <root>/releases/<id>/verified.json   written (atomically) only once every check of the release passed:
//                           only verified releases are made live, kept by pruning and chosen by rollback
//
// `/remoteEntry.js`, `/mf-manifest.json`, `/fragment*.html` at the origin answer from `current`, read per
// request; `/releases/<id>/...` answer from that release, so pages opened before a switch keep loading
// their own files. Used by the embedded server, the release command and (by the same layout) nginx.
const fs = require('node:fs');
const path = require('node:path');
const { contentHashed } = require('./headers');

const RELEASES = 'releases';
const CURRENT = 'current';
const PREVIOUS = 'previous';
const RELEASE_INFO = 'release.json';
const VERIFIED = 'verified.json';

/**
 * A kept release as listReleases reads it: what the release command wrote in its release.json, and its state.
 * @typedef {{ id: string, created: number, commit: string | null, pid?: number, live: boolean, verified: boolean }} Release
 */

const releasesDir = (/** @type {string} */ root) => path.join(root, RELEASES);
const releaseDir = (/** @type {string} */ root, /** @type {string} */ id) => path.join(root, RELEASES, id);

/** The live release's id, or null when the origin has no release yet. */
const liveRelease = (/** @type {string} */ root) => releaseNamedBy(root, CURRENT);

/**
 * The release a pointer (`current`, `previous`) names, or null when there is none.
 * @param {string} root
 * @param {string} link
 */
function releaseNamedBy(root, link) {
  try {
    return path.basename(fs.readlinkSync(path.join(root, link)));
  } catch {
    return null;
  }
}

/**
 * Every kept release, oldest first. A damaged release.json is named (the release command must not guess),
 * unless `skipDamaged`: serving leaves that release out rather than fail the live one's files.
 * @param {string} root
 * @param {{ skipDamaged?: boolean }} [options]
 * @returns {Release[]}
 */
function listReleases(root, { skipDamaged = false } = {}) {
  const live = liveRelease(root);
  /** @type {string[]} */
  let ids = [];
  try {
    ids = fs.readdirSync(releasesDir(root)).filter((id) => !id.startsWith('.'));
  } catch {
    return [];
  }
  return ids
    .map((id) => {
      const file = path.join(releaseDir(root, id), RELEASE_INFO);
      // A release is written beside the others and renamed into place with its release.json: a folder without one is no release.
      if (!fs.existsSync(file)) return null;
      let info;
      try {
        info = JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch (error) {
        if (skipDamaged) return null;
        throw new Error(`${file} is not valid JSON (${/** @type {Error} */ (error).message}): the release ${id} is damaged; remove its folder or restore the file`);
      }
      return { ...info, id, live: id === live, verified: fs.existsSync(path.join(releaseDir(root, id), VERIFIED)) };
    })
    .filter((release) => release !== null)
    .sort((a, b) => a.created - b.created);
}

/**
 * Points `link` at release `id` by renaming a new symlink over it: a reader sees the old or the new target.
 * @param {string} root
 * @param {string} link
 * @param {string} id
 */
function swapLink(root, link, id) {
  const next = path.join(root, `.${link}-${process.pid}-${Date.now()}`);
  fs.symlinkSync(path.join(RELEASES, id), next);
  fs.renameSync(next, path.join(root, link));
}

/**
 * Records that every check of release `id` passed: written beside, then renamed into place.
 * @param {string} root
 * @param {string} id
 */
function markVerified(root, id) {
  const next = path.join(releaseDir(root, id), `.${VERIFIED}-${process.pid}`);
  fs.writeFileSync(next, `${JSON.stringify({ verified: Date.now() })}\n`);
  fs.renameSync(next, path.join(releaseDir(root, id), VERIFIED));
}

/** The release the `previous` pointer names, or null. */
const previousRelease = (/** @type {string} */ root) => releaseNamedBy(root, PREVIOUS);

/**
 * Makes release `id` live: the next request is answered from it. The release live until now becomes
 * `previous`, where a page that loaded its remoteEntry.js just before the switch still finds its chunks.
 * A release that never passed its checks is refused, unless `allowUnverified` (an operator's explicit choice).
 * @param {string} root
 * @param {string} id
 * @param {{ allowUnverified?: boolean }} [options]
 */
function pointAt(root, id, { allowUnverified = false } = {}) {
  if (!fs.existsSync(path.join(releaseDir(root, id), RELEASE_INFO))) throw new Error(`There is no release "${id}" in ${releasesDir(root)}`);
  if (!allowUnverified && !fs.existsSync(path.join(releaseDir(root, id), VERIFIED))) {
    throw new Error(`Release "${id}" never passed its checks: make it live with --unverified only if you mean it`);
  }
  const live = liveRelease(root);
  if (live && live !== id) swapLink(root, PREVIOUS, live);
  swapLink(root, CURRENT, id);
}

/**
 * The folders a request path is looked up in, in order, for a remote served from its releases
 * (`pinned`: a release that is not live, for the release command's smoke check). A content-hashed file
 * the live release lacks is looked up in the other kept releases: a page that loaded an older
 * remoteEntry.js from the origin just before a switch still finds its chunks.
 * @param {string} root
 * @param {{ pinned?: string }} [options]
 * @returns {(pathname: string) => string[]}
 */
function releaseRoots(root, { pinned } = {}) {
  return (pathname) => {
    if (pathname.startsWith(`/${RELEASES}/`)) return [root];
    const live = pinned ? releaseDir(root, pinned) : path.join(root, CURRENT);
    if (!contentHashed.test(pathname)) return [live];
    const others = listReleases(root, { skipDamaged: true })
      .reverse()
      .map((release) => releaseDir(root, release.id));
    return [live, ...others];
  };
}

/**
 * A remote's folders: its releases once it has one, its plain build output until then (local development, tests).
 * @param {{ dist: string, root: string }} remote
 * @returns {(pathname: string) => string[]}
 */
function remoteRoots({ dist, root }) {
  const releases = releaseRoots(root);
  return (pathname) => (liveRelease(root) ? releases(pathname) : [dist]);
}

module.exports = { CURRENT, PREVIOUS, RELEASES, RELEASE_INFO, VERIFIED, listReleases, liveRelease, markVerified, pointAt, previousRelease, releaseDir, releaseRoots, releasesDir, remoteRoots };
