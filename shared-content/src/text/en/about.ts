/** Text of the About Us page (/about). */
import { business } from '../../business';
import { localizedPath } from '../../i18n/locales';
import businessText from './business';
import type { FoundingDoctor, Stat } from '../../types';
import { withAboutCodes, type CoreValue } from '../about';
import { doctorPortraits } from '../pictures';

/** One of the four core values of the spec, in words (`CoreValue` adds the id the page picks its icon by). */
export interface CoreValueWords {
  title: string;
  description: string;
}

/**
 * SAMPLE: the spec names no founding doctors. These three names, specialties and years of
 * experience are placeholders: replace them with the real founders before launch.
 * The specialties fit the spec's "founded by doctors and physiotherapists".
 * `image.src` is the file name of an illustrated avatar drawn for this site and kept in
 * mf-about/src/assets; the About page turns it into the built URL.
 */
const foundingDoctors = [
  {
    name: 'Dr. Srinivas Rao',
    specialty: 'Internal medicine',
    experience: '18 years of experience',
    image: { ...doctorPortraits.srinivas, alt: 'Illustrated portrait of Dr. Srinivas Rao' },
  },
  {
    name: 'Dr. Ananya Reddy',
    specialty: 'Physiotherapy and rehabilitation',
    experience: '12 years of experience',
    image: { ...doctorPortraits.ananya, alt: 'Illustrated portrait of Dr. Ananya Reddy' },
  },
  {
    name: 'Dr. Farhan Ahmed',
    specialty: 'Orthopaedics',
    experience: '15 years of experience',
    image: { ...doctorPortraits.farhan, alt: 'Illustrated portrait of Dr. Farhan Ahmed' },
  },
] satisfies FoundingDoctor[];

export const words = {
  /** Words of the shared building blocks. */
  ui: businessText.ui,

  hero: {
    eyebrow: `About ${business.name}`,
    heading: 'About Us',
    lead: 'Doctors and physiotherapists started this service so that every patient can travel safely, comfortably and with dignity.',
    highlightsLabel: 'At a glance',
    highlights: [
      'Founded by doctors and physiotherapists',
      'Trained drivers and caretakers on every trip',
      `Serving ${businessText.coverage.display}`,
    ],
  },
  story: {
    heading: 'Our Story',
    paragraphs: [
      'We are doctors and physiotherapists. We know that for a patient who cannot walk far, getting to the hospital can be the hardest part of care.',
      'So we designed a transport service around the patient: wheelchair-accessible vehicles with hydraulic lifts, trained drivers and caretakers, and live GPS and video monitoring on every trip.',
      `Today we take patients, elderly people and people with disabilities to hospitals, clinics, dialysis, the airport and family outings across ${businessText.coverage.display}.`,
    ],
    statsLabel: 'Our service in numbers',
    stats: [
      { value: business.stats.years, label: 'Years of experience' },
      { value: business.stats.patients, label: 'Patients served' },
      { value: business.stats.safety, label: 'Safety record' },
      { value: businessText.hours.display, label: 'Every day, by reservation' },
    ] satisfies Stat[],
  },
  doctors: {
    heading: 'Our Founding Doctors',
    intro: 'Experienced doctors and physiotherapists designed every part of our service, from the vehicles to the care on board.',
    list: foundingDoctors,
  },
  values: {
    heading: 'Our Values',
    intro: 'Four promises guide every trip we make.',
    list: {
      compassion: {
        title: 'Compassionate Care',
        description: 'We treat every patient with patience, respect and dignity, from the front door to the clinic.',
      },
      safety: {
        title: 'Safety First',
        description: 'Wheelchair lifts with tie-down restraints, a full safety kit and vehicles sanitised after each trip.',
      },
      excellence: {
        title: 'Medical Excellence',
        description: 'Doctors designed our service, and tele-medic supervision supports our trained caretakers.',
      },
      reliability: {
        title: 'Reliability',
        description: 'We plan every ride ahead and track it live by GPS, so you and your family know where the vehicle is.',
      },
    } satisfies Record<CoreValue['id'], CoreValueWords>,
  },
  cta: {
    heading: 'Ready to Travel with Us?',
    text: `Rides are by reservation only. We answer ${businessText.hours.display}, every day.`,
    /** Followed by the phone number it dials, so its name says it makes a call. */
    bookRide: 'Book Your Ride: call',
    contact: 'Contact Us',
    contactHref: localizedPath('en', '/contact'),
  },
};

/** The about text in words only, as each language gives it; `AboutText` adds what is the same in every language. */
export type AboutWords = typeof words;
export type AboutText = ReturnType<typeof withAboutCodes>;
export default withAboutCodes(words);
