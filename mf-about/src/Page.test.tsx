import { render, screen } from '@testing-library/react';
import { business } from 'shared-content';
import { expectSectionsInOrder, itemsOfList, itKeepsItsLanguage, itKeepsThePageOutline } from 'shared-content/testing';
import english from 'shared-content/text/en/about';
import telugu from 'shared-content/text/te/about';
import urdu from 'shared-content/text/ur/about';
import Page from './Page';

const renderPage = () => render(<Page locale="en" text={english} />);

describe('About page', () => {
  itKeepsThePageOutline(renderPage, { h1: english.hero.heading, page: 'about' });

  it('shows the hero lead and highlights from shared-content', () => {
    renderPage();
    expect(screen.getByText(english.hero.lead)).toBeInTheDocument();
    expect(itemsOfList(english.hero.highlightsLabel).map((item) => item.textContent)).toEqual(english.hero.highlights);
  });

  it('shows the sections in the order of the spec, each with its heading, and adds no landmarks', () => {
    renderPage();
    expectSectionsInOrder(english.hero.heading, [english.story.heading, english.doctors.heading, english.values.heading, english.cta.heading]);
    expect(screen.queryAllByRole('region')).toEqual([]);
  });
});

describe.each([
  ['Urdu', 'ur', urdu],
  ['Telugu', 'te', telugu],
] as const)('About page in %s', (_language, locale, text) => {
  itKeepsItsLanguage(() => render(<Page locale={locale} text={text} />), { locale, h1: text.hero.heading, pageLinks: [text.cta.contactHref] });

  it('says "call" in that language on the call button', () => {
    render(<Page locale={locale} text={text} />);
    expect(screen.getByRole('link', { name: `${text.ui.call} ${business.phone.display}` })).toHaveAttribute('href', business.phone.href);
  });
});
