import { screen, within } from '@testing-library/react';
import { business } from 'shared-content';
import { expectCards } from 'shared-content/testing';
import businessText from 'shared-content/text/en/business';
import english from 'shared-content/text/en/howItWorks';
import { renderWithText } from '../testing';
import BookingOptions from './BookingOptions';

function optionCards() {
  const section = screen.getByRole('heading', { name: english.options.heading }).closest('section')!;
  const optionsList = within(section).getAllByRole('list')[0]!;
  return within(optionsList).getAllByRole('listitem');
}

describe('Booking options', () => {
  it('shows the three booking options, each with title, description, response time and badge', () => {
    renderWithText(<BookingOptions />);
    const cards = optionCards();
    expect(cards).toHaveLength(3);
    expectCards(
      cards,
      english.options.list.map((option) => ({ title: option.title, texts: [option.description, option.badge, option.responseTimeLabel, option.responseTime] })),
    );
  });

  it('states the response times of the spec in words', () => {
    renderWithText(<BookingOptions />);
    const [emergency, sameDay, advance] = optionCards();
    expect(emergency).toHaveTextContent(businessText.responseTimes.emergency);
    expect(emergency).toHaveTextContent('5-15 minutes');
    expect(sameDay).toHaveTextContent('30 minutes to 2 hours');
    expect(advance).toHaveTextContent('Up to 30 days ahead');
  });

  it('tells the reader about reservations, hours, the cancellation rule and the emergency number', () => {
    renderWithText(<BookingOptions />);
    expect(screen.getByRole('heading', { level: 3, name: english.options.notesHeading })).toBeInTheDocument();
    const notes = english.options.notes;
    notes.forEach((note) => expect(screen.getByText(note)).toBeInTheDocument());
    expect(notes.join(' ')).toContain(businessText.hours.display);
    expect(notes.join(' ')).toContain(businessText.cancellation.summary);
    expect(notes.join(' ')).toContain(business.ambulanceNumber);
  });
});
