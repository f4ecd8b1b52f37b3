import { render, screen } from '@testing-library/react';
import { homeContent } from 'shared-content';
import Page from './Page';

describe('Home page', () => {
  it('has exactly one h1, the tagline from shared-content', () => {
    render(<Page />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: homeContent.hero.heading })).toBeInTheDocument();
  });

  it('shows the seven sections in order, ending with Why Choose Us and then About Us', () => {
    const { container } = render(<Page />);
    expect(container.querySelectorAll('section')).toHaveLength(7);
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(h2s).toEqual([
      homeContent.mission.heading,
      homeContent.features.heading,
      homeContent.mobility.heading,
      homeContent.services.heading,
      homeContent.whyChooseUs.heading,
      homeContent.aboutTeaser.heading,
    ]);
  });

  it('adds no landmarks: sections are found by their headings', () => {
    render(<Page />);
    expect(screen.queryAllByRole('region')).toEqual([]);
  });

  it('never skips a heading level', () => {
    const { container } = render(<Page />);
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => expect(level - levels[index]).toBeLessThanOrEqual(1));
  });

  it('uses unique ids, all prefixed with the page name', () => {
    const { container } = render(<Page />);
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    ids.forEach((id) => expect(id).toMatch(/^home-/));
  });

  it('sends every Learn More link to /about', () => {
    render(<Page />);
    const links = screen.getAllByRole('link', { name: /learn more/i });
    expect(links).toHaveLength(2);
    links.forEach((link) => expect(link).toHaveAttribute('href', '/about'));
  });
});
