// The howItWorks text in each language, one chunk per language: a visitor's browser downloads only theirs.
// Each language gives only its words (`HowItWorksWords`); what is the same in every language is added here.
import type { Catalogue } from '../i18n/locales';
import { withCodes } from './codes';
import type { HowItWorksText, HowItWorksWords } from './en/howItWorks';

export type * from './en/howItWorks';

/** The ids of the booking options and of the reasons, in the page's order: each language writes them under these ids, and the page picks each icon by them. */
const bookingOptionIds = ['emergency', 'sameDay', 'advance'] as const;
const reasonIds = ['doctors', 'caretakers', 'tracking', 'safety'] as const;
export type BookingOptionId = (typeof bookingOptionIds)[number];
export type ReasonId = (typeof reasonIds)[number];

/** A language's how-it-works words with each booking option's and reason's id. */
export function withHowItWorksCodes(words: HowItWorksWords) {
  return {
    ...words,
    options: { ...words.options, list: withCodes('id', bookingOptionIds, words.options.list) },
    reasons: { ...words.reasons, list: withCodes('id', reasonIds, words.reasons.list) },
  };
}

export const howItWorksText: Catalogue<HowItWorksText> = {
  en: () => import(/* webpackChunkName: "howItWorks-text-en" */ './en/howItWorks').then((module) => module.default),
  te: () => import(/* webpackChunkName: "howItWorks-text-te" */ './te/howItWorks').then((module) => module.default),
  hi: () => import(/* webpackChunkName: "howItWorks-text-hi" */ './hi/howItWorks').then((module) => module.default),
  ur: () => import(/* webpackChunkName: "howItWorks-text-ur" */ './ur/howItWorks').then((module) => module.default),
};
