import { bookingHref, messageFormId, pagesIn } from './site';
import { locales } from './i18n';
import english from './text/en/site';
import telugu from './text/te/site';

describe('site pages', () => {
  it('has the four routes of the spec, each with its own title and description', () => {
    const pages = pagesIn('en', english.pages);
    expect(pages.map((page) => page.path)).toEqual(['/', '/about', '/how-it-works', '/contact']);
    expect(new Set(pages.map((page) => page.title)).size).toBe(4);
    for (const page of pages) expect(page.description.length).toBeGreaterThan(50);
  });

  it('puts each other language under its own prefix', () => {
    expect(pagesIn('te', telugu.pages).map((page) => page.path)).toEqual(['/te', '/te/about', '/te/how-it-works', '/te/contact']);
  });

  it('sends booking buttons to the contact form in the same language', () => {
    expect(bookingHref('en')).toBe(`/contact#${messageFormId}`);
    for (const locale of locales.filter((code) => code !== 'en')) expect(bookingHref(locale)).toBe(`/${locale}/contact#${messageFormId}`);
  });
});
