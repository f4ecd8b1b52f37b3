// A page remote's nginx server block: its files for the shell's pages and the browser (CORS, immutable
// hashed files), from its dist or from its releases, and its team's service if it has one.
const path = require('node:path');
const { contentSecurityPolicy, securityHeaders } = require('../server/headers');
const { HASHED, immutable, inlineScriptHashesOf, location, nestedLocation, serverStart } = require('./nginx-directives');

/** @typedef {import('./nginx-directives').Headers} Headers */

/**
 * Release hook: a remote deployed as releases (layout in ../server/releases.js, root = the origin's folder).
 * The origin answers only `/releases/<id>/...`, each release's files as they are: which release is live is
 * the shell host's release registry's to say (the composer fetches the live one's parts, the page names the
 * live entry), so a release, rollback or roll-forward needs nothing here.
 * @param {Headers} headers
 */
function releaseLocations(headers) {
  const revalidate = { ...headers, 'Cache-Control': 'no-cache' };
  return [
    location('^~ /releases/', revalidate, [nestedLocation(`~ ${HASHED}`, { ...headers, 'Cache-Control': immutable }, ['try_files $uri =404;']), 'try_files $uri =404;']),
    location('/', revalidate, ['return 404;']),
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
 * @property {import('./nginx-real-ip').RealIp} [realIp]  the load balancer in front, if any
 * @property {boolean} [releases]
 * @property {import('./nginx-service').Service} [service]
 * @property {string} [stateDir]  where the pages of nginx's refusals of the service's posts are
 */

/** @param {RemoteOptions} options */
function remoteBlock({ root, listen = 80, serverName = '_', brotli = false, tls, realIp, releases = false, service, stateDir = '/var/lib/careway-shell' }) {
  const dist = path.resolve(root);
  const common = { ...securityHeaders, Vary: 'Accept-Encoding' };
  const headers = { ...common, 'Access-Control-Allow-Origin': '*', 'Content-Security-Policy': contentSecurityPolicy({ scriptHashes: inlineScriptHashesOf(dist) }) };
  /** @type {string[]} */
  const before = [];
  const lines = [...serverStart({ listen, serverName, root: dist, brotli, tls, realIp, headers: common }), location('~ /mf-stats\\.json', common, ['return 404;'])];
  if (service) {
    const zone = `service_${`${serverName}${service.path}_${listen}`.replace(/[^0-9a-z]/gi, '_')}`;
    // Loaded only for a service: it reads the contact page's build, which a remote without one does not need.
    const proxied = require('./nginx-service').serviceLocation(service, common, zone, stateDir);
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
