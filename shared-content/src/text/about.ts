// The about text in each language, one chunk per language: a visitor's browser downloads only theirs.
import type { Catalogue } from '../i18n/locales';
import type { AboutText } from './en/about';

export type * from './en/about';

export const aboutText: Catalogue<AboutText> = {
  en: () => import(/* webpackChunkName: "about-text-en" */ './en/about').then((module) => module.default),
  te: () => import(/* webpackChunkName: "about-text-te" */ './te/about').then((module) => module.default),
  hi: () => import(/* webpackChunkName: "about-text-hi" */ './hi/about').then((module) => module.default),
  ur: () => import(/* webpackChunkName: "about-text-ur" */ './ur/about').then((module) => module.default),
};
