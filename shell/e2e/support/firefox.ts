import puppeteer, { type Page } from 'puppeteer-core';
import { interactiveMarks } from '../../src/layout/interactiveMarks';
import { isInteractive } from './browser';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { firstInteraction } = require('shared-content/tooling/first-interaction') as { firstInteraction: string };

const firefoxPath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/** Firefox ESR (Debian's), driven over WebDriver BiDi; `prefs` switch features off (or on) to stand in for other versions. */
export function launchFirefox(prefs: Record<string, unknown> = {}) {
  return puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true, extraPrefsFirefox: prefs });
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
