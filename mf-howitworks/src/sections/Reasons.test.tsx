import { screen, within } from '@testing-library/react';
import english from 'shared-content/text/en/howItWorks';
import { renderWithText } from '../testing';
import Reasons from './Reasons';

describe('Reasons to choose us', () => {
  it('shows the four reasons from shared-content, each with title, description and badge', () => {
    renderWithText(<Reasons />);
    const section = screen.getByRole('heading', { name: english.reasons.heading }).closest('section')!;
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    english.reasons.list.forEach((reason, index) => {
      const card = within(items[index]!);
      expect(card.getByRole('heading', { level: 3, name: reason.title })).toBeInTheDocument();
      expect(card.getByText(reason.description)).toBeInTheDocument();
      expect(card.getByText(reason.badge)).toBeInTheDocument();
    });
  });
});
