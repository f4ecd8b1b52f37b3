// The page area cannot leave its box: hostile CSS that a page may write (scoped to its page area, so the
// composer and the browser guard accept it) restyles the page-area element and its children to cover the
// chrome; in Chromium, Firefox ESR and WebKit, in English and Urdu, at 375 and 1280 px, the call link,
// the 108 notice and the footer stay on top. And the box clips no page's focus ring.
import type { Browser, Page } from 'playwright-core';
import type { Browser as FirefoxBrowser, Page as FirefoxPage } from 'puppeteer-core';
import { pagesIn, type Locale } from 'shared-content';
import site from 'shared-content/text/en/site';
import siteUr from 'shared-content/text/ur/site';
import { launchBrowser, openPage, type WatchedPage } from './support/browser';
import { launchFirefox, setViewport, waitUntil } from './support/firefox';
import { startComposers, type Composers } from './support/misbehaving-remote';
import { pageHeadings, widths } from './support/routes';
import { describeLocal } from './support/site';
import type { Tab } from './support/tabs';
import { launchWebKit, type WebKit } from './support/webkit';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { includeLimits } = require('shared-content/tooling/fragment/names');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pageAreaScope } = require('shared-content/tooling/fragment/check');

const CARELESS = 'contact';
const area = pageAreaScope(CARELESS);
const texts = { en: site, ur: siteUr } as const;
const locales = Object.keys(texts) as (keyof typeof texts)[];
const pathOf = (locale: Locale, remote: string) => pagesIn(locale, texts[locale as keyof typeof texts].pages).find((page) => page.remote === remote)!.path;

/** What the hostile stylesheet changes, read back in the page: the rule really applies (no test that cannot fail). */
interface Applied {
  selector: string;
  property: string;
  value: string;
}

/** The page area lifted into the top layer of the page, its own containment switched off: what each case below starts from. */
const lifted = `${area}{position:relative!important;z-index:2147483647!important;contain:none!important}`;

/** Stylesheets that stay inside the page area by their selectors, and try to leave it by their declarations. */
const hostile: [string, string, Applied][] = [
  [
    'the page area itself fixed over the window',
    lifted + `${area}{position:fixed!important;inset:0!important;background:#c00!important}`,
    { selector: '[data-page-area]', property: 'position', value: 'fixed' },
  ],
  [
    'its children fixed, and theirs absolute, over the window',
    lifted + `${area}>*{position:fixed!important;inset:0!important;z-index:2147483647!important;background:#c00!important}` +
      `${area}>*>*{position:absolute!important;inset:-100vh 0!important;z-index:2147483647!important;background:#c00!important}`,
    { selector: '[data-page-area] > *', property: 'position', value: 'fixed' },
  ],
  [
    'its children stuck to the top of the window',
    lifted + `${area}>*{position:sticky!important;top:0!important;z-index:2147483647!important;background:#c00!important}`,
    { selector: '[data-page-area] > *', property: 'position', value: 'sticky' },
  ],
  [
    'the page area and its children scaled tenfold',
    lifted + `${area},${area}>*{transform:scale(10)!important;background:#c00!important}`,
    { selector: '[data-page-area]', property: 'transform', value: 'matrix(10, 0, 0, 10, 0, 0)' },
  ],
  [
    'huge negative margins and a translate',
    lifted + `${area}{margin:-10000px!important;translate:0 -50vh!important;background:#c00!important}` +
      `${area}>*{margin-block:-10000px!important}`,
    { selector: '[data-page-area]', property: 'margin-top', value: '-10000px' },
  ],
  [
    'outlines and shadows 10000px wide',
    lifted + `${area},${area}>*{outline:10000px solid #c00!important;box-shadow:0 0 0 10000px #c00!important}`,
    { selector: '[data-page-area]', property: 'outline-width', value: '10000px' },
  ],
  [
    'a shadow filter a window high, a clip-path and a size far beyond the window',
    lifted + `${area}{filter:drop-shadow(0 -100vh 0 #c00)!important;clip-path:inset(-100000px)!important;width:10000px!important;height:50000px!important;background:#c00!important}`,
    { selector: '[data-page-area]', property: 'width', value: '10000px' },
  ],
];

/** In the page: its path, language and whether it has loaded. */
const whereAmI = () => ({ path: location.pathname, lang: document.documentElement.lang, complete: document.readyState === 'complete' });

