import { render, screen, within } from '@testing-library/react';
import { howItWorksContent } from 'shared-content';
import Page from './Page';

describe('How It Works page', () => {
  it('has one h1, the heading from shared-content', () => {
    render(<Page />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: howItWorksContent.hero.heading })).toBeInTheDocument();
  });

  it('shows the lead text and the booking facts from shared-content', () => {
    render(<Page />);
    expect(screen.getByText(howItWorksContent.hero.lead)).toBeInTheDocument();
    const facts = screen.getByRole('list', { name: howItWorksContent.hero.factsLabel });
    expect(within(facts).getAllByRole('listitem').map((item) => item.textContent)).toEqual(howItWorksContent.hero.facts);
  });

  it('shows the sections in the order of the spec, each with its heading, and adds no landmarks', () => {
    render(<Page />);
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(h2s).toEqual([
      howItWorksContent.options.heading,
      howItWorksContent.steps.heading,
      howItWorksContent.reasons.heading,
      howItWorksContent.cta.heading,
    ]);
    for (const name of [howItWorksContent.hero.heading, ...h2s]) {
      expect(screen.getByRole('heading', { name: name! }).closest('section')!).toBeInTheDocument();
    }
  });

  it('skips no heading level', () => {
    const { container } = render(<Page />);
    const levels = Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((heading) =>
      Number(heading.tagName[1]),
    );
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
    });
  });

  it('gives every element id a unique, page-prefixed name', () => {
    const { container } = render(<Page />);
    const ids = Array.from(container.querySelectorAll('[id]')).map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    ids.forEach((id) => expect(id).toMatch(/^howitworks-/));
  });
});
