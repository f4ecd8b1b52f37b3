import type { Page as ChromiumPage } from 'playwright-core';
import type { Page as FirefoxPage } from 'puppeteer-core';
import { By, Key, type WebDriver } from 'selenium-webdriver';
import { tap } from './webkit';

/** A browser tab as a scenario drives it, the same in each engine's driver. */
export interface Tab {
  open(url: string): Promise<void>;
  /** The value of `expression` in the page. */
  run(expression: string): Promise<unknown>;
  click(selector: string): Promise<void>;
  /** Types into the field, focusing it first (where it already has focus, at its cursor). */
  type(selector: string, text: string): Promise<void>;
  /** Types into whatever has focus, at its cursor. */
  typeInFocus(text: string): Promise<void>;
  /** Presses the left arrow key in whatever has focus. */
  pressArrowLeft(): Promise<void>;
}

/** Waits until `check` is true, asking every 100 ms for up to 15 s. */
export async function eventually(check: () => unknown | Promise<unknown>, what: string) {
  for (const started = Date.now(); !(await check()); await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (Date.now() - started > 15000) throw new Error(`Waited 15 s for ${what}`);
  }
}

/** A Chromium page (Playwright). */
export const chromiumTab = (page: ChromiumPage): Tab => ({
  open: async (url) => void (await page.goto(url)),
  run: (expression) => page.evaluate(expression),
  click: (selector) => page.click(selector),
  type: (selector, text) => page.locator(selector).pressSequentially(text),
  typeInFocus: (text) => page.keyboard.type(text),
  pressArrowLeft: () => page.keyboard.press('ArrowLeft'),
});

/** A Firefox page (Puppeteer over WebDriver BiDi). */
export const firefoxTab = (page: FirefoxPage): Tab => ({
  open: async (url) => void (await page.goto(url)),
  run: (expression) => page.evaluate(expression),
  click: (selector) => page.click(selector),
  type: (selector, text) => page.type(selector, text),
  typeInFocus: (text) => page.keyboard.type(text),
  pressArrowLeft: () => page.keyboard.press('ArrowLeft'),
});

/** The WebKit window (WebKitWebDriver), a tap for a click. */
export const webkitTab = (driver: WebDriver): Tab => ({
  open: (url) => driver.get(url),
  run: (expression) => driver.executeScript(`return (${expression})`),
  click: async (selector) => tap(driver, await driver.findElement(By.css(selector))),
  type: async (selector, text) => driver.findElement(By.css(selector)).sendKeys(text),
  typeInFocus: (text) => driver.actions().sendKeys(text).perform(),
  pressArrowLeft: () => driver.actions().sendKeys(Key.ARROW_LEFT).perform(),
});
