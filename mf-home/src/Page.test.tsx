import { render, screen } from '@testing-library/react';
import { homeContent } from 'shared-content';
import Page from './Page';

describe('Home page', () => {
  it('has one h1, the heading from shared-content', () => {
    render(<Page />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: homeContent.hero.heading })).toBeInTheDocument();
  });

  it('shows the lead text from shared-content', () => {
    render(<Page />);
    expect(screen.getByText(homeContent.hero.lead)).toBeInTheDocument();
  });
});
