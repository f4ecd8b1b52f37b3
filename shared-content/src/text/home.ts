// The home text in each language, one chunk per language: a visitor's browser downloads only theirs.
import type { Catalogue } from '../i18n/locales';
import type { HomeText } from './en/home';

export type * from './en/home';

export const homeText: Catalogue<HomeText> = {
  en: () => import(/* webpackChunkName: "home-text-en" */ './en/home').then((module) => module.default),
  te: () => import(/* webpackChunkName: "home-text-te" */ './te/home').then((module) => module.default),
  hi: () => import(/* webpackChunkName: "home-text-hi" */ './hi/home').then((module) => module.default),
  ur: () => import(/* webpackChunkName: "home-text-ur" */ './ur/home').then((module) => module.default),
};
