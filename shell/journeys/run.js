// Runs the shell's journeys (./index.js) on a candidate page as visitors meet it: in every language, on three
// phones (360 px, the commonest Android width in India; 375 px; a phone held sideways) by touch and on a
// 1280 px desktop by keyboard, in a browser that does not announce automation (no `navigator.webdriver`, an
// ordinary user agent) at a production-like host name. For each: the server's HTML with JavaScript off (the
// reading to compare with), then the page with JavaScript: the visitor's first sign of interaction, the page
// becomes interactive, (at 375 px, in English and Urdu) the page team's own journeys interact with it and the
// visitor comes back through the navbar. From then on the page's chrome is read every LOOK_EVERY_MS for
// WATCH_MS, the visitor scrolling to the end and turning the phone (resizing) on the way, and then taps (or
// Tabs to and presses Enter on) the mail link and the 108 link; meanwhile, the page opened again in another
// tab (at 1280 px, in English and Urdu, after following every link of the chrome) has its call link tapped,
// and (at 375 px, in English and Urdu) every link of the chrome is followed without JavaScript. The visits
// overlap: an honest gate takes opening the visits, a few at a time, and one WATCH_MS after the last; a
// refused one ends soon after its first problem (the open pages take their first look, the long steps stop,
// no other page opens).
const { startInteraction, waitForPageInteractive } = require('shared-content/tooling/first-interaction');
const { chromeLinksLand, contactLinksOpen, looks, scrollsToFooter } = require('./index');
const { readChromeInPage } = require('./chrome');
const { pinsIn } = require('../server/compose');
const { JOURNEY_LOCALES } = require('shared-content/tooling/journeys');
const { chromeWatchWarning, locales } = require('shared-content/tooling/load-content')();

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('./index').ShellJourney} ShellJourney */
/** @typedef {{ name: string, width: number, height: number, phone: boolean }} Viewport */

/** @type {Viewport[]} */
const VIEWPORTS = [
  { name: '360 px', width: 360, height: 780, phone: true },
  { name: '375 px', width: 375, height: 812, phone: true },
  { name: 'a phone held sideways, 740 x 360', width: 740, height: 360, phone: true },
  { name: '1280 px', width: 1280, height: 800, phone: false },
];
/** How long the chrome is watched, from the page becoming interactive: page code's timers and late dialogs (a consent banner after a few seconds) show within it. */
const WATCH_MS = 30000;
/**
 * What the gate says once every visit has opened its pages and followed the chrome's links: from then on it mostly
 * waits out the watches (a machine may start other work).
 */
const EVERY_PAGE_OPEN = `The shell's journeys have opened every page; what is left is their ${WATCH_MS / 1000} s watch.`;
const LOOK_EVERY_MS = 2500;
/** When in the watch the visitor scrolls to the end of the page, and turns the phone (resizes the window) and back. */
const SCROLL_AT_MS = 10000;
const RESIZE_AT_MS = 20000;
/** The host name the gate visits the candidate at (the browser maps it to the local site): page code that spares `localhost` runs as it does for visitors. */
const VISITOR_HOST = 'www.careway.example';
/** Chromium's flags for a browser that does not say it is automated (`navigator.webdriver`), and reaches VISITOR_HOST locally. */
const VISITOR_BROWSER_ARGS = ['--disable-blink-features=AutomationControlled', `--host-resolver-rules=MAP ${VISITOR_HOST} localhost`];
/** How many pages load at once (a watch waits, and costs little): the machine's cores stay responsive. */
const LOADING_AT_ONCE = 4;
/**
 * The languages (the team journeys' own) every link of the chrome is followed in (both directions), at 375 px
 * without JavaScript and at 1280 px with it, and the page team's journeys interact with the page in at 375 px
 * before the watch: each leaves the page and loads it again many times over, what costs the gate most.
 */
const IN_DEPTH = JOURNEY_LOCALES;
/** The phone the page team's journeys interact at before the watch (elsewhere, the first interaction only). */
const TEAM_JOURNEYS_AT = 375;

/**
 * The address a visitor reaches `shellUrl` at (the same server, under VISITOR_HOST).
 * @param {string} shellUrl
 */
function visitorUrl(shellUrl) {
  const url = new URL(shellUrl);
  url.hostname = VISITOR_HOST;
  return url.origin;
}

/**
 * The user agent of an ordinary phone or desktop Chrome of the browser's version (not "HeadlessChrome").
 * @param {import('playwright-core').Browser} browser
 * @param {boolean} phone
 */
