// Runs the shell's journeys (./index.js) on a candidate page: in English and Urdu, at a phone's and a desktop's
// width. First the server's HTML with JavaScript off (the reading to compare with, and the links without
// JavaScript), then the page with JavaScript: the visitor interacts with the page area first (so a page whose
// script waits for the first interaction has run), the page becomes interactive, the page team's own journeys
// interact with it, the visitor comes back to it through the navbar, and the shell's journeys look.
const { waitForPageInteractive } = require('shared-content/tooling/first-interaction');
const { JOURNEY_LOCALES } = require('shared-content/tooling/journeys');
const { journeys } = require('./index');
const { readChromeInPage } = require('./chrome');
const { pinsIn } = require('../server/compose');
const { chromeWatchWarning } = require('shared-content/tooling/load-content')();

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('./index').ShellJourney} ShellJourney */

const WIDTHS = [375, 1280];
/** How long a page's script is given after the interaction to do what it does (an effect, a timer). */
const SETTLE_MS = 800;
/** The widths the links are followed at: with JavaScript at the desktop's (the navbar shows them), without at the phone's (the menu popover). */
const LINKS_WITH_JAVASCRIPT_AT = 1280;
const LINKS_WITHOUT_JAVASCRIPT_AT = 375;
/** The width the page team's journeys interact at before the shell's look (at the other, the first interaction only). */
const TEAM_JOURNEYS_AT = 375;

/**
 * What a visitor does first: points at and focuses a control of the page area, then waits until the page is interactive.
 * @param {Page} page
 */
async function interactWithPage(page) {
  const control = page.locator('[data-page-area] :is(a[href], button, input, textarea, select)').first();
  await control.hover({ timeout: 3000 }).catch(() => undefined);
  await control.focus({ timeout: 3000 }).catch(() => undefined);
  await waitForPageInteractive(page);
}

/**
 * Back to `url` in the same document, as a visitor does: the navbar's link to it (the menu on a phone).
 * @param {Page} page
 * @param {string} url
 */
async function returnTo(page, url) {
  const { pathname } = new URL(url);
  if (new URL(page.url()).pathname === pathname) return;
  const link = page.locator(`header a[href="${pathname}"]`).first();
  if (!(await link.isVisible())) await page.locator('header button[popovertarget]').click();
  await link.click();
  await page.waitForURL((address) => address.pathname === pathname, { timeout: 5000 }).catch(() => {
    throw new Error(`the navbar link ${pathname} did not bring the visitor back from ${new URL(page.url()).pathname} to the page`);
  });
  await page.locator('[data-page-area] h1').first().waitFor({ timeout: 10000 });
}

/**
 * @param {{ browser: import('playwright-core').Browser, shellUrl: string, remote: string,
 *   teamJourneys: import('shared-content/tooling/journeys').Journey[], services?: unknown,
 *   localizedPath: (locale: any, path: string) => string, pagePaths: string[], routePath: string }} options
 * @returns {Promise<string[]>} what failed, each naming the journey, the language, the width and what it saw
 */
async function runShellJourneys({ browser, shellUrl, remote, teamJourneys, services, localizedPath, pagePaths, routePath }) {
  // The remotes' origins, from the pins the composer wrote into the page.
  const pins = pinsIn(await (await fetch(shellUrl + localizedPath('en', routePath))).text());
  if (pins === null) throw new Error(`${shellUrl} answered ${routePath} without the page's pins: is it the composer?`);
  const remoteOrigins = Object.values(pins).map(({ entry }) => new URL(entry).origin);
  const shellOrigin = new URL(shellUrl).origin;
  const linksJourney = journeys[journeys.length - 1];

  /** One language at one width: the server's HTML without JavaScript, then the page with it. */
  const inLanguageAt = async (/** @type {string} */ locale, /** @type {number} */ width) => {
    /** @type {string[]} */
    const problems = [];
    const url = shellUrl + localizedPath(locale, routePath);
    const sitePaths = new Set(pagePaths.map((path) => localizedPath(locale, path)));
    const where = `${locale}, ${width} px`;
    const viewport = { width, height: 800 };
    const base = { url, locale, services, remoteOrigins, shellOrigin, isPageOfSite: (/** @type {string} */ pathname) => sitePaths.has(pathname) };
    const report = (/** @type {ShellJourney} */ journey, /** @type {boolean} */ javaScript) => (/** @type {Error} */ error) =>
      problems.push(`shell journey "${journey.name}" on ${remote}'s page (${where}, ${javaScript ? 'with' : 'without'} JavaScript): ${firstLine(error)}`);

    const serverContext = await browser.newContext({ javaScriptEnabled: false, viewport });
    const serverPage = await serverContext.newPage();
    /** @type {import('./chrome').ChromeReading} */
    let server;
    try {
      await serverPage.goto(url);
      server = await serverPage.evaluate(readChromeInPage);
      for (const journey of journeys.filter((candidate) => candidate.javaScriptOff && (candidate !== linksJourney || width === LINKS_WITHOUT_JAVASCRIPT_AT))) {
        await journey.run({ ...base, page: serverPage, javaScript: false, server, shown: server }).catch(report(journey, false));
      }
    } finally {
      await serverContext.close();
    }

    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`${remote}'s page threw (${where}): ${firstLine(error)}`));
    // What the chrome watch put back is no longer there to see: it says so.
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith(chromeWatchWarning)) problems.push(`${message.text().slice(chromeWatchWarning.length).trim()} (${where}; the shell's chrome watch put it back)`);
    });
    try {
      await page.goto(url);
      await interactWithPage(page);
      if (width === TEAM_JOURNEYS_AT) {
        // The page team's journeys interact with it as they do; what they find is their own report.
        for (const journey of teamJourneys) await journey.run({ page, url, locale, javaScript: true, services }).catch(() => undefined);
        await returnTo(page, url);
        await interactWithPage(page);
      }
      await page.waitForTimeout(SETTLE_MS);
      /** @type {import('./chrome').ChromeReading} */
      const shown = await page.evaluate(readChromeInPage);
      for (const journey of journeys.filter((candidate) => candidate !== linksJourney || width === LINKS_WITH_JAVASCRIPT_AT)) {
        await journey.run({ ...base, page, javaScript: true, server, shown }).catch(report(journey, true));
      }
    } catch (error) {
      problems.push(`shell journeys on ${remote}'s page (${where}, with JavaScript) could not run: ${firstLine(/** @type {Error} */ (error))}`);
    } finally {
      await context.close();
    }
    return [...new Set(problems)];
  };

  // The two languages side by side: most of a journey's time is waiting for the page.
  const found = await Promise.all(JOURNEY_LOCALES.map(async (locale) => {
    const problems = [];
    for (const width of WIDTHS) problems.push(...(await inLanguageAt(locale, width)));
    return problems;
  }));
  return found.flat();
}

const firstLine = (/** @type {Error} */ error) => String(error?.message ?? error).split('\n')[0];

module.exports = { runShellJourneys };
