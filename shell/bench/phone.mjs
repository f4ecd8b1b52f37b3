// `npm run bench:phone`: every page in every language on a slow phone, in real Chromium (not simulated):
// 375 px, CPU 4x slower, 1.6 Mbps down, 150 ms round trip. Prints, per route, the median of 3 loads (ms
// from navigation start): first paint, largest paint, when the h1 and the header's call link are laid out
// (they work from then: the call link is a plain tel: link, the menu an HTML popover). A page loads no
// code until the visitor interacts, so the bench then interacts as an impatient visitor would: once the h1
// and call link are laid out it waits for the Menu to be there (Playwright's locator), then taps it (the first
// sign of interaction: the app starts loading) and goes on tapping it every 250 ms while the app loads and hydrates, and once more after. It prints when the app
// made the shell and the page interactive (the User Timing marks the app sets), in ms after that first
// tap, and the slowest of those taps' events as the browser's Event Timing measures them (the source of
// INP; at most 100 ms is the budget), and the longest task between that first tap and page-interactive
// (Long Tasks; budget 50 ms) with what ran in it (Long Animation Frames' script attribution: the file and
// what invoked it). Build first.
import { createRequire } from 'node:module';
import { routes, serveAll } from './site.mjs';

const require = createRequire(import.meta.url);
/** @type {typeof import('playwright-core')} */
const { chromium } = require('playwright-core');