/** In the page: the computed value the hostile stylesheet set. */
function appliedValue({ selector, property }: Applied) {
  const element = document.querySelector(selector);
  return element ? getComputedStyle(element).getPropertyValue(property) : 'missing';
}

/**
 * In the page, as a visitor sees it: is each piece of the chrome drawn on top at its centre once scrolled
 * to (a tap there lands on it), and does anything scroll sideways?
 */
function chromeOnTop(noticeLabel: string) {
  const onTop = (element: Element | null) => {
    if (!element) return 'missing';
    // The first line of a link that wraps: the centre of two lines can fall between them.
    const box = element.getClientRects()[0];
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  };
  const scrolledTo = (element: Element | null) => {
    element?.scrollIntoView({ block: 'center' });
    return onTop(element);
  };
  const headerCall = document.querySelector('header a[href^="tel:"]');
  window.scrollTo(0, 0);
  const seen = {
    headerCall: onTop(headerCall),
    notice: scrolledTo(document.querySelector(`[aria-label="${noticeLabel}"] a[href^="tel:"]`)),
    footerCalls: Array.from(document.querySelectorAll('footer a[href^="tel:"]'), scrolledTo),
    // The header sticks to the top: still on top over the middle of the page.
    headerCallMidway: (window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 2), onTop(headerCall)),
    sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
  };
  window.scrollTo(0, 0);
  return seen;
}
/** The footer's call links: the 108 line, the booking button and the contact list's number. */
const intact = { headerCall: true, notice: true, footerCalls: [true, true, true], headerCallMidway: true, sideways: false };

/** A tab of one engine in a window `width` px wide, which opens pages and reads them. */
type TabAt = (width: number) => Promise<Pick<Tab, 'open' | 'run'>>;

