/** The content model of the site (spec section 3). Every page renders these shapes. */
import type { PageApp } from 'shared-content/tooling/apps';

export interface FeatureCard {
  title: string;
  description: string;
  badge: string;
}

export interface FoundingDoctor {
  name: string;
  specialty: string;
  experience: string;
  image: { src: string; alt: string; width: number; height: number };
}

export interface BookingOption {
  title: string;
  description: string;
  responseTime: string;
  badge: string;
}

export interface ProcessStep {
  number: number;
  title: string;
  description: string;
  details: string[];
}

export type ContactAction =
  | { kind: 'call'; href: string; label: string }
  | { kind: 'email'; href: string; label: string }
  | { kind: 'whatsapp'; href: string; label: string }
  | { kind: 'form'; href: string; label: string };

export interface ContactMethod {
  title: string;
  value: string;
  description: string;
  action: ContactAction;
  urgent: boolean;
}

export interface Faq {
  question: string;
  answer: string;
}

/** The contact form's fields, named exactly as the spec names them. */
export type ContactFormFieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'service' | 'message';

export interface ContactFormField {
  name: ContactFormFieldName;
  label: string;
  hint?: string;
  type: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete: string;
  maxLength: number;
  rows?: number;
  /** Needed on its own (email and phone are needed as a pair: one of the two). */
  required?: true;
}

export interface Stat {
  value: string;
  label: string;
}

/**
 * A link whose words on screen ("Learn More") need more words to say where it goes: `phrase` is the whole
 * phrase in the language's own word order ("Learn More about us", "हमारे बारे में और जानें"), `shown` the
 * part of it on screen. The rest is hidden from sight, for screen readers and search engines (`ui/PhraseLink`).
 */
export interface PhraseLinkWords {
  phrase: string;
  shown: string;
  href: string;
}

export interface LinkItem {
  label: string;
  href: string;
}

/** Page metadata shared by the shell (routing, titles) and the build (per-route HTML). */
export interface PageMeta {
  path: string;
  navLabel: string;
  title: string;
  description: string;
  /** Name of the federated remote that renders the page. */
  remote: RemoteName;
}

/** A page remote's name (tooling/apps.js, the one list of the site's apps). */
export type RemoteName = PageApp['name'];
