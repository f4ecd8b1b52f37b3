// Tests only: what every page remote's tests need: a section rendered with its page's text, the checks
// of a page's outline that every page keeps, and the checks of the sections and cards pages are made of.
import { render, screen, within, type RenderResult } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import type { Locale, PageProps } from './i18n';

type PageTextProvider<Text> = ComponentType<PageProps<Text> & { children: ReactNode }>;

/** `renderWithText(<Section />, 'ur')` renders a section inside its page's `<PageText>`, in that language. */
export function createRenderWithText<Text>(PageText: PageTextProvider<Text>, textIn: Record<Locale, Text>) {
  return function renderWithText(ui: ReactNode, locale: Locale = 'en') {
    return render(
      <PageText locale={locale} text={textIn[locale]}>
        {ui}
      </PageText>,
    );
  };
}

/** A page has one h1, and it is this heading. */
export function expectOneH1(name: string) {
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
}

/** A page's headings start at its h1 and never skip a level on the way down. */
function expectNoSkippedHeadingLevel(container: HTMLElement) {
  const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
  expect(levels[0]).toBe(1);
  levels.slice(1).forEach((level, index) => expect(level - levels[index]!).toBeLessThanOrEqual(1));
}

/** Every element id on a page is unique and starts with the page's name, so two pages never collide in the shell. */
function expectUniquePagePrefixedIds(container: HTMLElement, page: string) {
  const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
  expect(new Set(ids).size).toBe(ids.length);
  ids.forEach((id) => expect(id).toMatch(new RegExp(`^${page}-`)));
}

/**
 * The outline every page keeps, as tests of the page's own suite: one h1 (`h1`, the hero's heading), no
 * skipped heading level, element ids unique and prefixed with the page's name (`page`).
 */
export function itKeepsThePageOutline(renderPage: () => RenderResult, { h1, page }: { h1: string; page: string }) {
  it('has one h1, the heading from shared-content', () => {
    renderPage();
    expectOneH1(h1);
  });

  it('skips no heading level', () => {
    expectNoSkippedHeadingLevel(renderPage().container);
  });

  it('gives every element id a unique, page-prefixed name', () => {
    expectUniquePagePrefixedIds(renderPage().container, page);
  });
}

/**
 * A page in another language keeps to it, as tests of the page's own suite: its h1 is `h1`, and its links to
 * other pages of the site (those that start with "/") are `pageLinks`, all under /<locale>/.
 */
export function itKeepsItsLanguage(renderPage: () => RenderResult, { locale, h1, pageLinks }: { locale: Locale; h1: string; pageLinks: string[] }) {
  it('has the heading in that language as its h1', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(h1);
  });

  it('keeps every link to another page in that language', () => {
    renderPage();
    const linksToPages = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')!)
      .filter((href) => href.startsWith('/'));
    expect(linksToPages).toEqual(pageLinks);
    linksToPages.forEach((href) => expect(href).toMatch(new RegExp(`^/${locale}/`)));
  });
}

/** The page shows its sections' h2s in this order, and each of these headings (its h1 and h2s) heads a `<section>`. */
export function expectSectionsInOrder(h1: string, h2s: string[]) {
  const shown = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(shown).toEqual(h2s);
  for (const name of [h1, ...h2s]) {
    expect(screen.getByRole('heading', { name }).closest('section')!).toBeInTheDocument();
  }
}

/** Each card (a list item) shows, in order, one of `cards`: its title as an h3, and each of its texts. */
export function expectCards(items: HTMLElement[], cards: { title: string; texts: string[] }[]) {
  cards.forEach(({ title, texts }, index) => {
    const card = within(items[index]!);
    expect(card.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    texts.forEach((text) => expect(card.getByText(text)).toBeInTheDocument());
  });
}

/** The section the heading `name` heads shows `cards` (see expectCards), and no other items. */
export function expectSectionCards(name: string, cards: { title: string; texts: string[] }[]) {
  const items = itemsOfSection(name);
  expect(items).toHaveLength(cards.length);
  expectCards(items, cards);
}

/** The section the heading `name` heads, to query within. */
export function sectionHeadedBy(name: string) {
  return within(screen.getByRole('heading', { name }).closest('section')!);
}

/** The items of the one list in the section the heading `name` heads. */
export function itemsOfSection(name: string) {
  return within(sectionHeadedBy(name).getByRole('list')).getAllByRole('listitem');
}

/** The items of the list named `name`. */
export function itemsOfList(name: string) {
  return within(screen.getByRole('list', { name })).getAllByRole('listitem');
}
