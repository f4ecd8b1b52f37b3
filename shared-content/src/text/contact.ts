// The contact text in each language, one chunk per language: a visitor's browser downloads only theirs.
import type { Catalogue } from '../i18n/locales';
import type { ContactText } from './en/contact';

export type * from './en/contact';

export const contactText: Catalogue<ContactText> = {
  en: () => import(/* webpackChunkName: "contact-text-en" */ './en/contact').then((module) => module.default),
  te: () => import(/* webpackChunkName: "contact-text-te" */ './te/contact').then((module) => module.default),
  hi: () => import(/* webpackChunkName: "contact-text-hi" */ './hi/contact').then((module) => module.default),
  ur: () => import(/* webpackChunkName: "contact-text-ur" */ './ur/contact').then((module) => module.default),
};
