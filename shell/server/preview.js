// Preview links: a verified release that is not live, shown to whoever opens its link and to no one else.
// The release command (../deploy/release.js --preview) signs a link naming the remote, the release and when
// it expires (at most PREVIEW_MAX_MS ahead) with the shell host's preview key; opening it sets the preview
// cookie, and the composer (shell-host.js) then serves that release's part and pins to that browser, on
// every page, with the banner below, `Cache-Control: private, no-store`. A link or cookie whose signature,
// fields or expiry do not check out is ignored: the live page. nginx never keeps a page asked with the cookie
// (../deploy/nginx-shell.js).
//
// The key is 32 random bytes in a file of the shell host (PREVIEW_KEY_FILE, default shell/preview.key in
// this checkout), created by the first command or composer that needs it (mode 0600, created exclusively,
// so two at once agree). Only the release command and the composer read it, both on the shell host; deleting
// it (a new key at the next start) ends every preview link given so far.
const crypto = require('node:crypto');
const path = require('node:path');
const { RELEASE_ID } = require('shared-content/tooling/fragment/names');
const { keyFromFile } = require('shared-content/tooling/key-file');
const { cookie } = require('./cookies');

const PREVIEW_COOKIE = 'careway_preview';
/** Opens a link (`/_preview?link=<token>`); `/_preview/leave` clears the cookie. */
const PREVIEW_PATH = '/_preview';
const PREVIEW_LEAVE_PATH = `${PREVIEW_PATH}/leave`;
/** A preview link works for at most a day. */
const PREVIEW_MAX_MS = 24 * 60 * 60 * 1000;

/** @typedef {{ remote: string, release: string, expires: number }} Preview */

const defaultPreviewKeyFile = () => process.env.PREVIEW_KEY_FILE || path.join(__dirname, '..', 'preview.key');

/**
 * The shell host's preview key from `file`, created there when there is none.
 * @param {string} [file]
 */
const previewKey = (file = defaultPreviewKeyFile()) => keyFromFile(file, 'preview key');

const signature = (/** @type {Buffer} */ key, /** @type {string} */ fields) => crypto.createHmac('sha256', key).update(`preview\n${fields}`).digest('base64url');

/**
 * A signed token naming `preview`: `<remote>.<release>.<expires>.<signature>`.
 * @param {Preview} preview
 * @param {Buffer} key
 */
function signPreview({ remote, release, expires }, key) {
  const fields = `${remote}.${release}.${expires}`;
  return `${fields}.${signature(key, fields)}`;
}

/** A preview token: `<remote>.<release id>.<expiry, ms>.<signature>`. */
const PREVIEW_TOKEN = new RegExp(`^([a-z][a-z0-9-]*)\\.(${RELEASE_ID.source.slice(1, -1)})\\.(\\d{13})\\.([A-Za-z0-9_-]{43})$`);

/**
 * What a token names, if `key` signed it and it has not expired at `now` (and expires within
 * PREVIEW_MAX_MS of it); else null.
 * @param {string | undefined} token
 * @param {Buffer} key
 * @param {number} [now]
 * @returns {Preview | null}
 */
function verifyPreview(token, key, now = Date.now()) {
  const match = PREVIEW_TOKEN.exec(token ?? '');
  if (!match) return null;
  const [, remote, release, expiresText, given] = match;
  const expected = Buffer.from(signature(key, `${remote}.${release}.${expiresText}`));
  if (!crypto.timingSafeEqual(expected, Buffer.from(given))) return null;
  const expires = Number(expiresText);
  return expires > now && expires <= now + PREVIEW_MAX_MS ? { remote, release, expires } : null;
}

/**
 * The link that opens `preview` on the site at `siteUrl`.
 * @param {string} siteUrl
 * @param {Preview} preview
 * @param {Buffer} key
 */
const previewLink = (siteUrl, preview, key) => `${siteUrl.replace(/\/$/, '')}${PREVIEW_PATH}?link=${signPreview(preview, key)}`;

/**
 * The answers of PREVIEW_PATH (open a link: set the cookie and go to the remote's page) and
 * PREVIEW_LEAVE_PATH (clear it and go back to the page the visitor was on, by its path). A link that does not check out
 * sets nothing and leads to the home page.
 * @param {{ key: () => Buffer, pagePath: (remote: string) => string | undefined }} options
 * @returns {Record<string, import('node:http').RequestListener>}
 */
function previewHandlers({ key, pagePath }) {
  /**
   * @param {import('node:http').ServerResponse} response
   * @param {string} location
   * @param {string} setCookie
   */
  const redirect = (response, location, setCookie) => response.writeHead(303, { Location: location, 'Cache-Control': 'private, no-store', 'Set-Cookie': setCookie }).end();
  return {
    [PREVIEW_PATH]: (request, response) => {
      const url = new URL(/** @type {string} */ (request.url), 'http://localhost');
      const preview = verifyPreview(url.searchParams.get('link') ?? undefined, key());
      const to = preview && pagePath(preview.remote);
      if (!preview || !to) return void response.writeHead(303, { Location: '/', 'Cache-Control': 'private, no-store' }).end();
      redirect(response, to, cookie(request, PREVIEW_COOKIE, signPreview(preview, key()), Math.ceil((preview.expires - Date.now()) / 1000)));
    },
    [PREVIEW_LEAVE_PATH]: (request, response) => {
      // The path only (a page of this site, whatever the Referer's host; behind nginx the Host is the upstream's).
      const back = URL.canParse(request.headers.referer ?? '') ? new URL(/** @type {string} */ (request.headers.referer)).pathname : '/';
      redirect(response, back, cookie(request, PREVIEW_COOKIE, '', 0));
    },
  };
}

/** The banner's rules: a band above the page, its leave link a 44 px target (the shell's stylesheet does not know it). */
const bannerStyle =
  '.careway-preview{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem 1rem;padding:.25rem 1rem;background:#fff4ce;color:#1b1b1b;border-bottom:2px solid #1b1b1b;font:inherit}' +
  '.careway-preview p{margin:0}.careway-preview a{display:inline-flex;align-items:center;min-height:44px;min-width:44px;color:#0b3d91;font-weight:700}';

const escapeHtml = (/** @type {string} */ text) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The banner of a previewed page, in the page's language: which page and release it shows, and the way to
 * leave. Its stylesheet goes in the head (hashed into the CSP), its markup first in the body, outside the app.
 * @param {{ remote: string, release: string }} preview
 * @param {string} locale
 * @returns {{ style: string, markup: string }}
 */
function previewBanner({ remote, release }, locale) {
  /** @type {import('shared-content/node/text/en/site').SiteText} */
  const text = require(`shared-content/node/text/${locale}/site`).default;
  const page = text.pages[/** @type {keyof typeof text.pages} */ (remote)]?.navLabel ?? remote;
  const words = text.shell.preview;
  return {
    style: bannerStyle,
    markup:
      `<aside class="careway-preview" aria-label="${escapeHtml(words.label)}"><p>${escapeHtml(words.notice)} ` +
      `<strong>${escapeHtml(page)}</strong>, ${escapeHtml(words.release)} <code>${escapeHtml(release)}</code></p>` +
      `<a href="${PREVIEW_LEAVE_PATH}">${escapeHtml(words.leave)}</a></aside>`,
  };
}

module.exports = { PREVIEW_COOKIE, PREVIEW_LEAVE_PATH, PREVIEW_MAX_MS, PREVIEW_PATH, defaultPreviewKeyFile, previewBanner, previewHandlers, previewKey, previewLink, signPreview, verifyPreview };
