// The howItWorks text in each language, one chunk per language: a visitor's browser downloads only theirs.
import type { Catalogue } from '../i18n/locales';
import type { HowItWorksText } from './en/howItWorks';

export type * from './en/howItWorks';

export const howItWorksText: Catalogue<HowItWorksText> = {
  en: () => import(/* webpackChunkName: "howItWorks-text-en" */ './en/howItWorks').then((module) => module.default),
  te: () => import(/* webpackChunkName: "howItWorks-text-te" */ './te/howItWorks').then((module) => module.default),
  hi: () => import(/* webpackChunkName: "howItWorks-text-hi" */ './hi/howItWorks').then((module) => module.default),
  ur: () => import(/* webpackChunkName: "howItWorks-text-ur" */ './ur/howItWorks').then((module) => module.default),
};
