// Per-client limit on posts: a fixed one-minute window per client address, in memory (per process).
const net = require('node:net');

/**
 * @param {{ limit: number, windowMs?: number, maxClients?: number }} options  `maxClients` bounds the
 *   memory whatever arrives: past it, the client first seen in the window is forgotten.
 */
function createRateLimiter({ limit, windowMs = 60_000, maxClients = 10_000 }) {
  let windowStart = 0;
  /** @type {Map<string, number>} */
  let counts = new Map();
  return {
    /**
     * @param {string} client the client's key
     * @returns {{ allowed: boolean, retryAfterSeconds: number }}
     */
    take(client, now = Date.now()) {
      if (now - windowStart >= windowMs) {
        // A new window forgets every client.
        windowStart = now;
        counts = new Map();
      }
      const count = (counts.get(client) ?? 0) + 1;
      if (count === 1 && counts.size >= maxClients) counts.delete(/** @type {string} */ (counts.keys().next().value));
      counts.set(client, count);
      return { allowed: count <= limit, retryAfterSeconds: Math.ceil((windowStart + windowMs - now) / 1000) };
    },
    /** How many clients the limiter holds now (for the memory test). */
    get size() {
      return counts.size;
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

const isLoopback = (/** @type {string} */ address) => address === '::1' || /^127\./.test(address);

/**
 * The visitor's address: the connection's, or, with `trustProxy` and a connection from a proxy on this
 * machine (nginx in front, as the generated block sets up), the last `X-Forwarded-For` entry that proxy
 * wrote. A header from anyone else, or one that is not an address, is ignored: it cannot make keys.
 * @param {import('node:http').IncomingMessage} request
 * @param {boolean} trustProxy
 */
function clientAddress(request, trustProxy) {
  const peer = normalAddress(request.socket.remoteAddress) ?? 'unknown';
  if (!trustProxy || !isLoopback(peer)) return peer;
  const forwarded = String(request.headers['x-forwarded-for'] ?? '').split(',').pop();
  return normalAddress(forwarded) ?? peer;
}

/**
 * The key a visitor's posts are counted under: an IPv4 address, or an IPv6 address's /64 network.
 * @param {import('node:http').IncomingMessage} request
 * @param {boolean} trustProxy
 */
function clientKey(request, trustProxy) {
  const address = clientAddress(request, trustProxy);
  return net.isIPv6(address) ? ipv6Network(address) : address;
}

module.exports = { clientAddress, clientKey, createRateLimiter };
