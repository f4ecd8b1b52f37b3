// Per-visitor limit on posts: a one-minute window per visitor address from its first post, counted in the
// service's database (SQLite, or the PostgreSQL every instance shares), so the limit holds across
// instances and restarts.
const net = require('node:net');

/**
 * @param {object} options
 * @param {number} options.limit  posts per visitor per window
 * @param {Pick<import('./store').Store, 'takeHit' | 'forgetHitsUntil'>} options.store
 * @param {number} [options.windowMs]
 * @param {Pick<Console, 'error'>} [options.log]
 */
function createRateLimiter({ limit, store, windowMs = 60_000, log = console }) {
  let forgotten = 0;
  return {
    /**
     * Counts a post of `client`; rejects when the database does not answer.
     * @param {string} client the client's key
     * @returns {Promise<{ allowed: boolean, retryAfterSeconds: number }>}
     */
    async take(client, now = Date.now()) {
      if (now - forgotten >= windowMs) {
        forgotten = now;
        // Windows over: their counts (a flood's many keys too) are of no use any more.
        store.forgetHitsUntil(now - windowMs).catch((/** @type {Error} */ error) => log.error(`contact rate limit: old counts not deleted: ${error.message}`));
      }
      const { hits, windowStart } = await store.takeHit(client, { now, windowMs });
      return { allowed: hits <= limit, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
    },
  };
}

/**
 * `::ffff:1.2.3.4` and `1.2.3.4` are one client; anything that is not an IP address is not a client address.
 * @param {unknown} value
 * @returns {string | null}
 */
function normalAddress(value) {
  const address = String(value ?? '').trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return net.isIP(address) ? address.toLowerCase() : null;
}

/**
 * The /64 network of an IPv6 address (`2001:db8:0:1::/64`): one visitor's connection is given a whole
 * /64, so counting each address apart would let one visitor take 2^64 quotas.
 * @param {string} address
 */
function ipv6Network(address) {
  const groupsOf = (/** @type {string | undefined} */ part) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []);
  const [head, tail] = address.replace(/%.*$/, '').split('::');
  const front = groupsOf(head);
  const back = groupsOf(tail);
  const groups = tail === undefined ? front : [...front, ...Array(8 - front.length - back.length).fill('0'), ...back];
  return `${groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/**
 * The visitor's address: the connection's, or, when the connection comes from a trusted proxy (nginx in
 * front, which sets `X-Forwarded-For` to the visitor it sees), the `X-Forwarded-For` entry nearest to the
 * right that is not itself a trusted proxy. A header from anyone else, or an entry that is not an address,
 * is ignored: it cannot make keys.
 * @param {import('node:http').IncomingMessage} request
 * @param {(address: string) => boolean} isTrusted  whether an address is a trusted proxy's
 */
function clientAddress(request, isTrusted) {
  let address = normalAddress(request.socket.remoteAddress) ?? 'unknown';
  const forwarded = String(request.headers['x-forwarded-for'] ?? '').split(',').reverse();
  for (const entry of forwarded) {
    if (address === 'unknown' || !isTrusted(address)) break;
    const next = normalAddress(entry);
    if (!next) break;
    address = next;
  }
  return address;
}

/**
 * The key a visitor's posts are counted under: an IPv4 address, or an IPv6 address's /64 network.
 * @param {import('node:http').IncomingMessage} request
 * @param {(address: string) => boolean} isTrusted
 */
function clientKey(request, isTrusted) {
  const address = clientAddress(request, isTrusted);
  return net.isIPv6(address) ? ipv6Network(address) : address;
}

module.exports = { clientAddress, clientKey, createRateLimiter };
