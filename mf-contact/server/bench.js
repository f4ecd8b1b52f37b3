#!/usr/bin/env node
// Load check (loopback, bounded): 200 form posts per second for 10 s against the contact service in
// its own process, with SQLite in a temporary folder; then every request must be stored exactly once.
//   npm run bench:contact -w mf-contact [-- --rate 200 --seconds 10]
// Each post comes from its own client address (X-Forwarded-For, the service trusting its proxy), as
// when many visitors send at once behind nginx, so the per-client rate limit does not apply.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { openStore } = require('./store');

const argument = (/** @type {string} */ name, /** @type {number} */ fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const rate = argument('rate', 200);
const seconds = argument('seconds', 10);
const total = rate * seconds;

/**
 * @param {string} dir
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, port: number }>}
 */
function startService(dir) {
  const child = spawn(process.execPath, [path.join(__dirname, 'main.js')], {
    env: { ...process.env, CONTACT_API_PORT: '0', CONTACT_DB_FILE: path.join(dir, 'bench.sqlite'), CONTACT_TRUST_PROXY: '1', CONTACT_SMTP_URL: '', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`contact service exited (${code})`)));
    child.stdout.on('data', (chunk) => {
      const match = String(chunk).match(/listening on http:\/\/[^/]+:(\d+)\//);
      if (match) resolve({ child, port: Number(match[1]) });
    });
  });
}

/**
 * @param {http.Agent} agent
 * @param {number} port
 * @param {number} index
 * @returns {Promise<{ status: number | string | undefined, ms: number }>}
 */
function post(agent, port, index) {
  const body = new URLSearchParams({ firstName: 'Bench', phone: '98765 43210', message: `bench request ${index}`, website: '' }).toString();
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/messages',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
          'X-Forwarded-For': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      },
    );
    request.on('error', (error) => resolve({ status: /** @type {NodeJS.ErrnoException} */ (error).code, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    request.end(body);
  });
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-bench-'));
  const { child, port } = await startService(dir);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  /** @type {ReturnType<typeof post>[]} */
  const results = [];
  const start = Date.now();
  let sent = 0;
  // Paced: at each tick, send what is due by now (rate per second, evenly spread), so the rate holds.
  await /** @type {Promise<void>} */ (new Promise((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((Date.now() - start) / 1000) * rate));
      while (sent < due) results.push(post(agent, port, sent++));
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  }));
  const sendingSeconds = (Date.now() - start) / 1000;
  const answers = await Promise.all(results);
  const elapsed = (Date.now() - start) / 1000;
  agent.destroy();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));

  const store = await openStore({ sqliteFile: path.join(dir, 'bench.sqlite') });
  const stored = await store.listSince(0);
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });

  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const percentile = (/** @type {number} */ p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  const failed = answers.filter((answer) => answer.status !== 303);
  const messages = new Set(stored.map((request) => request.message));
  const report = {
    posts: total,
    'sent over (s)': sendingSeconds.toFixed(2),
    'offered rate (/s)': (total / sendingSeconds).toFixed(1),
    'all answered after (s)': elapsed.toFixed(2),
    'answered 303': answers.length - failed.length,
    errors: failed.length,
    'latency p50 / p95 / p99 / max (ms)': `${percentile(50)} / ${percentile(95)} / ${percentile(99)} / ${/** @type {number} */ (latencies.at(-1)).toFixed(1)}`,
    stored: stored.length,
    'stored exactly once': messages.size === total && stored.length === total,
  };
  console.table(report);
  if (failed.length > 0) console.error('first errors:', failed.slice(0, 5).map((answer) => answer.status));
  const ok = failed.length === 0 && report['stored exactly once'];
  console.log(ok ? 'OK: no error, every request stored once.' : 'FAILED: see the numbers above.');
  process.exitCode = ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
