const { clientAddress, clientKey, createRateLimiter } = require('./rate-limit');

/**
 * A request as far as rate-limit.js reads it: the connection's address and X-Forwarded-For.
 * @param {string} remoteAddress
 * @param {string} [forwardedFor]
 */
const request = (remoteAddress, forwardedFor) => {
  const read = { socket: { remoteAddress }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } };
  return /** @type {import('node:http').IncomingMessage} */ (/** @type {unknown} */ (read));
};

describe('the rate limiter', () => {
  it('lets each client post `limit` times a window, then tells it when to come back', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    const start = 100_000;
    expect([1, 2, 3].map(() => limiter.take('10.0.0.1', start).allowed)).toEqual([true, true, false]);
    expect(limiter.take('10.0.0.2', start).allowed).toBe(true);
    expect(limiter.take('10.0.0.1', start + 30_000).retryAfterSeconds).toBe(30);
    expect(limiter.take('10.0.0.1', start + 60_000).allowed).toBe(true);
  });

  it('holds at most `maxClients` clients, however many distinct keys a flood brings in one window', () => {
    const limiter = createRateLimiter({ limit: 10, maxClients: 1000 });
    for (let index = 0; index < 200_000; index++) limiter.take(`key-${index}`, 1000);
    expect(limiter.size).toBe(1000);
  });
});

describe("a visitor's address", () => {
  it('is the connection address, the IPv4-mapped form and the plain one alike', () => {
    expect(clientAddress(request('::ffff:203.0.113.7'), false)).toBe('203.0.113.7');
    expect(clientAddress(request('203.0.113.7'), false)).toBe('203.0.113.7');
  });

  it("ignores X-Forwarded-For unless trusted, and then only from a proxy on this machine", () => {
    expect(clientAddress(request('203.0.113.7', '198.51.100.1'), false)).toBe('203.0.113.7');
    expect(clientAddress(request('203.0.113.7', '198.51.100.1'), true)).toBe('203.0.113.7');
    expect(clientAddress(request('127.0.0.1', 'spoofed, 198.51.100.1'), true)).toBe('198.51.100.1');
    expect(clientAddress(request('::1', '2001:DB8::1'), true)).toBe('2001:db8::1');
  });

  it('never makes a key of what is not an address (a long or made-up header)', () => {
    expect(clientAddress(request('127.0.0.1', 'x'.repeat(15_000)), true)).toBe('127.0.0.1');
    expect(clientAddress(request('127.0.0.1', '198.51.100.1:8080'), true)).toBe('127.0.0.1');
  });
});

describe("the key a visitor's posts are counted under", () => {
  it('is the IPv4 address itself', () => {
    expect(clientKey(request('::ffff:203.0.113.7'), false)).toBe('203.0.113.7');
  });

  it("is an IPv6 address's /64 network, however the address is written", () => {
    expect(clientKey(request('2001:DB8:0:1:abcd::7'), false)).toBe('2001:db8:0:1::/64');
    expect(clientKey(request('2001:0db8:0000:0001:0000:0000:0000:0001'), false)).toBe('2001:db8:0:1::/64');
    expect(clientKey(request('2001:db8::1:2:3:4:5'), false)).toBe('2001:db8:0:1::/64');
    expect(clientKey(request('::1'), false)).toBe('0:0:0:0::/64');
    expect(clientKey(request('fe80::1%eth0'), false)).toBe('fe80:0:0:0::/64');
    expect(clientKey(request('64:ff9b:1:2::198.51.100.1'), false)).toBe('64:ff9b:1:2::/64');
  });
});
