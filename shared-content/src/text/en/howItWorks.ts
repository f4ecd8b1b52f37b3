/** Text of the How It Works page (/how-it-works). */
import { business } from '../../business';
import businessText from './business';
import { bookingHref } from '../../site';
import type { BookingOption, FeatureCard, ProcessStep } from '../../types';
import { withHowItWorksCodes, type BookingOptionId, type ReasonId } from '../howItWorks';

/** A booking option with the words shown before its timing (`BookingOptionItem` adds the id the page picks its icon by). */
export interface BookingOptionWords extends BookingOption {
  responseTimeLabel: string;
}

export type BookingOptionItem = BookingOptionWords & { id: BookingOptionId };

/** A reason to choose the service, with the id the page picks its icon by. */
export type ReasonItem = FeatureCard & { id: ReasonId };

export const words = {
  /** Words of the shared building blocks. */
  ui: businessText.ui,

  hero: {
    eyebrow: 'Booking made simple',
    heading: 'How It Works',
    lead: 'Booking a ride takes a few minutes. Choose when you need us, tell us about the patient, and we do the rest.',
    factsLabel: 'Good to know before you book',
    facts: ['Reservation only', `${businessText.hours.display}, every day`, businessText.coverage.display],
  },
  options: {
    heading: 'Choose How to Book',
    intro: 'Tell us when you need to travel. We offer three ways to book.',
    list: {
      emergency: {
        title: 'Emergency Booking',
        description: 'For an urgent trip that is not a medical emergency, such as a sudden clinic visit. Call us and we arrange the nearest vehicle.',
        responseTimeLabel: 'Response time',
        responseTime: businessText.responseTimes.emergency,
        badge: 'Fastest',
      },
      sameDay: {
        title: 'Same Day Booking',
        description: 'For an appointment later today. Call us or send a message, and we confirm a time that suits you.',
        responseTimeLabel: 'Response time',
        responseTime: businessText.responseTimes.sameDay,
        badge: 'Today',
      },
      advance: {
        title: 'Advance Booking',
        description: 'For planned trips such as dialysis, physiotherapy or a check-up. Book once, or ask about our weekly and monthly plans.',
        responseTimeLabel: 'Book',
        responseTime: businessText.responseTimes.advance,
        badge: 'Best for regular trips',
      },
    } satisfies Record<BookingOptionId, BookingOptionWords>,
    notesHeading: 'Before you book',
    notes: [
      `We take rides by reservation only, ${businessText.hours.display}, every day.`,
      `${businessText.cancellation.summary} ${businessText.cancellation.how}`,
      `We are not an emergency ambulance. In a medical emergency, call ${business.ambulanceNumber}.`,
    ],
  },
  steps: {
    heading: 'Four Simple Steps',
    intro: 'From your first call to a safe arrival.',
    stepLabel: 'Step',
    detailsLabel: 'What this involves',
    list: [
      {
        number: 1,
        title: 'Book Your Ride',
        description: 'Call us or send us a message with the day and time you need to travel.',
        details: [
          `Call ${business.phone.display}, ${businessText.hours.display}`,
          'Or send a message from our contact page',
          `Book the same day or ${businessText.responseTimes.advance.toLowerCase()}`,
        ],
      },
      {
        number: 2,
        title: 'Tell Us About the Patient',
        description: 'A few questions help us send the right vehicle and the right help.',
        details: [
          'Pick-up and drop-off addresses',
          'Time of the appointment',
          'Mobility needs, such as a wheelchair',
          'Any medical needs on the way, such as oxygen',
        ],
      },
      {
        number: 3,
        title: 'We Confirm Your Ride',
        description: 'We confirm the pick-up time and plan the trip with a trained driver and caretaker.',
        details: [
          'A trained driver and caretaker for your trip',
          'A vehicle sanitised after every trip',
          `Free changes up to ${business.cancellation.noticeHours} hours before pick-up`,
        ],
      },
      {
        number: 4,
        title: 'Safe Pick-Up and Arrival',
        description: 'Our caretaker helps the patient from the door, into the vehicle and to the clinic.',
        details: [
          'Hydraulic wheelchair lift with tie-down restraints',
          'Live GPS and video monitoring on the way',
          'Free snacks and water on board',
        ],
      },
    ] satisfies ProcessStep[],
  },
  reasons: {
    heading: 'Why Choose Us',
    intro: 'Four reasons families trust us with their loved ones.',
    list: {
      doctors: {
        title: 'Designed by Doctors',
        description: 'Doctors and physiotherapists planned every detail of the service, from the vehicle to the care on board.',
        badge: `${business.stats.years} years`,
      },
      caretakers: {
        title: 'Trained Drivers and Caretakers',
        description: 'They help the patient from the front door to the doctor’s and back home again.',
        badge: 'Door to door',
      },
      tracking: {
        title: 'Live Tracking',
        description: 'Live GPS and video monitoring on every trip, so your family always knows where you are.',
        badge: 'GPS and video',
      },
      safety: {
        title: 'Safe and Clean',
        description: 'A full safety kit with first aid and oxygen, and a vehicle sanitised after every trip.',
        badge: `${business.stats.safety} safety record`,
      },
    } satisfies Record<ReasonId, FeatureCard>,
  },
  cta: {
    heading: 'Ready to Book Your Ride?',
    text: `Call us ${businessText.hours.display}, every day, or send us a message. Rides are by reservation only.`,
    message: 'Send a Message',
    messageHref: bookingHref('en'),
  },
};

/** The how-it-works text in words only, as each language gives it; `HowItWorksText` adds what is the same in every language. */
export type HowItWorksWords = typeof words;
export type HowItWorksText = ReturnType<typeof withHowItWorksCodes>;
export default withHowItWorksCodes(words);
