// What the shell's host keeps by key, least recently used first out: the paths of the addresses asked for
// (files.js), the Accept-Encoding answers (files.js) and the composed pages (page-cache.js).

/**
 * Values kept by key, at most `limit`: `get(key, make)` gives the one kept under `key`, else the one `make`
 * gives, kept from now; past `limit` the least recently asked for goes. A value is made once while its key
 * keeps being asked for (and is kept); one-off keys (an odd header) push out the keys asked for least lately.
 * @template T
 * @param {number} limit
 */
function recentlyUsed(limit) {
  /** @type {Map<string, T>} */
  const kept = new Map();
  /** The key asked for last: asked for again (a run of the same page, the same browser's header), it stays where it is. */
  /** @type {string | undefined} */
  let newest;
  return {
    /**
     * @param {string} key
     * @param {(key: string) => T} make
     * @returns {T}
     */
    get(key, make) {
      if (key === newest) return /** @type {T} */ (kept.get(key));
      const found = kept.has(key) ? /** @type {T} */ (kept.get(key)) : make(key);
      // A Map iterates in the order keys were set: set again, a key is the newest, and the first is the oldest.
      kept.delete(key);
      kept.set(key, found);
      newest = key;
      if (kept.size > limit) {
        const oldest = /** @type {string} */ (kept.keys().next().value);
        kept.delete(oldest);
        // With a limit of 0 the key just set is the one that goes: it is then no longer kept to be given at once.
        if (oldest === newest) newest = undefined;
      }
      return found;
    },
    get size() {
      return kept.size;
    },
  };
}

module.exports = { recentlyUsed };
