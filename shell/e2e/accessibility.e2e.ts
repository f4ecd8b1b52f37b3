import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import contactEn from 'shared-content/text/en/contact';
import contactUr from 'shared-content/text/ur/contact';
import { localizedPath, locales, pageRoutes } from 'shared-content';
import { openPage, visit, type WatchedPage } from './support/browser';
import { setView, smallTargets, textSpacingCss, unmarkedEnglish, unreadableText, type View } from './support/layout-checks';
import { business, pageHeadings, pages, shellText } from './support/routes';
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

describe('With the mobile menu open', () => {
  it.each(routes.map((route) => [route.path]))('axe finds no WCAG 2.2 A/AA violation on %s', async (path) => {
    const { page, context } = await open(path, 375);
    await page.getByRole('button', { name: shellText.nav.menuButton }).click();
    await page.getByRole('navigation', { name: shellText.nav.label }).getByRole('link', { name: 'Contact' }).waitFor();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .options({ rules: { 'target-size': { enabled: true } } })
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await context.close();
  });
});

describe('Focus is always visible', () => {
  /** Whether the focused element draws a focus ring: an outline at least 2 px wide in a visible colour. */
  const focusRing = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      const visible = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && !/rgba\(.*, 0\)$/.test(style.outlineColor);
      return { element: element.outerHTML.slice(0, 100), visible };
    });

  it.each(routesAt([1280, 375]))('every tab stop on %s at %i px shows a focus ring', async (path, width) => {
    const { page, context } = await open(path, width);
    const missing: string[] = [];
    let stops = 0;
    for (let step = 0; step < 120; step++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement === document.body)) break;
      const ring = await focusRing(page);
      if (!ring.visible) missing.push(ring.element);
      stops++;
    }
    expect(stops).toBeGreaterThan(8);
    expect(missing).toEqual([]);
    await context.close();
  });

  it('a table that scrolls sideways is a tab stop with a focus ring (its shadow used to hide the ring)', async () => {
    const { page, context } = await open('/', 1280);
    const group = page.getByRole('group', { name: 'Offers and discounts' });
    await group.evaluate((element) => element.style.setProperty('max-width', '12rem'));
    await page.waitForFunction(() => document.querySelector('[role="group"][tabindex="0"]') !== null);
    // The hero's Learn More is the last tab stop before the tables.
    await page.getByRole('main').getByRole('link', { name: 'Learn More about us' }).first().focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))).toMatch(/role="group"/);
    expect(await focusRing(page)).toEqual(expect.objectContaining({ visible: true }));
    await context.close();
  });
});

