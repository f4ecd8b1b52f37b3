import { render, screen } from '@testing-library/react';
import { aboutContent, business } from 'shared-content';
import CallToAction from './CallToAction';

describe('About call to action', () => {
  it('books a ride by calling the business phone number, and its name says so', () => {
    render(<CallToAction />);
    const bookRide = screen.getByRole('link', { name: `Book Your Ride: call ${business.phone.display}` });
    expect(bookRide).toHaveAttribute('href', business.phone.href);
  });

  it('leads to the contact page with Contact Us', () => {
    render(<CallToAction />);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('tells the hours', () => {
    render(<CallToAction />);
    expect(screen.getByText(aboutContent.cta.text)).toHaveTextContent(business.hours.display);
  });
});
