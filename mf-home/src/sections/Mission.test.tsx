import { screen, within } from '@testing-library/react';
import english from 'shared-content/text/en/home';
import { renderWithText } from '../testing';
import Mission from './Mission';

const { mission } = english;

describe('Mission', () => {
  it('shows the mission statement under its h2', () => {
    renderWithText(<Mission />);
    const section = screen.getByRole('heading', { level: 2, name: mission.heading }).closest('section')!;
    expect(within(section).getByRole('heading', { level: 2, name: mission.heading })).toBeInTheDocument();
    mission.text.forEach((paragraph) => expect(within(section).getByText(paragraph)).toBeInTheDocument());
  });

  it('lists who the service is for', () => {
    renderWithText(<Mission />);
    expect(screen.getByRole('heading', { level: 3, name: mission.audienceHeading })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(mission.audience);
  });
});
