// The shell team's journeys: what the shell promises on every page whatever the page's script does. The
// release command runs them on each candidate (./run.js) as visitors meet the page: in every language, on
// phones (by touch) and a desktop (by keyboard). The same shape as a team's journeys
// (shared-content/tooling/journeys.js), with the server's reading of the chrome (JavaScript off, ./chrome.js)
// and the page's to compare. `looks` judge one reading of the chrome, taken again and again over the page's
// life; `visits` act as the visitor does, once.
const { LIFELINES } = require('./chrome-parts');
const { chromeChanges } = require('./chrome');

/**
 * A team journey's arguments, and the chrome as the server sent it (`server`) and as the page shows it now
 * (`shown`); `touch`: the visitor taps (a phone), else uses the keyboard (Tab to a link, Enter); `contactLinks`:
 * which of CONTACT_LINKS the page activates (the watched page's when not given); `launching`: runs the tap or
 * the Enter that asks the browser to open a `tel:` or `mailto:` address, one at a time in the browser (Chromium
 * drops a request to open one that comes while it handles another, whatever the tab or context); `refused`: the
 * gate has refused the release already (a journey of many steps stops between two).
 * @typedef {import('shared-content/tooling/journeys').JourneyArguments & {
 *   server: import('./chrome').ChromeReading, shown: import('./chrome').ChromeReading, remoteOrigins: string[],
 *   shellOrigin: string, isPageOfSite: (pathname: string) => boolean, touch: boolean, contactLinks?: 'watchedPage' | 'pageOfItsOwn',
 *   launching: <T>(gesture: () => Promise<T>) => Promise<T>, refused: () => boolean }} ShellJourneyArguments
 */
/** @typedef {{ name: string, javaScriptOff?: boolean, run: (journey: ShellJourneyArguments) => Promise<void> }} ShellJourney */
/** @typedef {import('playwright-core').Page} Page */

/** How long a link, a page or its heading is waited for: long enough for a busy release machine, short enough to refuse a page that never comes. */
const WAIT_MS = 15000;

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
 * <html lang dir> as its route says, and Back returns to the page with them unchanged. Stops at the first that
 * fails, or once the gate has refused the release.
 */
/** @type {ShellJourney} */
const chromeLinksLand = {
  name: 'every navbar and footer link lands on its page, and back',
  javaScriptOff: true,
  async run({ page, url, javaScript, server, isPageOfSite, refused }) {
    const start = new URL(url).pathname;
    const expected = `lang="${server.lang}" dir="${server.dir}"`;
    const htmlLanguage = () => page.evaluate(() => `lang="${document.documentElement.lang}" dir="${document.documentElement.dir}"`);
    const links = server.pageLinks.filter((link) => isPageOfSite(new URL(link.href, url).pathname));
    const seen = new Set();
    for (const [index, { region, href }] of links.entries()) {
      if (refused()) return;
      if (seen.has(`${region} ${href}`)) continue;
      seen.add(`${region} ${href}`);
      const target = new URL(href, url).pathname;
      await page.evaluate(() => Object.assign(window, { shellJourneyDocument: true }));
      const link = page.locator(`${region} a[href="${href}"]`).nth(links.slice(0, index).filter((other) => other.region === region && other.href === href).length);
      if (region === 'header' && !(await link.isVisible())) await page.locator('header button[popovertarget]').click();
      await link.scrollIntoViewIfNeeded({ timeout: 2000 }).catch(() => undefined);
      await link.click({ timeout: WAIT_MS }).catch((error) => {
        throw new Error(`the ${region} link ${href} cannot be clicked: ${String(error.message).split('\n')[0]}`);
      });
      await page.waitForURL((address) => address.pathname === target, { timeout: WAIT_MS }).catch(() => {
        throw new Error(`the ${region} link ${href} did not open its page (still on ${new URL(page.url()).pathname})`);
      });
      await page.locator('main h1').first().waitFor({ timeout: WAIT_MS });
      if (javaScript && !(await page.evaluate(() => 'shellJourneyDocument' in window))) throw new Error(`the ${region} link ${href} reloaded the site instead of opening in the shell`);
      const there = await htmlLanguage();
      if (there !== expected) throw new Error(`on ${target}, reached by the ${region} link, <html ${there}>, the route's is ${expected}`);
      if (target === start) continue;
      await page.goBack();
      await page.waitForURL((address) => address.pathname === start, { timeout: WAIT_MS });
      await page.locator('main h1').first().waitFor({ timeout: WAIT_MS });
      const back = await htmlLanguage();
      if (back !== expected) throw new Error(`back on ${start} from ${target}, <html ${back}>, the route's is ${expected}`);
    }
  },
};

