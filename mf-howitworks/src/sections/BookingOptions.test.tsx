import { render, screen, within } from '@testing-library/react';
import { business, howItWorksContent } from 'shared-content';
import BookingOptions from './BookingOptions';

function optionCards() {
  const section = screen.getByRole('heading', { name: howItWorksContent.options.heading }).closest('section')!;
  const optionsList = within(section).getAllByRole('list')[0]!;
  return within(optionsList).getAllByRole('listitem');
}

describe('Booking options', () => {
  it('shows the three booking options, each with title, description, response time and badge', () => {
    render(<BookingOptions />);
    const cards = optionCards();
    expect(cards).toHaveLength(3);
    howItWorksContent.options.list.forEach((option, index) => {
      const card = within(cards[index]!);
      expect(card.getByRole('heading', { level: 3, name: option.title })).toBeInTheDocument();
      expect(card.getByText(option.description)).toBeInTheDocument();
      expect(card.getByText(option.badge)).toBeInTheDocument();
      expect(card.getByText(option.responseTimeLabel)).toBeInTheDocument();
      expect(card.getByText(option.responseTime)).toBeInTheDocument();
    });
  });

  it('states the response times of the spec in words', () => {
    render(<BookingOptions />);
    const [emergency, sameDay, advance] = optionCards();
    expect(emergency).toHaveTextContent(business.responseTimes.emergency);
    expect(emergency).toHaveTextContent('5-15 minutes');
    expect(sameDay).toHaveTextContent('30 minutes to 2 hours');
    expect(advance).toHaveTextContent('Up to 30 days ahead');
  });

  it('tells the reader about reservations, hours, the cancellation rule and the emergency number', () => {
    render(<BookingOptions />);
    expect(screen.getByRole('heading', { level: 3, name: howItWorksContent.options.notesHeading })).toBeInTheDocument();
    const notes = howItWorksContent.options.notes;
    notes.forEach((note) => expect(screen.getByText(note)).toBeInTheDocument());
    expect(notes.join(' ')).toContain(business.hours.display);
    expect(notes.join(' ')).toContain(business.cancellation.summary);
    expect(notes.join(' ')).toContain(business.ambulanceNumber);
  });
});
