// Who sent a beacon, as far as the beacon endpoint (vitals.js) needs to know: its address, held in memory
// only (a bounded number of them, the least recently seen forgotten first), never counted by it or written.
// It gives each visitor a token bucket per kind of report, so one client cannot drown the others' reports, and
// says whether a report is the first of its kind from that visitor within a window, so that alerts can count
// distinct visitors rather than reports (shell/deploy/prometheus/alerts.yml).
const net = require('node:net');
const { loopbackProxies, trustedProxyList } = require('shared-content/tooling/trusted-proxies');

/** nginx in front of the composer, on this machine; it names the visitor (behind a load balancer too: nginx-real-ip.js). */
const fromNginx = trustedProxyList(loopbackProxies);

/**
 * A visitor's report of one kind counts as a distinct visitor's once in this window: the range of the alerts that
 * count distinct visitors (alerts.yml, which prometheus.test.js holds to it).
 */
const REPORT_WINDOW_MS = 10 * 60_000;

/** Addresses remembered per bucket or window: a few hundred KB at most. */
const MAX_VISITORS = 10_000;

/**
 * Who an address is: an IPv4 address itself, an IPv6 address its /64 network, which one subscriber holds
 * whole (counted by address, one client could be as many visitors as it has addresses to send from).
 * @param {string} address
 */
function visitorOf(address) {
  if (!net.isIPv6(address) || /^::ffff:\d/i.test(address)) return address;
  const [head, tail] = address.split('%')[0].split('::');
  const groupsOf = (/** @type {string | undefined} */ part) => (part ? part.split(':') : []);
  const zeros = tail === undefined ? 0 : 8 - groupsOf(head).length - groupsOf(tail).length;
  const groups = [...groupsOf(head), ...Array(Math.max(zeros, 0)).fill('0'), ...groupsOf(tail)];
  return `${groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/**
 * The visitor's address (visitorOf): the socket's, or, when the socket is a proxy on this machine (nginx in
 * front of the composer, shell/deploy/nginx-shell.js), the `X-Real-IP` the proxy set: its `$remote_addr`,
 * which is the visitor a load balancer in front names when nginx trusts it (nginx-real-ip.js). A client reaching the
 * server directly from elsewhere cannot choose its address that way.
 * @param {import('node:http').IncomingMessage} request
 */
function visitorAddress(request) {
  const socket = request.socket.remoteAddress ?? '';
  const forwarded = request.headers['x-real-ip'];
  return visitorOf(fromNginx(socket) && typeof forwarded === 'string' && net.isIP(forwarded) ? forwarded : socket);
}

/**
 * A map that keeps at most `max` entries, forgetting the least recently used.
 * @template Value
 * @param {number} max
 */
function boundedMap(max) {
  /** @type {Map<string, Value>} */
  const entries = new Map();
  return {
    /** @param {string} key */
    get(key) {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    /** @param {string} key @param {Value} value */
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > max) entries.delete(/** @type {string} */ (entries.keys().next().value));
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * A token bucket per visitor: `burst` reports at once, then `perMinute`.
 * @param {{ perMinute: number, burst: number, now?: () => number, maxVisitors?: number }} options
 * @returns {(address: string) => boolean} whether this visitor's report is taken
 */
function createVisitorLimit({ perMinute, burst, now = Date.now, maxVisitors = MAX_VISITORS }) {
  /** @type {ReturnType<typeof boundedMap<{ tokens: number, at: number }>>} */
  const buckets = boundedMap(maxVisitors);
  return (address) => {
    const time = now();
    const bucket = buckets.get(address) ?? { tokens: burst, at: time };
    const tokens = Math.min(burst, bucket.tokens + ((time - bucket.at) / 60_000) * perMinute);
    const taken = tokens >= 1;
    buckets.set(address, { tokens: taken ? tokens - 1 : tokens, at: time });
    return taken;
  };
}

/**
 * Whether a report (`what`) is the first from this visitor within `windowMs`.
 * @param {{ windowMs: number, now?: () => number, maxVisitors?: number }} options
 * @returns {(address: string, what: string) => boolean}
 */
function createFirstReports({ windowMs, now = Date.now, maxVisitors = MAX_VISITORS }) {
  /** @type {ReturnType<typeof boundedMap<number>>} */
  const seen = boundedMap(maxVisitors);
  return (address, what) => {
    const key = `${address} ${what}`;
    const time = now();
    const last = seen.get(key);
    if (last !== undefined && time - last < windowMs) return false;
    seen.set(key, time);
    return true;
  };
}

module.exports = { REPORT_WINDOW_MS, createFirstReports, createVisitorLimit, visitorAddress };
