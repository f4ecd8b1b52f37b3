// The about text in each language, one chunk per language: a visitor's browser downloads only theirs.
// Each language gives only its words (`AboutWords`); what is the same in every language is added here.
import type { Catalogue } from '../i18n/locales';
import { withCodes } from './codes';
import type { AboutText, AboutWords, CoreValueWords } from './en/about';

export type * from './en/about';

/** The four core values of the spec, in the page's order: each language writes them under these ids, and the page picks each one's icon by it. */
const coreValueIds = ['compassion', 'safety', 'excellence', 'reliability'] as const;
export type CoreValue = CoreValueWords & { id: (typeof coreValueIds)[number] };

/** A language's about words with each core value's id. */
export function withAboutCodes(words: AboutWords) {
  return { ...words, values: { ...words.values, list: withCodes('id', coreValueIds, words.values.list) } };
}

export const aboutText: Catalogue<AboutText> = {
  en: () => import(/* webpackChunkName: "about-text-en" */ './en/about').then((module) => module.default),
  te: () => import(/* webpackChunkName: "about-text-te" */ './te/about').then((module) => module.default),
  hi: () => import(/* webpackChunkName: "about-text-hi" */ './hi/about').then((module) => module.default),
  ur: () => import(/* webpackChunkName: "about-text-ur" */ './ur/about').then((module) => module.default),
};
