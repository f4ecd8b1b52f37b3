// A page remote's own service on its origin (the contact team's `/api/messages`), proxied by nginx to where
// it runs, with the service's own limits (mf-contact/server/limits.js), and the pages nginx answers with
// when it refuses a post itself: the contact page's own (its build for Node, mf-contact/.server-render),
// so this module is for a remote's block only, never the shell's.
const fs = require('node:fs');
const path = require('node:path');
const { locales } = require('shared-content/node');
const { MAX_BODY_BYTES, POSTS_PER_MINUTE } = require('mf-contact/server/limits');
const { pageSecurityPolicy, problemPage } = require('mf-contact/server/pages');
const { business, contactTextIn, defaultLocale, localizedPath } = require('mf-contact/server/rules');
const { location } = require('./nginx-directives');

/** @typedef {import('./nginx-directives').Headers} Headers */

/**
 * A remote's own service on its origin, and how much nginx lets through to it.
 * @typedef {{ path: string, upstream: string, maxBodyBytes?: number, perMinute?: number }} Service
 */

/**
 * nginx's own refusals on a service's location, by status: the contact text's problem (form.server) its page tells.
 * @type {Record<number, 'tooLarge' | 'rateLimited' | 'unavailable'>}
 */
const serviceProblems = { 413: 'tooLarge', 429: 'rateLimited', 502: 'unavailable', 503: 'unavailable', 504: 'unavailable' };
const serviceErrorsDir = (/** @type {string} */ stateDir) => path.join(stateDir, 'service-errors');

/**
 * Writes the pages nginx answers a service's post with when it refuses the post itself (too large, too
 * often, the service down or slow), as the service's own pages: styled, no JavaScript, the phone number,
 * one per language (`<stateDir>/service-errors/te/413.html`), leading back to `siteUrl`'s contact page.
 * @param {string} stateDir
 * @param {string} [siteUrl]
 */
function writeServiceErrorPages(stateDir, siteUrl = process.env.SITE_URL || business.siteUrl) {
  const site = siteUrl.replace(/\/$/, '');
  for (const locale of locales) {
    const folder = path.join(serviceErrorsDir(stateDir), locale);
    fs.mkdirSync(folder, { recursive: true });
    for (const [status, problem] of Object.entries(serviceProblems)) {
      const { heading, text } = contactTextIn(locale).form.server[problem];
      fs.writeFileSync(path.join(folder, `${status}.html`), problemPage({ locale, heading, message: text, siteUrl: `${site}${localizedPath(locale, '/contact')}` }));
    }
  }
}

/**
 * The service's location: the same body cap as the service, and a per-visitor rate twice the service's
 * own (a backstop: the service answers a visitor over its limit itself, in the visitor's language), keyed
 * on the address nginx sees (the `X-Forwarded-For` it sends replaces any the visitor sent, so the service,
 * trusting this proxy only, counts each visitor apart, and a made-up header cannot add keys). What nginx
 * refuses itself is answered with the pages writeServiceErrorPages wrote, in the language the visitor's
 * browser asks for first.
 * @param {Service} service
 * @param {Headers} headers
 * @param {string} zone  the name of its rate limit zone, unique in the configuration
 * @param {string} stateDir
 */
function serviceLocation({ path: servicePath, upstream, maxBodyBytes = MAX_BODY_BYTES, perMinute = POSTS_PER_MINUTE }, headers, zone, stateDir) {
  const errorsPath = '/_service_errors/';
  const byLanguage = locales.filter((locale) => locale !== defaultLocale).map((locale) => `"~*^\\s*${locale}(-|;|,|$)" ${locale};`);
  return {
    // Posts count, as on the embedded server; a browser's preflight (OPTIONS) does not.
    zone: [`map $request_method $${zone}_key { POST $binary_remote_addr; default ""; }`, `limit_req_zone $${zone}_key zone=${zone}:1m rate=${2 * perMinute}r/m;`].join('\n'),
    languageMap: `map $http_accept_language $${zone}_locale { default ${defaultLocale}; ${byLanguage.join(' ')} }`,
    location: location(`^~ ${servicePath}`, headers, [
      `proxy_pass ${upstream};`,
      'proxy_set_header X-Forwarded-For $remote_addr;',
      'proxy_set_header Host $host;',
      `client_max_body_size ${Math.ceil(maxBodyBytes / 1024)}k;`,
      `limit_req zone=${zone} burst=${2 * perMinute} nodelay;`,
      'limit_req_status 429;',
      ...Object.keys(serviceProblems).map((status) => `error_page ${status} ${errorsPath}$${zone}_locale/${status}.html;`),
    ]),
    errorPages: location(`^~ ${errorsPath}`, { ...headers, 'Cache-Control': 'no-store', 'Content-Security-Policy': pageSecurityPolicy }, ['internal;', `alias ${serviceErrorsDir(stateDir)}/;`]),
  };
}

module.exports = { serviceLocation, writeServiceErrorPages };
