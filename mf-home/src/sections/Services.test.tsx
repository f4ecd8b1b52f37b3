import { screen } from '@testing-library/react';
import { bookingHref, business } from 'shared-content';
import businessText from 'shared-content/text/en/business';
import english from 'shared-content/text/en/home';
import { renderWithText } from '../testing';
import Services from './Services';

const { services } = english;

describe('Services', () => {
  it('shows the six services, each with its description', () => {
    renderWithText(<Services />);
    expect(screen.getByRole('heading', { level: 2, name: services.heading })).toBeInTheDocument();
    const titles = services.items.map((service) => service.title);
    expect(titles).toEqual([
      'Mobility solutions',
      'Medical assistance',
      'Elderly care transport',
      'Scheduled appointments',
      'Post-surgery transport',
      'City-wide coverage',
    ]);
    for (const service of services.items) {
      expect(screen.getByRole('heading', { level: 3, name: service.title })).toBeInTheDocument();
      expect(screen.getByText(service.description)).toBeInTheDocument();
    }
  });

  it('mentions one-day rentals and outstation trips', () => {
    renderWithText(<Services />);
    expect(screen.getByText(/whole day/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(businessText.coverage.outstation))).toBeInTheDocument();
  });

  it('has a call-now link that dials the number it shows', () => {
    renderWithText(<Services />);
    const call = screen.getByRole('link', { name: `${services.banner.callNow} ${business.phone.display}` });
    expect(call).toHaveTextContent(business.phone.display);
    expect(call).toHaveAttribute('href', business.phone.href);
  });

  it('has a Book Online link to the contact page message form', () => {
    renderWithText(<Services />);
    expect(screen.getByRole('link', { name: services.banner.bookOnline })).toHaveAttribute('href', bookingHref('en'));
  });
});
