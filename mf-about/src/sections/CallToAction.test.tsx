import { render, screen } from '@testing-library/react';
import { aboutContent, business } from 'shared-content';
import CallToAction from './CallToAction';

describe('About call to action', () => {
  it('books a ride by calling the business phone number', () => {
    render(<CallToAction />);
    expect(screen.getByRole('link', { name: aboutContent.cta.bookRide })).toHaveAttribute('href', business.phone.href);
    expect(aboutContent.cta.bookRide).toBe('Book Your Ride');
  });

  it('leads to the contact page with Contact Us', () => {
    render(<CallToAction />);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('tells the hours and the phone number in words', () => {
    render(<CallToAction />);
    // The number is kept on one line with non-breaking spaces; Testing Library reads them as spaces.
    const text = screen.getByText(aboutContent.cta.text.replace(/\s+/g, ' '));
    expect(text).toHaveTextContent(business.phone.display);
    expect(text).toHaveTextContent(business.hours.display);
  });
});