const runs = Number(process.env.BENCH_RUNS || 3);
const network = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const cpuSlowdown = 4;
const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
async function load(browser, url) {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  // Every event of an interaction from the start, as web-vitals would see it (16 ms is the finest threshold).
  await page.addInitScript(() => {
    /** @type {number[]} */
    const durations = [];
    Object.assign(window, { benchEventDurations: durations });
    new PerformanceObserver((list) => {
      for (const entry of /** @type {PerformanceEventTiming[]} */ (list.getEntries())) if (entry.interactionId) durations.push(entry.duration);
    }).observe(/** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
    /** @type {{ start: number, duration: number }[]} */
    const tasks = [];
    /** @type {{ start: number, end: number, scripts: string[] }[]} */
    const frames = [];
    Object.assign(window, { benchTasks: tasks, benchFrames: frames });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const { scripts } = /** @type {PerformanceEntry & { scripts: { sourceURL: string, invoker: string, invokerType: string, duration: number }[] }} */ (entry);
        const named = scripts.map((script) => `${script.sourceURL.split('/').pop() || script.invoker} (${script.invokerType}) ${Math.round(script.duration)}`);
        frames.push({ start: entry.startTime, end: entry.startTime + entry.duration, scripts: named });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  await page.goto(url, { waitUntil: 'commit' });
  // The first animation frame with the h1 and the call link laid out, by the page's own clock (paint follows):
  // waitForFunction waits for a truthy answer, so it is that time, never null.
  const tappable = await page.waitForFunction(
    () => {
      const visible = (/** @type {Element | null} */ element) => element && element.getBoundingClientRect().height > 0;
      return visible(document.querySelector('h1')) && visible(document.querySelector('header a[href^="tel:"]')) ? performance.now() : null;
    },
    null,
    { polling: 'raf', timeout: 30000 },
  ).then(async (handle) => /** @type {number} */ (await handle.jsonValue()));
  const menu = page.locator('header button[popovertarget]');
  const interactive = () => page.evaluate(() => performance.getEntriesByName('page-interactive').length > 0);
  // Playwright compiles its own injected script on its first use of a locator (a 44-75 ms task at 4x that is
  // no visitor's): before the first tap, not among the tasks measured after it. It dispatches no event.
  await menu.waitFor();
  const firstTap = await page.evaluate(() => performance.now());
  await menu.tap();
  let taps = 1;
  for (; taps < 40 && !(await interactive()); taps++) {
    await page.waitForTimeout(250);
    await menu.tap();
  }
  await page.waitForTimeout(250);
  await menu.tap();
  taps++;
  // Event Timing reports an interaction once its next frame is painted.
  await page.waitForTimeout(500);
  const marks = await page.evaluate(
    () =>
      /** @type {Promise<{ fcp: number, lcp: number, shell: number, page: number, slowestEvent: number, tasks: { start: number, duration: number }[], frames: { start: number, end: number, scripts: string[] }[] }>} */ (
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            const at = (/** @type {string} */ name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
            const { benchEventDurations, benchTasks, benchFrames } = /** @type {{ benchEventDurations: number[], benchTasks: { start: number, duration: number }[], benchFrames: { start: number, end: number, scripts: string[] }[] }} */ (
              /** @type {unknown} */ (window)
            );
            resolve({ fcp: at('first-contentful-paint'), lcp: entries[entries.length - 1].startTime, shell: at('shell-interactive'), page: at('page-interactive'), slowestEvent: Math.max(0, ...benchEventDurations), tasks: benchTasks, frames: benchFrames });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        })
      ),
  );
  await context.close();
  // The tasks from the first tap to page-interactive, each with the scripts of the frame it ran in.
  const tasks = marks.tasks
    .filter((task) => task.start >= firstTap && task.start <= firstTap + marks.page)
    .map((task) => ({ ...task, scripts: marks.frames.find((frame) => frame.start <= task.start && task.start < frame.end)?.scripts ?? [] }));
  const longest = tasks.reduce((slowest, task) => (task.duration > slowest.duration ? task : slowest), { start: 0, duration: 0, scripts: /** @type {string[]} */ ([]) });
  return { ...marks, tappable, shell: marks.shell - firstTap, page: marks.page - firstTap, taps, longestTask: longest.duration, longestTaskScripts: longest.scripts.join(', '), tasksOver50: tasks.length };
}

/**
 * Playwright drives the page through DevTools with its Runtime domain on, and then V8 records a stack trace
 * with line and column for every Error created: for the five React DOM creates at its top level, V8 re-parses
 * its whole 207 KB module function to find the source positions, 30-50 ms at 4x inside React DOM's
 * evaluation that a visitor's browser never does (no DevTools attached, no position asked for). With this
 * flag V8 records the positions while it compiles instead: a little more compile work in every task than a
 * visitor's browser does, and none of the re-parse (shell/bench/README.md, issue 45).
 */
const noInspectorReparse = '--js-flags=--no-enable-lazy-source-positions';

const site = await serveAll();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', noInspectorReparse],
});
const table = [];
/** @type {Record<string, string | number>[]} */
const longTasks = [];
try {
  for (const route of routes) {
    /** @type {Awaited<ReturnType<typeof load>>[]} */
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await load(browser, site.url + route));
    const pick = (/** @type {'fcp' | 'lcp' | 'tappable' | 'shell' | 'page' | 'taps'} */ key) => Math.round(median(results.map((result) => result[key])));
    table.push({
      route,
      'first paint': pick('fcp'),
      'largest paint': pick('lcp'),
      'h1 + call link laid out': pick('tappable'),
      'shell interactive, after 1st tap': pick('shell'),
      'page interactive, after 1st tap': pick('page'),
      'taps while loading': pick('taps'),
      'slowest event (budget 100)': Math.round(Math.max(...results.map((result) => result.slowestEvent))),
      'longest task, 1st tap to page interactive (budget 50)': Math.round(Math.max(...results.map((result) => result.longestTask))),
    });
    const worst = results.reduce((slowest, result) => (result.longestTask > slowest.longestTask ? result : slowest));
    if (worst.longestTask > 0) longTasks.push({ route, 'tasks over 50 ms': worst.tasksOver50, longest: Math.round(worst.longestTask), 'scripts in its frame (ms)': worst.longestTaskScripts });
  }
} finally {
  await browser.close();
  site.close();
}

console.log(`\nSlow phone in Chromium (375 px, CPU ${cpuSlowdown}x, 1.6 Mbps, ${network.latency} ms), median of ${runs} loads, ms from navigation start;\nthe Menu tapped once laid out and every 250 ms until the page is interactive; slowest event: the slowest of all ${runs} loads' taps (Event Timing)`);
console.table(table);
console.log('The longest task between the 1st tap and page-interactive, in the load where it was longest, with the scripts of its frame (Long Animation Frames)');
console.table(longTasks);
