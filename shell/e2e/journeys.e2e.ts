import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { openPage, visit, waitUntilInteractive } from './support/browser';
import { pageHeadings, pages, routeName, shellText, widths } from './support/routes';
import { pagePinsOf, repoRoot } from './support/site';
import { useSite } from './support/suite';

const site = useSite();
const screenshots = path.join(repoRoot, 'test-artifacts', 'screenshots');

async function remoteOrigins(url: string): Promise<Record<string, string>> {
  const pins = await pagePinsOf(`${url}/`);
  return Object.fromEntries(Object.entries(pins).map(([name, { entry }]) => [name, new URL(entry).origin]));
}

async function openMenuIfCollapsed(page: Page) {
  const menuButton = page.getByRole('button', { name: shellText.nav.menuButton });
  if (await menuButton.isVisible()) {
    await menuButton.click();
  }
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: shellText.nav.label });

describe.each(widths)('Every route at %i px', (width) => {
  it.each(pages.map((page) => [page.path, page] as const))('%s shows navbar, footer, one h1 and its page from its remote', async (_path, meta) => {
    const { page, context, problems } = await openPage(site.browser, width);
    const origins = await remoteOrigins(site.url);
    const pageCodeRequests: string[] = [];
    page.on('response', (response) => {
      if (response.ok() && response.url().startsWith(origins[meta.remote])) pageCodeRequests.push(response.url());
    });

    await visit(page, site.url + meta.path);
    const h1 = page.getByRole('heading', { level: 1 });
    await expectText(h1, pageHeadings[meta.remote]);
    expect(await h1.count()).toBe(1);
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    expect(await page.title()).toBe(meta.title);
    expect(pageCodeRequests.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    expect(pageCodeRequests.some((url) => /__federation_expose_Page\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);

    fs.mkdirSync(screenshots, { recursive: true });
    await page.screenshot({ path: path.join(screenshots, `${routeName(meta.path)}-${width}.png`), fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('navigates with the navbar without a full reload, marks the current link, and survives a reload', async () => {
    const { page, context, problems } = await openPage(site.browser, width);
    await visit(page, site.url + '/');
    await expectText(page.getByRole('heading', { level: 1 }), pageHeadings.home);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    for (const meta of [...pages.slice(1), pages[0]]) {
      await openMenuIfCollapsed(page);
      await mainNav(page).getByRole('link', { name: meta.navLabel, exact: true }).click();
      await expectText(page.getByRole('heading', { level: 1 }), pageHeadings[meta.remote]);
      expect(new URL(page.url()).pathname).toBe(meta.path);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(await page.title()).toBe(meta.title);
      // Focus moves to the new page's heading, so screen readers announce it.
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      await openMenuIfCollapsed(page);
      const current = mainNav(page).locator('[aria-current="page"]');
      expect(await current.count()).toBe(1);
      expect((await current.textContent())?.trim()).toBe(meta.navLabel);
      await page.keyboard.press('Escape');
    }

    await visit(page, site.url + '/how-it-works');
    await page.reload();
    await waitUntilInteractive(page);
    await expectText(page.getByRole('heading', { level: 1 }), pageHeadings.howitworks);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('starts a new page at the top and restores the scroll position on Back', async () => {
    const { page, context } = await openPage(site.browser, width);
    await visit(page, site.url + '/');
    await expectText(page.getByRole('heading', { level: 1 }), pageHeadings.home);
    const scrolled = await page.evaluate(() => {
      window.scrollTo(0, Math.min(1200, document.documentElement.scrollHeight - window.innerHeight));
      return window.scrollY;
    });
    expect(scrolled).toBeGreaterThan(300);
    // A script click: a pointer click would first scroll the footer link into view.
    await page.getByRole('navigation', { name: shellText.footer.quickLinksHeading }).getByRole('link', { name: 'How It Works' }).evaluate((link: HTMLElement) => link.click());
    await expectText(page.getByRole('heading', { level: 1 }), pageHeadings.howitworks);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expectText(page.getByRole('heading', { level: 1 }), pageHeadings.home);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, scrolled, { timeout: 3000 });
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await context.close();
  });

  it('shows the 404 page for an unknown path and logs the path at once, before any interaction, and once only', async () => {
    const { page, context } = await openPage(site.browser, width);
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    const logged = () => warnings.filter((text) => text.includes(shellText.notFound.consoleMessage) && text.includes('/no/such/page'));
    await page.goto(site.url + '/no/such/page');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`${shellText.notFound.heading} ${shellText.notFound.text}`);
    expect(logged()).toHaveLength(1);
    await waitUntilInteractive(page);
    expect(logged()).toHaveLength(1);
    await page.getByRole('link', { name: shellText.notFound.homeLink }).click();
    await expectText(page.getByRole('heading', { level: 1 }), pageHeadings.home);
    fs.mkdirSync(screenshots, { recursive: true });
    await visit(page, site.url + '/no/such/page');
    await expectText(page.getByRole('heading', { level: 1 }), shellText.notFound.heading);
    await page.screenshot({ path: path.join(screenshots, `404-${width}.png`), fullPage: true });
    await context.close();
  });
});

describe('Each page in the first HTML response', () => {
  it.each(pages.map((page) => [page.path, page] as const))('%s: the HTML itself holds the page text', async (_path, meta) => {
    const html = await (await fetch(site.url + meta.path)).text();
    expect(html).toContain(`>${pageHeadings[meta.remote]}</h1>`);
    expect(html).toContain(`>${meta.navLabel}</a>`);
    expect(html).toContain(shellText.footer.copyright);
  });

  it.each(pages.map((page) => [page.path, page] as const))('%s without JavaScript: h1, text, navbar and footer, styled', async (_path, meta) => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 900 } });
    const page = await context.newPage();
    await page.goto(site.url + meta.path);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(pageHeadings[meta.remote]);
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    expect(await page.locator('#page-root').innerText()).not.toBe('');
    // Styled: the shell's and the page's stylesheets applied (design-token font, not the browser default).
    const fontFamily = await page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily);
    expect(fontFamily).toContain('system-ui');
    // The page's CSS arrives inline in the HTML (the include step), not from the remote's origin.
    const pageRules = await page.evaluate(() => [...document.styleSheets].filter((sheet) => !sheet.href).reduce((count, sheet) => count + sheet.cssRules.length, 0));
    expect(pageRules).toBeGreaterThan(0);
    await context.close();
  });
});

describe('The mobile menu at 375 px', () => {
  it('opens, closes, and closes when a link is chosen', async () => {
    const { page, context } = await openPage(site.browser, 375);
    await visit(page, site.url + '/');
    const menuButton = page.getByRole('button', { name: shellText.nav.menuButton });
    const aboutLink = mainNav(page).getByRole('link', { name: 'About Us' });
    expect(await aboutLink.isVisible()).toBe(false);

    await menuButton.click();
    expect(await aboutLink.isVisible()).toBe(true);
    await menuButton.click();
    expect(await aboutLink.isVisible()).toBe(false);

    await menuButton.click();
    await aboutLink.click();
    await expectText(page.getByRole('heading', { level: 1 }), pageHeadings.about);
    expect(await aboutLink.isVisible()).toBe(false);
    await context.close();
  });

  it('keeps the call link one tap away with the menu closed', async () => {
    const { page, context } = await openPage(site.browser, 375);
    await visit(page, site.url + '/about');
    const call = page.getByRole('banner').getByRole('link', { name: shellText.nav.callLabel });
    expect(await call.isVisible()).toBe(true);
    const box = await call.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await context.close();
  });
});

describe('Keyboard only', () => {
  it('reaches a skip link first, which moves focus to the main content', async () => {
    const { page, context } = await openPage(site.browser, 1280);
    await visit(page, site.url + '/about');
    await expectText(page.getByRole('heading', { level: 1 }), pageHeadings.about);
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({ text: document.activeElement?.textContent, visible: document.activeElement!.getBoundingClientRect().top >= 0 }));
    expect(focused).toEqual({ text: shellText.skipLink, visible: true });
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });

  it.each(pages.map((page) => [page.path, page] as const))('reaches every action on %s with a visible focus indicator', async (_path, meta) => {
    const { page, context } = await openPage(site.browser, 1280);
    await visit(page, site.url + meta.path);
    await expectText(page.getByRole('heading', { level: 1 }), pageHeadings[meta.remote]);
    const focusable = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex="0"]')].filter(
          (element) => !element.closest('[hidden], [inert]') && element.getClientRects().length > 0 && !(element as HTMLButtonElement).disabled,
        ).length,
    );
    const reached = new Set<string>();
    const unfocusedLooking: string[] = [];
    for (let step = 0; step < focusable + 5; step++) {
      await page.keyboard.press('Tab');
      const result = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        element.setAttribute('data-reached', '');
        const style = getComputedStyle(element);
        const indicator = style.boxShadow !== 'none' || (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && style.outlineColor !== 'rgba(0, 0, 0, 0)');
        return { key: element.outerHTML.slice(0, 120), indicator };
      });
      if (!result) continue;
      reached.add(result.key);
      if (!result.indicator) unfocusedLooking.push(result.key);
    }
    const missed = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary')]
          .filter((element) => element.getClientRects().length > 0 && !(element as HTMLButtonElement).disabled)
          .filter((element) => !element.hasAttribute('data-reached'))
          .map((element) => element.outerHTML.slice(0, 120)),
    );
    expect(missed).toEqual([]);
    expect(unfocusedLooking).toEqual([]);
    await context.close();
  });

  it('moves focus to the new page after keyboard navigation', async () => {
    const { page, context } = await openPage(site.browser, 1280);
    await visit(page, site.url + '/');
    await expectText(page.getByRole('heading', { level: 1 }), pageHeadings.home);
    await mainNav(page).getByRole('link', { name: 'Contact' }).focus();
    await page.keyboard.press('Enter');
    await expectText(page.getByRole('heading', { level: 1 }), pageHeadings.contact);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(pageHeadings.contact);
    await context.close();
  });
});

