import crypto from 'node:crypto';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { interactiveMarks } from '../../src/layout/interactiveMarks';
import { isInteractive } from './browser';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { firstInteraction } = require('shared-content/tooling/first-interaction') as { firstInteraction: string };

const firefoxPath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/** Firefox ESR (Debian's), driven over WebDriver BiDi; `prefs` switch features off (or on) to stand in for other versions. */
export function launchFirefox(prefs: Record<string, unknown> = {}) {
  return puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true, extraPrefsFirefox: prefs });
}

/** The sha384 of no bytes at all. */
const emptyBodySha384 = crypto.createHash('sha384').digest('base64');

/**
 * A new page that records console errors and uncaught exceptions. Firefox reports a script load cut off
 * by leaving the page (a test that leaves while a script is held on the server) as an integrity failure
 * of an empty body, and the app's loading of that chunk then fails: no error of the page's.
 */
export async function watchedPage(firefox: Browser) {
  const page = await firefox.newPage();
  const errors: string[] = [];
  const cutOffScripts: string[] = [];
  const cutOff = (text: string) => {
    if (!text.includes(`computed hash is “${emptyBodySha384}”`)) return cutOffScripts.some((url) => text.includes(url));
    cutOffScripts.push(/subresource at “([^”]+)”/.exec(text)?.[1] ?? text);
    return true;
  };
  page.on('console', (message) => message.type() === 'error' && !cutOff(message.text()) && errors.push(message.text()));
  page.on('pageerror', (error) => !cutOff(String(error)) && errors.push(String(error)));
  return { page, errors };
}

/**
 * Sizes the page's viewport, in CSS pixels, at a device pixel ratio (2 for a page zoomed to 200%).
 * Straight through BiDi's browsingContext.setViewport: puppeteer's setViewport also asks for a screen
 * orientation, a command Firefox 140 ESR does not know.
 */
export async function setViewport(page: Page, { width, height, scale }: { width: number; height: number; scale?: number }) {
  const { browsingContext } = page.mainFrame() as unknown as {
    browsingContext: { setViewport(options: { viewport: { width: number; height: number }; devicePixelRatio: number | null }): Promise<void> };
  };
  await browsingContext.setViewport({ viewport: { width, height }, devicePixelRatio: scale ?? null });
}

/**
 * Waits until `inPage(arg)` is true in the page, asking every 100 ms: Firefox 140 runs puppeteer's
 * waitForFunction through Function(), which the site's CSP blocks.
 */
export async function waitUntil<Arg>(page: Page, inPage: (arg: Arg) => boolean, arg: Arg, timeout = 15000) {
  for (const start = Date.now(); !(await page.evaluate(inPage as (arg: unknown) => boolean, arg)); ) {
    if (Date.now() - start > timeout) throw new Error(`${page.url()}: still waiting after ${timeout} ms for ${inPage}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Gives the visitor's first sign of interaction and waits until the app has made the page interactive. */
export async function waitUntilInteractive(page: Page) {
  await page.evaluate(firstInteraction);
  await waitUntil(page, isInteractive, interactiveMarks);
}
