// Telugu, Hindi and Urdu: every page in every language, from its first HTML response; the language
// switcher keeps the page; Urdu reads right to left with phone numbers left to right; each language keeps
// the accessibility and reflow bar of the English pages.
import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { business, englishValues, localeInfo, locales, localizedPath, pageRoutes, type Locale, type RemoteName } from 'shared-content';
import aboutEn from 'shared-content/text/en/about';
import contactEn from 'shared-content/text/en/contact';
import homeEn from 'shared-content/text/en/home';
import howItWorksEn from 'shared-content/text/en/howItWorks';
import siteEn from 'shared-content/text/en/site';
import aboutHi from 'shared-content/text/hi/about';
import contactHi from 'shared-content/text/hi/contact';
import homeHi from 'shared-content/text/hi/home';
import howItWorksHi from 'shared-content/text/hi/howItWorks';
import siteHi from 'shared-content/text/hi/site';
import aboutTe from 'shared-content/text/te/about';
import contactTe from 'shared-content/text/te/contact';
import homeTe from 'shared-content/text/te/home';
import howItWorksTe from 'shared-content/text/te/howItWorks';
import siteTe from 'shared-content/text/te/site';
import aboutUr from 'shared-content/text/ur/about';
import contactUr from 'shared-content/text/ur/contact';
import homeUr from 'shared-content/text/ur/home';
import howItWorksUr from 'shared-content/text/ur/howItWorks';
import siteUr from 'shared-content/text/ur/site';
import { openPage, visit, waitUntilInteractive } from './support/browser';
import { repoRoot } from './support/site';
import { useSite } from './support/suite';

const site = useSite();
const screenshots = path.join(repoRoot, 'test-artifacts', 'screenshots', 'i18n');

const texts = {
  en: { site: siteEn, home: homeEn, about: aboutEn, howitworks: howItWorksEn, contact: contactEn },
  te: { site: siteTe, home: homeTe, about: aboutTe, howitworks: howItWorksTe, contact: contactTe },
  hi: { site: siteHi, home: homeHi, about: aboutHi, howitworks: howItWorksHi, contact: contactHi },
  ur: { site: siteUr, home: homeUr, about: aboutUr, howitworks: howItWorksUr, contact: contactUr },
} satisfies Record<Locale, unknown>;

const headingOf = (locale: Locale, remote: RemoteName) => texts[locale][remote].hero.heading;
const otherLanguages = locales.filter((locale) => locale !== 'en');

/** Every page in every other language, as [path, locale, remote] test cases. */
const translatedRoutes = otherLanguages.flatMap((locale) =>
  pageRoutes.map((route) => [localizedPath(locale, route.path), locale, route.remote] as const),
);

