/** @jest-environment node */
const { createFirstReports, createVisitorLimit, visitorAddress } = require('./visitors');

describe('the limit per visitor', () => {
  it('takes a burst, then refills at its rate, for each visitor apart', () => {
    let now = 0;
    const taken = createVisitorLimit({ perMinute: 6, burst: 2, now: () => now });
    expect([taken('a'), taken('a'), taken('a'), taken('b')]).toEqual([true, true, false, true]);
    now += 10_000;
    expect([taken('a'), taken('a')]).toEqual([true, false]);
  });

  it('remembers at most its number of visitors, forgetting the least recently seen first', () => {
    const taken = createVisitorLimit({ perMinute: 0, burst: 1, now: () => 0, maxVisitors: 2 });
    expect([taken('a'), taken('b'), taken('a'), taken('c')]).toEqual([true, true, false, true]);
    // 'b' was forgotten when 'c' came ('a' was seen since): it starts again with a full bucket; 'c' is still held.
    expect([taken('b'), taken('c')]).toEqual([true, false]);
  });
});

describe('first reports', () => {
  it("says a visitor's report of a kind is its first once per window", () => {
    let now = 0;
    const first = createFirstReports({ windowMs: 600_000, now: () => now });
    expect([first('a', 'chrome about:footer'), first('a', 'chrome about:footer'), first('a', 'chrome about:dir'), first('b', 'chrome about:footer')]).toEqual([true, false, true, true]);
    now += 600_000;
    expect(first('a', 'chrome about:footer')).toBe(true);
  });
});

describe("the visitor's address", () => {
  const request = (/** @type {string} */ remoteAddress, /** @type {Record<string, string>} */ headers = {}) => /** @type {import('node:http').IncomingMessage} */ (/** @type {unknown} */ ({ socket: { remoteAddress }, headers }));

  it('is the socket\'s, or the X-Real-IP of a proxy on this machine', () => {
    expect(visitorAddress(request('203.0.113.7'))).toBe('203.0.113.7');
    expect(visitorAddress(request('127.0.0.1', { 'x-real-ip': '198.51.100.1' }))).toBe('198.51.100.1');
    expect(visitorAddress(request('::ffff:127.0.0.1', { 'x-real-ip': '2001:db8::1' }))).toBe('2001:db8:0:0::/64');
  });

  it('is, for IPv6, its /64 network: a client cannot be many visitors by sending from many addresses of its own', () => {
    const from = (/** @type {string} */ address) => visitorAddress(request('127.0.0.1', { 'x-real-ip': address }));
    expect(from('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(from('2001:db8:aa:bb::ffff')).toBe(from('2001:db8:aa:bb:9:8:7:6'));
    expect(from('2001:db8:aa:bc::1')).not.toBe(from('2001:db8:aa:bb::1'));
    expect(from('2001:0db8:00aa:00bb::1')).toBe('2001:db8:aa:bb::/64');
    expect(from('::1')).toBe('0:0:0:0::/64');
    expect(visitorAddress(request('::ffff:203.0.113.7'))).toBe('::ffff:203.0.113.7');
  });

  it('is not what a client elsewhere, or anything but an address, says', () => {
    expect(visitorAddress(request('203.0.113.7', { 'x-real-ip': '198.51.100.1' }))).toBe('203.0.113.7');
    expect(visitorAddress(request('127.0.0.1', { 'x-real-ip': 'everyone' }))).toBe('127.0.0.1');
  });
});
