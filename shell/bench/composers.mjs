// `npm run bench:composers`: what several composers behind nginx cost and survive, side by side in one run
// on loopback (about 2 minutes). Build first (`npm run build`); needs nginx and wrk (taskset pins to cores when there).
//
// 1. Uncached compositions per core: one composer asked directly (no nginx page cache: every request is the
//    composer's, answered from the pages it keeps, shell/server/page-cache.js) against a bare `node:http` server answering a static string, each pinned to the same
//    core and driven by wrk pinned to the other, p50 and p99; the composer plain and compressed with brotli
//    (what nginx asks it for on behalf of browsers). For context only (no check): the bare server answering the
//    plain page's bytes, what writing a page of that size costs without composing anything. Each server gets the
//    same 2 s of wrk before it is measured (its code compiled hot), then two runs: at saturation (8 connections
//    asking back to back: the req/s, and a p99 that is mostly queueing behind whatever held the core), and at
//    about half of that server's own req/s (connections that each wait 10 ms between an answer and the next
//    request, wrk's `delay()`: the p50 and p99 of a server with time to spare, which is how a composer runs).
// 2. Two composers behind the generated nginx at a steady load (BENCH_RATE, 200 requests a second, every route in
//    every language, plain, gzip and br: nginx keeps each for a second, so the composers compose each about
//    once a second): steady, then a rolling restart of both (SIGTERM, drain, start, ready), then `kill -9` of one.
// 3. A release switch of the about remote and its rollback, timed until every composer composes with it.
//
// --registry LOCATION: the release registry both composers read (what shell/server/registry's openRegistry
// takes; default a folder of this run's). Targets (issue 47): composition per core at least 25% of the bare
// server, its p99 no more than 2x its p50; the rolling restart 0 non-2xx and 0 resets with p99 within 2x
// steady; the kill 0 failed GETs; a switch and a rollback on every composer within 1 s.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// require (for CommonJS modules) knows no types: each is given its module's.
/** @type {typeof import('shared-content/tooling/load-content')} */
const loadContent = require('shared-content/tooling/load-content');
/** @type {typeof import('../deploy/run-nginx')} */
const { freePort, startNginx } = require('../deploy/run-nginx');
/** @type {typeof import('../deploy/release-store')} */
const { contentId, recordLive, storeRelease, switchRelease } = require('../deploy/release-store');
/** @type {typeof import('../server/composer-timing')} */
const { READY_PATH } = require('../server/composer-timing');
/** @type {typeof import('../server/registry')} */
const { openRegistry } = require('../server/registry');
/** @type {typeof import('./steady-load')} */
const { steadyLoad, summary } = require('./steady-load');

const here = import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname);
const repoRoot = path.join(here, '..', '..');
const args = process.argv.slice(2);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-composers-'));
fs.chmodSync(work, 0o755); // nginx's workers read the about remote's releases there
const registryLocation = args.includes('--registry') ? args[args.indexOf('--registry') + 1] : path.join(work, 'registry');
const rate = Number(process.env.BENCH_RATE || 200);
const wrkSeconds = Number(process.env.BENCH_WRK_SECONDS || 10);
const steadySeconds = 6;
const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const hasTaskset = (() => {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return os.availableParallelism() > 1;
  } catch {
    return false;
  }
})();
/** The server under test on the last core, wrk on the first. */
const serverCore = String(os.availableParallelism() - 1);
const pin = (/** @type {number | undefined} */ pid, /** @type {string} */ cores) => hasTaskset && pid && execFileSync('taskset', ['-a', '-cp', cores, String(pid)], { stdio: 'ignore' });
const allCores = `0-${os.availableParallelism() - 1}`;