describe('One URL per page', () => {
  it.each([
    ['/about/', '/about'],
    ['/ABOUT', '/about'],
    ['/about/index.html', '/about'],
    ['/How-It-Works/', '/how-it-works'],
    ['/index.html', '/'],
  ])('%s redirects permanently to %s, which shows its page with its title and no error', async (variant, canonical) => {
    const response = await fetch(site.url + variant + '?from=test', { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location')!, site.url).pathname + new URL(response.headers.get('location')!, site.url).search).toBe(`${canonical}?from=test`);

    const { page, context, problems } = await openPage(site.browser, 1280);
    await visit(page, site.url + variant);
    const meta = pages.find((candidate) => candidate.path === canonical)!;
    expect(new URL(page.url()).pathname).toBe(canonical);
    await expectText(page.getByRole('heading', { level: 1 }), pageHeadings[meta.remote]);
    expect(await page.title()).toBe(meta.title);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('still answers 404 for an unknown path in any letter case', async () => {
    expect((await fetch(site.url + '/No-Such-Page/', { redirect: 'manual' })).status).toBe(404);
  });
});

async function expectText(locator: ReturnType<Page['locator']>, text: string) {
  await locator.first().waitFor({ timeout: 15000 });
  await locator.filter({ hasText: text }).first().waitFor({ timeout: 15000 });
}
