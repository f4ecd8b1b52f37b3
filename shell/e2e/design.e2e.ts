import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import home from 'shared-content/text/en/home';
import { openPage, visit } from './support/browser';
import { business, pageHeadings, pages, routeName } from './support/routes';
import { repoRoot } from './support/site';
import { useSite } from './support/suite';

const site = useSite();
const screenshots = path.join(repoRoot, 'test-artifacts', 'screenshots', 'design');

/** Every width a visitor may bring, and a phone with 200% text. */
const views = [
  ...[320, 375, 768, 1280, 1920].map((width) => ({ width, textSize: '100%' })),
  { width: 375, textSize: '200%' },
];
const cases = views.flatMap((view) => pages.map((meta) => [meta.path, view.width, view.textSize, meta] as const));

async function open(meta: (typeof pages)[number], width: number, textSize: string) {
  const watched = await openPage(site.browser, width);
  await visit(watched.page, site.url + meta.path);
  await watched.page.getByRole('heading', { level: 1, name: pageHeadings[meta.remote] }).waitFor();
  if (textSize !== '100%') {
    await watched.page.evaluate((size) => document.documentElement.style.setProperty('font-size', size, 'important'), textSize);
  }
  return watched;
}

/** Each shown phone number that spans more than one line. */
const wrappedPhoneNumbers = (page: Page, numbers: string[]) =>
  page.evaluate((wanted) => {
    const wrapped: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const number of wanted) {
        const start = text.indexOf(number);
        if (start === -1 || !node.parentElement?.getClientRects().length) continue;
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + number.length);
        const lineTops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lineTops.size > 1) wrapped.push(`${number} in <${node.parentElement.tagName.toLowerCase()}> "${text.slice(0, 40)}"`);
      }
    }
    return wrapped;
  }, numbers);

/** Words of headings, buttons, disclosures and figures split across lines ("Pers/onn/el", "Hydera/bad"). */
const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    for (const element of document.querySelectorAll('h1, h2, h3, h4, summary, .button, button, main li > span:first-child')) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lineTops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lineTops.size > 1) broken.push(`"${match[0]}" in <${element.tagName.toLowerCase()}>`);
        }
      }
    }
    return broken;
  });

/** Grids of cards or figures whose last row is not filled to the end (an orphaned card). */
const orphanedRows = (page: Page) =>
  page.evaluate(() => {
    const orphans: string[] = [];
    for (const list of document.querySelectorAll<HTMLElement>('main ul, main ol')) {
      const style = getComputedStyle(list);
      const items = [...list.children].filter((child) => child.getClientRects().length > 0);
      if (style.display !== 'grid' || items.length < 2) continue;
      const contentRight = list.getBoundingClientRect().right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
      const rows = new Map<number, number>();
      for (const item of items) {
        const box = item.getBoundingClientRect();
        rows.set(Math.round(box.top), Math.max(rows.get(Math.round(box.top)) ?? 0, box.right));
      }
      if ([...rows.values()].some((right) => right < contentRight - 2)) {
        orphans.push(`${list.tagName.toLowerCase()} of ${items.length}: "${list.textContent?.slice(0, 50)}"`);
      }
    }
    return orphans;
  });

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('One site at every width', () => {
  it.each(cases)('%s at %i px with %s text: no wrapped phone number, no broken word, no orphaned card, no sideways scroll', async (_path, width, textSize, meta) => {
    const { page, context } = await open(meta, width, textSize);
    fs.mkdirSync(screenshots, { recursive: true });
    const suffix = textSize === '100%' ? '' : '-text200';
    await page.screenshot({ path: path.join(screenshots, `${routeName(meta.path)}-${width}${suffix}.png`), fullPage: true });

    expect(await wrappedPhoneNumbers(page, [business.phone.display])).toEqual([]);
    expect(await brokenWords(page)).toEqual([]);
    expect(await orphanedRows(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await context.close();
  });
});

describe('The same design language on every page', () => {
  /** The look of the hero (the h1's section) and of every card (a list item with an h3 title). */
  const designOf = (page: Page) =>
    page.evaluate(() => {
      const look = (element: Element, properties: string[]) => {
        const style = getComputedStyle(element);
        return properties.map((property) => `${property}: ${style.getPropertyValue(property)}`).join('; ');
      };
      const h1 = document.querySelector('main h1')!;
      const cards = [...document.querySelectorAll('main li h3')].map((title) => title.closest('li')!);
      return {
        hero: look(h1.closest('section')!, ['background-color', 'padding-top']),
        heading: look(h1, ['color', 'font-size', 'font-weight']),
        cards: [...new Set(cards.map((card) => look(card, ['border-top', 'border-radius', 'box-shadow', 'background-color'])))],
      };
    });

  it('has one hero, one heading style and one card style across the four pages', async () => {
    const designs = [];
    for (const meta of pages) {
      const { page, context } = await open(meta, 1280, '100%');
      designs.push(await designOf(page));
      await context.close();
    }
    expect(new Set(designs.map((design) => design.hero)).size).toBe(1);
    expect(new Set(designs.map((design) => design.heading)).size).toBe(1);
    expect(new Set(designs.flatMap((design) => design.cards)).size).toBe(1);
  });
});

describe('Figures in a row', () => {
  it.each([
    [1280, 1],
    [375, 3],
  ])("at %i px the home page's three figures stand in %i row(s)", async (width, rows) => {
    const homePage = pages.find((meta) => meta.remote === 'home')!;
    const { page, context } = await open(homePage, width, '100%');
    const figures = page.getByRole('list', { name: home.whyChooseUs.statsLabel }).getByRole('listitem');
    expect(await figures.count()).toBe(3);
    const tops = await figures.evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size);
    expect(tops).toBe(rows);
    await context.close();
  });
});
