/** Text of the shell in English: page names and titles, navigation bar, footer, 404, error and fallback screens. */
import { business } from '../../business';
import { localizedPath } from '../../i18n/locales';
import type { PageWords } from '../../site';
import type { LinkItem, RemoteName } from '../../types';
import businessText from './business';

const pages = {
  home: {
    navLabel: 'Home',
    title: `${business.name} | Wheelchair-accessible medical transport in Hyderabad`,
    description:
      'Safe, comfortable non-emergency medical transport in Hyderabad for patients, the elderly and people with disabilities. 8 am to 8 pm, by reservation.',
  },
  about: {
    navLabel: 'About Us',
    title: `About Us | ${business.name}`,
    description:
      'Founded by doctors and physiotherapists with 10+ years of experience. Meet our founding doctors and our values.',
  },
  howitworks: {
    navLabel: 'How It Works',
    title: `How It Works | ${business.name}`,
    description:
      'Book a ride in minutes: emergency booking, same-day or up to 30 days ahead. See the four steps from booking to arrival.',
  },
  contact: {
    navLabel: 'Contact',
    title: `Contact | ${business.name}`,
    description: `Call, e-mail or WhatsApp us, or send a message. We answer ${businessText.hours.display}, every day.`,
  },
} satisfies Record<RemoteName, PageWords>;

/** Shown at the top of every page: this is not an emergency service. */
const emergencyGuidance = {
  label: 'Emergencies',
  text: 'Not an ambulance service. In a life-threatening emergency,',
  action: `call ${business.ambulanceNumber}`,
  /** Ends the sentence after the call link. */
  end: '.',
};

const shell = {
  skipLink: 'Skip to main content',
  brandHomeLabel: `${business.name}, home`,
  nav: {
    label: 'Main',
    menuButton: 'Menu',
    callLabel: `Call ${business.phone.display}`,
    bookButton: 'Book Ambulette',
  },
  footer: {
    about: 'Safe, comfortable, wheelchair-accessible rides to hospital, clinic and beyond. Founded by doctors and physiotherapists.',
    quickLinksHeading: 'Quick Links',
    servicesHeading: 'Our Services',
    services: [
      'Mobility solutions',
      'Medical assistance',
      'Elderly care transport',
      'Scheduled appointments',
      'Post-surgery transport',
      'City-wide coverage',
    ],
    contactHeading: 'Contact Us',
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
    addressLabel: 'Address',
    hoursHeading: 'Operating Hours',
    hours: [`${businessText.hours.days}: ${businessText.hours.display}`, 'Reservation only'],
    callBanner: {
      heading: 'Need a ride? Call us now',
      text: `We answer ${businessText.hours.display}, every day.`,
      action: 'Call',
      emergency: `In a life-threatening emergency, call ${business.ambulanceNumber} for an ambulance.`,
    },
    legalLinks: [
      { label: 'Privacy Policy', href: '#' },
      { label: 'Terms of Service', href: '#' },
      { label: 'Cookie Policy', href: '#' },
    ] satisfies LinkItem[],
    copyright: `© ${business.copyrightYear} ${business.name}. All rights reserved.`,
  },
  notFound: {
    title: `Page not found | ${business.name}`,
    /** The h1 reads "404 Oops! Page not found": the code, then what it means. */
    heading: '404',
    text: 'Oops! Page not found',
    help: 'The page you asked for does not exist or has moved.',
    homeLink: 'Return to Home',
    consoleMessage: '404 Error: User attempted to access non-existent route:',
  },
  appError: {
    title: `Error | ${business.name}`,
    heading: 'Unexpected Application Error',
    text: 'Something went wrong on our side. Please try again, or call us and we will help you book.',
    reload: 'Reload the page',
    homeLink: 'Return to Home',
  },
  remoteFallback: {
    text: 'Sorry, this page did not load. Your connection may be slow, or our site may have a problem.',
    callText: 'You can still book a ride by phone:',
    retry: 'Try again',
    loading: 'Loading page…',
  },
  preview: {
    label: 'Preview',
    notice: 'You are seeing a new version of this page that other visitors do not see yet.',
    release: 'Version',
    leave: 'Leave preview',
  },
};

const site = {
  pages,
  emergencyGuidance,
  shell,
  /** The language switcher's name, read by screen readers. */
  languageSwitcher: { label: 'Language' },
  ui: businessText.ui,
  /** Home of this language, for links back to it. */
  homeHref: localizedPath('en', '/'),
};

export type SiteText = typeof site;
export default site;
