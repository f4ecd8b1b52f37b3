import { render, screen, within } from '@testing-library/react';
import { homeContent } from 'shared-content';
import Mission from './Mission';

const { mission } = homeContent;

describe('Mission', () => {
  it('shows the mission statement under its h2', () => {
    render(<Mission />);
    const section = screen.getByRole('heading', { level: 2, name: mission.heading }).closest('section')!;
    expect(within(section).getByRole('heading', { level: 2, name: mission.heading })).toBeInTheDocument();
    mission.text.forEach((paragraph) => expect(within(section).getByText(paragraph)).toBeInTheDocument());
  });

  it('lists who the service is for', () => {
    render(<Mission />);
    expect(screen.getByRole('heading', { level: 3, name: mission.audienceHeading })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(mission.audience);
  });
});
