// Which bytes of each remote's script may run: the Subresource Integrity of its entry (remoteEntry.js), per
// release, pinned by the release command once the release passed every check, in a folder the composer
// reads (never next to the files it protects, never from what a remote's origin sends). The composer
// answers them at SCRIPT_INTEGRITY_PATH; the shell loads an entry only with its pinned hash, and the entry
// carries its own chunks' hashes (webpack-subresource-integrity, shared-content/tooling/webpack.js). A
// remote with no pin, or a page from a release that was never pinned, runs no script: it stays as the
// server sent it.
//
//   <pins>/<remote>.json   { "live": "<release id>", "releases": { "<release id>": "sha384-..." } }
//
// `live` is the release new pages load (the release command moves it with the origin's `current`);
// `releases` holds every verified release still kept, so a page composed from one just before a switch
// hydrates with its own code.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { PINNED_INTEGRITY, REMOTE_ENTRY, UNRELEASED } = require('shared-content/tooling/fragment/names');

/** @typedef {import('shared-content/tooling/fragment/names').ScriptPins} ScriptPins */

/** The shell host's pins in this checkout (`npm run serve`, `npm run release`), or SCRIPT_PINS_DIR. */
const defaultPinsDir = () => process.env.SCRIPT_PINS_DIR || path.join(__dirname, '..', 'pins');

/**
 * A file's Subresource Integrity value (sha384, as the browsers of the support policy all check it).
 * @param {string} file
 */
function integrityOf(file) {
  return `sha384-${crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;
}

/**
 * The pins of a build served as it is (no release: `npm run serve` before any release, the browser suite):
 * its entry as it is when the site starts, so bytes changed after that are refused.
 * @param {string} dist
 * @returns {ScriptPins | null}
 */
function buildPins(dist) {
  const entry = path.join(dist, REMOTE_ENTRY);
  return fs.existsSync(entry) ? { live: UNRELEASED, releases: { [UNRELEASED]: integrityOf(entry) } } : null;
}

const pinsFile = (/** @type {string} */ dir, /** @type {string} */ remote) => path.join(dir, `${remote}.json`);

/**
 * A remote's pins, or null when it has none or they cannot be read (nothing then runs, fail-closed). Only
 * well-formed sha384 values are kept: a browser would run a script with a malformed integrity unchecked.
 * @param {string} dir
 * @param {string} remote
 * @returns {ScriptPins | null}
 */
function readPins(dir, remote) {
  let pins;
  try {
    pins = JSON.parse(fs.readFileSync(pinsFile(dir, remote), 'utf8'));
  } catch {
    return null;
  }
  if (typeof pins?.live !== 'string' || !pins.releases || typeof pins.releases !== 'object') return null;
  const releases = Object.entries(pins.releases).filter(([, integrity]) => typeof integrity === 'string' && PINNED_INTEGRITY.test(integrity));
  return { live: pins.live, releases: Object.fromEntries(releases) };
}

/**
 * Changes a remote's pins: written beside, then renamed into place, so the composer reads the old or the new.
 * @param {string} dir
 * @param {string} remote
 * @param {(pins: ScriptPins) => ScriptPins} change
 */
function updatePins(dir, remote, change) {
  fs.mkdirSync(dir, { recursive: true });
  const next = change(readPins(dir, remote) ?? { live: '', releases: {} });
  const staging = `${pinsFile(dir, remote)}.${process.pid}`;
  fs.writeFileSync(staging, `${JSON.stringify(next, null, 2)}\n`);
  fs.renameSync(staging, pinsFile(dir, remote));
}

/**
 * Pins a verified release's entry hash (the hash its checks ran with).
 * @param {string} dir
 * @param {string} remote
 * @param {string} id
 * @param {string} integrity
 */
const pinRelease = (dir, remote, id, integrity) => updatePins(dir, remote, (pins) => ({ ...pins, releases: { ...pins.releases, [id]: integrity } }));

/**
 * Makes `id` the release new pages load. A release with no pinned hash (an operator's unverified
 * rollback) is pointed at all the same: its pages run no script until it is released properly.
 * @param {string} dir
 * @param {string} remote
 * @param {string} id
 */
const pinLive = (dir, remote, id) => updatePins(dir, remote, (pins) => ({ ...pins, live: id }));

/**
 * Forgets the pins of releases removed from the origin.
 * @param {string} dir
 * @param {string} remote
 * @param {string[]} ids
 */
const unpinReleases = (dir, remote, ids) =>
  ids.length > 0 && updatePins(dir, remote, (pins) => ({ ...pins, releases: Object.fromEntries(Object.entries(pins.releases).filter(([id]) => !ids.includes(id))) }));

module.exports = { buildPins, defaultPinsDir, integrityOf, pinLive, pinRelease, readPins, unpinReleases };
