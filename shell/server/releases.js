// A page remote's origin: a store of immutable releases, each a complete build in a folder of its own,
//
//   <root>/releases/<id>/               never changed once written (id = hash of the build)
//   <root>/releases/<id>/release.json   when and from which commit, by which process (the clean-up reads it)
//
// Which release is live, and which bytes of it may reach a visitor, is said by the shell host's release
// registry (./registry), never by the origin: the composer fetches `/releases/<live>/...` and compares each
// file with its recorded hash; the page tells the browser the live entry and its integrity.
const fs = require('node:fs');
const path = require('node:path');
const { REMOTE_ENTRY, UNRELEASED } = require('shared-content/tooling/fragment/names');

const RELEASES = 'releases';
const RELEASE_INFO = 'release.json';

const releasesDir = (/** @type {string} */ root) => path.join(root, RELEASES);
const releaseDir = (/** @type {string} */ root, /** @type {string} */ id) => path.join(root, RELEASES, id);

/**
 * The releases stored at an origin (complete folders: written beside and renamed into place with their
 * release.json), with what their release.json says; a damaged one reads as `{}`.
 * @param {string} root
 * @returns {{ id: string, created?: number, commit?: string | null, pid?: number, registry?: string }[]}
 */
function storedReleases(root) {
  const ids = fs.existsSync(releasesDir(root)) ? fs.readdirSync(releasesDir(root)).filter((id) => !id.startsWith('.')) : [];
  return ids
    .filter((id) => fs.existsSync(path.join(releaseDir(root, id), RELEASE_INFO)))
    .map((id) => {
      try {
        return { ...JSON.parse(fs.readFileSync(path.join(releaseDir(root, id), RELEASE_INFO), 'utf8')), id };
      } catch {
        // Only the clean-up reads this, and a release it cannot read it leaves alone.
        return { id };
      }
    });
}

/**
 * The entry of release `id` beside a remote's configured entry (`<origin>/releases/<id>/remoteEntry.js`);
 * a plain build (UNRELEASED) answers at the configured entry itself.
 * @param {string} configuredEntry
 * @param {string} id
 */
const releaseEntryUrl = (configuredEntry, id) => (id === UNRELEASED ? configuredEntry : new URL(`${RELEASES}/${id}/${REMOTE_ENTRY}`, configuredEntry).href);

/**
 * A remote's folders on the embedded server: `/releases/...` from its origin folder, anything else from its
 * plain build output (`npm run serve` before a release, and the shell's dev tools).
 * @param {{ dist: string, root: string }} remote
 * @returns {(pathname: string) => string[]}
 */
function remoteRoots({ dist, root }) {
  return (pathname) => (pathname.startsWith(`/${RELEASES}/`) ? [root] : [dist]);
}

module.exports = { RELEASES, RELEASE_INFO, releaseDir, releaseEntryUrl, releasesDir, remoteRoots, storedReleases };