describeLocal('The page area cannot leave its box', () => {
  let started: Composers;
  beforeAll(async () => {
    started = await startComposers();
  });
  afterAll(async () => {
    await started?.close();
  });

  /** The careless remote serves its pages with `stylesheet` added (none: as built). */
  async function misbehave(stylesheet?: string) {
    await (stylesheet ? started.remotes[CARELESS].setMode('careless', 'all', { stylesheet }) : started.remotes[CARELESS].setMode('up'));
    // Past the freshness of the last good part, so the composer really asks the remote again.
    await new Promise((resolve) => setTimeout(resolve, includeLimits.freshMs + 200));
    // It asks once before the engines look, at once: one that comes while it asks gets the part it had.
    for (const locale of locales) await fetch(started.urls.embedded + pathOf(locale, CARELESS)).then((response) => response.text());
  }

  /** The composed careless page in English and Urdu at 375 and 1280 px: the stylesheet applies, the chrome stays on top. */
  async function expectChromeOnTop(engine: string, tabAt: TabAt, applied: Applied) {
    for (const locale of locales) {
      for (const width of widths) {
        const label = `${engine}, ${locale}, ${width} px`;
        const path = pathOf(locale, CARELESS);
        const tab = await tabAt(width);
        await tab.open(started.urls.embedded + path);
        expect([label, await tab.run(whereAmI, null)]).toEqual([label, { path, lang: locale, complete: true }]);
        expect([label, await tab.run(appliedValue, applied)]).toEqual([label, applied.value]);
        expect([label, await tab.run(chromeOnTop, texts[locale].emergencyGuidance.label)]).toEqual([label, intact]);
      }
    }
  }

  // Each stylesheet is served once and looked at in the three engines at once: most of a look waits for a page,
  // and each change of stylesheet waits out the composer's freshness (the file must stay within CI's time).
  describe('in Chromium, Firefox ESR and WebKit', () => {
    let browser: Browser;
    let watched: WatchedPage;
    let firefox: FirefoxBrowser;
    let firefoxPage: FirefoxPage;
    let webkit: WebKit;
    beforeAll(async () => {
      [browser, firefox, webkit] = await Promise.all([launchBrowser(), launchFirefox(), launchWebKit()]);
      firefoxPage = await firefox.newPage();
    });
    afterAll(async () => {
      await Promise.all([browser?.close(), firefox?.close(), webkit?.quit()]);
    });
    beforeEach(async () => {
      watched = await openPage(browser, widths[0]);
    });
    afterEach(async () => {
      await watched.context.close();
    });
    const chromiumTab = (page: Page): TabAt => async (width) => {
      await page.setViewportSize({ width, height: 900 });
      return {
        open: async (url) => void (await page.goto(url)),
        run: (inPage, arg) => page.evaluate(inPage as (arg: unknown) => never, arg),
      };
    };
    const firefoxTab: TabAt = async (width) => {
      await setViewport(firefoxPage, { width, height: 900 });
      return {
        async open(url) {
          await firefoxPage.goto(url);
          // Puppeteer's goto can settle on Firefox ESR before the new document has loaded.
          await waitUntil(firefoxPage, (path) => location.pathname === path && document.readyState === 'complete', new URL(url).pathname);
        },
        run: (inPage, arg) => firefoxPage.evaluate(inPage as (arg: unknown) => never, arg),
      };
    };
    const webkitTab: TabAt = async (width) => {
      await webkit.driver.manage().window().setRect({ width, height: 900 });
      return {
        open: (url) => webkit.driver.get(url),
        run: (inPage, arg) => webkit.driver.executeScript(inPage, arg),
      };
    };

    /** Chromium also follows a link to the careless page: the stylesheet applies after client-side navigation too. */
    async function expectChromeOnTopInChromium(applied: Applied) {
      const { page } = watched;
      await expectChromeOnTop('Chromium', chromiumTab(page), applied);
      for (const width of widths) {
        const label = `client-side navigation, ${width} px`;
        await page.setViewportSize({ width, height: 900 });
        await page.goto(started.urls.embedded + pathOf('en', 'about'));
        await page.getByRole('contentinfo').getByRole('link', { name: site.pages.contact.navLabel, exact: true }).click();
        await page.getByRole('heading', { level: 1, name: pageHeadings[CARELESS] }).waitFor({ state: 'attached' });
        expect([label, await page.evaluate(appliedValue, applied)]).toEqual([label, applied.value]);
        expect([label, await page.evaluate(chromeOnTop, site.emergencyGuidance.label)]).toEqual([label, intact]);
      }
    }

    it.each(hostile)('%s: the chrome on top in each engine, in Chromium also after client-side navigation', async (_name, stylesheet, applied) => {
      await misbehave(stylesheet);
      const engines = await Promise.allSettled([
        expectChromeOnTopInChromium(applied),
        expectChromeOnTop('Firefox', firefoxTab, applied),
        expectChromeOnTop('WebKit', webkitTab, applied),
      ]);
      for (const engine of engines) if (engine.status === 'rejected') throw engine.reason;
    });
  });

  describe('focus rings', () => {
    let browser: Browser;
    beforeAll(async () => {
      await misbehave();
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
    });

    /** In the page: the focused control's focus ring (outline and its offset), when it is in the page area, and whether the box holds all of it. */
    function focusedRingInBox() {
      const focused = document.activeElement;
      const pageArea = document.querySelector('[data-page-area]');
      if (!focused || !pageArea?.contains(focused)) return null;
      const style = getComputedStyle(focused);
      const reach = Math.max(0, parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth));
      const ring = focused.getBoundingClientRect();
      const box = pageArea.parentElement!.getBoundingClientRect();
      const inside = ring.left - reach >= box.left && ring.right + reach <= box.right && ring.top - reach >= box.top && ring.bottom + reach <= box.bottom;
      return { control: focused.outerHTML.slice(0, 80), reach, inside };
    }

    it.each(locales)('every control of every page (%s) at 375 and 1280 px, reached with Tab: its whole focus ring inside the box', async (locale) => {
      for (const width of widths) {
        const { page, context } = await openPage(browser, width);
        for (const meta of pagesIn(locale, texts[locale].pages)) {
          await page.goto(started.urls.embedded + meta.path);
          const rings: NonNullable<ReturnType<typeof focusedRingInBox>>[] = [];
          // Through the chrome before the page, then every control of the page, until the footer takes focus.
          for (let presses = 0; presses < 200; presses++) {
            await page.keyboard.press('Tab');
            const ring = await page.evaluate(focusedRingInBox);
            if (ring) rings.push(ring);
            else if (rings.length > 0) break;
          }
          const label = `${meta.path}, ${width} px`;
          expect([label, rings.length > 0, rings.every((ring) => ring.reach > 0)]).toEqual([label, true, true]);
          expect([label, rings.filter((ring) => !ring.inside)]).toEqual([label, []]);
        }
        await context.close();
      }
    });
  });
});
