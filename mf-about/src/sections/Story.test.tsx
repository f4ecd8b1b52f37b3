import { render, screen, within } from '@testing-library/react';
import { aboutContent, business } from 'shared-content';
import Story from './Story';

describe('Our story', () => {
  it('tells the story from shared-content', () => {
    render(<Story />);
    expect(screen.getByRole('heading', { level: 2, name: aboutContent.story.heading })).toBeInTheDocument();
    aboutContent.story.paragraphs.forEach((paragraph) => expect(screen.getByText(paragraph)).toBeInTheDocument());
  });

  it('shows the four stats, each with its value and label', () => {
    render(<Story />);
    const items = within(screen.getByRole('list', { name: aboutContent.story.statsLabel })).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    aboutContent.story.stats.forEach((stat, index) => {
      expect(items[index]).toHaveTextContent(stat.value);
      expect(items[index]).toHaveTextContent(stat.label);
    });
  });

  it('reads the stats from the business facts of the spec', () => {
    render(<Story />);
    const list = screen.getByRole('list', { name: aboutContent.story.statsLabel });
    for (const value of [business.stats.years, business.stats.patients, business.stats.safety, business.hours.display]) {
      expect(within(list).getByText(value)).toBeInTheDocument();
    }
  });
});
