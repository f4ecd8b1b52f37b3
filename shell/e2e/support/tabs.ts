import type { Page as ChromiumPage } from 'playwright-core';
import type { Page as FirefoxPage } from 'puppeteer-core';
import { By, Key, type WebDriver } from 'selenium-webdriver';
import { eventually } from './metrics';
import { tap } from './webkit';
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
