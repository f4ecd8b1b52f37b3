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
    render(<Page />);
    const regions = screen
      .getAllByRole('region')
      .filter((region) => region.tagName === 'SECTION')
      .map((region) => region.getAttribute('aria-labelledby'));
    expect(regions).toEqual([
      'home-hero-heading',
      'home-mission-heading',
      'home-features-heading',
      'home-mobility-heading',
      'home-services-heading',
      'home-why-heading',
      'home-about-heading',
    ]);
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

  it('names every section by its heading', () => {
    render(<Page />);
    for (const heading of screen.getAllByRole('heading', { level: 2 })) {
      expect(screen.getByRole('region', { name: heading.textContent ?? '' })).toContainElement(heading);
    }
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
