import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { openPage, visit } from './support/browser';
import { pageHeadings, pages, shellText } from './support/routes';
import { describeLocal } from './support/site';
import { useSite } from './support/suite';

const site = useSite();

const routes = [
  ...pages.map((page) => ({ path: page.path, heading: pageHeadings[page.remote] })),
  { path: '/no-such-page', heading: shellText.notFound.heading },
];

async function open(path: string, width: number, options: { reducedMotion?: boolean } = {}) {
  const watched = await openPage(site.browser, width, options);
  await visit(watched.page, site.url + path);
  const route = routes.find((candidate) => candidate.path === path)!;
  await watched.page.getByRole('heading', { level: 1 }).filter({ hasText: route.heading }).waitFor({ timeout: 15000 });
  return watched;
}

/** As a browser's text size setting does (set through the CSSOM, which the CSP allows). */
const setTextSize = (page: Page, size: string) =>
  page.evaluate((fontSize) => document.documentElement.style.setProperty('font-size', fontSize, 'important'), size);

/** Every route at each of `widths`, as [path, width] test cases. */
const routesAt = (widths: number[]) => widths.flatMap((width) => routes.map((route) => [route.path, width] as const));

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each([1280, 375, 320])('Accessibility at %i px', (width) => {
  it.each(routes.map((route) => [route.path]))('axe finds no WCAG 2.2 A/AA violation on %s', async (path) => {
    const { page, context } = await open(path, width);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .options({ rules: { 'target-size': { enabled: true } } })
      .analyze();
    const violations = results.violations.map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe('Reflow and text size', () => {
  it.each(routes.map((route) => [route.path]))('%s does not scroll sideways at 320 px', async (path) => {
    const { page, context } = await open(path, 320);
    expect(await horizontalOverflow(page)).toBe(0);
    await context.close();
  });

  // Phone, tablet and laptop: with enlarged text a wide screen must fall back to a narrower layout.
  it.each(routesAt([375, 640, 1280]))('%s does not scroll sideways with 200%% text at %i px', async (path, width) => {
    const { page, context } = await open(path, width);
    await setTextSize(page, '200%');
    expect(await horizontalOverflow(page)).toBe(0);
    await context.close();
  });
});

describe('The sticky navigation bar', () => {
  /** Whether the focused element shows on screen, judged by what is painted at its top edge (or its middle, if it is taller than the screen). */
  const focusedIsVisible = (page: Page) =>
    page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const box = focused.getClientRects()[0];
      const fitsOnScreen = box.height < window.innerHeight / 2;
      const y = fitsOnScreen ? box.top + 2 : Math.min(box.top + box.height / 2, window.innerHeight / 2);
      const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), y);
      return { element: focused.outerHTML.slice(0, 80), visible: hit !== null && focused.contains(hit) };
    });

  it.each(routesAt([375, 1280]))('never covers the focused element when tabbing backwards up %s at %i px', async (path, width) => {
    const { page, context } = await open(path, width);
    await page.getByRole('contentinfo').getByRole('link').last().focus();
    let checked = 0;
    for (;;) {
      await page.keyboard.press('Shift+Tab');
      const inPage = await page.evaluate(() => document.activeElement !== document.body && !document.activeElement?.closest('header'));
      if (!inPage) break;
      expect(await focusedIsVisible(page)).toEqual(expect.objectContaining({ visible: true }));
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
    await context.close();
  });

  async function headerBottomAfterScrolling(width: number, textSize: string) {
    const { page, context } = await open('/about', width);
    await setTextSize(page, textSize);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
    await context.close();
    return bottom;
  }

  it('stays at the top of a phone screen, with the call link, as the page scrolls', async () => {
    expect(await headerBottomAfterScrolling(375, '100%')).toBeGreaterThan(44);
  });

  it('scrolls away on a phone with 200% text, where it would cover half the screen', async () => {
    expect(await headerBottomAfterScrolling(375, '200%')).toBeLessThanOrEqual(0);
  });
});

describe('Reduced motion', () => {
  // The page-loading progress bar is the site's one animation: hold a remote back to see it.
  describeLocal('while a page loads', () => {
    beforeEach(() => site.local!.remotes.about.setMode('hang'));
    afterEach(() => site.local!.remotes.about.setMode('up'));

    async function runningAnimations(reducedMotion: boolean) {
      const { page, context } = await openPage(site.browser, 375, { reducedMotion });
      // Client-side navigation: the server would send the about page's last good HTML instead of loading it.
      await visit(page, site.url + '/');
      await page.getByRole('button', { name: shellText.nav.menuButton }).click();
      await page.getByRole('navigation', { name: shellText.nav.label }).getByRole('link', { name: pages[1].navLabel, exact: true }).click();
      await page.getByRole('status').waitFor();
      await page.waitForTimeout(700);
      const count = await page.evaluate(
        () => document.getAnimations().filter((animation) => Number(animation.effect?.getComputedTiming().duration) > 1).length,
      );
      await context.close();
      return count;
    }

    it('animates the progress bar normally', async () => {
      expect(await runningAnimations(false)).toBeGreaterThan(0);
    });

    it('runs no animation longer than a blink when the visitor asks for reduced motion', async () => {
      expect(await runningAnimations(true)).toBe(0);
    });
  });
});
