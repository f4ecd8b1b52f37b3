import { chromium } from 'playwright-core';
import puppeteer, { type Browser as FirefoxBrowser, type Page as FirefoxPage } from 'puppeteer-core';
import site from 'shared-content/text/en/site';
import { pageHeadings, pages, shellText } from './support/routes';
import { describeLocal } from './support/site';
import { useSite } from './support/suite';

const firefoxPath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Firefox ESR (Debian's), driven over WebDriver BiDi; `prefs` switch features off to stand in for older versions. */
function launchFirefox(prefs: Record<string, unknown> = {}) {
  return puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true, extraPrefsFirefox: prefs });
}

/** What a visitor sees of the header at this moment: is each control drawn on top at its centre? */
function headerOnTop(page: FirefoxPage) {
  return page.evaluate(
    (noticeLabel, menuLabel) => {
      const onTop = (element: Element | null) => {
        if (!element) return 'missing';
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && element.contains(hit);
      };
      const header = document.querySelector('header');
      return {
        call: onTop(header?.querySelector('a[href^="tel:"]') ?? null),
        notice: onTop(document.querySelector(`[aria-label="${noticeLabel}"] a`)),
        menuButton: onTop(Array.from(header?.querySelectorAll('button') ?? []).find((button) => button.textContent?.includes(menuLabel)) ?? null),
      };
    },
    site.emergencyGuidance.label,
    shellText.nav.menuButton,
  );
}

const menuOpen = (page: FirefoxPage) => page.evaluate(() => document.querySelector('#site-menu')?.matches(':popover-open') ?? false);

async function visit(page: FirefoxPage, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('page-interactive').length > 0, { timeout: 15000 });
}

describeLocal('Firefox and older engines', () => {
  const served = useSite();

  describe('Firefox ESR', () => {
    let firefox: FirefoxBrowser;
    beforeAll(async () => {
      firefox = await launchFirefox();
    });
    afterAll(async () => {
      await firefox?.close();
    });

    it.each(pages.map((meta) => [meta.path, meta] as const))('%s at 375 and 1280 px: one h1, the call link on top, the footer, no console error', async (routePath, meta) => {
      const page = await firefox.newPage();
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(String(error)));
      for (const width of [375, 1280]) {
        await page.setViewport({ width, height: 900 });
        await visit(page, served.url + routePath);
        const seen = await page.evaluate(() => ({ h1s: Array.from(document.querySelectorAll('h1'), (h1) => h1.textContent), footer: Boolean(document.querySelector('footer')) }));
        expect([width, seen]).toEqual([width, { h1s: [pageHeadings[meta.remote]], footer: true }]);
        expect([width, (await headerOnTop(page)).call]).toEqual([width, true]);
      }
      expect(errors).toEqual([]);
      await page.close();
    });

    it('client-side navigation and Back, and the menu at 375 px', async () => {
      const page = await firefox.newPage();
      await page.setViewport({ width: 375, height: 900 });
      await visit(page, `${served.url}/`);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.click('header button[popovertarget]');
      expect(await menuOpen(page)).toBe(true);
      await page.click('#site-menu a[href="/about"]');
      await page.waitForFunction((heading) => document.querySelector('h1')?.textContent === heading, {}, pageHeadings.about);
      expect(await menuOpen(page)).toBe(false);
      await page.goBack();
      await page.waitForFunction((heading) => document.querySelector('h1')?.textContent === heading, {}, pageHeadings.home);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await page.close();
    });
  });

  it('without CSS anchor positioning (Safari 17-18, Firefox 125-146): the open menu leaves the header, the 108 notice and the close button uncovered, and the close button closes it', async () => {
    const firefox = await launchFirefox({ 'layout.css.anchor-positioning.enabled': false });
    try {
      const page = await firefox.newPage();
      await page.setViewport({ width: 375, height: 800 });
      await visit(page, `${served.url}/`);
      expect(await page.evaluate(() => CSS.supports('anchor-name: --a'))).toBe(false);
      await page.click('header button[popovertarget]');
      expect(await menuOpen(page)).toBe(true);
      expect(await headerOnTop(page)).toEqual({ call: true, notice: true, menuButton: true });
      await page.click('header button[popovertarget]');
      expect(await menuOpen(page)).toBe(false);
    } finally {
      await firefox.close();
    }
  });

  it('a 1280 px desktop window with a classic scrollbar gets the desktop bar: the links in it, no Menu button', async () => {
    // Headless Chromium hides scrollbars unless told otherwise; with them, 1280 px is ~1265 px inside.
    const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless', '--no-sandbox', '--disable-gpu'], ignoreDefaultArgs: ['--hide-scrollbars'] });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${served.url}/`);
      expect(await page.evaluate(() => document.documentElement.clientWidth)).toBeLessThan(1280);
      expect(await page.getByRole('banner').getByRole('button', { name: shellText.nav.menuButton }).isVisible()).toBe(false);
      expect(await page.getByRole('navigation', { name: shellText.nav.label }).getByRole('link', { name: pages.find((meta) => meta.remote === 'about')!.navLabel, exact: true }).isVisible()).toBe(true);
    } finally {
      await browser.close();
    }
  });
});
