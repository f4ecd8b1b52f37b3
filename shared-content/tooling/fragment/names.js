// The names a remote, the release command, the composer and the shell's browser code agree on: a remote's
// files, the placeholder for its origin, the page area's id, the release marker, the include step's limits
// and the browser's. It imports nothing, so it runs in the browser as in Node.

/** The language whose page file has no language in its name. */
const DEFAULT_LOCALE = 'en';

/**
 * A remote's page in one language: `fragment.html` for English, `fragment.<language>.html` for the others.
 * @param {string} locale
 */
function fragmentFile(locale) {
  return locale === DEFAULT_LOCALE ? 'fragment.html' : `fragment.${locale}.html`;
}

/**
 * Whether a file name is a remote's page in some language (the inverse of fragmentFile).
 * @param {string} file
 */
function isFragmentFile(file) {
  return /^fragment(\.[a-z]{2})?\.html$/.test(file);
}

/** A remote's stylesheet, one file for every language. */
const FRAGMENT_STYLESHEET = 'fragment.css';

/**
 * The id of the shell's page area, the element a remote's page is included into and hydrated in (the shell's
 * serverPage.ts, the fragment checks, the contract's hydration).
 */
const PAGE_AREA_ID = 'page-root';

/** The phone number the shell's chrome watch shows again over a page that hid or covered the chrome (no page may use it). */
const CHROME_WATCH_PHONE_ID = 'chrome-watch-phone';

/** Placeholder for a remote's public origin in its fragments and stylesheet; the composer fills it in. */
const REMOTE_ORIGIN = '%REMOTE_ORIGIN%';

/**
 * Placeholder for the contact form's stamp in a page's HTML: the composer writes a fresh one there into every
 * page it answers (shared-content/tooling/form-stamp.js), after composing, so a page kept composed still gets its own.
 */
const FORM_STAMP = '%FORM_STAMP%';

/** The form field that carries the stamp back with a post (the same name in every language). */
const FORM_STAMP_FIELD = 'formStamp';

/** Under the form's endpoint, where a page rendered in the browser (no composed HTML) asks for a stamp (GET, JSON `{ stamp }`). */
const FORM_STAMP_PATH = '/stamp';

/**
 * A release's id: lower-case hex (the release command makes 12 digits of a hash of the build,
 * shell/deploy/release-store.js), at most 64 so that nothing read from a page, a beacon, a link or a record
 * passes for one at any length. Its one home: a pattern that embeds it takes `RELEASE_ID.source.slice(1, -1)`.
 */
const RELEASE_ID = /^[0-9a-f]{1,64}$/;

/** The text of a release marker's comment: `release:` and the release's id (RELEASE_ID). */
const RELEASE_COMMENT = new RegExp(`^release:(${RELEASE_ID.source.slice(1, -1)})$`);

/**
 * Written first in each of a release's pages, so the shell hydrates the page with the same release's code.
 * @param {string} id  a release id (RELEASE_ID)
 */
function releaseMarker(id) {
  return `<!--release:${id}-->`;
}

/**
 * The release a comment's text names (a releaseMarker's comment, as a parser or the DOM reads it), else null.
 * @param {string} text
 */
function releaseOfComment(text) {
  const match = RELEASE_COMMENT.exec(text);
  return match ? match[1] : null;
}

/** What a page from a plain build (no release, see shell/server/releases.js) counts as. */
const UNRELEASED = 'unreleased';

/**
 * The id of the page's pins: a JSON data block (`<script type="application/json">`, never run) the composer
 * writes outside the page area of every page it composes, with each remote's entry, its integrity and its release
 * from the release registry (shell/server/registry):
 * `{ "about": { "entry": "<url>", "integrity": "sha384-...", "release": "<id>" } }`. The shell loads a remote's
 * code only from there (shell/src/federation/remotesConfig.ts), so a page and its code come from the same
 * record; the entry pins its own chunks; the release names what a page view showed after client navigation.
 */
const REMOTE_PINS_ID = 'remote-pins';

