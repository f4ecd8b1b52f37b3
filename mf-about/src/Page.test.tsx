import { render, screen } from '@testing-library/react';
import { aboutContent } from 'shared-content';
import Page from './Page';

describe('About page', () => {
  it('has one h1, the heading from shared-content', () => {
    render(<Page />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: aboutContent.hero.heading })).toBeInTheDocument();
  });

  it('shows the lead text from shared-content', () => {
    render(<Page />);
    expect(screen.getByText(aboutContent.hero.lead)).toBeInTheDocument();
  });
});
