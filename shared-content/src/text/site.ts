// The site text in each language, one chunk per language: a visitor's browser downloads only theirs.
import type { Catalogue } from '../i18n/locales';
import type { SiteText } from './en/site';

export type * from './en/site';

export const siteText: Catalogue<SiteText> = {
  en: () => import(/* webpackChunkName: "site-text-en" */ './en/site').then((module) => module.default),
  te: () => import(/* webpackChunkName: "site-text-te" */ './te/site').then((module) => module.default),
  hi: () => import(/* webpackChunkName: "site-text-hi" */ './hi/site').then((module) => module.default),
  ur: () => import(/* webpackChunkName: "site-text-ur" */ './ur/site').then((module) => module.default),
};
