import { render, screen } from '@testing-library/react';
import { expectSectionsInOrder, itemsOfList, itKeepsThePageOutline } from 'shared-content/testing';
import english from 'shared-content/text/en/howItWorks';
import urdu from 'shared-content/text/ur/howItWorks';
import Page from './Page';

const renderPage = () => render(<Page locale="en" text={english} />);

describe('How It Works page', () => {
  itKeepsThePageOutline(renderPage, { h1: english.hero.heading, page: 'howitworks' });

  it('shows the lead text and the booking facts from shared-content', () => {
    renderPage();
    expect(screen.getByText(english.hero.lead)).toBeInTheDocument();
    expect(itemsOfList(english.hero.factsLabel).map((item) => item.textContent)).toEqual(english.hero.facts);
  });

  it('shows the sections in the order of the spec, each with its heading, and adds no landmarks', () => {
    renderPage();
    expectSectionsInOrder(english.hero.heading, [english.options.heading, english.steps.heading, english.reasons.heading, english.cta.heading]);
  });
});

describe('How It Works page in Urdu', () => {
  it('shows the Urdu heading, and its links stay in Urdu', () => {
    const { container } = render(<Page locale="ur" text={urdu} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(urdu.hero.heading);
    expect(urdu.hero.heading).not.toBe(english.hero.heading);
    const pageLinks = Array.from(container.querySelectorAll('a[href^="/"]')).map((link) => link.getAttribute('href'));
    expect(pageLinks).toEqual(['/ur/contact#message-form']);
    expect(screen.getByRole('link', { name: urdu.cta.message })).toHaveAttribute('href', '/ur/contact#message-form');
  });
});
