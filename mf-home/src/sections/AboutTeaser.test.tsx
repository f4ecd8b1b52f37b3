import { screen, within } from '@testing-library/react';
import english from 'shared-content/text/en/home';
import { expectHeadingAndText, renderWithText } from '../testing';
import AboutTeaser from './AboutTeaser';

const { aboutTeaser } = english;

describe('About teaser', () => {
  it('shows the heading, text and checklist', () => {
    renderWithText(<AboutTeaser />);
    expectHeadingAndText(2, aboutTeaser.heading, aboutTeaser.text);
    const checklist = screen.getByText(aboutTeaser.checklist[0]).closest('ul')!;
    expect(within(checklist).getAllByRole('listitem').map((item) => item.textContent)).toEqual(aboutTeaser.checklist);
  });

  it('does not repeat the figures of the stats row just above it', () => {
    renderWithText(<AboutTeaser />);
    expect(screen.queryByText(english.whyChooseUs.stats[0].label)).not.toBeInTheDocument();
  });

  it('shows the fleet illustration with alt text and fixed dimensions', () => {
    renderWithText(<AboutTeaser />);
    const image = screen.getByRole('img', { name: aboutTeaser.image.alt });
    expect(image).toHaveAttribute('width', String(aboutTeaser.image.width));
    expect(image).toHaveAttribute('height', String(aboutTeaser.image.height));
    expect(image).toHaveAttribute('src', '%REMOTE_ORIGIN%/assets/test-file-stub.svg');
  });

  it('has a Learn More link that says it leads to /about', () => {
    renderWithText(<AboutTeaser />);
    expect(screen.getByRole('link', { name: 'Learn More about us' })).toHaveAttribute('href', '/about');
  });
});
