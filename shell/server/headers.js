// The HTTP rules of production, shared by the embedded server (`npm run serve`) and the generated nginx
// configuration, so what is tested locally is what is deployed.
const crypto = require('node:crypto');

/** Entry files keep their names across releases: always revalidate. Hashed files never change. */
const contentHashed = /\.[0-9a-f]{8}\.[a-z]+$/;
const cacheControl = (/** @type {string} */ fileName) => (contentHashed.test(fileName) ? 'public, max-age=31536000, immutable' : 'no-cache');

/**
 * sha256 sources for the inline scripts of an HTML document (the home page's JSON-LD).
 * @param {string} html
 * @returns {string[]}
 */
function inlineScriptHashes(html) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter(([, body]) => body.length > 0)
    .map(([, body]) => `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
}

/**
 * @param {object} options
 * @param {string[]} [options.remoteOrigins]  origins the shell loads pages' styles, images and data from
 * @param {string[]} [options.scriptHashes]   hashes of inline scripts of the document
 * @param {string[]} [options.styleHashes]    hashes of the <style> elements the composer wrote (remote pages' CSS)
 * @param {string[]} [options.connectOrigins] other origins the pages may send data to (a contact form endpoint)
 * @param {string[]} [options.scriptFolders]  the folders of the verified code a shell document may run: each
 *   remote's live release (`<origin>/releases/<id>/`, from the page's pins), whose files never change and whose
 *   entry carries its chunks' integrity. Scripts come from these, the shell's own origin and the inline scripts'
 *   hashes only: not `'strict-dynamic'`, which would obey any script a verified one added, nor a remote's whole
 *   origin, where files no release pinned can sit. Path-matched sources are CSP Level 2: every browser of the
 *   support policy takes them.
 */
function contentSecurityPolicy({ remoteOrigins = [], scriptHashes = [], styleHashes = [], connectOrigins = [], scriptFolders = [] } = {}) {
  const remotes = remoteOrigins.join(' ');
  const directives = {
    'default-src': "'self'",
    'script-src': ["'self'", ...scriptFolders, ...scriptHashes].join(' '),
    'style-src': ["'self'", remotes, ...styleHashes].filter(Boolean).join(' '),
    'img-src': ["'self'", remotes, 'data:'].filter(Boolean).join(' '),
    'font-src': "'self'",
    'connect-src': ["'self'", remotes, ...connectOrigins].filter(Boolean).join(' '),
    'manifest-src': "'self'",
    // The contact form posts to its remote's origin when JavaScript is off (mf-contact/server).
    'form-action': ["'self'", remotes].filter(Boolean).join(' '),
    'frame-ancestors': "'none'",
    'base-uri': "'self'",
    'object-src': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

const securityHeaders = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

module.exports = { cacheControl, contentHashed, contentSecurityPolicy, inlineScriptHashes, securityHeaders };