async function open(path: string, locale: Locale, remote: RemoteName, width = 375) {
  const watched = await openPage(site.browser, width);
  await visit(watched.page, site.url + path);
  await watched.page.getByRole('heading', { level: 1, name: headingOf(locale, remote) }).waitFor({ timeout: 15000 });
  return watched;
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const absolute = (pathname: string) => new URL(pathname, `${business.siteUrl}/`).href;

describe('Served HTML in every language', () => {
  it.each(translatedRoutes)('%s has its text, lang, dir, title and hreflang alternates before any script runs', async (pathname, locale, remote) => {
    const response = await fetch(site.url + pathname);
    expect(response.status).toBe(200);
    const html = await response.text();
    const info = localeInfo[locale];
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${info.lang}"[^>]* dir="${info.dir}"|<html[^>]* dir="${info.dir}"[^>]* lang="${info.lang}"`));
    const escapedHeading = headingOf(locale, remote).replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
    expect(html.includes(headingOf(locale, remote)) || html.includes(escapedHeading)).toBe(true);
    const route = pageRoutes.find((candidate) => candidate.remote === remote)!;
    for (const alternate of locales) {
      expect(html).toContain(`hreflang="${alternate}" href="${absolute(localizedPath(alternate, route.path))}"`);
    }
    expect(html).toContain(`hreflang="x-default" href="${absolute(route.path)}"`);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title).toBeTruthy();
    expect(html).toContain(`og:locale" content="${info.ogLocale}"`);
  });

  it('lists every page in every language, with its alternates, in the sitemap', async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    for (const locale of locales) {
      for (const route of pageRoutes) expect(sitemap).toContain(`<loc>${absolute(localizedPath(locale, route.path))}</loc>`);
    }
    expect(sitemap).toContain('hreflang="ur"');
  });

  it.each(otherLanguages)('answers an unknown address under /%s with a 404 page in that language', async (locale) => {
    const response = await fetch(`${site.url}/${locale}/no-such-page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`lang="${localeInfo[locale].lang}"`);
    expect(html).toContain(texts[locale].site.shell.notFound.text);
  });
});

describe('Language of parts', () => {
  it.each(translatedRoutes)('%s marks every business value left in English lang="en"', async (pathname, locale, remote) => {
    const { page, context } = await open(pathname, locale, remote, 1280);
    const unmarked = await page.evaluate((values) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const language = node.parentElement?.closest('[lang]')?.getAttribute('lang');
        for (const value of values) if (node.textContent!.includes(value) && language !== 'en') found.push(`${value} in <${node.parentElement?.tagName}> (${language})`);
      }
      return found;
    }, englishValues);
    expect(unmarked).toEqual([]);
    expect(await page.locator('footer [lang="en"]').count()).toBeGreaterThanOrEqual(englishValues.length);
    await context.close();
  });
});

/** The language switcher's link to `locale`, wherever it is visible (the bar, or the menu on a phone). */
async function switcherLink(page: Page, locale: Locale) {
  const visibleLink = page.locator(`a[hreflang="${localeInfo[locale].lang}"]:visible`).first();
  if ((await visibleLink.count()) === 0) {
    await page.getByRole('button', { name: texts[(await page.getAttribute('html', 'lang')) as Locale].site.shell.nav.menuButton }).click();
  }
  return page.locator(`a[hreflang="${localeInfo[locale].lang}"]:visible`).first();
}

describe('The language switcher', () => {
  // Each page moves through every language: en -> te -> hi -> ur -> en.
  const tour: Locale[] = ['en', 'te', 'hi', 'ur', 'en'];

  it.each(pageRoutes.map((route) => [route.path, route.remote] as const))('keeps the %s page while the visitor changes language', async (englishPath, remote) => {
    const { page, context, problems } = await open(englishPath, 'en', remote, 1280);
    for (let step = 1; step < tour.length; step += 1) {
      const to = tour[step]!;
      const link = await switcherLink(page, to);
      await expect(link.textContent()).resolves.toContain(localeInfo[to].name);
      expect(await link.getAttribute('lang')).toBe(localeInfo[to].lang);
      await link.click();
      await page.waitForURL(site.url + localizedPath(to, englishPath));
      await page.getByRole('heading', { level: 1, name: headingOf(to, remote) }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe(localeInfo[to].lang);
      expect(await page.getAttribute('html', 'dir')).toBe(localeInfo[to].dir);
    }
    await waitUntilInteractive(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works on a phone too (375 px), from the Telugu contact page to the Urdu one', async () => {
    const { page, context } = await open('/te/contact', 'te', 'contact');
    await (await switcherLink(page, 'ur')).click();
    await page.waitForURL(`${site.url}/ur/contact`);
    await page.getByRole('heading', { level: 1, name: headingOf('ur', 'contact') }).waitFor();
    await context.close();
  });
});

describe('Navigation stays in the chosen language', () => {
  it('goes from the Telugu home page to the Telugu about page in the app, without a reload', async () => {
    const { page, context, problems } = await open('/te', 'te', 'home', 1280);
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    await page.getByRole('navigation', { name: texts.te.site.shell.nav.label }).getByRole('link', { name: texts.te.site.pages.about.navLabel }).click();
    await page.waitForURL(`${site.url}/te/about`);
    await page.getByRole('heading', { level: 1, name: headingOf('te', 'about') }).waitFor();
    expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
    expect(await page.title()).toBe(texts.te.site.pages.about.title);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('Only the visitor\'s language is downloaded', () => {
  it('loads the Urdu text chunks of the shell and the pages, and no other language\'s, on /ur/about and then /ur/contact', async () => {
    const { page, context } = await openPage(site.browser, 1280);
    const textChunks: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/([a-zA-Z]+-text-[a-z]{2})\.[0-9a-f]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
      if (chunk) textChunks.push(chunk);
    });
    await visit(page, `${site.url}/ur/about`);
    await page.getByRole('navigation', { name: texts.ur.site.shell.nav.label }).getByRole('link', { name: texts.ur.site.pages.contact.navLabel }).click();
    await page.getByRole('heading', { level: 1, name: headingOf('ur', 'contact') }).waitFor();
    expect(new Set(textChunks)).toEqual(new Set(['site-text-ur', 'about-text-ur', 'contact-text-ur']));
    await context.close();
  });
});

describe('Urdu reads right to left', () => {
  it.each(pageRoutes.map((route) => [localizedPath('ur', route.path), route.remote] as const))('%s is right to left, and its phone numbers read left to right', async (pathname, remote) => {
    const { page, context } = await open(pathname, 'ur', remote);
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
    const numbers = await page.evaluate((display) => {
      const found: { direction: string; text: string; plusBeforeLastDigit: boolean }[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const leftOf = (node: Node, index: number) => {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        return range.getBoundingClientRect().left;
      };
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement!;
        const start = node.textContent?.indexOf(display) ?? -1;
        if (start >= 0 && element.getClientRects().length > 0) {
          found.push({
            direction: getComputedStyle(element).direction,
            text: node.textContent!.trim(),
            // As drawn: "+91 ... 43210" with the plus on the left, not "43210 ... 91+".
            plusBeforeLastDigit: leftOf(node, start) < leftOf(node, start + display.length - 1),
          });
        }
      }
      return found;
    }, business.phone.display);
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.filter((number) => number.direction !== 'ltr' || !number.plusBeforeLastDigit)).toEqual([]);
    await context.close();
  });

  /** Each visible place `needle` is written on the page, and whether it is drawn as written: its first character left of its last. */
  const drawnLeftToRight = (page: Page, needle: string) =>
    page.evaluate((needle) => {
      const places: { text: string; inOrder: boolean }[] = [];
      const leftOf = (node: Node, index: number) => {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        return range.getBoundingClientRect().left;
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement!.getClientRects().length === 0) continue;
        for (let start = node.textContent!.indexOf(needle); start >= 0; start = node.textContent!.indexOf(needle, start + 1)) {
          places.push({ text: node.textContent!.trim(), inOrder: leftOf(node, start) < leftOf(node, start + needle.length - 1) });
        }
      }
      return places;
    }, needle);

  it('draws "10+" and "1000+" on /ur with the plus after the number', async () => {
    const { page, context } = await open('/ur', 'ur', 'home');
    for (const figure of [business.stats.years, business.stats.patients]) {
      const places = await drawnLeftToRight(page, figure);
      expect(places.length).toBeGreaterThanOrEqual(2);
      expect(places.filter((place) => !place.inOrder)).toEqual([]);
    }
    await context.close();
  });

  it('draws the phone hint and its error on /ur/contact in order: "98765 43210", "+91"', async () => {
    const { page, context } = await open('/ur/contact', 'ur', 'contact');
    const form = texts.ur.contact.form;
    await waitUntilInteractive(page);
    const phone = form.fields.find((field) => field.name === 'phone')!;
    await page.getByRole('textbox', { name: `${phone.label} ${form.labelNotes.phone}` }).fill('abc');
    await page.getByRole('button', { name: form.submit }).click();
    await page.getByText(form.errorSummaryTitle).waitFor();
    for (const sample of ['98765 43210', '+91']) {
      const places = await drawnLeftToRight(page, sample);
      // The hint, the error under the field and the error in the summary.
      expect(places.length).toBeGreaterThanOrEqual(3);
      expect(places.filter((place) => !place.inOrder)).toEqual([]);
    }
    await context.close();
  });

  it('lays the navigation bar out mirrored: the brand on the right at 1280 px', async () => {
    const { page, context } = await open('/ur', 'ur', 'home', 1280);
    const brand = await page.getByRole('link', { name: texts.ur.site.shell.brandHomeLabel }).boundingBox();
    expect(brand!.x).toBeGreaterThan(640);
    await context.close();
  });
});

describe('Accessibility and reflow in every language', () => {
  it.each(translatedRoutes)('axe finds no WCAG 2.2 A/AA violation on %s at 375 px', async (pathname, locale, remote) => {
    const { page, context } = await open(pathname, locale, remote);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .options({ rules: { 'target-size': { enabled: true } } })
      .analyze();
    expect(results.violations.map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 3) }))).toEqual([]);
    await context.close();
  });

  it.each(translatedRoutes)('%s has no sideways scroll at 320 px, nor at 200%% text', async (pathname, locale, remote) => {
    const { page, context } = await open(pathname, locale, remote, 320);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%', 'important'));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe('Urdu script is drawn whole', () => {
  // Nastaliq draws above and below its line box (notofonts/nastaliq #100): no heading or button may cut
  // its text off, by a box too small for its lines or by hiding what overflows.
  const views = [[320, ''], [375, ''], [320, ' with 200% text'], [375, ' with 200% text']] as const;
  const cases = pageRoutes.flatMap((route) => views.map(([width, largeText]) => [localizedPath('ur', route.path), width, largeText, route.remote] as const));

  it.each(cases)('%s at %i px%s: no heading or button is clipped', async (pathname, width, largeText, remote) => {
    const { page, context } = await open(pathname, 'ur', remote, width);
    await waitUntilInteractive(page);
    if (largeText) await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%', 'important'));
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, button, .button, [role="button"]')]
        .filter((element) => element.getClientRects().length > 0 && element.textContent!.trim())
        .flatMap((element) => {
          const style = getComputedStyle(element);
          const problems = [];
          if (element.scrollHeight > element.clientHeight + 1) problems.push(`scrollHeight ${element.scrollHeight} > clientHeight ${element.clientHeight}`);
          if (/hidden|clip/.test(style.overflowY) || /hidden|clip/.test(style.overflowX)) problems.push(`overflow: ${style.overflow}`);
          return problems.map((problem) => `${element.tagName.toLowerCase()} "${element.textContent!.trim().slice(0, 30)}": ${problem}`);
        }),
    );
    expect(clipped).toEqual([]);
    await context.close();
  });
});

describe('Screenshots for review', () => {
  it.each(translatedRoutes)('%s at 375 and 1280 px', async (pathname, locale, remote) => {
    fs.mkdirSync(screenshots, { recursive: true });
    for (const width of [375, 1280]) {
      const { page, context } = await open(pathname, locale, remote, width);
      const name = `${locale}-${remote}-${width}.png`;
      await page.screenshot({ path: path.join(screenshots, name), fullPage: true });
      expect(fs.statSync(path.join(screenshots, name)).size).toBeGreaterThan(10000);
      await context.close();
    }
  });
});
