// `npm run bench:phone`: every page in every language on a slow phone, in real Chromium (not simulated):
// 375 px, CPU 4x slower, 1.6 Mbps down, 150 ms round trip. Prints, per route, the median of 3 loads (ms
// from navigation start): first paint, largest paint, when the h1 and the header's call link are laid out
// (they work from then: the call link is a plain tel: link, the menu an HTML popover), and when the app has
// made the shell and the page interactive (the User Timing marks the app sets). Build first.
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
  await page.waitForFunction(() => performance.getEntriesByName('page-interactive').length > 0, null, { timeout: 30000 });
  const marks = await page.evaluate(
    () =>
      /** @type {Promise<{ fcp: number, lcp: number, shell: number, page: number }>} */ (
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            const at = (/** @type {string} */ name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
            resolve({ fcp: at('first-contentful-paint'), lcp: entries[entries.length - 1].startTime, shell: at('shell-interactive'), page: at('page-interactive') });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        })
      ),
  );
  await context.close();
  return { ...marks, tappable };
}

const site = await serveAll();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const table = [];
try {
  for (const route of routes) {
    /** @type {Awaited<ReturnType<typeof load>>[]} */
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await load(browser, site.url + route));
    const pick = (/** @type {keyof (typeof results)[number]} */ key) => Math.round(median(results.map((result) => result[key])));
    table.push({
      route,
      'first paint': pick('fcp'),
      'largest paint': pick('lcp'),
      'h1 + call link laid out': pick('tappable'),
      'shell interactive': pick('shell'),
      'page interactive': pick('page'),
    });
  }
} finally {
  await browser.close();
  site.close();
}

console.log(`\nSlow phone in Chromium (375 px, CPU ${cpuSlowdown}x, 1.6 Mbps, ${network.latency} ms), median of ${runs} loads, ms from navigation start`);
console.table(table);
