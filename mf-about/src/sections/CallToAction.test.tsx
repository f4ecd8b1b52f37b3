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
    expect(screen.getByText(aboutContent.cta.text)).toHaveTextContent(business.phone.display);
    expect(screen.getByText(aboutContent.cta.text)).toHaveTextContent(business.hours.display);
  });
});