/** A remote's entry file, which the shell loads first: it pins the hashes of the remote's chunks. */
const REMOTE_ENTRY = 'remoteEntry.js';

/** A pinned Subresource Integrity value: sha384 only, so nothing weaker or malformed (which the browser would not check) passes. */
const PINNED_INTEGRITY = /^sha384-[A-Za-z0-9+/]{64}$/;

/** Where the shell's page posts its Web Vitals and the scripts the browser refused (shell/server/vitals.js). */
const VITALS_PATH = '/api/vitals';

/**
 * The attribute of the page's inline loader (shell/src/loader/) that names the scripts it requests, their
 * addresses and integrity as the build computed them, as JSON: `{ "app": { "src", "integrity" }, "beacon": { ... } }`.
 */
const LOADER_SCRIPTS_ATTRIBUTE = 'data-scripts';

/**
 * The window property the server's 404 page sets, with the path it wrote to the console itself (before any
 * script loads), so the app hydrating that page does not write it again.
 */
const NOT_FOUND_WRITTEN = '__carewayNotFoundWritten';

/**
 * An integrity no bytes have (the sha384 form of 48 zero bytes: a malformed value would let the browser run
 * the script unchecked). A script nobody pinned gets it, and is refused as altered bytes are.
 */
const NOT_PINNED = `sha384-${'A'.repeat(64)}`;

/**
 * The release a remote's page came from (its releaseMarker), else UNRELEASED.
 * @param {string} html
 */
function releaseOf(html) {
  const end = html.indexOf('-->');
  const release = html.indexOf('<!--') === 0 && end !== -1 ? releaseOfComment(html.slice(4, end)) : null;
  return release === null ? UNRELEASED : release;
}

/**
 * The site's promise that a remote costs at most its own page area: a remote that is slow, broken or
 * hostile is refused and the last good part (or the fallback with the phone number) is shown instead.
 */
const includeLimits = {
  /** Connect plus the whole body, per include: with composing, a page is complete within 1 s. */
  deadlineMs: 700,
  /** A bigger fragment or stylesheet is refused. */
  maxBytes: 256 * 1024,
  /** A part this young is used without asking the remote again, so a redeploy shows within seconds. */
  freshMs: 2000,
  /** After a failure the remote is not asked again for this long (last good part or fallback meanwhile). */
  retryMs: 1000,
  /**
   * For this long after a release switch, the release before it may stand in while the new one's parts
   * cannot be had (its origin slow for its first requests); after that, a page never shows a part of another
   * release than the one its pins name: the fallback instead.
   */
  switchGraceMs: 10_000,
};

/**
 * The browser's side of the same promise, when the shell loads a remote's code (shell/src/federation): a
 * remote that is slow or down costs its page area a fallback with Try again, soon, instead of a blank wait.
 */
const remoteLoadLimits = {
  /** Each file: the entry script (the federation runtime's own default is 20 s), each chunk (webpack's chunkLoadTimeout) and the manifest. */
  fileMs: 5000,
  /**
   * The whole page, its files together (entry, chunks, text, manifest, stylesheets): files that each arrive
   * within fileMs can still add up to a page too slow to be of use. Longer than fileMs, so that a file that
   * fails alone is reported as itself.
   */
  pageMs: 8000,
};

// TypeScript readers see names.d.ts: checking the exports against it keeps the two the same.
module.exports = /** @satisfies {typeof import('./names')} */ ({ CHROME_WATCH_PHONE_ID, FORM_STAMP, FORM_STAMP_FIELD, FORM_STAMP_PATH, FRAGMENT_STYLESHEET, LOADER_SCRIPTS_ATTRIBUTE, NOT_FOUND_WRITTEN, NOT_PINNED, PAGE_AREA_ID, PINNED_INTEGRITY, RELEASE_ID, REMOTE_ENTRY, REMOTE_ORIGIN, REMOTE_PINS_ID, UNRELEASED, VITALS_PATH, fragmentFile, includeLimits, isFragmentFile, releaseMarker, releaseOf, releaseOfComment, remoteLoadLimits });
