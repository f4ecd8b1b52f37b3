import { pages, bookingHref, messageFormId } from './site';

describe('site pages', () => {
  it('has the four routes of the spec, each with its own title and description', () => {
    expect(pages.map((page) => page.path)).toEqual(['/', '/about', '/how-it-works', '/contact']);
    expect(new Set(pages.map((page) => page.title)).size).toBe(4);
    for (const page of pages) expect(page.description.length).toBeGreaterThan(50);
  });

  it('sends booking buttons to the contact form', () => {
    expect(bookingHref).toBe(`/contact#${messageFormId}`);
  });
});
