// Page teams' journeys: what a page *does* for a visitor, checked in a real browser before a release goes
// live (shell/deploy/release.js) and by the browser suite (shell/e2e/team-journeys.e2e.ts). Each remote
// keeps its own in `<remote>/journeys/index.js`:
//
//   module.exports = {
//     journeys: [{ name: 'what the visitor can do', run: async ({ page, url, locale, javaScript, services }) => {...} }],
//     startServices: async ({ siteOrigins }) => ({ routes, close() }),   // optional, throwaway; routes by path, as a service's in apps.js
//   };
//
// A journey throws (with what it saw) when the page does not do what it should. Journeys find things by
// what does not change with the language (roles, hrefs, form field names), so each runs in every language.
const path = require('node:path');
const { apps } = require('./apps');
const { startInteraction, waitForPageInteractive } = require('./first-interaction');

/** @typedef {import('playwright-core').Page} Page */
/**
 * One journey's arguments: the page opened at `url`, in `locale`, with or without JavaScript, and the remote's
 * services (what its startServices resolved to).
 * @template [Services=unknown]
 * @typedef {{ page: Page, url: string, locale: string, javaScript: boolean, services?: Services }} JourneyArguments
 */
/**
 * @template [Services=unknown]
 * @typedef {{ name: string, run: (journey: JourneyArguments<Services>) => Promise<void> }} Journey
 */
/**
 * The throwaway services a team's journeys need, as its `startServices` makes them: routes mounted on the remote's
 * origin (by path, as a service's in apps.js), closed after the journeys; a team adds what its journeys look into.
 * @typedef {{ routes: Record<string, import('node:http').RequestListener>, close(): Promise<unknown> }} TeamServices
 */

const repoRoot = path.join(__dirname, '..', '..');
/** English and one right-to-left language: the two directions every page must work in. */
const JOURNEY_LOCALES = ['en', 'ur'];

/**
 * A remote's journeys (and the throwaway services they need), from its own folder.
 * @param {string} remote the remote's federation name
 * @returns {{ journeys: Journey[], startServices?: (options: { siteOrigins: string[] }) => Promise<TeamServices> }}
 */
function journeysOf(remote, root = repoRoot) {
  const app = apps.find((candidate) => candidate.name === remote);
  if (!app) throw new Error(`Unknown app "${remote}"`);
  return require(path.join(root, app.dir, 'journeys'));
}

const pageArea = (/** @type {Page} */ page) => page.locator('[data-page-area]');

/** Every call link of the page dials the business's number (or 108, the ambulance, where the page names it). */
/** @type {Journey} */
const callLinksDial = {
  name: 'its call links dial the business',
  async run({ page }) {
    const hrefs = await pageArea(page).locator('a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    if (!hrefs.some((href) => /^tel:\+91\d{10}$/.test(href))) throw new Error(`the page has no call link to the business (${hrefs.join(', ') || 'none'})`);
    const wrong = hrefs.filter((href) => !/^tel:(\+91\d{10}|108)$/.test(href));
    if (wrong.length > 0) throw new Error(`call links that do not dial a phone number: ${wrong.join(', ')}`);
  },
};

/**
 * Each link of the page to another page of the site opens that page (through the shell, with JavaScript):
 * its address and its heading. Whether the other page's remote is up is its own team's check.
 */
/** @type {Journey} */
const linksOpenTheirPages = {
  name: 'its links open their pages',
  async run({ page, javaScript }) {
    const start = page.url();
    const hrefs = [...new Set(await pageArea(page).locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))];
    for (const href of hrefs) {
      if (page.url() !== start) await openAgain(page, start, javaScript);
      await page.evaluate(() => Object.assign(window, { journeyDocument: true }));
      const link = pageArea(page).locator(`a[href="${href}"]`).first();
      await link.scrollIntoViewIfNeeded();
      await link.click();
      const target = new URL(href, start);
      await page.waitForURL((url) => url.pathname === target.pathname, { timeout: 10000 });
      await page.locator('main h1').first().waitFor({ timeout: 10000 });
      const sameDocument = await page.evaluate(() => Boolean(/** @type {{ journeyDocument?: boolean }} */ (/** @type {unknown} */ (window)).journeyDocument));
      if (javaScript && !sameDocument) throw new Error(`${href} reloaded the whole site instead of opening in the shell`);
    }
  },
};

/**
 * @param {Page} page
 * @param {string} url
 * @param {boolean} javaScript
 */
async function openAgain(page, url, javaScript) {
  await page.goto(url);
  if (!javaScript) return;
  await startInteraction(page);
  await waitForPageInteractive(page);
}

/**
 * Runs `remote`'s journeys on its page under `shellUrl`, in English and Urdu, with and without JavaScript.
 * @param {{ browser: import('playwright-core').Browser, shellUrl: string, remote: string, journeys: Journey[], services?: unknown,
 *   localizedPath: (locale: any, path: string) => string, routePath: string }} options
 * @returns {Promise<string[]>} what failed, each naming the journey, the language and what it saw
 */
async function runJourneys({ browser, shellUrl, remote, journeys, services, localizedPath, routePath }) {
  // Each language with and without JavaScript at once, in contexts of their own: most of a journey is waiting for the page.
  const runs = JOURNEY_LOCALES.flatMap((locale) => [true, false].map(async (javaScript) => {
    /** @type {string[]} */
    const problems = [];
    const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const url = shellUrl + localizedPath(locale, routePath);
    for (const journey of journeys) {
      try {
        await openAgain(page, url, javaScript);
        await journey.run({ page, url, locale, javaScript, services });
      } catch (error) {
        problems.push(`journey "${journey.name}" of ${remote} (${locale}, ${javaScript ? 'with' : 'without'} JavaScript): ${String(/** @type {Error} */ (error).message).split('\n')[0]}`);
      }
    }
    await context.close();
    return problems;
  }));
  return (await Promise.all(runs)).flat();
}

module.exports = { JOURNEY_LOCALES, callLinksDial, journeysOf, linksOpenTheirPages, runJourneys };
