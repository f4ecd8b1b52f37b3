/** @jest-environment node */
const { loopbackProxies, proxyListProblems, trustedProxyList } = require('./trusted-proxies');

describe('a list of trusted proxies', () => {
  it('takes addresses and networks of both families, and names each entry that is not one', () => {
    expect(proxyListProblems(['10.0.0.5', '10.0.0.0/8', '2001:db8::/32', '::1'])).toEqual([]);
    expect(proxyListProblems(['nginx.local', '10.0.0.0/33', '10.0.0.0/8/1', ''])).toEqual(['nginx.local', '10.0.0.0/33', '10.0.0.0/8/1', '']);
  });

  it('knows its members, loopback in either family, and nothing that is not an address', () => {
    const loopback = trustedProxyList(loopbackProxies);
    expect(['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1'].map(loopback)).toEqual([true, true, true, true]);
    expect(['10.0.0.1', '::2', 'localhost', ''].map(loopback)).toEqual([false, false, false, false]);
    const balancer = trustedProxyList(['10.0.0.0/8', '2001:db8::7']);
    expect(['10.200.0.1', '11.0.0.1', '2001:db8::7', '2001:db8::8', 'fe80::1%eth0'].map(balancer)).toEqual([true, false, true, false, false]);
  });
});
