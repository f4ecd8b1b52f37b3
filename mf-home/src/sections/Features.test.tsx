import { screen, within } from '@testing-library/react';
import english from 'shared-content/text/en/home';
import { renderWithText } from '../testing';
import Features from './Features';

const { features } = english;

describe('Features grid', () => {
  it('shows the eight groups of the spec, each as an h3', () => {
    renderWithText(<Features />);
    expect(screen.getByRole('heading', { level: 2, name: features.heading })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Personnel',
      'Accessibility',
      'Safety',
      'Interior Design',
      'Comfort',
      'Technology',
      'Optional Add-ons',
      'Compliance',
    ]);
    expect(titles).toEqual(features.groups.map((group) => group.title));
  });

  it('lists the items of every group inside that group', () => {
    renderWithText(<Features />);
    for (const group of features.groups) {
      const card = screen.getByRole('heading', { level: 3, name: group.title }).closest('li');
      expect(card).not.toBeNull();
      const items = within(within(card!).getByRole('list')).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(group.items);
    }
  });

  it('includes the safety kit the spec names', () => {
    renderWithText(<Features />);
    const safety = screen.getByRole('heading', { level: 3, name: 'Safety' }).closest('li')!;
    for (const item of ['Seat belts', 'Fire extinguisher', 'First aid kit', 'Oxygen cylinder', 'Back-up alarm and camera']) {
      expect(within(safety).getByText(item)).toBeInTheDocument();
    }
  });
});
