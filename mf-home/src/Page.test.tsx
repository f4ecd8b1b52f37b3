import { render, screen } from '@testing-library/react';
import { bookingHref } from 'shared-content';
import { itKeepsItsLanguage, itKeepsThePageOutline } from 'shared-content/testing';
import english from 'shared-content/text/en/home';
import hindi from 'shared-content/text/hi/home';
import telugu from 'shared-content/text/te/home';
import urdu from 'shared-content/text/ur/home';
import Page from './Page';

const renderPage = () => render(<Page locale="en" text={english} />);

describe('Home page', () => {
  itKeepsThePageOutline(renderPage, { h1: english.hero.heading, page: 'home' });

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
  ['Hindi', 'hi', hindi],
] as const)('Home page in %s', (_language, locale, text) => {
  itKeepsItsLanguage(() => render(<Page locale={locale} text={text} />), {
    locale,
    h1: text.hero.heading,
    pageLinks: [text.hero.learnMore.href, bookingHref(locale), text.aboutTeaser.learnMore.href],
  });

  it("names both Learn More links with the language's own whole phrase, and shows only its words for Learn More", () => {
    render(<Page locale={locale} text={text} />);
    const links = screen.getAllByRole('link', { name: text.hero.learnMore.phrase });
    expect(links).toHaveLength(2);
    links.forEach((link) => {
      expect(link).toHaveAttribute('href', text.hero.learnMore.href);
      const shown = [...link.childNodes].filter((node) => !(node instanceof Element && node.matches('.visually-hidden, svg')));
      expect(shown.map((node) => node.textContent).join('')).toBe(text.hero.learnMore.shown);
    });
  });
});
