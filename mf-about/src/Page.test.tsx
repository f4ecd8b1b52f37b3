import { render, screen, within } from '@testing-library/react';
import { aboutContent } from 'shared-content';
import Page from './Page';

describe('About page', () => {
  it('has one h1, the heading from shared-content', () => {
    render(<Page />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: aboutContent.hero.heading })).toBeInTheDocument();
  });

  it('shows the hero lead and highlights from shared-content', () => {
    render(<Page />);
    expect(screen.getByText(aboutContent.hero.lead)).toBeInTheDocument();
    const highlights = screen.getByRole('list', { name: aboutContent.hero.highlightsLabel });
    expect(within(highlights).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      aboutContent.hero.highlights,
    );
  });

  it('shows the sections in the order of the spec, each with its heading, and adds no landmarks', () => {
    render(<Page />);
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(h2s).toEqual([
      aboutContent.story.heading,
      aboutContent.doctors.heading,
      aboutContent.values.heading,
      aboutContent.cta.heading,
    ]);
    for (const name of [aboutContent.hero.heading, ...h2s]) {
      expect(screen.getByRole('heading', { name: name! }).closest('section')!).toBeInTheDocument();
    }
    expect(screen.queryAllByRole('region')).toEqual([]);
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
    ids.forEach((id) => expect(id).toMatch(/^about-/));
  });
});
