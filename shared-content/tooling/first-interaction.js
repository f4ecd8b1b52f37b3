// A page loads no code until the visitor shows a sign of interacting (shell/src/loader/loader.ts), so a
// browser test or a release check that needs the code gives that sign first, the same way in every driver.

/**
 * Run in the page (Playwright's and Puppeteer's `evaluate`, Selenium's `executeScript`): focus arriving on
 * the page's first link (the skip link), as a visitor's Tab would, without moving focus or scrolling.
 * Waits for the document to be parsed, so the page's loader (at the end of the body) is listening. (A
 * development page has no link before its app renders, and no loader: its app loads at once.)
 */
const firstInteraction =
  "new Promise(function (done) { function sign() { (document.querySelector('a') || document.body).dispatchEvent(new FocusEvent('focusin', { bubbles: true })); done(true); } " +
  "if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', sign); else sign(); })";

/**
 * Gives the first sign of interaction on a Playwright page: the page's code starts loading.
 * @param {{ evaluate(expression: string): Promise<unknown> }} page
 */
async function startInteraction(page) {
  await page.evaluate(firstInteraction);
}

/**
 * Waits until the shell marks `page-interactive` (shell/src/layout/interactiveMarks.ts): the page, asked for
 * by a sign of interaction, has hydrated.
 * @param {{ waitForFunction(inPage: () => boolean, arg: undefined, options: { timeout: number }): Promise<unknown> }} page
 */
async function waitForPageInteractive(page) {
  await page.waitForFunction(() => performance.getEntriesByName('page-interactive').length > 0, undefined, { timeout: 15000 });
}

module.exports = { firstInteraction, startInteraction, waitForPageInteractive };
