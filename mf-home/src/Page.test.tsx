import { render, screen } from '@testing-library/react';
import { bookingHref } from 'shared-content';
import english from 'shared-content/text/en/home';
import telugu from 'shared-content/text/te/home';
import urdu from 'shared-content/text/ur/home';
import Page from './Page';

const renderPage = () => render(<Page locale="en" text={english} />);

describe('Home page', () => {
  it('has exactly one h1, the tagline from shared-content', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: english.hero.heading })).toBeInTheDocument();
  });

  it('shows the seven sections in order, ending with Why Choose Us and then About Us', () => {
    const { container } = renderPage();
    expect(container.querySelectorAll('section')).toHaveLength(7);
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(h2s).toEqual([
      english.mission.heading,
      english.features.heading,
      english.mobility.heading,
      english.services.heading,
      english.whyChooseUs.heading,
      english.aboutTeaser.heading,
    ]);
  });

  it('adds no landmarks: sections are found by their headings', () => {
    renderPage();
    expect(screen.queryAllByRole('region')).toEqual([]);
  });

  it('never skips a heading level', () => {
    const { container } = renderPage();
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => expect(level - levels[index]).toBeLessThanOrEqual(1));
  });

  it('uses unique ids, all prefixed with the page name', () => {
    const { container } = renderPage();
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    ids.forEach((id) => expect(id).toMatch(/^home-/));
  });

  it('sends every Learn More link to /about', () => {
    renderPage();
    const links = screen.getAllByRole('link', { name: /learn more/i });
    expect(links).toHaveLength(2);
    links.forEach((link) => expect(link).toHaveAttribute('href', '/about'));
  });
});

describe.each([
  ['Urdu', 'ur', urdu],
  ['Telugu', 'te', telugu],
] as const)('Home page in %s', (_language, locale, text) => {
  it('has the heading in that language as its h1', () => {
    render(<Page locale={locale} text={text} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(text.hero.heading);
  });

  it('keeps every link to another page in that language', () => {
    render(<Page locale={locale} text={text} />);
    const pageLinks = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')!)
      .filter((href) => href.startsWith('/'));
    expect(pageLinks).toEqual([text.hero.learnMoreHref, bookingHref(locale), text.aboutTeaser.learnMoreHref]);
    pageLinks.forEach((href) => expect(href).toMatch(new RegExp(`^/${locale}/`)));
  });
});
