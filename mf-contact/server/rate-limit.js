// Per-client limit on posts: a fixed one-minute window per client address, in memory (per process).
function createRateLimiter({ limit, windowMs = 60_000 }) {
  let windowStart = 0;
  let counts = new Map();
  return {
    /** @returns {{ allowed: boolean, retryAfterSeconds: number }} */
    take(client, now = Date.now()) {
      if (now - windowStart >= windowMs) {
        // A new window forgets every client: memory stays bounded by one minute of clients.
        windowStart = now;
        counts = new Map();
      }
      const count = (counts.get(client) ?? 0) + 1;
      counts.set(client, count);
      return { allowed: count <= limit, retryAfterSeconds: Math.ceil((windowStart + windowMs - now) / 1000) };
    },
  };
}

module.exports = { createRateLimiter };
