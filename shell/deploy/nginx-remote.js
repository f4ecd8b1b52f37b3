// A page remote's nginx server block: its files for the shell's pages and the browser (CORS, immutable
// hashed files), from its dist or from its releases, and its team's service if it has one.
const path = require('node:path');
const { contentSecurityPolicy, securityHeaders } = require('../server/headers');
const { HASHED, immutable, inlineScriptHashesOf, location, nestedLocation, serverStart } = require('./nginx-directives');
const { serviceLocation } = require('./nginx-service');

/** @typedef {import('./nginx-directives').Headers} Headers */

/**
 * Release hook: a remote deployed as releases (layout in ../server/releases.js, root = the origin's folder).
 * The origin's files answer from the `current` symlink, which nginx resolves on every request (symlinks
 * are followed and open_file_cache is off by default), so a release switch needs no reload; each
 * release's own files stay at /releases/<id>/ for pages opened before a switch, and a hashed file is also
 * found in the release live before (`previous`), for a page that loaded its entry just before a switch.
 * @param {Headers} headers
 */
function releaseLocations(headers) {
  const hashed = { ...headers, 'Cache-Control': immutable };
  const revalidate = { ...headers, 'Cache-Control': 'no-cache' };
  return [
    location('^~ /releases/', revalidate, [nestedLocation(`~ ${HASHED}`, hashed, ['try_files $uri =404;']), 'try_files $uri =404;']),
    location(`~ ${HASHED}`, hashed, ['try_files /current$uri /previous$uri =404;']),
    location('/', revalidate, ['try_files /current$uri =404;']),
  ];
}

/**
 * A remote's options (see nginx-config.js).
 * @typedef {object} RemoteOptions
 * @property {string} root  the remote's dist (with `releases`: its origin's folder of releases)
 * @property {number | string} [listen]
 * @property {string} [serverName]
 * @property {boolean} [brotli]
 * @property {import('./nginx-directives').Tls} [tls]
 * @property {boolean} [releases]
 * @property {import('./nginx-service').Service} [service]
 * @property {string} [stateDir]  where the pages of nginx's refusals of the service's posts are
 */

/** @param {RemoteOptions} options */
function remoteBlock({ root, listen = 80, serverName = '_', brotli = false, tls, releases = false, service, stateDir = '/var/lib/careway-shell' }) {
  const dist = path.resolve(root);
  const common = { ...securityHeaders, Vary: 'Accept-Encoding' };
  const headers = { ...common, 'Access-Control-Allow-Origin': '*', 'Content-Security-Policy': contentSecurityPolicy({ scriptHashes: inlineScriptHashesOf(dist) }) };
  /** @type {string[]} */
  const before = [];
  const lines = [...serverStart({ listen, serverName, root: dist, brotli, tls, headers: common }), location('~ /mf-stats\\.json', common, ['return 404;'])];
  if (service) {
    const zone = `service_${`${serverName}${service.path}_${listen}`.replace(/[^0-9a-z]/gi, '_')}`;
    const proxied = serviceLocation(service, common, zone, stateDir);
    before.push(proxied.zone, proxied.languageMap);
    lines.push(proxied.location, proxied.errorPages);
  }
  if (releases) {
    lines.push(...releaseLocations(headers));
  } else {
    lines.push(location(`~ ${HASHED}`, { ...headers, 'Cache-Control': immutable }, ['try_files $uri =404;']), location('/', { ...headers, 'Cache-Control': 'no-cache' }, ['try_files $uri =404;']));
  }
  return [...before, ...lines, '  }'].join('\n');
}

module.exports = { remoteBlock };
