// The home text in each language, one chunk per language: a visitor's browser downloads only theirs.
// Each language gives only its words (`HomeWords`); what is the same in every language is added here.
import type { Catalogue } from '../i18n/locales';
import { withCodes } from './codes';
import type { HomeTableWords, HomeText, HomeWords } from './en/home';

export type * from './en/home';

/**
 * Names of the pictures shown beside items. The page maps each name to an icon, so the content stays
 * free of React and a translation only changes the words.
 */
export type HomeIconName = (typeof homeIcons)[keyof typeof homeIcons][number];

/** The keys of one of the home page's lists of items. */
export type HomeItemKey<List extends keyof typeof homeIcons> = (typeof homeIcons)[List][number];

/** The picture beside each item of the home page's lists, in the page's order: each language writes the items under these keys. */
const homeIcons = {
  features: ['personnel', 'accessibility', 'safety', 'interior', 'comfort', 'technology', 'addons', 'compliance'],
  uses: ['hospital', 'clinic', 'dentist', 'airport', 'shopping', 'recreation'],
  services: ['mobility', 'medical', 'elderly', 'scheduled', 'postSurgery', 'cityWide'],
  whyChooseUs: ['doctor', 'personnel', 'tracking', 'clean', 'booking', 'insurance', 'snacks'],
} as const;

/** The columns of the home page's tables, in their order in every language: the field of a row each shows. */
const tableColumns = {
  offers: ['offer', 'whoFor', 'benefit'],
  plans: ['plan', 'rides', 'benefit'],
} as const;

/** A table's words with its columns, and the column headings in their order. */
function withColumns<Row>(table: HomeTableWords<Row>, columns: readonly (keyof Row)[]) {
  return { ...table, headers: columns.map((column) => table.headers[column]), columns };
}

/** A language's home words with each item's picture and each table's columns. */
export function withHomeCodes(words: HomeWords) {
  return {
    ...words,
    features: { ...words.features, groups: withCodes('icon', homeIcons.features, words.features.groups) },
    mobility: {
      ...words.mobility,
      uses: withCodes('icon', homeIcons.uses, words.mobility.uses),
      offersTable: withColumns(words.mobility.offersTable, tableColumns.offers),
      plansTable: withColumns(words.mobility.plansTable, tableColumns.plans),
    },
    services: { ...words.services, items: withCodes('icon', homeIcons.services, words.services.items) },
    whyChooseUs: { ...words.whyChooseUs, cards: withCodes('icon', homeIcons.whyChooseUs, words.whyChooseUs.cards) },
  };
}

export const homeText: Catalogue<HomeText> = {
  en: () => import(/* webpackChunkName: "home-text-en" */ './en/home').then((module) => module.default),
  te: () => import(/* webpackChunkName: "home-text-te" */ './te/home').then((module) => module.default),
  hi: () => import(/* webpackChunkName: "home-text-hi" */ './hi/home').then((module) => module.default),
  ur: () => import(/* webpackChunkName: "home-text-ur" */ './ur/home').then((module) => module.default),
};
