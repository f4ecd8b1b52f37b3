import type { Page } from 'playwright-core';
import type { Browser as FirefoxBrowser, KeyInput, Page as FirefoxPage } from 'puppeteer-core';
import { localizedPath, type Locale } from 'shared-content';
import { openPage, visit, waitForHydration } from './support/browser';
import * as firefox from './support/firefox';
import { business, pageHeadings, pages, shellText } from './support/routes';
import { useSite } from './support/suite';

const site = useSite();

const menuButton = (page: Page) => page.getByRole('button', { name: shellText.nav.menuButton });
const menuLink = (page: Page, name: string) => page.getByRole('navigation', { name: shellText.nav.label }).getByRole('link', { name, exact: true });
const menuIsOpen = (page: Page) => page.evaluate(() => document.getElementById('site-menu')!.matches(':popover-open'));
const callLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: shellText.nav.callLabel });
const hydrated = (page: Page) => page.evaluate(() => performance.getEntriesByName('shell-interactive').length > 0);

describe('The menu before JavaScript', () => {
  it('opens and closes without JavaScript, and the call link dials', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 667 } });
    const page = await context.newPage();
    await page.goto(site.url + '/about');
    expect(await menuLink(page, 'How It Works').isVisible()).toBe(false);
    await menuButton(page).click();
    expect(await menuLink(page, 'How It Works').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menuLink(page, 'How It Works').isVisible()).toBe(false);
    await menuButton(page).click();
    await menuLink(page, 'How It Works').click();
    await page.getByRole('heading', { level: 1, name: pageHeadings.howitworks }).waitFor();
    expect(await callLink(page).getAttribute('href')).toBe(business.phone.href);
    await context.close();
  });

  // The slow-phone profile of the issue: 4x slower CPU, 1.6 Mbps down, 150 ms round trip.
  it('opens on a slow phone when tapped the moment the page is painted, before the app has loaded', async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    await page.goto(site.url + '/', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: pageHeadings.home }).waitFor();
    expect(await callLink(page).getAttribute('href')).toBe(business.phone.href);
    expect(await callLink(page).isVisible()).toBe(true);
    await menuButton(page).tap();
    const beforeApp = !(await hydrated(page));
    expect(await menuLink(page, 'About Us').isVisible()).toBe(true);
    // The tap was tested before the app took over (the point of this test).
    expect(beforeApp).toBe(true);

    // The tap asked for the code, and hydration keeps the menu open and working.
    await waitForHydration(page);
    expect(await menuIsOpen(page)).toBe(true);
    await menuButton(page).tap();
    expect(await menuIsOpen(page)).toBe(false);
    await context.close();
  });
});

describe('The open menu at 375 px', () => {
  async function openMenu(path: string) {
    const watched = await openPage(site.browser, 375);
    await watched.page.setViewportSize({ width: 375, height: 667 });
    await visit(watched.page, site.url + path);
    await menuButton(watched.page).click();
    expect(await menuIsOpen(watched.page)).toBe(true);
    return watched;
  }

  it('closes on Escape and returns focus to the Menu button', async () => {
    const { page, context } = await openMenu('/');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('nav')?.id)).toBe('site-menu');
    await page.keyboard.press('Escape');
    expect(await menuIsOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(shellText.nav.menuButton);
    await context.close();
  });

  it('closes when a tap lands outside it', async () => {
    const { page, context } = await openMenu('/');
    await page.mouse.click(180, 640);
    expect(await menuIsOpen(page)).toBe(false);
    await context.close();
  });

  it('closes when focus leaves it, so it never covers the focused form field on /contact', async () => {
    const { page, context } = await openMenu('/contact');
    for (let step = 0; step < 60; step++) {
      await page.keyboard.press('Tab');
      const inForm = await page.evaluate(() => ['INPUT', 'TEXTAREA'].includes(document.activeElement?.tagName ?? ''));
      if (inForm) break;
    }
    expect(await page.evaluate(() => document.activeElement?.tagName)).toMatch(/INPUT|TEXTAREA/);
    expect(await menuIsOpen(page)).toBe(false);
    const covered = await page.evaluate(() => {
      const field = document.activeElement as HTMLInputElement;
      const box = field.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + 10, box.top + 5);
      return !(hit && field.contains(hit)) && hit !== field.labels?.[0];
    });
    expect(covered).toBe(false);
    await context.close();
  });
});

/**
 * Where the open menu used to run off the screen: a laptop zoomed to 200% and 400% (a smaller viewport
 * at a higher pixel ratio), a phone with the browser's text size at 200% (the root font size, as
 * accessibility.e2e.ts sets it), a phone held sideways.
 */
