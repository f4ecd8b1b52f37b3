import { render, screen, within } from '@testing-library/react';
import { howItWorksContent } from 'shared-content';
import Reasons from './Reasons';

describe('Reasons to choose us', () => {
  it('shows the four reasons from shared-content, each with title, description and badge', () => {
    render(<Reasons />);
    const section = screen.getByRole('heading', { name: howItWorksContent.reasons.heading }).closest('section')!;
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    howItWorksContent.reasons.list.forEach((reason, index) => {
      const card = within(items[index]!);
      expect(card.getByRole('heading', { level: 3, name: reason.title })).toBeInTheDocument();
      expect(card.getByText(reason.description)).toBeInTheDocument();
      expect(card.getByText(reason.badge)).toBeInTheDocument();
    });
  });
});