/** Nothing around the chrome hides it from screen readers or makes it inert (`aria-hidden` on `#root`, as modal libraries set it). */
/** @type {ShellJourney} */
const chromeNotHidden = {
  name: 'nothing around the chrome hides it from screen readers or input',
  async run({ server, shown }) {
    fail(shown.above.filter((hiding) => !server.above.includes(hiding)));
  },
};

/**
 * The visitor scrolls to the end of the page as a visitor does (the mouse wheel, a finger's swipe: what a
 * page's scroll lock stops; a script's scrollTo is not stopped by it) and sees the footer.
 */
/** @type {ShellJourney} */
const scrollsToFooter = {
  name: 'the visitor can scroll to the footer',
  async run({ page }) {
    await page.evaluate(() => scrollTo(0, 0));
    const viewport = page.viewportSize() ?? { width: 360, height: 640 };
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    // A screen at a time, as many as the page is tall (a long page on a phone held sideways) and a few more.
    const swipes = Math.ceil((await page.evaluate(() => document.documentElement.scrollHeight)) / viewport.height) + 5;
    for (let swipe = 0; swipe < swipes && !(await footerInView(page)); swipe += 1) await page.mouse.wheel(0, viewport.height);
    if (!(await footerInView(page))) {
      const { overflow, at } = await page.evaluate(() => ({ overflow: `html ${getComputedStyle(document.documentElement).overflow}, body ${getComputedStyle(document.body).overflow}`, at: Math.round(scrollY) }));
      throw new Error(`scrolling stopped ${at} px down, short of the footer (overflow: ${overflow})`);
    }
  },
};

/** @param {Page} page */
const footerInView = (page) =>
  page.evaluate(() => {
    const box = document.querySelector('footer')?.getBoundingClientRect();
    return Boolean(box && box.height > 0 && box.top < innerHeight - 1);
  });

/**
 * What the gate activates, and in which page: in the page watched, once its watch is over, the footer's mail
 * link, then the 108 notice's link (Tab goes on from the end of the page to its start); in the page opened
 * again in a page of its own, the header's call link. Chromium asks whether to open a `tel:` address in
 * another app with a prompt of its own that keeps every later input from the page (a tap then is never
 * answered, a key is lost; neither Escape nor stopping the navigation ends it reliably, and no route sees
 * `tel:`): each page opens one `tel:` address, last.
 */
const CONTACT_LINKS = /** @type {const} */ ({
  watchedPage: [
    { name: "the footer's mail link", selector: 'footer a[href^="mailto:"]' },
    { name: 'the 108 link', selector: LIFELINES.emergency },
  ],
  pageOfItsOwn: [{ name: 'the header call link', selector: LIFELINES.call }],
});
/** How many Tabs a keyboard visitor presses, at most, to reach a link (the chrome and the page between). */
const MAX_TABS = 150;
/** How long a tap is waited for. */
const TAP_ANSWERED_WITHIN_MS = 10000;
/** How long the browser is given to try to open `tel:` or `mailto:` after the tap or the Enter. */
const OPENS_WITHIN_MS = 5000;

/**
 * The page's contact links (`contactLinks` of CONTACT_LINKS: the mail link and the 108 link, or the call
 * link) each make the browser open their `tel:` or `mailto:` address: tapped at their centre on a phone (a tap reaches what is on top there), reached by Tab and
 * activated with Enter on a desktop. What the browser tries to open, it asks for (Playwright's `request`):
 * a page's `preventDefault` in any listener, a cover or a swallowed key leaves it unasked.
 */