const situations = [
  { name: '1280x720 at 200% zoom', width: 640, height: 360, scale: 2 },
  { name: '1280x1024 at 400% zoom', width: 320, height: 256, scale: 4 },
  { name: 'a 375x667 phone with 200% text', width: 375, height: 667, textSize: '200%' },
  { name: 'a 360x800 phone with 200% text', width: 360, height: 800, textSize: '200%' },
  { name: 'a 667x375 phone held sideways', width: 667, height: 375 },
];
type Situation = (typeof situations)[number];
const languages: Locale[] = ['en', 'te', 'ur'];
const cases = situations.flatMap((situation) => languages.map((locale) => [situation.name, locale, situation] as const));

/** What a test needs of a page, in Chromium (playwright) or Firefox (puppeteer). */
interface Driver {
  run<Result, Arg>(inPage: (arg: Arg) => Result, arg: Arg): Promise<Result>;
  press(key: KeyInput): Promise<void>;
}
// Each library types its own argument wrapping; the functions run here take plain JSON.
const inChromium = (page: Page): Driver => ({ run: (inPage, arg) => page.evaluate(inPage as (arg: unknown) => never, arg), press: (key) => page.keyboard.press(key) });
const inFirefox = (page: FirefoxPage): Driver => ({ run: (inPage, arg) => page.evaluate(inPage as (arg: unknown) => never, arg), press: (key) => page.keyboard.press(key) });

/** In the page: the focused element, whether it is in the menu, and whether it lies wholly on screen and is drawn on top there. */
function focusedOnScreen() {
  const focused = document.activeElement as HTMLElement;
  const box = focused.getBoundingClientRect();
  const inside = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return { link: focused.textContent!.trim(), inMenu: focused.closest('#site-menu') !== null, onScreen: inside && hit !== null && focused.contains(hit) };
}

/**
 * Opens the menu from the keyboard, tabs through every link in it, each of which must lie wholly on
 * screen, then closes it with Escape: focus back on the Menu button.
 */
async function tabThroughMenu(driver: Driver, textSize: string | undefined) {
  if (textSize) await driver.run((size) => document.documentElement.style.setProperty('font-size', size, 'important'), textSize);
  await driver.run(() => document.querySelector<HTMLElement>('header button[popovertarget]')!.focus(), null);
  await driver.press('Enter');
  const linkCount = await driver.run(() => document.querySelectorAll('#site-menu a').length, null);
  const seen = [];
  for (let step = 0; step < linkCount; step++) {
    await driver.press('Tab');
    seen.push(await driver.run(focusedOnScreen, null));
  }
  expect(seen.filter((link) => !link.inMenu || !link.onScreen)).toEqual([]);
  expect(seen).toHaveLength(pages.length + 1);
  await driver.press('Escape');
  expect(await driver.run(() => ({ open: document.querySelector('#site-menu')!.matches(':popover-open'), focusOnButton: document.activeElement!.matches('header button[popovertarget]') }), null)).toEqual({ open: false, focusOnButton: true });
}

describe('Every link of the open menu on screen, at any zoom and text size', () => {
  it.each(cases)('Chromium, with anchor positioning: %s, /%s', async (_, locale, situation: Situation) => {
    const context = await site.browser.newContext({ viewport: { width: situation.width, height: situation.height }, deviceScaleFactor: situation.scale ?? 1 });
    const page = await context.newPage();
    await visit(page, site.url + localizedPath(locale, '/about'));
    expect(await page.evaluate(() => CSS.supports('anchor-name: --a'))).toBe(true);
    await tabThroughMenu(inChromium(page), situation.textSize);
    await context.close();
  });

  // Firefox 140 ESR has anchor positioning behind a preference: off, it stands in for the engines that
  // open the menu as a sheet from the bottom of the screen; on, for Firefox's own anchored menu.
  describe.each([
    ['without', false],
    ['with', true],
  ])('Firefox, %s anchor positioning', (_, anchorPositioning) => {
    let browser: FirefoxBrowser;
    beforeAll(async () => {
      browser = await firefox.launchFirefox({ 'layout.css.anchor-positioning.enabled': anchorPositioning });
    });
    afterAll(async () => {
      await browser?.close();
    });

    it.each(cases)('%s, /%s', async (_, locale, situation: Situation) => {
      const page = await browser.newPage();
      await firefox.setViewport(page, situation);
      await page.goto(site.url + localizedPath(locale, '/about'));
      await firefox.waitUntilInteractive(page);
      expect(await page.evaluate(() => CSS.supports('anchor-name: --a'))).toBe(anchorPositioning);
      await tabThroughMenu(inFirefox(page), situation.textSize);
      await page.close();
    });
  });
});