function userAgentOf(browser, phone) {
  const chrome = `Chrome/${browser.version().split('.')[0]}.0.0.0`;
  return phone
    ? `Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) ${chrome} Mobile Safari/537.36`
    : `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) ${chrome} Safari/537.36`;
}

/**
 * What a visitor does first: focus arriving on the first link (the shared sign, as a tap's would) or a
 * keyboard's Tab, then the page becomes interactive.
 * @param {Page} page
 * @param {boolean} phone
 */
async function interactWithPage(page, phone) {
  if (phone) await startInteraction(page);
  else await page.keyboard.press('Tab');
  await waitForPageInteractive(page);
  // Focus leaves the skip link, which once focused takes its place above the 108 notice.
  if (!phone) await page.keyboard.press('Tab');
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
 * The visitor turns the phone (or narrows the window) and back: what page code does on `resize` has run.
 * @param {Page} page
 * @param {Viewport} viewport
 */
async function turnAndBack(page, { width, height, phone }) {
  await page.setViewportSize(phone ? { width: height, height: width } : { width: 1024, height: 768 });
  await page.waitForTimeout(500);
  await page.setViewportSize({ width, height });
}

/**
 * Runs the tasks given to it at most `max` at a time, in the order given; each call answers its task's result. A
 * task holds its turn until it ends, or until it calls the function it is given (what is left of it mostly waits).
 * @param {number} max
 * @returns {<T>(task: (freeTurn: () => void) => Promise<T>) => Promise<T>}
 */
function atMost(max) {
  let running = 0;
  /** @type {(() => void)[]} */
  const waiting = [];
  return async (task) => {
    if (running >= max) await new Promise((resolve) => waiting.push(() => resolve(undefined)));
    else running += 1;
    let held = true;
    const freeTurn = () => {
      if (!held) return;
      held = false;
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    };
    try {
      return await task(freeTurn);
    } finally {
      freeTurn();
    }
  };
}

/**
 * One reading of the page's chrome, judged by every look (./index.js).
 * @param {import('./index').ShellJourneyArguments} journeyArguments
 * @param {(journey: ShellJourney, when: string) => (error: Error) => void} report
 * @param {string} when
 */
async function look(journeyArguments, report, when) {
  /** @type {import('./chrome').ChromeReading} */
  const shown = await journeyArguments.page.evaluate(readChromeInPage);
  for (const journey of looks) await journey.run({ ...journeyArguments, shown }).catch(report(journey, when));
}

/**
 * @typedef {{ locale: string, viewport: Viewport, context: import('playwright-core').BrowserContext,
 *   page: Page, journeyArguments: import('./index').ShellJourneyArguments,
 *   report: (journey: ShellJourney, when: string) => (error: Error) => void, couldNotRun: (when: string, error: unknown) => void,
 *   withoutJavaScript: import('./index').ShellJourneyArguments, close: () => Promise<unknown> }} OpenVisit
 */

/**
 * @param {{ browser: import('playwright-core').Browser, shellUrl: string, remote: string,
 *   teamJourneys: import('shared-content/tooling/journeys').Journey[], services?: unknown,
 *   localizedPath: (locale: any, path: string) => string, pagePaths: string[], routePath: string, log?: (line: string) => void }} options
 *   `browser` launched with VISITOR_BROWSER_ARGS; `log` hears EVERY_PAGE_OPEN
 * @returns {Promise<string[]>} what failed, each naming the journey, the language, the viewport and what it saw; the
 *   first failure ends the gate (a refused release does not wait out the watch)
 */
async function runShellJourneys({ browser, shellUrl, remote, teamJourneys, services, localizedPath, pagePaths, routePath, log = () => undefined }) {
  // The remotes' origins, from the pins the composer wrote into the page.
  const pins = pinsIn(await (await fetch(shellUrl + localizedPath('en', routePath))).text());
  if (pins === null) throw new Error(`${shellUrl} answered ${routePath} without the page's pins: is it the composer?`);
  const remoteOrigins = Object.values(pins).map(({ entry }) => new URL(entry).origin);
  const shellOrigin = visitorUrl(shellUrl);
  /** @type {string[]} */
  const problems = [];
  const refused = () => problems.length > 0;
  const note = (/** @type {string} */ problem) => {
    if (!problems.includes(problem)) problems.push(problem);
  };
  const loading = atMost(LOADING_AT_ONCE);
  const launching = atMost(1);

  /**
   * One language on one viewport, up to its page becoming interactive: the server's HTML without JavaScript
   * (its reading and the journeys that need no script), then the page with it.
   * @returns {Promise<OpenVisit | null>} null when the page could not be opened (noted)
   */
  const open = async (/** @type {string} */ locale, /** @type {Viewport} */ viewport) => {
    const { width, height, phone } = viewport;
    const url = shellOrigin + localizedPath(locale, routePath);
    const sitePaths = new Set(pagePaths.map((path) => localizedPath(locale, path)));
    const where = `${locale}, ${viewport.name}`;
    const base = { url, locale, services, remoteOrigins, shellOrigin, touch: phone, launching, refused, isPageOfSite: (/** @type {string} */ pathname) => sitePaths.has(pathname) };
    const report = (/** @type {ShellJourney} */ journey, /** @type {string} */ when) => (/** @type {Error} */ error) =>
      note(`shell journey "${journey.name}" on ${remote}'s page (${where}, ${when}): ${firstLine(error)}`);
    const couldNotRun = (/** @type {string} */ when, /** @type {unknown} */ error) => note(`shell journeys on ${remote}'s page (${where}, ${when}) could not run: ${firstLine(/** @type {Error} */ (error))}`);

    const serverContext = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height }, userAgent: userAgentOf(browser, phone) });
    /** @type {import('./chrome').ChromeReading} */
    let server;
    /** @type {import('./index').ShellJourneyArguments} */
    let withoutJavaScript;
    try {
      const serverPage = await serverContext.newPage();
      await serverPage.goto(url);
      server = await serverPage.evaluate(readChromeInPage);
      withoutJavaScript = { ...base, page: serverPage, javaScript: false, server, shown: server };
      for (const journey of looks.filter((candidate) => candidate.javaScriptOff)) await journey.run(withoutJavaScript).catch(report(journey, 'without JavaScript'));
    } catch (error) {
      couldNotRun('without JavaScript', error);
      await serverContext.close();
      return null;
    }

    const context = await browser.newContext({ viewport: { width, height }, hasTouch: phone, isMobile: phone, userAgent: userAgentOf(browser, phone) });
    context.on('page', (opened) => {
      opened.on('pageerror', (error) => note(`${remote}'s page threw (${where}): ${firstLine(error)}`));
      // What the chrome watch put back is no longer there to see: it says so.
      opened.on('console', (message) => {
        if (message.type() === 'warning' && message.text().startsWith(chromeWatchWarning)) note(`${message.text().slice(chromeWatchWarning.length).trim()} (${where}; the shell's chrome watch put it back)`);
      });
    });
    const close = () => Promise.all([serverContext.close(), context.close()]);
    const page = await context.newPage();
    try {
      await page.goto(url);
      await interactWithPage(page, phone);
      if (width === TEAM_JOURNEYS_AT && IN_DEPTH.includes(locale)) {
        // The page team's journeys interact with it as they do; what they find is their own report.
        for (const journey of teamJourneys) if (!refused()) await journey.run({ page, url, locale, javaScript: true, services }).catch(() => undefined);
        await returnTo(page, url);
        await interactWithPage(page, phone);
      }
    } catch (error) {
      couldNotRun('with JavaScript', error);
      await close();
      return null;
    }
    const journeyArguments = { ...base, page, javaScript: true, server, shown: server };
    // A first look as soon as the page is interactive: what the page's script did at once refuses the release
    // before the other visits have opened.
    await look(journeyArguments, report, 'with JavaScript, once interactive').catch((error) => couldNotRun('with JavaScript', error));
    return { locale, viewport, context, page, report, couldNotRun, journeyArguments, withoutJavaScript, close };
  };

  /**
   * The visit's chrome read every LOOK_EVERY_MS over WATCH_MS from its page becoming interactive, the visitor
   * scrolling to the end at SCROLL_AT_MS and turning the phone at RESIZE_AT_MS.
   * @param {OpenVisit} visit
   */
  const watch = async ({ page, viewport, journeyArguments, report, couldNotRun }) => {
    const start = Date.now();
    let scrolled = false;
    let turned = false;
    for (let tick = 1; !refused() && tick * LOOK_EVERY_MS <= WATCH_MS; tick += 1) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + tick * LOOK_EVERY_MS - Date.now())));
      const at = Date.now() - start;
      const when = `with JavaScript, ${Math.round(at / 1000)} s into the watch`;
      try {
        if (!scrolled && at >= SCROLL_AT_MS) {
          scrolled = true;
          await scrollsToFooter.run(journeyArguments).catch(report(scrollsToFooter, when));
        }
        if (!turned && at >= RESIZE_AT_MS) {
          turned = true;
          await turnAndBack(page, viewport);
        }
        if (!refused()) await look(journeyArguments, report, when);
      } catch (error) {
        couldNotRun('with JavaScript, in the watch', error);
      }
    }
  };

  /**
   * The visit's page opened again in another tab, interactive, one of the pages loading at once.
   * @param {OpenVisit} visit
   * @returns {Promise<Page | null>}
   */
  const openAgain = (visit) =>
    loading(async () => {
      if (refused()) return null;
      const again = await visit.context.newPage();
      await again.goto(visit.journeyArguments.url);
      await interactWithPage(again, visit.viewport.phone);
      return again;
    });

  /**
   * The visit once its page is interactive: the page is watched, then activates its contact links (./index.js,
   * CONTACT_LINKS: the mail link and the 108 link); meanwhile the page opened again (at 1280 px, in English and
   * Urdu, after following every link of the chrome) activates the call link, and (at 375 px, in English and
   * Urdu) the server's page without JavaScript follows every link of the chrome; `opened` is called once the
   * last two are done.
   * @param {OpenVisit} visit
   * @param {() => void} opened
   */
  const follow = async (visit, opened) => {
    const { locale, viewport, journeyArguments, withoutJavaScript, report, couldNotRun } = visit;
    const inDepth = IN_DEPTH.includes(locale);
    const how = `with JavaScript, ${viewport.phone ? 'by touch' : 'by keyboard'}`;
    const watchedPage = async () => {
      await watch(visit);
      if (!refused()) await contactLinksOpen.run({ ...journeyArguments, contactLinks: 'watchedPage' }).catch(report(contactLinksOpen, how));
    };
    const pageOpenedAgain = async () => {
      const again = await openAgain(visit);
      if (!again || refused()) return;
      if (!viewport.phone && inDepth) await chromeLinksLand.run({ ...journeyArguments, page: again }).catch(report(chromeLinksLand, 'with JavaScript'));
      if (!refused()) await contactLinksOpen.run({ ...journeyArguments, page: again, contactLinks: 'pageOfItsOwn' }).catch(report(contactLinksOpen, how));
    };
    const serverPage = async () => {
      if (!refused() && viewport.width === TEAM_JOURNEYS_AT && inDepth) await chromeLinksLand.run(withoutJavaScript).catch(report(chromeLinksLand, 'without JavaScript'));
    };
    const caught = (/** @type {Promise<void>} */ step) => step.catch((error) => couldNotRun(how, error));
    await Promise.all([caught(watchedPage()), Promise.all([caught(pageOpenedAgain()), caught(serverPage())]).finally(opened)]);
  };

  // Every language on every viewport, in browser contexts of their own of the one browser: each page opened (a
  // few loading at a time: the machine's cores stay responsive) and followed; the visits overlap. The longest
  // first (the page team's journeys, then the chrome's links followed with JavaScript), the others in turn
  // across languages and viewports (a diagonal of the table): a mistake of one language, one width or the
  // keyboard shows in the first visits, and refuses the release before the others have opened.
  const longestFirst = (/** @type {{ locale: string, viewport: Viewport }} */ { locale, viewport }) =>
    !IN_DEPTH.includes(locale) ? 2 : viewport.width === TEAM_JOURNEYS_AT ? 0 : viewport.phone ? 2 : 1;
  const visits = locales
    .flatMap((/** @type {string} */ locale, /** @type {number} */ localeIndex) =>
      VIEWPORTS.map((viewport, viewportIndex) => ({ locale, viewport, diagonal: (viewportIndex - localeIndex + locales.length * VIEWPORTS.length) % VIEWPORTS.length })),
    )
    .sort((a, b) => longestFirst(a) - longestFirst(b) || a.diagonal - b.diagonal);
  let stillOpening = visits.length;
  const opened = () => {
    stillOpening -= 1;
    if (stillOpening === 0 && !refused()) log(EVERY_PAGE_OPEN);
  };
  await Promise.all(
    visits.map(async ({ locale, viewport }) => {
      const visit = await loading(() => (refused() ? Promise.resolve(null) : open(locale, viewport)));
      if (!visit) return opened();
      try {
        await follow(visit, opened);
      } finally {
        await visit.close();
      }
    }),
  );
  return problems;
}

const firstLine = (/** @type {Error} */ error) => String(error?.message ?? error).split('\n')[0];

module.exports = { EVERY_PAGE_OPEN, VISITOR_BROWSER_ARGS, atMost, runShellJourneys, visitorUrl };
