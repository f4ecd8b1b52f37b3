import type { Browser as ChromiumBrowser, Page as ChromiumPage } from 'playwright-core';
import type { Browser as FirefoxBrowser, Page as FirefoxPage } from 'puppeteer-core';
import { By, Key, type WebDriver } from 'selenium-webdriver';
import { launchBrowser, openPage } from './browser';
import { launchFirefox, watchedPage } from './firefox';
import { eventually } from './metrics';
import { launchWebKit, tap, type WebKit } from './webkit';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { firstInteraction } = require('shared-content/tooling/first-interaction') as { firstInteraction: string };

/**
 * A browser tab as a scenario that runs in every engine drives it, whatever the engine's driver (Chromium:
 * Playwright; Firefox ESR: Puppeteer; WebKit: WebDriver).
 */
export interface Tab {
  /** Opens `url`, in the window as wide as it is. */
  open(url: string): Promise<void>;
  /** The value of `inPage(arg)`, run in the page. */
  run<Arg, Result>(inPage: (arg: Arg) => Result, arg: Arg): Promise<Result>;
  /** Gives the page its first sign of interaction (shared-content/tooling/first-interaction.js). */
  startInteraction(): Promise<void>;
  click(selector: string): Promise<void>;
  /** Types into the field, focusing it first (where it already has focus, at its cursor). */
  type(selector: string, text: string): Promise<void>;
  /** Types into whatever has focus, at its cursor. */
  typeInFocus(text: string): Promise<void>;
  /** Presses the left arrow key in whatever has focus. */
  pressArrowLeft(): Promise<void>;
}

/** Waits until `check` is true (polling as `eventually` does); fails naming `what` if it never is. */
export async function eventuallyTrue(check: () => unknown | Promise<unknown>, what: string) {
  if (!(await eventually(async () => Boolean(await check()), (done) => done))) throw new Error(`Waited for ${what}`);
}

/** A Chromium page (Playwright). */
export const chromiumTab = (page: ChromiumPage): Tab => ({
  open: async (url) => void (await page.goto(url)),
  run: (inPage, arg) => page.evaluate(inPage as (arg: unknown) => never, arg),
  startInteraction: async () => void (await page.evaluate(firstInteraction)),
  click: (selector) => page.click(selector),
  type: (selector, text) => page.locator(selector).pressSequentially(text),
  typeInFocus: (text) => page.keyboard.type(text),
  pressArrowLeft: () => page.keyboard.press('ArrowLeft'),
});

/** A Firefox page (Puppeteer over WebDriver BiDi). */
export const firefoxTab = (page: FirefoxPage): Tab => ({
  open: async (url) => void (await page.goto(url)),
  run: (inPage, arg) => page.evaluate(inPage as (arg: unknown) => never, arg),
  startInteraction: async () => void (await page.evaluate(firstInteraction)),
  click: (selector) => page.click(selector),
  type: (selector, text) => page.type(selector, text),
  typeInFocus: (text) => page.keyboard.type(text),
  pressArrowLeft: () => page.keyboard.press('ArrowLeft'),
});

/** The WebKit window (WebKitWebDriver), a tap for a click. */
export const webkitTab = (driver: WebDriver): Tab => ({
  open: (url) => driver.get(url),
  run: (inPage, arg) => driver.executeScript(inPage, arg),
  startInteraction: async () => void (await driver.executeScript(`return (${firstInteraction})`)),
  click: async (selector) => tap(driver, await driver.findElement(By.css(selector))),
  type: async (selector, text) => driver.findElement(By.css(selector)).sendKeys(text),
  typeInFocus: (text) => driver.actions().sendKeys(text).perform(),
  pressArrowLeft: () => driver.actions().sendKeys(Key.ARROW_LEFT).perform(),
});

/** What each engine's driver launches, by the name the engine's tests go by (`-t Firefox` runs its own). */
interface Launched {
  Chromium: ChromiumBrowser;
  'Firefox ESR': FirefoxBrowser;
  WebKit: WebKit;
}
export type EngineName = keyof Launched;
export const engineNames: EngineName[] = ['Chromium', 'Firefox ESR', 'WebKit'];

/** A tab opened in an engine: a scenario drives it; `errors()` are its pages' console errors and uncaught exceptions since it opened. */
export interface OpenedTab {
  tab: Tab;
  errors(): string[];
  close(): Promise<void>;
}

export interface Engine<Name extends EngineName = EngineName> {
  /** The engine as its driver launched it, for what a test drives in that engine alone. */
  browser: Launched[Name];
  /**
   * A new tab, 375 px wide; in Firefox ESR Puppeteer's default window (800 px, the Menu shown): Puppeteer's
   * setViewport needs a newer Firefox (see firefox.ts), and no width matters to a scenario run in every engine.
   */
  openTab(): Promise<OpenedTab>;
}

const phoneWidth = 375;

type LaunchedEngine<Name extends EngineName> = Engine<Name> & { close(): Promise<void> };

/** How each engine is launched with `noCache` (nothing kept in its HTTP cache: every page load asks for every file), and how a tab opens in it. */
const launchers: { [Name in EngineName]: (noCache: boolean) => Promise<LaunchedEngine<Name>> } = {
  Chromium: async (noCache) => {
    const browser = await launchBrowser();
    return {
      browser,
      openTab: async () => {
        const { page, context, problems } = await openPage(browser, phoneWidth);
        if (noCache) {
          const devTools = await context.newCDPSession(page);
          await devTools.send('Network.enable');
          await devTools.send('Network.setCacheDisabled', { cacheDisabled: true });
        }
        return { tab: chromiumTab(page), errors: () => problems, close: () => context.close() };
      },
      close: () => browser.close(),
    };
  },
  'Firefox ESR': async (noCache) => {
    const browser = await launchFirefox(noCache ? { 'browser.cache.disk.enable': false, 'browser.cache.memory.enable': false } : {});
    return {
      browser,
      openTab: async () => {
        const { page, errors } = await watchedPage(browser);
        return { tab: firefoxTab(page), errors: () => errors, close: () => page.close() };
      },
      close: () => browser.close(),
    };
  },
  WebKit: async (noCache) => {
    const browser = await launchWebKit({ noCache });
    return {
      browser,
      // WebKitWebDriver drives one window: a tab is that window, its errors those written since it became the tab.
      openTab: async () => {
        await browser.driver.manage().window().setRect({ width: phoneWidth, height: 900 });
        browser.takeConsoleErrors();
        const errors: string[] = [];
        return {
          tab: webkitTab(browser.driver),
          errors: () => {
            errors.push(...browser.takeConsoleErrors());
            return errors;
          },
          close: async () => undefined,
        };
      },
      close: () => browser.quit(),
    };
  },
};

/**
 * Engine `name`, launched before the tests of the describe block this is called in and closed after them
 * (`noCache`: it keeps nothing in its HTTP cache).
 */
export function engineForBlock<Name extends EngineName>(name: Name, { noCache = false } = {}): Engine<Name> {
  let launched: LaunchedEngine<Name> | undefined;
  beforeAll(async () => {
    launched = await launchers[name](noCache);
  });
  afterAll(async () => {
    await launched?.close();
  });
  const current = () => {
    if (!launched) throw new Error(`${name} is launched for the tests of its block only`);
    return launched;
  };
  return {
    get browser() {
      return current().browser;
    },
    openTab: () => current().openTab(),
  };
}
