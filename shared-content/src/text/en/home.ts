/** Text of the home page (/). Business facts come from `business`; only wording lives here. */
import { business } from '../../business';
import { localizedPath } from '../../i18n/locales';
import businessText from './business';
import type { FeatureCard, PhraseLinkWords, Stat } from '../../types';
import { withHomeCodes, type HomeItemKey } from '../home';
import { vanIllustration } from '../pictures';

export interface HomeFeatureGroup {
  title: string;
  items: string[];
}

export interface HomeUse {
  label: string;
}

export interface HomeService {
  title: string;
  description: string;
}

/** A table's words: its caption and the heading of each column (`home.ts` gives the columns' order), and its rows. */
export interface HomeTableWords<Row> {
  caption: string;
  headers: Record<keyof Row, string>;
  rows: readonly Row[];
}

type Offer = (typeof businessText.offers)[number];
type Plan = (typeof businessText.plans)[number];

const stats: Stat[] = [
  { value: business.stats.years, label: 'Years of experience' },
  { value: business.stats.patients, label: 'Patients served' },
  { value: business.stats.safety, label: 'Safety record' },
];

export const words = {
  /** Words of the shared building blocks. */
  ui: businessText.ui,

  hero: {
    eyebrow: `Non-emergency medical transport in ${businessText.coverage.city}`,
    heading: 'Move with Dignity',
    lead: 'Safe, comfortable, wheelchair-accessible rides to hospital, clinic, dialysis and beyond. Trained drivers and caretakers help you from your door to the doctor’s.',
    /** Followed by the phone number on the button. */
    bookNow: 'Book Now, call',
    learnMore: { shown: 'Learn More', phrase: 'Learn More about us', href: localizedPath('en', '/about') } satisfies PhraseLinkWords,
    note: `By reservation only. Call us ${businessText.hours.display}, every day.`,
    tilesLabel: 'Our service at a glance',
    tiles: [
      { label: 'Service', value: businessText.hours.display },
      { label: 'Expert doctors', value: `${business.stats.years} years` },
      { label: 'Coverage', value: businessText.coverage.city },
      { label: 'Response', value: 'Quick' },
    ] satisfies Stat[],
  },

  mission: {
    heading: 'Our Mission',
    text: [
      'We help people with limited mobility travel safely, comfortably and with dignity.',
      'Doctors and physiotherapists founded this service. They designed every ride around the needs of patients, so that a trip to the doctor is one less thing to worry about.',
    ],
    audienceHeading: 'Who we serve',
    audience: [
      'Patients with limited mobility',
      'Older people',
      'People with disabilities',
      'Patients going home after surgery',
      'Dialysis and rehabilitation centres',
      'Families who care for them',
    ],
  },

  features: {
    heading: 'Inside Our Vans',
    intro: 'Every van is built for patients who cannot travel in a regular car. This is what each ride includes.',
    groups: {
      personnel: { title: 'Personnel', items: ['Trained drivers', 'Trained caretakers'] },
      accessibility: {
        title: 'Accessibility',
        items: ['Hydraulic wheelchair lift', 'Tie-down restraints that hold the wheelchair in place'],
      },
      safety: {
        title: 'Safety',
        items: ['Seat belts', 'Fire extinguisher', 'First aid kit', 'Oxygen cylinder', 'Back-up alarm and camera'],
      },
      interior: { title: 'Interior Design', items: ['Padded interior', 'Non-slip floor'] },
      comfort: { title: 'Comfort', items: ['Climate control', 'Entertainment on the way'] },
      technology: {
        title: 'Technology',
        items: ['GPS tracking', 'CCTV in the cabin', 'Tele-medic supervision'],
      },
      addons: {
        title: 'Optional Add-ons',
        items: ['Phone charging', 'Hand sanitizers', 'Snacks and water'],
      },
      compliance: { title: 'Compliance', items: ['Insured vehicles', 'Regular vehicle inspection'] },
    } satisfies Record<HomeItemKey<'features'>, HomeFeatureGroup>,
  },

  mobility: {
    heading: 'Next-Generation Mobility',
    intro: 'Our vans take you wherever you need to go, not only to hospital.',
    usesHeading: 'Where we take you',
    uses: {
      hospital: { label: 'Hospitals' },
      clinic: { label: 'Clinics' },
      dentist: { label: 'Dentists' },
      airport: { label: 'Airports' },
      shopping: { label: 'Shopping' },
      recreation: { label: 'Recreation' },
    } satisfies Record<HomeItemKey<'uses'>, HomeUse>,
    whyHeading: 'Why ride with us',
    whyText: [
      'A regular taxi is hard to use from a wheelchair, and an ambulance is meant for emergencies. We fill the gap.',
      'A trained driver and caretaker help you in and out. A hydraulic lift raises the wheelchair, and tie-downs hold it in place. Every ride has live tracking with live video and GPS monitoring.',
    ],
    offersHeading: 'Offers and plans',
    offersTable: {
      caption: 'Offers and discounts',
      headers: { offer: 'Offer', whoFor: 'Who it is for', benefit: 'Benefit' },
      rows: businessText.offers,
    } satisfies HomeTableWords<Offer>,
    plansTable: {
      caption: 'Ride plans for regular trips',
      headers: { plan: 'Plan', rides: 'Rides', benefit: 'Benefit' },
      rows: businessText.plans,
    } satisfies HomeTableWords<Plan>,
    cancellationHeading: 'Cancellation policy',
    cancellation: [businessText.cancellation.summary, businessText.cancellation.how],
  },

  services: {
    heading: 'Our Transport Services',
    intro: 'One team for every kind of non-emergency trip.',
    items: {
      mobility: {
        title: 'Mobility solutions',
        description: 'Wheelchair-accessible vans with a hydraulic lift for people who cannot use a regular car.',
      },
      medical: {
        title: 'Medical assistance',
        description: 'Trained caretakers on board, an oxygen cylinder and first aid kit, and tele-medic supervision.',
      },
      elderly: {
        title: 'Elderly care transport',
        description: 'Gentle, patient help for older people, from their door to the van and back.',
      },
      scheduled: {
        title: 'Scheduled appointments',
        description: 'Regular rides for dialysis, therapy or check-ups. You can also rent a van with a driver for a whole day.',
      },
      postSurgery: {
        title: 'Post-surgery transport',
        description: 'A smooth ride home from hospital after surgery, on a padded, climate-controlled van.',
      },
      cityWide: {
        title: 'City-wide coverage',
        description: `We cover ${businessText.coverage.display}. ${businessText.coverage.outstation}.`,
      },
    } satisfies Record<HomeItemKey<'services'>, HomeService>,
    banner: {
      heading: 'Book your ride',
      text: `Call us ${businessText.hours.display}, every day, or send us your request online.`,
      /** Followed by the phone number on the button. */
      callNow: 'Call now',
      bookOnline: 'Book Online',
    },
  },

  whyChooseUs: {
    heading: 'Why Choose Us',
    intro: 'What makes every ride safe, clean and comfortable.',
    cards: {
      doctor: {
        title: 'Designed by doctors',
        description: 'Experienced doctors and physiotherapists designed every part of the service.',
        badge: 'Doctor-led',
      },
      personnel: {
        title: 'Chauffeurs and caretakers',
        description: 'A trained chauffeur drives, and a trained caretaker helps the patient on every ride.',
        badge: 'Trained team',
      },
      tracking: {
        title: 'Live tracking',
        description: 'Every ride is monitored with live video and GPS.',
        badge: 'Video and GPS',
      },
      clean: {
        title: 'Sanitised after each trip',
        description: 'We clean and sanitise the van after every trip, before the next patient gets in.',
        badge: 'Every trip',
      },
      booking: {
        title: 'Seamless booking',
        description: `Book by phone or online. Rides are by reservation, ${businessText.hours.display}.`,
        badge: 'Phone or online',
      },
      insurance: {
        title: 'Insurance accepted',
        description: 'We accept insurance. Ask us about your policy when you book.',
        badge: 'Insurance',
      },
      snacks: {
        title: 'Snacks, water and entertainment',
        description: 'Free snacks and water, and entertainment to make the trip pass quickly.',
        badge: 'Free',
      },
    } satisfies Record<HomeItemKey<'whyChooseUs'>, FeatureCard>,
    statsLabel: 'Our record in numbers',
    stats,
  },

  aboutTeaser: {
    heading: 'About Us',
    text: `Doctors and physiotherapists started this service so that every patient can travel safely, comfortably and with dignity. We bring ${business.stats.years} years of experience and have served ${business.stats.patients} patients.`,
    checklist: [
      'Founded by doctors and physiotherapists',
      'Trained drivers and caretakers on every ride',
      'Vans with hydraulic wheelchair lifts',
      'Live video and GPS monitoring',
      'Sanitised after each trip',
    ],
    image: {
      alt: 'Illustration of our wheelchair-accessible van with its rear lift lowered and a wheelchair on the lift',
      ...vanIllustration,
    },
    learnMore: { shown: 'Learn More', phrase: 'Learn More about us', href: localizedPath('en', '/about') } satisfies PhraseLinkWords,
  },
};

/** The home text in words only, as each language gives it; `HomeText` adds what is the same in every language. */
export type HomeWords = typeof words;
export type HomeText = ReturnType<typeof withHomeCodes>;
export default withHomeCodes(words);
