// The shell team's journeys: what the shell promises on every page whatever the page's script does. The
// release command runs them on each candidate (./run.js), after the page has hydrated and the page team's own
// journeys have interacted with it; the same shape as a team's journeys (shared-content/tooling/journeys.js),
// with the server's reading of the chrome (JavaScript off, ./chrome.js) and the page's to compare.
const { chromeChanges } = require('./chrome');

/**
 * A team journey's arguments, and the chrome as the server sent it (`server`) and as the page shows it now (`shown`).
 * @typedef {import('shared-content/tooling/journeys').JourneyArguments & {
 *   server: import('./chrome').ChromeReading, shown: import('./chrome').ChromeReading, remoteOrigins: string[],
 *   shellOrigin: string, isPageOfSite: (pathname: string) => boolean }} ShellJourneyArguments
 */
/** @typedef {{ name: string, javaScriptOff?: boolean, run: (journey: ShellJourneyArguments) => Promise<void> }} ShellJourney */

/** @param {string[]} seen */
function fail(seen) {
  if (seen.length > 0) throw new Error(seen.join('; '));
}

/** The parts a visitor must always reach: the header's call link and the 108 notice, on top at their centre. */
/** @type {ShellJourney} */
const lifelinesOnTop = {
  name: 'the header call link and the 108 notice are visible and on top',
  async run({ shown }) {
    const { elements } = shown;
    const lifelines = elements.filter((element) => element.lifeline === 'call' || element.lifeline === 'emergency');
    fail([
      ...(lifelines.length < 2 ? [`the header call link or the 108 notice is missing (found ${lifelines.map((element) => element.name).join(', ') || 'neither'})`] : []),
      ...lifelines.filter((element) => !element.visible).map((element) => `${element.name} is not visible`),
      ...lifelines.filter((element) => element.visible && !element.onTop).map((element) => `${element.name} is covered at its centre by ${element.coveredBy || 'something off screen'}`),
    ]);
  },
};

/** The footer as the server sent it: its links, phone and hours, visible. */
/** @type {ShellJourney} */
const footerComplete = {
  name: 'the footer is present, visible and complete',
  async run({ server, shown }) {
    const inFooter = (/** @type {import('./chrome').ChromeElement[]} */ list) => list.filter((element) => element.key.startsWith('footer:'));
    const footer = new Map(inFooter(shown.elements).map((element) => [element.key, element]));
    if (footer.size === 0) fail(['the footer was removed']);
    fail(
      inFooter(server.elements)
        .filter((element) => element.visible && (element.text || /href=/.test(element.name)))
        .filter((element) => !footer.get(element.key)?.visible)
        .map((element) => `${element.name} is ${footer.has(element.key) ? 'not visible' : 'missing'}`)
        .slice(0, 5),
    );
  },
};

/** Nothing of the chrome changed: presence, attributes, styles, box, what is on top. */
/** @type {ShellJourney} */
const chromeAsServed = {
  name: 'the chrome is as the server sent it',
  async run({ server, shown }) {
    fail(chromeChanges(server, shown).slice(0, 8));
  },
};

/** Only the stylesheets the server sent, and those the shell admitted from a remote's origin (scoped). */
/** @type {ShellJourney} */
const onlyAdmittedStyles = {
  name: 'no stylesheet but the ones the shell admitted',
  async run({ server, shown, remoteOrigins, shellOrigin }) {
    const { styles, adoptedStyles } = shown;
    const admitted = new Set(server.styles);
    const fromKnownOrigin = (/** @type {string} */ sheet) => sheet.startsWith('link ') && [shellOrigin, ...remoteOrigins].includes(new URL(sheet.slice(5)).origin);
    fail([
      ...styles.filter((sheet) => !admitted.has(sheet) && !fromKnownOrigin(sheet)).map((sheet) => `a stylesheet the shell did not admit: ${sheet}`),
      ...(adoptedStyles > 0 ? [`${adoptedStyles} constructed stylesheet(s) adopted by the document`] : []),
    ]);
  },
};

/** <html lang dir> as the route says (the server's HTML for it). */
/** @type {ShellJourney} */
const languageOfDocument = {
  name: '<html lang dir> match the route',
  javaScriptOff: true,
  async run({ server, shown: { lang, dir } }) {
    if (lang !== server.lang || dir !== server.dir) throw new Error(`<html lang="${lang}" dir="${dir}">, the route's is lang="${server.lang}" dir="${server.dir}"`);
  },
};

/**
 * Each navbar and footer link to a page of the site opens it (in the same document with JavaScript) with
 * <html lang dir> as its route says, and Back returns to the page with them unchanged. Stops at the first that fails.
 */
/** @type {ShellJourney} */
const chromeLinksLand = {
  name: 'every navbar and footer link lands on its page, and back',
  javaScriptOff: true,
  async run({ page, url, javaScript, server, isPageOfSite }) {
    const start = new URL(url).pathname;
    const expected = `lang="${server.lang}" dir="${server.dir}"`;
    const htmlLanguage = () => page.evaluate(() => `lang="${document.documentElement.lang}" dir="${document.documentElement.dir}"`);
    const links = server.pageLinks.filter((link) => isPageOfSite(new URL(link.href, url).pathname));
    const seen = new Set();
    for (const [index, { region, href }] of links.entries()) {
      if (seen.has(`${region} ${href}`)) continue;
      seen.add(`${region} ${href}`);
      const target = new URL(href, url).pathname;
      await page.evaluate(() => Object.assign(window, { shellJourneyDocument: true }));
      const link = page.locator(`${region} a[href="${href}"]`).nth(links.slice(0, index).filter((other) => other.region === region && other.href === href).length);
      if (region === 'header' && !(await link.isVisible())) await page.locator('header button[popovertarget]').click();
      await link.scrollIntoViewIfNeeded({ timeout: 2000 }).catch(() => undefined);
      await link.click({ timeout: 3000 }).catch((error) => {
        throw new Error(`the ${region} link ${href} cannot be clicked: ${String(error.message).split('\n')[0]}`);
      });
      await page.waitForURL((address) => address.pathname === target, { timeout: 5000 }).catch(() => {
        throw new Error(`the ${region} link ${href} did not open its page (still on ${new URL(page.url()).pathname})`);
      });
      await page.locator('main h1').first().waitFor({ timeout: 5000 });
      if (javaScript && !(await page.evaluate(() => 'shellJourneyDocument' in window))) throw new Error(`the ${region} link ${href} reloaded the site instead of opening in the shell`);
      const there = await htmlLanguage();
      if (there !== expected) throw new Error(`on ${target}, reached by the ${region} link, <html ${there}>, the route's is ${expected}`);
      if (target === start) continue;
      await page.goBack();
      await page.waitForURL((address) => address.pathname === start, { timeout: 5000 });
      await page.locator('main h1').first().waitFor({ timeout: 5000 });
      const back = await htmlLanguage();
      if (back !== expected) throw new Error(`back on ${start} from ${target}, <html ${back}>, the route's is ${expected}`);
    }
  },
};

/** In this order: the navigation journey last, as it leaves the page and comes back. */
const journeys = [lifelinesOnTop, footerComplete, chromeAsServed, onlyAdmittedStyles, languageOfDocument, chromeLinksLand];

module.exports = { journeys };
