// Behind a load balancer or TLS terminator, nginx's connection comes from the balancer, not the visitor.
// These options name the balancer's addresses and the header it writes the visitor in; nginx's realip
// module then makes `$remote_addr` the visitor, for every limit nginx keys on it (the contact post, the
// Web Vitals beacon) and for the address it passes on (`X-Forwarded-For` to the contact service,
// `X-Real-IP` to the composer), which those services believe from nginx only (loopback).
const { proxyListProblems } = require('shared-content/tooling/trusted-proxies');

/** The command line's options of it (nginx-config.js), by what they set. */
const realIpOptions = { trustedProxies: 'trusted-proxies', header: 'real-ip-header' };

/** @typedef {{ trustedProxies: string[], header: string }} RealIp */

/**
 * The real-IP settings the options give: none without `trustedProxies` (comma-separated addresses and
 * networks); the header is `X-Forwarded-For` unless given. Throws on a wrong value, naming its option.
 * @param {string | undefined} trustedProxies
 * @param {string | undefined} header
 * @returns {RealIp | undefined}
 */
function realIpFrom(trustedProxies, header = 'X-Forwarded-For') {
  if (!/^[A-Za-z0-9-]+$/.test(header)) throw new Error(`--${realIpOptions.header} "${header}" is not a header name`);
  if (trustedProxies === undefined) return undefined;
  const proxies = trustedProxies.split(',').map((entry) => entry.trim());
  const wrong = proxyListProblems(proxies);
  if (wrong.length > 0) throw new Error(`--${realIpOptions.trustedProxies}: ${wrong.map((entry) => `"${entry}"`).join(', ')} is not an address or a network (10.0.0.5, 10.0.0.0/8)`);
  return { trustedProxies: proxies, header };
}

/**
 * A server block's lines: the visitor is the address the trusted proxies wrote last in `header` that is
 * not one of them (real_ip_recursive), so what a visitor writes into the header itself counts for nothing.
 * @param {RealIp | undefined} realIp
 */
function realIpLines(realIp) {
  if (!realIp) return [];
  return [...realIp.trustedProxies.map((proxy) => `    set_real_ip_from ${proxy};`), `    real_ip_header ${realIp.header};`, '    real_ip_recursive on;'];
}

module.exports = { realIpFrom, realIpLines, realIpOptions };
