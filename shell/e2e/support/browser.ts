import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { interactiveMarks } from '../../src/layout/interactiveMarks';

/** Gives the visitor's first sign of interaction (shared-content/tooling/first-interaction.js): the page's code starts loading. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const startInteraction: (page: Page) => Promise<void> = require('shared-content/tooling/first-interaction').startInteraction;

const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Headless Chromium with the flags that work on these machines (no network beyond localhost). */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(executablePath)) {
    throw new Error(
      `No Chromium at ${executablePath}. Install one (Debian: "sudo apt-get install -y chromium") ` +
        'or point CHROME_PATH at a Chrome/Chromium binary.',
    );
  }
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, uncaught exceptions and failed requests seen so far. */
  problems: string[];
}

/** A page in a fresh context (axe needs one) that records every console error and page error. */
export async function openPage(browser: Browser, width: number, options: { reducedMotion?: boolean } = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, context, problems };
}

/**
 * Gives the visitor's first sign of interaction and waits until the app has made the server's HTML
 * interactive. The page is readable and usable without it (its code loads on that sign), so a test of
 * what the code does (client navigation, focus, validation) waits for this first.
 */
export async function waitUntilInteractive(page: Page) {
  await startInteraction(page);
  await waitForHydration(page);
}

/** Waits until the app, once asked for by a sign of interaction, has made the server's HTML interactive. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(isInteractive, interactiveMarks, { timeout: 15000 });
}

/** In the page: has the app made the server's HTML interactive (the shell, and the page if the server sent one)? */
export function isInteractive(marks: typeof interactiveMarks) {
  const marked = (name: string) => performance.getEntriesByName(name).length > 0;
  const serverPage = document.querySelector('#page-root > :not([data-fallback])');
  return marked(marks.shell) && (!serverPage || marked(marks.page));
}

/** Opens `url` and waits until it is interactive. */
export async function visit(page: Page, url: string) {
  await page.goto(url);
  await waitUntilInteractive(page);
}
