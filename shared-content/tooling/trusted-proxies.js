// The proxies whose word on who the visitor is a server believes: nginx in front of the contact service or
// the composer (on this machine: loopback), and a load balancer or TLS terminator in front of nginx (the
// addresses given to shell/deploy/nginx-config.js). One reading of such a list for every side.
const net = require('node:net');

/** A proxy on this machine (nginx in front, as the generated configuration sets it up). */
const loopbackProxies = ['127.0.0.0/8', '::1/128'];

/**
 * The entries of a list of proxies that are not an address (`10.0.0.5`, `::1`) or a network (`10.0.0.0/8`, `2001:db8::/32`).
 * @param {string[]} proxies
 */
function proxyListProblems(proxies) {
  return proxies.filter((entry) => {
    const [address, prefix, ...rest] = entry.split('/');
    const bits = net.isIPv4(address) ? 32 : net.isIPv6(address) ? 128 : 0;
    return !bits || rest.length > 0 || (prefix !== undefined && !(/^\d+$/.test(prefix) && Number(prefix) <= bits));
  });
}

/**
 * Whether an address is one of `proxies` (addresses and networks, as proxyListProblems accepts them).
 * @param {string[]} proxies
 * @returns {(address: string) => boolean}
 */
function trustedProxyList(proxies) {
  const list = new net.BlockList();
  for (const entry of proxies) {
    const [address, prefix] = entry.split('/');
    const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const plain = address.replace(/%.*$/, '');
    const type = net.isIP(plain);
    return type !== 0 && list.check(plain, type === 6 ? 'ipv6' : 'ipv4');
  };
}

module.exports = { loopbackProxies, proxyListProblems, trustedProxyList };
