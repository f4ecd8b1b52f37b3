const { loopbackProxies, trustedProxyList } = require('shared-content/tooling/trusted-proxies');
const { clientAddress, clientKey, createRateLimiter } = require('./rate-limit');
const { openStore } = require('./store');

/**
 * A request as far as rate-limit.js reads it: the connection's address and X-Forwarded-For.
 * @param {string} remoteAddress
 * @param {string} [forwardedFor]
 */
const request = (remoteAddress, forwardedFor) => {
  const read = { socket: { remoteAddress }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } };
  return /** @type {import('node:http').IncomingMessage} */ (/** @type {unknown} */ (read));
};
const nobody = trustedProxyList([]);
const loopback = trustedProxyList(loopbackProxies);

describe('the rate limiter', () => {
  /** @type {import('./store').Store} */
  let store;
  beforeEach(async () => {
    store = await openStore({ sqliteFile: ':memory:' });
  });
  afterEach(() => store.close());

  it('lets each client post `limit` times a window, then tells it when to come back', async () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, store });
    const start = 100_000;
    const allowed = async (/** @type {string} */ client, /** @type {number} */ now) => (await limiter.take(client, now)).allowed;
    expect([await allowed('10.0.0.1', start), await allowed('10.0.0.1', start), await allowed('10.0.0.1', start)]).toEqual([true, true, false]);
    expect(await allowed('10.0.0.2', start)).toBe(true);
    expect((await limiter.take('10.0.0.1', start + 30_000)).retryAfterSeconds).toBe(30);
    expect(await allowed('10.0.0.1', start + 60_000)).toBe(true);
  });

  it('counts a client as one whichever instance of the service takes its posts, and after a restart', async () => {
    const [one, other] = [createRateLimiter({ limit: 3, store }), createRateLimiter({ limit: 3, store })];
    const now = Date.now();
    expect((await one.take('10.0.0.1', now)).allowed).toBe(true);
    expect((await other.take('10.0.0.1', now)).allowed).toBe(true);
    expect((await one.take('10.0.0.1', now)).allowed).toBe(true);
    expect((await other.take('10.0.0.1', now)).allowed).toBe(false);
    const restarted = createRateLimiter({ limit: 3, store });
    expect((await restarted.take('10.0.0.1', now + 1000)).allowed).toBe(false);
  });

  it('forgets the windows that are over, however many distinct keys a flood brought', async () => {
    const limiter = createRateLimiter({ limit: 10, windowMs: 60_000, store });
    for (let index = 0; index < 1000; index++) await limiter.take(`key-${index}`, 1000);
    await limiter.take('later', 1000 + 60_000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await store.forgetHitsUntil(Number.MAX_SAFE_INTEGER)).toBe(1);
  });
});

describe("a visitor's address", () => {
  it('is the connection address, the IPv4-mapped form and the plain one alike', () => {
    expect(clientAddress(request('::ffff:203.0.113.7'), nobody)).toBe('203.0.113.7');
    expect(clientAddress(request('203.0.113.7'), nobody)).toBe('203.0.113.7');
  });

  it("ignores X-Forwarded-For unless trusted, and then only from a proxy on this machine", () => {
    expect(clientAddress(request('203.0.113.7', '198.51.100.1'), nobody)).toBe('203.0.113.7');
    expect(clientAddress(request('203.0.113.7', '198.51.100.1'), loopback)).toBe('203.0.113.7');
    expect(clientAddress(request('127.0.0.1', 'spoofed, 198.51.100.1'), loopback)).toBe('198.51.100.1');
    expect(clientAddress(request('::1', '2001:DB8::1'), loopback)).toBe('2001:db8::1');
  });

  it('behind a load balancer in front of nginx, is the visitor the trusted proxies name, whatever the visitor wrote to the left', () => {
    const balancedNginx = trustedProxyList([...loopbackProxies, '10.0.0.0/8']);
    expect(clientAddress(request('127.0.0.1', 'made-up, 198.51.100.1, 10.0.0.7'), balancedNginx)).toBe('198.51.100.1');
    expect(clientAddress(request('10.1.2.3', '198.51.100.1'), balancedNginx)).toBe('198.51.100.1');
    expect(clientAddress(request('127.0.0.1', '198.51.100.1, 10.0.0.7'), loopback)).toBe('10.0.0.7');
    expect(clientAddress(request('192.0.2.1', '198.51.100.1'), balancedNginx)).toBe('192.0.2.1');
  });

  it('never makes a key of what is not an address (a long or made-up header)', () => {
    expect(clientAddress(request('127.0.0.1', 'x'.repeat(15_000)), loopback)).toBe('127.0.0.1');
    expect(clientAddress(request('127.0.0.1', '198.51.100.1:8080'), loopback)).toBe('127.0.0.1');
  });
});

describe("the key a visitor's posts are counted under", () => {
  it('is the IPv4 address itself', () => {
    expect(clientKey(request('::ffff:203.0.113.7'), nobody)).toBe('203.0.113.7');
  });

  it("is an IPv6 address's /64 network, however the address is written", () => {
    expect(clientKey(request('2001:DB8:0:1:abcd::7'), nobody)).toBe('2001:db8:0:1::/64');
    expect(clientKey(request('2001:0db8:0000:0001:0000:0000:0000:0001'), nobody)).toBe('2001:db8:0:1::/64');
    expect(clientKey(request('2001:db8::1:2:3:4:5'), nobody)).toBe('2001:db8:0:1::/64');
    expect(clientKey(request('::1'), nobody)).toBe('0:0:0:0::/64');
    expect(clientKey(request('fe80::1%eth0'), nobody)).toBe('fe80:0:0:0::/64');
    expect(clientKey(request('64:ff9b:1:2::198.51.100.1'), nobody)).toBe('64:ff9b:1:2::/64');
  });
});
