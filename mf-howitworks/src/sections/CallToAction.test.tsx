import { screen } from '@testing-library/react';
import { bookingHref, business } from 'shared-content';
import businessText from 'shared-content/text/en/business';
import english from 'shared-content/text/en/howItWorks';
import { renderWithText, textIn } from '../testing';
import CallToAction from './CallToAction';

describe('How It Works call to action', () => {
  it('offers a call link to the business phone number', () => {
    renderWithText(<CallToAction />);
    const call = screen.getByRole('link', { name: `Call ${business.phone.display}` });
    expect(call).toHaveAttribute('href', business.phone.href);
    expect(call).toHaveTextContent(business.phone.display);
  });

  it('leads to the message form on the contact page', () => {
    renderWithText(<CallToAction />);
    expect(screen.getByRole('link', { name: english.cta.message })).toHaveAttribute('href', '/contact#message-form');
  });

  it('leads to the message form of the contact page in the page language', () => {
    renderWithText(<CallToAction />, 'te');
    expect(screen.getByRole('link', { name: textIn.te.cta.message })).toHaveAttribute('href', bookingHref('te'));
    expect(bookingHref('te')).toBe('/te/contact#message-form');
  });

  it('says rides are by reservation, with the hours', () => {
    renderWithText(<CallToAction />);
    const text = screen.getByText(english.cta.text);
    expect(text).toHaveTextContent(businessText.hours.display);
    expect(text).toHaveTextContent(/reservation only/i);
  });
});
