import { screen, within } from '@testing-library/react';
import { business } from 'shared-content';
import { itemsOfList } from 'shared-content/testing';
import english from 'shared-content/text/en/about';
import businessText from 'shared-content/text/en/business';
import { renderWithText } from '../testing';
import Story from './Story';

describe('Our story', () => {
  it('tells the story from shared-content', () => {
    renderWithText(<Story />);
    expect(screen.getByRole('heading', { level: 2, name: english.story.heading })).toBeInTheDocument();
    english.story.paragraphs.forEach((paragraph) => expect(screen.getByText(paragraph)).toBeInTheDocument());
  });

  it('shows the four stats, each with its value and label', () => {
    renderWithText(<Story />);
    const items = itemsOfList(english.story.statsLabel);
    expect(items).toHaveLength(4);
    english.story.stats.forEach((stat, index) => {
      expect(items[index]).toHaveTextContent(stat.value);
      expect(items[index]).toHaveTextContent(stat.label);
    });
  });

  it('reads the stats from the business facts of the spec', () => {
    renderWithText(<Story />);
    const list = screen.getByRole('list', { name: english.story.statsLabel });
    for (const value of [business.stats.years, business.stats.patients, business.stats.safety, businessText.hours.display]) {
      expect(within(list).getByText(value)).toBeInTheDocument();
    }
  });
});
