import { screen, within } from '@testing-library/react';
import { business } from 'shared-content';
import { itemsOfList } from 'shared-content/testing';
import english from 'shared-content/text/en/home';
import { renderWithText } from '../testing';
import WhyChooseUs from './WhyChooseUs';

const { whyChooseUs } = english;

describe('Why choose us', () => {
  it('shows seven feature cards, each with title, description and badge', () => {
    renderWithText(<WhyChooseUs />);
    expect(whyChooseUs.cards).toHaveLength(7);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    for (const card of whyChooseUs.cards) {
      const item = screen.getByRole('heading', { level: 3, name: card.title }).closest('li')!;
      expect(within(item).getByText(card.description)).toBeInTheDocument();
      expect(within(item).getByText(card.badge)).toBeInTheDocument();
    }
  });

  it('describes live tracking with live video and GPS', () => {
    renderWithText(<WhyChooseUs />);
    const card = screen.getByRole('heading', { level: 3, name: 'Live tracking' }).closest('li')!;
    expect(card).toHaveTextContent(/video/i);
    expect(card).toHaveTextContent(/GPS/);
  });

  it('shows the stats row from the business facts', () => {
    renderWithText(<WhyChooseUs />);
    const stats = itemsOfList(whyChooseUs.statsLabel);
    expect(stats).toHaveLength(3);
    [business.stats.years, business.stats.patients, business.stats.safety].forEach((value, index) => {
      expect(stats[index]).toHaveTextContent(value);
      expect(stats[index]).toHaveTextContent(whyChooseUs.stats[index].label);
    });
  });
});
