// The composed pages the shell's host (shell-host.js) keeps, so a route is composed, hashed and compressed once
// per set of inputs, not per request. A composition is pure (compose.js's composeWith), so a page is kept by
// all it was made from:
//
//   the route's file and the template read from it; the remotes configuration (the CSP's origins); per
//   remote, the release shown and why (live, a canary arm, a preview), its entry and integrity (the pins); and
//   the identity of each part included (null: the fallback).
//
// A part object is made only from an answer whose bytes are the ones its release recorded (compose.js's part
// cache: an altered or refused answer never replaces it), so a kept page holds only verified parts, and a
// refetched part, a release switch, a rollback, a canary arm or a preview each gives another key: a page
// is never answered for inputs it was not composed from. Pages of inputs no longer current are never asked
// for again and are dropped, least recently used first, past `maxPages`.
//
// A page keeps its headers, its ETag and a body per encoding (brotli and gzip done once). What is per
// request stays out: cookies are added to the kept headers per answer. A value that differs per request
// inside the page (a form stamp at a placeholder) is a final replace on `html` after the cache, compressed
// for that answer alone; the kept bodies are only for pages without one.
const zlib = require('node:zlib');
const { promisify } = require('node:util');
const { REMOTE_ENTRY } = require('shared-content/tooling/fragment/names');

/** @typedef {import('./files').Encoding} Encoding */
/** @typedef {{ html: string, headers: import('node:http').OutgoingHttpHeaders & { ETag: string } }} ComposedPage */
/** @typedef {ComposedPage & { bodies: Partial<Record<Encoding | 'identity', Promise<Buffer>>> }} KeptPage */

/** Pages kept at most: every route in every language for the live and a canary arm, and a few previews. */
const MAX_PAGES = 128;

/** @type {Record<Encoding, (html: string) => Promise<Buffer>>} */
const compressHtml = {
  br: promisify((/** @type {string} */ body, /** @type {(error: Error | null, result: Buffer) => void} */ callback) => zlib.brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }, callback)),
  gzip: promisify(zlib.gzip),
};

/**
 * @param {{ maxPages?: number }} [options]
 */
function createPageCache({ maxPages = MAX_PAGES } = {}) {
  /** @type {Map<string, KeptPage>} least recently used first */
  const pages = new Map();
  /** A number per object (a template read, a part): the same object, the same number. */
  const ids = new WeakMap();
  let lastId = 0;
  const idOf = (/** @type {object | null} */ value) => {
    if (value === null) return '-';
    if (!ids.has(value)) ids.set(value, ++lastId);
    return ids.get(value);
  };
  return {
    /**
     * The key of a page: everything it is composed from (see the head of this file).
     * @param {{ file: string, template: object, config: Record<string, string>, live: Record<string, import('./compose').LiveRelease>, parts: Record<string, object | null> }} inputs
     */
    keyOf({ file, template, config, live, parts }) {
      const releases = Object.entries(live).map(([remote, shown]) => `${remote}=${shown.release}/${shown.shownAs ?? 'live'}/${shown.entry}/${shown.files[REMOTE_ENTRY]}`);
      const included = Object.entries(parts).map(([key, part]) => `${key}=${idOf(part)}`);
      return `${file}\n${idOf(template)}\n${Object.values(config).join(' ')}\n${releases.join(' ')}\n${included.join(' ')}`;
    },
    /**
     * The page kept under `key`, else the one `compose` makes, kept from now.
     * @param {string} key
     * @param {() => ComposedPage} compose
     * @returns {KeptPage}
     */
    pageFor(key, compose) {
      let page = pages.get(key);
      if (page) pages.delete(key);
      else page = { ...compose(), bodies: {} };
      pages.set(key, page);
      if (pages.size > maxPages) pages.delete(/** @type {string} */ (pages.keys().next().value));
      return page;
    },
    get size() {
      return pages.size;
    },
  };
}

/** @param {string} html @param {Encoding | undefined} encoding */
const encoded = (html, encoding) => (encoding ? compressHtml[encoding](html) : Promise.resolve(Buffer.from(html)));

/**
 * A kept page's body in `encoding` (none: as composed), made once per page and encoding; a page that
 * `perAnswer` changes (a form stamp) is encoded for this answer alone.
 * @param {KeptPage} page
 * @param {Encoding | undefined} encoding
 * @param {(html: string) => string} [perAnswer]
 */
function bodyOf(page, encoding, perAnswer = (html) => html) {
  const html = perAnswer(page.html);
  return html === page.html ? (page.bodies[encoding ?? 'identity'] ??= encoded(html, encoding)) : encoded(html, encoding);
}

module.exports = { MAX_PAGES, bodyOf, createPageCache };
