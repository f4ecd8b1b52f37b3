import { render, screen } from '@testing-library/react';
import { howItWorksContent } from 'shared-content';
import Page from './Page';

describe('How It Works page', () => {
  it('has one h1, the heading from shared-content', () => {
    render(<Page />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: howItWorksContent.hero.heading })).toBeInTheDocument();
  });

  it('shows the lead text from shared-content', () => {
    render(<Page />);
    expect(screen.getByText(howItWorksContent.hero.lead)).toBeInTheDocument();
  });
});
