// A steady stream of GETs, as visitors make them while a composer restarts or crashes: `rate` a second
// whatever the answers (open loop: a slow answer does not slow the stream), over a few kept-alive
// connections, each request the next of `urls` with the next of the encodings browsers take. Used by the
// browser suite (shell/e2e/composers.e2e.ts) and `npm run bench:composers`.
const http = require('node:http');

/** What each request asks to be compressed in: nothing, or what browsers send. */
const acceptEncodings = ['identity', 'gzip, deflate', 'gzip, deflate, br'];

/** @typedef {{ url: string, at: number, ms: number, status?: number, error?: string }} Answer */

/**
 * @param {{ urls: string[], rate: number, connections?: number }} options
 * @returns {{ stop(): Promise<Answer[]> }} stop: no more requests; resolves with every answer once all are in
 */
function steadyLoad({ urls, rate, connections = 8 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  /** @type {Promise<Answer>[]} */
  const answers = [];
  const started = Date.now();
  const ask = (/** @type {number} */ index) => {
    const url = urls[index % urls.length];
    const at = Date.now();
    /** @param {Omit<Answer, 'url' | 'at' | 'ms'>} outcome */
    const answer = (outcome) => ({ url, at, ms: Date.now() - at, ...outcome });
    return new Promise((resolve) => {
      http
        .get(url, { agent, headers: { 'Accept-Encoding': acceptEncodings[Math.floor(index / urls.length) % acceptEncodings.length] } }, (response) => {
          response.resume();
          response.on('end', () => resolve(answer({ status: response.statusCode })));
          response.on('error', (/** @type {NodeJS.ErrnoException} */ error) => resolve(answer({ error: error.code ?? error.message })));
        })
        .on('error', (/** @type {NodeJS.ErrnoException} */ error) => resolve(answer({ error: error.code ?? error.message })));
    });
  };
  // Each tick sends what the rate owes since the start, so a late timer does not lower the rate.
  const timer = setInterval(() => {
    while (answers.length < ((Date.now() - started) * rate) / 1000) answers.push(ask(answers.length));
  }, 5);
  return {
    async stop() {
      clearInterval(timer);
      const all = await Promise.all(answers);
      agent.destroy();
      return all;
    },
  };
}

/**
 * What a stream of answers came to: how many, how many not 2xx, how many failed without an answer (a reset
 * connection among them), and the latency percentiles.
 * @param {Answer[]} answers
 */
function summary(answers) {
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const percentile = (/** @type {number} */ share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  return {
    requests: answers.length,
    non2xx: answers.filter((answer) => answer.status !== undefined && (answer.status < 200 || answer.status > 299)).length,
    failed: answers.filter((answer) => answer.error).length,
    resets: answers.filter((answer) => answer.error === 'ECONNRESET').length,
    p50: percentile(0.5),
    p99: percentile(0.99),
  };
}

module.exports = { steadyLoad, summary };