describe('Text spacing override (WCAG 1.4.12)', () => {
  const applyTextSpacing = (page: Page) =>
    page.evaluate((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }, textSpacingCss);

  /** Header controls drawn on top of each other, or cut off. */
  const headerProblems = (page: Page) =>
    page.evaluate(() => {
      const controls = [...document.querySelectorAll<HTMLElement>('header a, header button')].filter((element) => element.getClientRects().length > 0);
      const problems: string[] = [];
      const boxes = controls.map((element) => ({ name: element.textContent?.trim() || element.getAttribute('aria-label'), box: element.getBoundingClientRect(), element }));
      for (const [index, a] of boxes.entries()) {
        if (a.element.scrollWidth > a.element.clientWidth + 1 || a.box.right > document.documentElement.clientWidth) problems.push(`${a.name} is cut off`);
        for (const b of boxes.slice(index + 1)) {
          const overlap = a.box.left < b.box.right - 1 && b.box.left < a.box.right - 1 && a.box.top < b.box.bottom - 1 && b.box.top < a.box.bottom - 1;
          if (overlap && !a.element.contains(b.element)) problems.push(`${a.name} overlaps ${b.name}`);
        }
      }
      return problems;
    });

  it.each([1280, 1300, 1320, 1340, 1366])('leaves the header readable and the page without sideways scrolling at %i px', async (width) => {
    const { page, context } = await open('/', width);
    await applyTextSpacing(page);
    expect(await headerProblems(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await context.close();
  });

  it.each(routes.map((route) => [route.path]))('%s does not scroll sideways with the override at 1280 px', async (path) => {
    const { page, context } = await open(path, 1280);
    await applyTextSpacing(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await context.close();
  });
});

describe('Structure and order', () => {
  it.each([1280, 1920])('tabs through the header in the order it is drawn at %i px', async (width) => {
    const { page, context } = await open('/', width);
    const lefts: number[] = [];
    await page.keyboard.press('Tab'); // skip link
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      const left = await page.evaluate(() => (document.activeElement?.closest('header') ? document.activeElement.getBoundingClientRect().left : null));
      if (left === null) continue;
      lefts.push(left);
    }
    expect(lefts.length).toBeGreaterThanOrEqual(7);
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
    const callLink = page.getByRole('banner').getByRole('link', { name: shellText.nav.callLabel });
    expect(await callLink.evaluate((link) => link.getBoundingClientRect().left)).toBe(Math.max(...lefts));
    await context.close();
  });

  it.each(routesAt([375, 1280]))('%s at %i px says on its first screen to call 108 in a life-threatening emergency', async (path, width) => {
    const { page, context } = await open(path, width);
    const call108 = page.getByRole('link', { name: `call ${business.ambulanceNumber}`, exact: true });
    expect(await call108.getAttribute('href')).toBe(`tel:${business.ambulanceNumber}`);
    const box = await call108.boundingBox();
    expect(box!.y + box!.height).toBeLessThan(page.viewportSize()!.height / 4);
    await context.close();
  });

  it.each(['', '/te', '/hi', '/ur'])('at 375 px on %s/ the 108 link takes a tap anywhere in a target at least 44 px tall', async (prefix) => {
    const { page, context } = await openPage(site.browser, 375);
    await page.goto(`${site.url}${prefix}/`);
    const tallestRun = await page.locator(`aside a[href="tel:${business.ambulanceNumber}"]`).evaluate((link) => {
      const box = link.getBoundingClientRect();
      const x = box.left + box.width / 2;
      let run = 0;
      let tallest = 0;
      for (let y = Math.floor(box.top) - 60; y < box.bottom + 60; y++) {
        const hit = document.elementFromPoint(x, y);
        run = hit !== null && link.contains(hit) ? run + 1 : 0;
        tallest = Math.max(tallest, run);
      }
      return tallest;
    });
    expect(tallestRun).toBeGreaterThanOrEqual(44);
    await context.close();
  });

  it.each(routes.map((route) => [route.path]))('%s has the page landmarks and no section landmarks beyond the message form', async (path) => {
    const { page, context } = await open(path, 1280);
    const counts = await page.evaluate(() => ({
      banner: document.querySelectorAll('header').length,
      main: document.querySelectorAll('main').length,
      contentinfo: document.querySelectorAll('footer').length,
      regions: [...document.querySelectorAll('section[aria-label], section[aria-labelledby], [role="region"]')].filter((region) => !region.querySelector('form')).length,
    }));
    expect(counts).toEqual({ banner: 1, main: 1, contentinfo: 1, regions: 0 });
    await context.close();
  });
});

describe('The contact form in the accessibility tree', () => {
  /** Each text field as Chromium exposes it to a screen reader: computed name, description and required state. */
  async function fieldsAsExposed(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    return nodes
      .filter((node) => node.role?.value === 'textbox')
      .map((node) => ({
        name: node.name?.value,
        description: node.description?.value,
        required: node.properties?.find((property) => property.name === 'required')?.value.value,
      }));
  }

  it.each([
    ['with', true, '', contactEn.form],
    ['without', false, '', contactEn.form],
    ['with', true, '/ur', contactUr.form],
    ['without', false, '/ur', contactUr.form],
  ] as const)('%s JavaScript, %s/contact: First name and Your message are required, and every name and description keeps its spaces', async (_, javaScriptEnabled, prefix, form) => {
    const context = await site.browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await (javaScriptEnabled ? visit(page, `${site.url}${prefix}/contact`) : page.goto(`${site.url}${prefix}/contact`));
    const optional = new Set<string>(form.optionalFields);
    const notes: Partial<Record<string, string>> = form.labelNotes;
    const expected = form.fields.map((field) => ({
      name: [field.label, optional.has(field.name) ? form.optionalLabel : notes[field.name]].filter(Boolean).join(' '),
      description: [field.hint, field.type !== 'tel' && form.limitHint(field.maxLength)].filter(Boolean).join(' '),
      required: field.name === 'firstName' || field.name === 'message',
    }));
    expect(await fieldsAsExposed(page)).toEqual(expected);
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

  it.each(routesAt([375, 1280]))('never covers the focused element when tabbing forwards down %s at %i px', async (path, width) => {
    const { page, context } = await open(path, width);
    await page.getByRole('main').focus();
    let checked = 0;
    for (;;) {
      await page.keyboard.press('Tab');
      const inPage = await page.evaluate(() => document.activeElement !== document.body && !!document.activeElement?.closest('main'));
      if (!inPage) break;
      expect(await focusedIsVisible(page)).toEqual(expect.objectContaining({ visible: true }));
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
    await context.close();
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


/** Sends the contact form with an e-mail address it refuses, so the error messages are on the page too. */
async function showEmailError(page: Page) {
  await page.locator('input[name="email"]').fill('name');
  await page.locator('form button[type="submit"]').click();
  await page.getByRole('alert').waitFor();
}

describe('Every page in every language', () => {
  // One page load per page and language, measured in each view in turn (a view is set without reloading).
  const cases = locales.flatMap((locale) => pageRoutes.map((route) => [localizedPath(locale, route.path), locale, route.path] as const));
  const views = {
    reflow: { width: 320, textSpacing: false, textSize: '100%' },
    textSpacing: { width: 320, textSpacing: true, textSize: '100%' },
    textSpacingWide: { width: 1280, textSpacing: true, textSize: '100%' },
    largeText: { width: 1280, textSpacing: false, textSize: '200%' },
  } satisfies Record<string, View>;

  describe.each(cases)('%s', (path, locale, englishPath) => {
    let opened: WatchedPage;
    beforeAll(async () => {
      opened = await openPage(site.browser, 320);
      await visit(opened.page, site.url + path);
      await opened.page.locator('main h1').waitFor({ timeout: 15000 });
    });
    afterAll(() => opened?.context.close());

    it('reflow (WCAG 1.4.10) at 320 px: no text clipped, overlapping or scrolling sideways', async () => {
      await setView(opened.page, views.reflow);
      expect(await unreadableText(opened.page)).toEqual([]);
    });

    it('text spacing (WCAG 1.4.12) at 320 and 1280 px: no text clipped, overlapping or scrolling sideways', async () => {
      await setView(opened.page, views.textSpacing);
      expect(await unreadableText(opened.page)).toEqual([]);
      await setView(opened.page, views.textSpacingWide);
      expect(await unreadableText(opened.page)).toEqual([]);
    });

    it('200% text (WCAG 1.4.4) at 1280 px: no text clipped, overlapping or scrolling sideways', async () => {
      await setView(opened.page, views.largeText);
      expect(await unreadableText(opened.page)).toEqual([]);
    });

    it('target size (WCAG 2.5.8) at 320 and 1280 px: every hit area is 24 px or spaced 24 px from the next', async () => {
      for (const width of [320, 1280]) {
        await setView(opened.page, { ...views.reflow, width });
        const { measured, problems, exempt } = await smallTargets(opened.page);
        expect(problems).toEqual([]);
        // The one exemption: the skip link, drawn only when focused (no link stands inside a sentence).
        expect(exempt).toEqual([expect.stringMatching(/^<a> "[^"]+", off the page until focused$/)]);
        expect(measured).toBeGreaterThan(5);
      }
    });

    if (locale !== 'en') {
      it('language of parts (WCAG 3.1.2): every run of Latin letters is inside lang="en"', async () => {
        if (englishPath === '/contact') await showEmailError(opened.page);
        expect(await unmarkedEnglish(opened.page)).toEqual([]);
      });
    }
  });
});

describe('The measurements of every page in every language', () => {
  it('find each problem planted in a page: clipped, overlapping and sideways text, small targets close together, unmarked English', async () => {
    const { page, context } = await openPage(site.browser, 320);
    await page.setContent(`
      <html lang="te"><body style="margin: 0"><div lang="en">
        <p style="width: 60px; overflow: hidden; white-space: nowrap">a line much wider than its box</p>
        <div style="position: relative; height: 40px"><span>one</span><span style="position: absolute; left: 0">two</span></div>
        <div style="width: 400px">wider than the screen</div>
        <div><button style="width: 10px; height: 10px; padding: 0">a</button><button style="width: 10px; height: 10px; padding: 0">b</button></div>
      </div>
        <p>తెలుగు GPS <span lang="en">CCTV</span> 108</p>
        <a href="#" aria-label="CareWay హోమ్">home</a>
      </body></html>`);
    expect(await unreadableText(page)).toEqual([
      'the page scrolls sideways by 80 px',
      expect.stringMatching(/^<p> "a line much wider than its box" is cut off at the side/),
      '<span> "one" overlaps <span> "two"',
    ]);
    expect((await smallTargets(page)).problems).toEqual(expect.arrayContaining([expect.stringMatching(/^<button> "a" \(10x\d+ px\) is within 12 px of <button> "b"/)]));
    expect(await unmarkedEnglish(page)).toEqual(['"GPS" in <p>', '"home" in <a>', '"CareWay" in <a aria-label>']);
    await context.close();
  });
});
