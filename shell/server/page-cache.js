// The composed pages the shell's host (shell-host.js) keeps, so a route is composed, hashed and compressed once
// per set of inputs, not per request. A composition is pure (compose.js's composeWith), so a page is kept by
// all it was made from:
//
//   the template read from the route's file; the remotes configuration (the CSP's origins); per remote, the
//   release shown and why (live, a canary arm, a preview), its entry and integrity (the pins); and the identity
//   of each part included (null: the fallback). Each is numbered once per object, so a key is a few numbers.
//
// A part object is made only from an answer whose bytes are the ones its release recorded (compose.js's part
// cache: an altered or refused answer never replaces it), so a kept page holds only verified parts, and a
// refetched part, a release switch, a rollback, a canary arm or a preview each gives another key: a page
// is never answered for inputs it was not composed from. Pages of inputs no longer current are never asked
// for again and are dropped, least recently used first, past `MAX_PAGES`.
//
// A page keeps its headers (the security headers among them), its ETag and an answer per encoding, made
// once: the body (brotli and gzip done once) and the whole head it is sent with, and the head of its 304, so
// answering a kept page makes none of it again and reads no byte of it (writeHead takes a whole head as it is:
// nothing is set on the answer before it, files.js's fileRequests with `headsKept`). What is per request stays
// out: cookies are added to the kept head per answer. A
// value that differs per request inside the page (a form stamp at the FORM_STAMP placeholder) is a final
// replace on `html` after the cache, compressed for that answer alone; whether a page has one is found
// once, when it is kept, and the kept answers are only for pages without one.
const zlib = require('node:zlib');
const { promisify } = require('node:util');
const { FORM_STAMP, REMOTE_ENTRY } = require('shared-content/tooling/fragment/names');
const { recentlyUsed } = require('./recently-used');

/** @typedef {import('./files').Encoding} Encoding */
/** @typedef {{ html: string, headers: Record<string, string> & { ETag: string } }} ComposedPage */
/** A page's answer in one encoding: its body, and its headers with the body's encoding and length as `[name, value, ...]` (writeHead takes it as it is). */
/** @typedef {{ body: Buffer, head: (string | number)[] }} Answer */
/** @typedef {ComposedPage & { perAnswer: boolean, notModifiedHead: (string | number)[], answers: Partial<Record<Encoding | 'identity', Promise<Answer>>> }} KeptPage notModifiedHead: its headers as `[name, value, ...]`, the whole head of its 304 and the start of every answer's */

/** Pages kept at most: every route in every language for the live and a canary arm, and a few previews. */
const MAX_PAGES = 128;

/** @type {Record<Encoding, (html: string) => Promise<Buffer>>} */
const compressHtml = {
  br: promisify((/** @type {string} */ body, /** @type {(error: Error | null, result: Buffer) => void} */ callback) => zlib.brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }, callback)),
  gzip: promisify(zlib.gzip),
};

/** What a page's key says of the remotes configuration. */
const configText = (/** @type {Record<string, string>} */ config) => Object.values(config).join(' ');
/** What a page's key says of each remote's release shown: which, why, its entry and its integrity. */
const shownText = (/** @type {Record<string, import('./compose').LiveRelease>} */ live) =>
  Object.entries(live)
    .map(([remote, release]) => `${remote}=${release.release}/${release.shownAs ?? 'live'}/${release.entry}/${release.files[REMOTE_ENTRY]}`)
    .join(' ');

function createPageCache() {
  /** @type {ReturnType<typeof recentlyUsed<KeptPage>>} */
  const pages = recentlyUsed(MAX_PAGES);
  /** A number per object (a template read, a part): the same object, the same number. */
  const ids = new WeakMap();
  let lastId = 0;
  const idOf = (/** @type {object | null} */ value) => {
    if (value === null) return '-';
    if (!ids.has(value)) ids.set(value, ++lastId);
    return ids.get(value);
  };
  /** A number per text (a configuration, the releases shown: a few in a process's life): the same text, the same number. */
  /** @type {Map<string, number>} */
  const textIds = new Map();
  /** The number of what an object says (its text written once per object), so a record read again gives the same. */
  /** @type {WeakMap<object, number>} */
  const contentIds = new WeakMap();
  /**
   * @template {object} Value
   * @param {Value} value
   * @param {(value: Value) => string} write
   */
  const idOfContent = (value, write) => {
    let id = contentIds.get(value);
    if (id === undefined) {
      const text = write(value);
      id = textIds.get(text) ?? textIds.set(text, textIds.size).size - 1;
      contentIds.set(value, id);
    }
    return id;
  };
  return {
    /**
     * The key of a page: everything it is composed from (see the head of this file). A template read is of
     * one file, and says which parts it includes, in order.
     * @param {{ template: object, config: Record<string, string>, live: Record<string, import('./compose').LiveRelease>, parts: Record<string, object | null> }} inputs
     */
    keyOf({ template, config, live, parts }) {
      let key = `${idOf(template)} ${idOfContent(config, configText)} ${idOfContent(live, shownText)}`;
      for (const part in parts) key += ` ${idOf(parts[part])}`;
      return key;
    },
    /**
     * The page kept under `key`, else the one `compose` makes, kept from now.
     * @param {string} key
     * @param {() => ComposedPage} compose
     * @returns {KeptPage}
     */
    pageFor(key, compose) {
      return pages.get(key, () => {
        const composed = compose();
        return { ...composed, perAnswer: composed.html.includes(FORM_STAMP), notModifiedHead: Object.entries(composed.headers).flat(), answers: {} };
      });
    },
  };
}

/**
 * `html` in `encoding` (none: as it is), with the page's headers for it.
 * @param {KeptPage} page
 * @param {string} html
 * @param {Encoding | undefined} encoding
 * @returns {Promise<Answer>}
 */
async function answerIn(page, html, encoding) {
  const body = encoding ? await compressHtml[encoding](html) : Buffer.from(html);
  return { body, head: [...page.notModifiedHead, ...(encoding ? ['Content-Encoding', encoding] : []), 'Content-Length', body.length] };
}

/**
 * A kept page's answer in `encoding` (none: as composed), made once per page and encoding; a page with a
 * per-answer placeholder is given `perAnswer`'s HTML (a form's own stamp) and encoded for this answer alone.
 * @param {KeptPage} page
 * @param {Encoding | undefined} encoding
 * @param {(html: string) => string} perAnswer
 */
const answerOf = (page, encoding, perAnswer) => (page.perAnswer ? answerIn(page, perAnswer(page.html), encoding) : (page.answers[encoding ?? 'identity'] ??= answerIn(page, page.html, encoding)));

module.exports = { answerOf, createPageCache };