/** @type {Record<string, number>} */
const msPer = { us: 0.001, ms: 1, s: 1000 };
/** Connections at saturation: each asks again as soon as it has its answer. */
const SATURATING_CONNECTIONS = 8;
/** What a connection waits between an answer and its next request in the run at half rate. */
const THINK_MS = 10;
/** wrk's hook for the wait: every request after the first waits THINK_MS from the last answer. */
const thinkScript = path.join(work, 'think.lua');
fs.writeFileSync(thinkScript, `function delay() return ${THINK_MS} end\n`);

/**
 * What wrk (one thread, pinned to the first core) says of `url`: at saturation, or with `half` the connections
 * that, each waiting THINK_MS between requests, ask about half of `half.rps` a second.
 * @param {string} url
 * @param {string} acceptEncoding
 * @param {{ seconds?: number, half?: { rps: number } }} [options]
 */
function wrk(url, acceptEncoding, { seconds = wrkSeconds, half } = {}) {
  const connections = half ? Math.max(1, Math.round((half.rps / 2) * (THINK_MS / 1000))) : SATURATING_CONNECTIONS;
  const command = ['wrk', '-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', `Accept-Encoding: ${acceptEncoding}`, ...(half ? ['-s', thinkScript] : []), url];
  const output = hasTaskset ? execFileSync('taskset', ['-c', '0', ...command], { encoding: 'utf8' }) : execFileSync(command[0], command.slice(1), { encoding: 'utf8' });
  const found = (/** @type {RegExp} */ pattern) => pattern.exec(output) ?? (() => { throw new Error(`wrk said nothing matching ${pattern}:\n${output}`); })();
  const latency = (/** @type {number} */ percent) => {
    const match = found(new RegExp(`^\\s+${percent}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm'));
    return Number(match[1]) * msPer[match[2]];
  };
  return { rps: Number(found(/Requests\/sec:\s+([\d.]+)/)[1]), p50: latency(50), p99: latency(99), non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0) };
}

/**
 * One server measured: 2 s of wrk to warm it, then at saturation, then at about half its own req/s.
 * @param {string} url
 * @param {string} acceptEncoding
 */
function measured(url, acceptEncoding) {
  wrk(url, acceptEncoding, { seconds: 2 });
  const saturated = wrk(url, acceptEncoding);
  return { saturated, half: wrk(url, acceptEncoding, { half: saturated }) };
}

/**
 * The body of `url`, asked on a connection of its own: one kept alive since the composer's readiness check may
 * be closed by the composer (its keep-alive timeout) while the load runs took longer.
 * @param {string} url
 * @returns {Promise<Buffer>}
 */
const freshBytes = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { 'Accept-Encoding': 'identity' } }, (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`${url} answered ${response.statusCode}, not 200: the bare server would be measured serving the wrong page`));
          return;
        }
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
        response.on('error', reject);
      })
      .on('error', reject);
  });

/**
 * A bare node:http server in a process of its own, answering a static string, or the bytes of `file` (read
 * once): the socket's share of a page of that size, for context.
 * @param {string} [file]
 */
async function startBareServer(file) {
  const port = await freePort();
  const body = file ? `require('node:fs').readFileSync(${JSON.stringify(file)})` : "'ok'";
  const child = spawn(process.execPath, ['-e', `const body = ${body}; require('node:http').createServer((request, response) => response.end(body)).listen(${port}, '127.0.0.1')`], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  while (!(await fetch(url).then(() => true, () => false))) await pause(50);
  return { url, pid: child.pid, stop: () => child.kill() };
}

/**
 * The about remote's build stored at its origin (a folder of this run's) as two releases, the first one live.
 * @param {import('../server/registry').Registry} registry
 * @param {string} root
 */
async function twoReleases(registry, root) {
  const dist = path.join(repoRoot, 'mf-about', 'dist');
  const first = contentId(dist);
  const second = first.replace(/^./, (digit) => (digit === 'f' ? '0' : (parseInt(digit, 16) + 1).toString(16)));
  for (const id of [second, first]) {
    const { files } = storeRelease(root, id, dist, registry.where);
    await recordLive({ registry, remote: 'about', root, id, files, keep: 5 });
  }
  return { first, second };
}

const registry = openRegistry(registryLocation);
const releasesRoot = path.join(work, 'about-origin');
const releases = await twoReleases(registry, releasesRoot);
const nginx = await startNginx({ composers: 2, registry: registryLocation, remoteBlocks: { about: { releases: true, root: releasesRoot } } });
const site = loadContent();
const routes = site.locales.flatMap((locale) => site.pageRoutes.map((page) => site.localizedPath(locale, page.path)));
const urls = routes.map((route) => nginx.shellUrl + route);
/** @type {string[]} */
const checks = [];
let passed = true;
const check = (/** @type {string} */ label, /** @type {boolean} */ ok) => {
  checks.push(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
  passed &&= ok;
};

try {
  console.log(`machine: ${os.availableParallelism()} cores, load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')} at the start; ${hasTaskset ? `servers pinned to core ${serverCore}, wrk to core 0` : 'no taskset: nothing pinned'}`);

  // 1. Per core.
  const bare = await startBareServer();
  pin(bare.pid, serverCore);
  const bareRuns = measured(bare.url, 'identity');
  const bareRun = bareRuns.saturated;
  bare.stop();
  const [composer, other] = nginx.composers;
  const pageFile = path.join(work, 'about.html');
  fs.writeFileSync(pageFile, await freshBytes(`${composer.url}/about`));
  const barePage = await startBareServer(pageFile);
  pin(barePage.pid, serverCore);
  const barePageRuns = measured(barePage.url, 'identity');
  barePage.stop();
  pin(other.pid, '0');
  pin(composer.pid, serverCore);
  const composedPlainRuns = measured(`${composer.url}/about`, 'identity');
  const composedBrRuns = measured(`${composer.url}/about`, 'gzip, deflate, br');
  pin(composer.pid, allCores);
  pin(other.pid, allCores);
  const perCore = [
    { '': 'bare node:http, static string', ...bareRuns },
    { '': "bare node:http, the /about page's bytes (context)", ...barePageRuns },
    { '': 'composer, /about uncached, plain', ...composedPlainRuns },
    { '': 'composer, /about uncached, brotli', ...composedBrRuns },
  ];
  const ms = (/** @type {number} */ value) => Number(value.toFixed(2));
  console.log(`\n1. One core each, after 2 s of the same wrk: at saturation (wrk -t1 -c${SATURATING_CONNECTIONS} -d${wrkSeconds}s), and at about half of each server's own req/s (its connections each waiting ${THINK_MS} ms between requests)`);
  console.table(
    perCore.map(({ '': name, saturated, half }) => ({
      '': name,
      'req/s': Math.round(saturated.rps),
      'vs bare': `${((saturated.rps / bareRun.rps) * 100).toFixed(0)}%`,
      'p50 ms': ms(saturated.p50),
      'p99 ms': ms(saturated.p99),
      'half rate: req/s': Math.round(half.rps),
      'half: p50 ms': ms(half.p50),
      'half: p99 ms': ms(half.p99),
      'half: p99/p50': Number((half.p99 / half.p50).toFixed(1)),
      non2xx: saturated.non2xx + half.non2xx,
    })),
  );
  for (const [label, { saturated: run, half }] of /** @type {const} */ ([['plain', composedPlainRuns], ['brotli', composedBrRuns]])) {
    check(`composition per core (${label}) at least 25% of bare node:http (${((run.rps / bareRun.rps) * 100).toFixed(0)}%)`, run.rps >= bareRun.rps * 0.25);
    check(`composition (${label}) p99 no more than 2x p50 at saturation (${(run.p99 / run.p50).toFixed(1)}x)`, run.p99 <= 2 * run.p50);
    check(`composition (${label}) p99 no more than 2x p50 at half its rate (${(half.p99 / half.p50).toFixed(1)}x)`, half.p99 <= 2 * half.p50);
  }

  // 2. Two composers behind nginx at a steady load.
  /** @param {() => Promise<void>} during */
  const loadDuring = async (during) => {
    const load = steadyLoad({ urls, rate, connections: 32 });
    await during();
    return summary(await load.stop());
  };
  // Every route composed once on each composer before the steady figures (a first composition reads the site's texts).
  await loadDuring(() => pause(2000));
  const steady = await loadDuring(() => pause(steadySeconds * 1000));
  const restart = await loadDuring(async () => {
    await pause(1000);
    for (const each of nginx.composers) {
      await each.terminate();
      await each.start();
      await pause(1000);
    }
  });
  const killed = await loadDuring(async () => {
    await pause(1000);
    await nginx.composers[0].stop();
    await pause(3000);
    await nginx.composers[0].start();
    await pause(1000);
  });
  console.log(`\n2. Two composers behind nginx, ${rate} GETs a second over 32 kept-alive connections, ${urls.length} routes x 3 encodings`);
  console.table(
    [
      { '': `steady (${steadySeconds} s)`, ...steady },
      { '': 'rolling restart of both (SIGTERM, start, ready, 1 s, next)', ...restart },
      { '': 'kill -9 of one, 3 s down, started again', ...killed },
    ].map((row) => ({ '': row[''], requests: row.requests, 'non-2xx': row.non2xx, 'failed (no answer)': row.failed, resets: row.resets, 'p50 ms': row.p50, 'p99 ms': row.p99 })),
  );
  check(`rolling restart: 0 non-2xx (${restart.non2xx}) and 0 resets or failures (${restart.failed})`, restart.non2xx === 0 && restart.failed === 0);
  check(`rolling restart: p99 within 2x steady (${restart.p99} ms vs ${steady.p99} ms)`, restart.p99 <= 2 * Math.max(steady.p99, 1));
  check(`kill -9 of one: 0 failed GETs (${killed.non2xx + killed.failed})`, killed.non2xx === 0 && killed.failed === 0);

  // 3. A release switch and a rollback, until every composer composes with it.
  /** Milliseconds until every composer (directly, and nginx after its second of cache) composes /about from `id`. */
  const until = async (/** @type {string} */ id, /** @type {number} */ started) => {
    const marker = `<!--release:${id}-->`;
    const seen = async (/** @type {string} */ url) => {
      while (!(await (await fetch(url, { headers: { 'Accept-Encoding': 'identity' } })).text()).includes(marker)) {
        if (Date.now() - started > 10_000) return Infinity;
        await pause(10);
      }
      return Date.now() - started;
    };
    const composers = await Promise.all(nginx.composers.map((each) => seen(`${each.url}/about`)));
    return { composers: Math.max(...composers), nginx: await seen(`${nginx.shellUrl}/about`) };
  };
  for (const each of nginx.composers) await fetch(`${each.url}${READY_PATH}`);
  let started = Date.now();
  await switchRelease(registry, 'about', { to: releases.second });
  const switched = await until(releases.second, started);
  started = Date.now();
  await switchRelease(registry, 'about', { to: releases.first });
  const rolledBack = await until(releases.first, started);
  console.log(`\n3. The about remote's release, ${registry.where}: switch and rollback, until every composer composes /about from it`);
  console.table([
    { '': 'switch', 'every composer ms': switched.composers, 'through nginx (1 s page cache) ms': switched.nginx },
    { '': 'rollback', 'every composer ms': rolledBack.composers, 'through nginx (1 s page cache) ms': rolledBack.nginx },
  ]);
  check(`switch and rollback on every composer within 1 s (${switched.composers} ms, ${rolledBack.composers} ms)`, switched.composers <= 1000 && rolledBack.composers <= 1000);
  console.log(`\nload average at the end ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`);
  console.log(checks.join('\n'));
} finally {
  await nginx.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
process.exitCode = passed ? 0 : 1;