/** @type {ShellJourney} */
const contactLinksOpen = {
  name: 'the call link, the 108 link and the mail link open the phone and mail apps',
  async run({ page: visited, contactLinks = 'watchedPage', touch, launching }) {
    /** @type {string[]} */
    const problems = [];
    for (const { name, selector } of CONTACT_LINKS[contactLinks]) {
      const link = visited.locator(selector).first();
      const href = await visited.evaluate((wanted) => /** @type {HTMLAnchorElement | null} */ (document.querySelector(wanted))?.href ?? null, selector);
      if (href === null) {
        problems.push(`${name} is missing`);
        continue;
      }
      const gesture = touch ? await readyToTap(visited, link) : await readyToEnter(visited, selector);
      if (typeof gesture === 'string') {
        problems.push(`${name} ${gesture}`);
        continue;
      }
      const { gesturing, asked } = await launching(async () => {
        const asking = visited.waitForRequest((request) => request.url() === href, { timeout: TAP_ANSWERED_WITHIN_MS + OPENS_WITHIN_MS }).then(() => true, () => false);
        const gesturing = gesture();
        // Asked for: the next gesture may come (it is another interaction); else the browser, once it has answered
        // the gesture (a busy machine answers a tap late), has OPENS_WITHIN_MS to ask.
        if (await Promise.race([asking, gesturing.then(() => false)])) return { gesturing, asked: true };
        await gesturing;
        return { gesturing, asked: await within(asking, OPENS_WITHIN_MS, false) };
      });
      const how = await gesturing;
      if (how.startsWith('cannot')) problems.push(`${name} ${how}`);
      else if (!asked) problems.push(`${how} ${name} did not open ${href}: the browser was never asked to`);
    }
    fail(problems);
  },
};

/**
 * The link scrolled to the middle of the screen, and a finger's tap at its centre, where the visitor sees it
 * (what is on top there gets the tap).
 * @param {Page} page
 * @param {import('playwright-core').Locator} link
 * @returns {Promise<(() => Promise<string>) | string>} the tap, or why the link cannot be tapped
 */
async function readyToTap(page, link) {
  await link.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await link.boundingBox();
  if (!box || box.width === 0 || box.height === 0) return 'cannot be tapped: it is not shown';
  return async () => {
    // A tap Chromium never answers (under a prompt of the browser's) is the gate's to end, not to wait out.
    const tap = page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2).then(() => true, () => false);
    return (await within(tap, TAP_ANSWERED_WITHIN_MS, false)) ? 'tapping' : `cannot be tapped: the browser did not answer the tap within ${TAP_ANSWERED_WITHIN_MS} ms`;
  };
}

/**
 * What `promise` settles to within `ms`, else `otherwise`; its timer cleared (a release command exits as soon as its gate ends).
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {T} otherwise
 * @returns {Promise<T>}
 */
async function within(promise, ms, otherwise) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  try {
    return await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms, otherwise)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Tab until the link has focus (unless it has), and Enter on it.
 * @param {Page} page
 * @param {string} selector
 * @returns {Promise<(() => Promise<string>) | string>} the Enter, or why the link cannot be reached
 */
async function readyToEnter(page, selector) {
  for (let tab = 0; tab <= MAX_TABS; tab += 1) {
    if (await page.evaluate((wanted) => Boolean(document.activeElement?.matches(wanted)), selector)) {
      return async () => {
        await page.keyboard.press('Enter');
        return 'Enter on';
      };
    }
    await page.keyboard.press('Tab');
  }
  return `cannot be reached with Tab (${MAX_TABS} presses)`;
}

/** Judged on every reading of the chrome. */
const looks = [lifelinesOnTop, footerComplete, chromeAsServed, chromeNotHidden, onlyAdmittedStyles, languageOfDocument];

module.exports = { chromeLinksLand, contactLinksOpen, looks, scrollsToFooter };
