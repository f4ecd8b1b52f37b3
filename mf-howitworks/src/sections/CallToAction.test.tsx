import { render, screen } from '@testing-library/react';
import { bookingHref, business, howItWorksContent } from 'shared-content';
import CallToAction from './CallToAction';

describe('How It Works call to action', () => {
  it('offers a call link to the business phone number', () => {
    render(<CallToAction />);
    const call = screen.getByRole('link', { name: `Call ${business.phone.display}` });
    expect(call).toHaveAttribute('href', business.phone.href);
    expect(call).toHaveTextContent(business.phone.display);
  });

  it('leads to the message form on the contact page', () => {
    render(<CallToAction />);
    expect(screen.getByRole('link', { name: howItWorksContent.cta.message })).toHaveAttribute('href', bookingHref);
    expect(bookingHref).toBe('/contact#message-form');
  });

  it('says rides are by reservation, with the hours', () => {
    render(<CallToAction />);
    const text = screen.getByText(howItWorksContent.cta.text);
    expect(text).toHaveTextContent(business.hours.display);
    expect(text).toHaveTextContent(/reservation only/i);
  });
});
