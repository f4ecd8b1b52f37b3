/** The business facts in words, in English. Numbers and names come from ../../business.ts. */
import { business } from '../../business';

/**
 * `"20:00"` as English says a time of day: "8 pm" (the hour, then am or pm), as `Intl` writes it for en-IN.
 * Written out like the other languages', not by `Intl.DateTimeFormat`: the first one a page makes costs
 * 70-180 ms on a slow phone (issue 45), in the task that brings this text.
 */
function englishTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const clockHour = hours % 12 || 12;
  return `${clockHour}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''} ${hours < 12 ? 'am' : 'pm'}`;
}

const hours = `${englishTime(business.hours.opens)} to ${englishTime(business.hours.closes)}`;

const businessText = {
  hours: {
    /** "8 am to 8 pm" */
    display: hours,
    days: 'Monday to Sunday',
    reservationOnly: 'Reservation only',
  },
  coverage: {
    city: business.coverage.city as string,
    display: 'Hyderabad and surrounding Telangana',
    outstation: 'Outstation and inter-city trips on request',
  },
  responseTimes: {
    emergency: '5-15 minutes',
    sameDay: '30 minutes to 2 hours',
    advance: `Up to ${business.advanceBookingDays} days ahead`,
  },
  cancellation: {
    summary: `Cancel or change a ride for free with at least ${business.cancellation.noticeHours} hours’ notice before pick-up.`,
    how: 'You can change a ride in our mobile app or by phone.',
  },
  /** Marketing offers (spec section 9). */
  offers: [
    { offer: 'First ride', whoFor: 'New customers', benefit: '50% off' },
    { offer: 'Referral bonus', whoFor: 'Anyone who refers a new customer', benefit: '200 credits' },
    { offer: 'Festival discount', whoFor: 'Everyone, during festivals', benefit: '20% off' },
    { offer: 'Senior citizens', whoFor: 'People aged 60+', benefit: '15% off or the loyalty programme' },
    { offer: 'People with disabilities', whoFor: 'People with disabilities', benefit: '20% off' },
    { offer: 'Centre rates', whoFor: 'Rehabilitation and dialysis centres', benefit: 'Fixed monthly rates' },
  ],
  /** Ride plans (spec section 9). */
  plans: [
    { plan: 'Weekly', rides: '3-5 rides per week', benefit: 'Fixed pick-up times' },
    { plan: 'Monthly', rides: '10-20 rides per month', benefit: '10-15% off' },
    { plan: 'Loyalty card', rides: 'Points for every trip', benefit: 'A free ride after 10 trips' },
  ],
  /** Words of the shared building blocks (shared-content/ui). */
  ui: {
    call: 'Call',
  },
};

export type BusinessText = typeof businessText;
export default businessText;
