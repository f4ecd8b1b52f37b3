// The site's first-party cookies, none with anything about the visitor: the preview cookie (./preview.js), and
// while a canary runs (./registry/canary.js) the visitor's random id and the arm it is in. Behind nginx, nginx
// gives a visitor without one its id (`$request_id`, 128 random bits, the form canary.js checks) and keeps
// composed pages per arm (../deploy/nginx-shell.js); the embedded server gives the id itself.

/** A random id of the visitor's browser, for its canary arm only (a year, or until the visitor clears it). */
const VISITOR_COOKIE = 'careway_visitor';
const VISITOR_MAX_AGE_S = 365 * 24 * 60 * 60;
/**
 * The arm the composer last put the visitor in (armKey): nginx keeps pages under it, so a visitor is
 * answered only from the pages of its own arm. The composer never trusts it: it derives the arm from the id.
 */
const ARM_COOKIE = 'careway_arm';
/** The arm of a visitor who gets only live releases. */
const LIVE_ARM = 'live';

/**
 * The arm of a page: each remote whose canary it shows, with the canary's release (`about-0123456789ab`,
 * sorted, dot-separated), or LIVE_ARM.
 * @param {Record<string, { release: string, shownAs?: string }>} shown  by remote
 */
function armKey(shown) {
  let key = armKeys.get(shown);
  if (key === undefined) armKeys.set(shown, (key = armKeyOf(shown)));
  return key;
}

/** armKey's answer per object of releases shown (every visitor without a preview or canary is given the same one, site.js; such an object is never changed, shell-host.js's `liveReleases`). */
/** @type {WeakMap<object, string>} */
const armKeys = new WeakMap();

/** @param {Record<string, { release: string, shownAs?: string }>} shown */
function armKeyOf(shown) {
  const canaries = Object.entries(shown)
    .filter(([, release]) => release.shownAs === 'canary')
    .map(([remote, release]) => `${remote}-${release.release}`)
    .sort();
  return canaries.length > 0 ? canaries.join('.') : LIVE_ARM;
}

/**
 * The value of cookie `name` a request sent, if any.
 * @param {import('node:http').IncomingMessage} request
 * @param {string} name
 */
function cookieOf(request, name) {
  const { cookie } = request.headers;
  if (!cookie) return undefined;
  for (const pair of cookie.split(/;\s*/)) {
    const split = pair.indexOf('=');
    if (split > 0 && pair.slice(0, split) === name) return pair.slice(split + 1);
  }
  return undefined;
}

/**
 * A first-party cookie the scripts cannot read, sent on the site's own pages and top-level links to them.
 * Secure when the visitor's connection is https (nginx says so in X-Forwarded-Proto; only nginx reaches the
 * composer's port behind it).
 * @param {import('node:http').IncomingMessage} request
 * @param {string} name
 * @param {string} value
 * @param {number} maxAgeSeconds  0 clears it
 */
function cookie(request, name, value, maxAgeSeconds) {
  const https = request.headers['x-forwarded-proto'] === 'https' || /** @type {import('node:tls').TLSSocket} */ (request.socket).encrypted === true;
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`;
}

module.exports = { ARM_COOKIE, LIVE_ARM, VISITOR_COOKIE, VISITOR_MAX_AGE_S, armKey, cookie, cookieOf };
