import { screen } from '@testing-library/react';
import { business } from 'shared-content';
import english from 'shared-content/text/en/about';
import businessText from 'shared-content/text/en/business';
import { renderWithText } from '../testing';
import CallToAction from './CallToAction';

describe('About call to action', () => {
  it('books a ride by calling the business phone number, and its name says so', () => {
    renderWithText(<CallToAction />);
    const bookRide = screen.getByRole('link', { name: `Book Your Ride: call ${business.phone.display}` });
    expect(bookRide).toHaveAttribute('href', business.phone.href);
  });

  it('leads to the contact page with Contact Us', () => {
    renderWithText(<CallToAction />);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('tells the hours', () => {
    renderWithText(<CallToAction />);
    expect(screen.getByText(english.cta.text)).toHaveTextContent(businessText.hours.display);
  });
});
