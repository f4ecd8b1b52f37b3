// `npm run bench:load`: what request-time composition costs the site behind nginx, and what a hung remote
// costs its route. Real nginx with the generated configuration in front of the composer, on loopback ports,
// driven by wrk for a bounded time each: a static HTML file, the composed `/` and `/contact`, then the same
// with the contact remote hung (each the better of two runs, about 2 minutes in all). Every request says
// what browsers say they take (`Accept-Encoding: gzip, deflate, br`), so the figures include compressing
// what nginx sends. Targets: composed `/` at least 50% of the static file's throughput; a hung remote costs
// its route less than 10% of throughput and less than 100 ms of p99. Build first (`npm run build`); needs wrk.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// require (for CommonJS modules) knows no types: each is given its module's.
/** @type {typeof import('shared-content/tooling/apps')} */
const { apps } = require('shared-content/tooling/apps');
/** @type {typeof import('../server/site')} */
const { closeServer, startSite } = require('../server/site');
/** @type {typeof import('shared-content/tooling/fragment/names')} */
const { includeLimits } = require('shared-content/tooling/fragment/names');
/** @type {typeof import('../deploy/run-nginx')} */
const { freePort, startNginx } = require('../deploy/run-nginx');

const here = import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname);
const seconds = Number(process.env.LOAD_SECONDS || 10);
const connections = Number(process.env.LOAD_CONNECTIONS || 50);
const acceptEncoding = 'gzip, deflate, br';

/**
 * A remote's server for the bench: it answers until `hung`, then accepts connections and never answers.
 * @typedef {{ hung: boolean, listen(): Promise<void>, origin: string, close(): Promise<unknown> }} Remote
 */

/** Each remote's dist from its own loopback origin; `hung` ones accept connections and never answer. */
async function startRemotes() {
  /** @type {Record<string, Remote>} */
  const remotes = {};
  await startSite({
    only: apps.filter((app) => app.name !== 'shell').map((app) => app.name),
    wrap: (app, serve) => {
      const server = http.createServer((request, response) => (remotes[app.name].hung ? undefined : serve(request, response)));
      remotes[app.name] = {
        hung: false,
        listen: () => new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)),
        get origin() {
          return `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
        },
        close: () => closeServer(server),
      };
      return remotes[app.name];
    },
  });
  return remotes;
}

/** @type {Record<string, number>} */
const msPer = { us: 0.001, ms: 1, s: 1000 };
const toMs = (/** @type {string} */ value, /** @type {string} */ unit) => Number(value) * msPer[unit];

/**
 * What wrk says of `url`.
 * @param {string} url
 */
function wrk(url) {
  const output = execFileSync('wrk', ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', `Accept-Encoding: ${acceptEncoding}`, url], { encoding: 'utf8' });
  /** @param {RegExp} pattern */
  const found = (pattern) => {
    const match = pattern.exec(output);
    if (!match) throw new Error(`wrk said nothing matching ${pattern}:\n${output}`);
    return match;
  };
  const latency = (/** @type {number} */ percent) => {
    const match = found(new RegExp(`^\\s+${percent}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm'));
    return toMs(match[1], match[2]);
  };
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  return {
    rps: Number(found(/Requests\/sec:\s+([\d.]+)/)[1]),
    p50: latency(50),
    p99: latency(99),
    non2xx: errors ? Number(errors[1]) : 0,
  };
}

const remotes = await startRemotes();
const referencePort = await freePort();
const nginx = await startNginx({
  remoteOrigins: Object.fromEntries(Object.entries(remotes).map(([name, remote]) => [name, remote.origin])),
  extraBlocks: () => [
    `  server {\n    listen 127.0.0.1:${referencePort};\n    root ${path.join(here, 'reference')};\n    location / {\n      try_files $uri =404;\n    }\n  }`,
  ],
});

/** @typedef {ReturnType<typeof wrk> & { encoding: string }} Run */

/** @type {(Run & { label: string })[]} */
const rows = [];
/**
 * @param {string} label
 * @param {string} url
 * @returns {Promise<Run>}
 */
const run = async (label, url) => {
  const encoding = await fetch(url, { headers: { 'Accept-Encoding': acceptEncoding } }).then(async (response) => {
    await response.arrayBuffer();
    return response.headers.get('content-encoding') ?? 'none';
  });
  const result = wrk(url);
  console.log(`${label}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms, sent with encoding ${encoding}`);
  return { ...result, encoding };
};
/** The better run of each line: other work on a shared machine only ever makes a run slower. */
const better = (/** @type {Run[]} */ results) => results.reduce((best, result) => (result.rps > best.rps ? result : best));
const setContactHung = async (/** @type {boolean} */ hung) => {
  remotes.contact.hung = hung;
  // Past the freshness of the contact page's last good part, so the composer asks the remote again.
  await new Promise((resolve) => setTimeout(resolve, includeLimits.freshMs + 500));
};

let passed = true;
try {
  /** @type {[label: string, url: string, hung: boolean][]} */
  const lines = [
    ['nginx static file', `http://127.0.0.1:${referencePort}/index.html`, false],
    ['nginx composed /', `${nginx.shellUrl}/`, false],
    ['nginx composed /contact', `${nginx.shellUrl}/contact`, false],
    ['nginx composed /contact, contact remote hung', `${nginx.shellUrl}/contact`, true],
    ['nginx composed /, contact remote hung', `${nginx.shellUrl}/`, true],
  ];
  // Two rounds, so that a burst of other work on the machine does not fall on one line only.
  const results = lines.map(() => /** @type {Run[]} */ ([]));
  for (let round = 0; round < 2; round++) {
    for (const [index, [label, url, hung]] of lines.entries()) {
      if (remotes.contact.hung !== hung) await setContactHung(hung);
      results[index].push(await run(label, url));
    }
  }
  rows.push(...lines.map(([label], index) => ({ label, ...better(results[index]) })));
  const [staticFile, home, contact, hungContact] = rows;

  const checks = [
    [`composed / at least 50% of the static file (${((home.rps / staticFile.rps) * 100).toFixed(0)}%)`, home.rps >= staticFile.rps * 0.5],
    [`hung remote costs /contact less than 10% of throughput (${((1 - hungContact.rps / contact.rps) * 100).toFixed(1)}%)`, hungContact.rps >= contact.rps * 0.9],
    [`hung remote adds less than 100 ms to /contact p99 (${(hungContact.p99 - contact.p99).toFixed(1)} ms)`, hungContact.p99 - contact.p99 < 100],
    ['every answer 2xx', rows.every((row) => row.non2xx === 0)],
  ];
  console.log(`\nwrk -t2 -c${connections} -d${seconds}s -H 'Accept-Encoding: ${acceptEncoding}', loopback, better of two runs`);
  console.table(
    rows.map((row) => ({
      '': row.label,
      'req/s': Math.round(row.rps),
      'vs static': `${((row.rps / staticFile.rps) * 100).toFixed(0)}%`,
      'p50 ms': Number(row.p50.toFixed(2)),
      'p99 ms': Number(row.p99.toFixed(2)),
      encoding: row.encoding,
    })),
  );
  for (const [check, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${check}`);
  passed = checks.every(([, ok]) => ok);
} finally {
  await nginx.stop();
  for (const remote of Object.values(remotes)) remote.close();
}
process.exitCode = passed ? 0 : 1;
