/** Text of the Contact page (/contact). Business facts come from `business`; only wording lives here. */
import { business, exampleEmail } from '../../business';
import businessText from './business';
import { messageFormId } from '../../site';
import type { ContactMethod, Faq } from '../../types';
import { fieldsWithWords } from '../contactFields';

/** Names of the pictures shown beside items. The page maps each name to an icon. */
export type ContactIconName = 'phone' | 'email' | 'whatsapp' | 'form' | 'address' | 'hours' | 'coverage' | 'response';

export interface ContactMethodItem extends ContactMethod {
  icon: ContactIconName;
}

export interface OfficeInfoItem {
  /** Unique within the page; used for element ids. */
  id: string;
  icon: ContactIconName;
  title: string;
  lines: string[];
}

const { hours, coverage, responseTimes, cancellation } = businessText;

const { messageRetentionDays } = business;

const contact = {
  /** Words of the shared building blocks. */
  ui: businessText.ui,

  hero: {
    heading: 'Contact Us',
    lead: `Call, e-mail or WhatsApp us, or send a message. We answer ${hours.display}, every day.`,
  },

  methods: {
    heading: 'Ways to reach us',
    /** Shown as text on urgent cards, so urgency is never told by colour alone. */
    urgentLabel: 'Urgent bookings',
    items: [
      {
        icon: 'phone',
        title: 'Emergency Line',
        value: business.phone.display,
        description: `For urgent ride bookings, ${hours.display}. Not for a life-threatening emergency: then call ${business.ambulanceNumber}.`,
        action: { kind: 'call', href: business.phone.href, label: `Call ${business.phone.display}` },
        urgent: true,
      },
      {
        icon: 'email',
        title: 'Email Support',
        value: business.email.display,
        description: `Write to us at any time. We answer ${hours.display}, every day.`,
        action: { kind: 'email', href: business.email.href, label: 'Send an e-mail' },
        urgent: false,
      },
      {
        icon: 'whatsapp',
        title: 'WhatsApp',
        value: business.whatsapp.display,
        description: `Send us a chat message at any time. We answer ${hours.display}.`,
        action: { kind: 'whatsapp', href: business.whatsapp.href, label: 'Chat on WhatsApp' },
        urgent: false,
      },
      {
        icon: 'form',
        title: 'Book Online',
        value: 'Message form on this page',
        description: 'Tell us when and where you need a ride, and how we can reach you.',
        action: { kind: 'form', href: `#${messageFormId}`, label: 'Write your message' },
        urgent: false,
      },
    ] satisfies ContactMethodItem[],
  },

  form: {
    heading: 'Send us a message',
    intro: 'Tell us what you need and how we can reach you. You can leave fields marked (optional) empty.',
    optionalLabel: '(optional)',
    /** Email and phone: one of the two is needed, said in both labels. */
    labelNotes: { email: '(this or phone needed)', phone: '(this or email needed)' } as Partial<Record<string, string>>,
    /** Days a message is kept before it is deleted (the service's default; CONTACT_RETENTION_DAYS overrides it). */
    retentionDays: messageRetentionDays,
    consent: `We use what you send only to arrange your ride and reply to you, and delete it after ${messageRetentionDays} days.`,
    /** Put before the page title while the form shows errors. */
    errorTitlePrefix: 'Error:',
    /** A decoy field, hidden from people; bots that fill it are kept out of the inbox. */
    honeypot: { name: 'website', label: 'Leave this field empty' },
    /** Stated under each field, so the limit is known before it is reached. */
    limitHint: (maxLength: number) => `Up to ${maxLength} characters.`,
    fields: fieldsWithWords({
      firstName: { label: 'First name' },
      lastName: { label: 'Last name' },
      email: {
        label: 'Email address',
        hint: 'Give an email address or a phone number, or both, so we can reply.',
      },
      phone: {
        label: 'Phone number',
        hint: '10 digits, for example 98765 43210. You can start with +91 or 0.',
      },
      service: {
        label: 'Service you need',
        hint: 'For example: a ride to dialysis, home from hospital, or to the airport.',
      },
      message: {
        label: 'Your message',
        hint: 'Tell us the pick-up place, the date and time, and any help you need.',
      },
    }),
    /** Fields a visitor may leave empty (the reply route is checked as a pair: email or phone). */
    optionalFields: ['lastName', 'service'] as const,
    submit: 'Send Message',
    sending: 'Sending…',
    sendingStatus: 'Sending your message. Please wait.',
    clear: 'Clear form',
    cleared: 'The form is cleared.',
    undoClear: 'Undo',
    draftRestored: 'We kept the message you started earlier. You can go on where you stopped.',
    errorSummaryTitle: 'There is a problem',
    errors: {
      firstNameMissing: 'Enter your first name',
      replyMissing: 'Enter an email address or a phone number, so we can reply',
      emailFormat: `Enter an email address in the correct format, like ${exampleEmail}`,
      phoneFormat: 'Enter a phone number with 10 digits, like 98765 43210. You can start with +91 or 0',
      messageMissing: 'Enter your message',
      tooLong: (label: string, maxLength: number) => `${label} must be ${maxLength} characters or fewer`,
    },
    /** Shown when no form endpoint is set: the visitor sends the prefilled message themselves. */
    confirm: {
      heading: 'Almost done: send your message',
      text: 'Your message is ready. Choose how to send it. WhatsApp or your e-mail app opens with the text filled in: press send there.',
      previewHeading: 'Your message',
      edit: 'Change your message',
      startAgain: 'Start a new message',
      keptNote: 'We keep your text on this page until you start a new message.',
    },
    handoff: {
      whatsapp: 'Send on WhatsApp',
      email: 'Send by email',
      callText: 'Or call us:',
    },
    sent: {
      heading: 'Message sent',
      referenceLabel: 'Your reference number:',
      text: `Thank you. We have your message and will reply ${hours.display}.`,
      another: 'Send another message',
    },
    failed: {
      heading: 'Your message was not sent',
      text: 'Something went wrong. Nothing you typed is lost. Press Send Message to try again, or send it on WhatsApp or by email.',
    },
    /** What the message service answers when it cannot take a message. */
    server: {
      callLabel: 'Call us:',
      backToSite: 'Back to the website',
      badRequest: { heading: 'Your message could not be read', text: 'Please go back to the form and send it again, or call us.' },
      forbidden: { heading: 'Message not accepted', text: 'Please send your message from the form on our website, or call us.' },
      tooLarge: { heading: 'Your message is too long', text: 'Please make your message shorter and send it again, or call us.' },
      wrongType: { heading: 'Your message could not be read', text: 'Please send your message from the form on our website, or call us.' },
      rateLimited: {
        heading: 'Too many messages',
        text: 'You have sent many messages in a short time. Please wait one minute and send again, or call us.',
      },
      unavailable: { heading: 'Your message was not saved', text: 'We could not save your message just now. Please try again in a minute, or call us.' },
      notFound: { heading: 'Page not found', text: 'This page does not exist. Go back to the website or call us.' },
    },
    /** The prefilled text of the WhatsApp and e-mail messages. */
    template: {
      subject: `Message from the ${business.name} website`,
      greeting: `Hello ${business.name},`,
      fullName: 'Name:',
      email: 'Email:',
      phone: 'Phone:',
      service: 'Service:',
      message: 'Message:',
    },
  },

  office: {
    heading: 'Our office',
    items: [
      { id: 'address', icon: 'address', title: 'Address', lines: [...business.address.lines] },
      { id: 'hours', icon: 'hours', title: 'Hours', lines: [hours.days, hours.display, 'Reservation only'] },
      { id: 'coverage', icon: 'coverage', title: 'Coverage', lines: [coverage.display, coverage.outstation] },
      {
        id: 'response',
        icon: 'response',
        title: 'Response times',
        lines: [
          `Emergency booking: ${responseTimes.emergency}`,
          `Same day: ${responseTimes.sameDay}`,
          `Advance booking: ${responseTimes.advance.charAt(0).toLowerCase()}${responseTimes.advance.slice(1)}`,
        ],
      },
    ] satisfies OfficeInfoItem[],
  },

  faqs: {
    heading: 'Frequently asked questions',
    items: [
      {
        question: 'How do I book a ride?',
        answer: `Call us, send a WhatsApp message or use the message form on this page. We work by reservation only and take bookings ${hours.display}, every day.`,
      },
      {
        question: 'Can I cancel or change my ride?',
        answer: `${cancellation.summary} ${cancellation.how}`,
      },
      {
        question: 'Which areas do you cover?',
        answer: `We cover ${coverage.display}. ${coverage.outstation}.`,
      },
      {
        question: 'Can I travel in my wheelchair, and do you accept insurance?',
        answer:
          'Yes. Our vehicles have hydraulic wheelchair lifts with tie-down restraints, and trained drivers and caretakers help you on the way. We accept insurance.',
      },
    ] satisfies Faq[],
  },

  emergency: {
    heading: `In a life-threatening emergency, call ${business.ambulanceNumber}`,
    text: `We are a non-emergency transport service, not an ambulance. If someone’s life is in danger, call ${business.ambulanceNumber} for an ambulance now.`,
    /** Followed by the number, 108. */
    ambulanceAction: 'Call',
    bookingText: `For an urgent booking with us, call our line, ${hours.display}.`,
  },
};

export type ContactText = typeof contact;
export default contact;
