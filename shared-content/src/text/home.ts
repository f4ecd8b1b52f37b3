// The home text in each language, one chunk per language: a visitor's browser downloads only theirs.
// Each language gives only its words (`HomeWords`); what is the same in every language is added here.
import type { Catalogue } from '../i18n/locales';
import type { HomeText, HomeWords } from './en/home';

export type * from './en/home';

/**
 * Names of the pictures shown beside items. The page maps each name to an icon, so the content stays
 * free of React and a translation only changes the words.
 */
export type HomeIconName = (typeof homeIcons)[keyof typeof homeIcons][number];

/** The picture beside each item of the home page's lists, in the order of the items, in every language. */
const homeIcons = {
  features: ['personnel', 'accessibility', 'safety', 'interior', 'comfort', 'technology', 'addons', 'compliance'],
  uses: ['hospital', 'clinic', 'dentist', 'airport', 'shopping', 'recreation'],
  services: ['mobility', 'medical', 'elderly', 'scheduled', 'postSurgery', 'cityWide'],
  whyChooseUs: ['doctor', 'personnel', 'tracking', 'clean', 'booking', 'insurance', 'snacks'],
} as const;

function withIcons<Item, Icon extends HomeIconName>(items: readonly Item[], icons: readonly Icon[]) {
  return items.map((item, index) => ({ icon: icons[index]!, ...item }));
}

/** A language's home words with each item's picture. */
export function withHomeIcons(words: HomeWords) {
  return {
    ...words,
    features: { ...words.features, groups: withIcons(words.features.groups, homeIcons.features) },
    mobility: { ...words.mobility, uses: withIcons(words.mobility.uses, homeIcons.uses) },
    services: { ...words.services, items: withIcons(words.services.items, homeIcons.services) },
    whyChooseUs: { ...words.whyChooseUs, cards: withIcons(words.whyChooseUs.cards, homeIcons.whyChooseUs) },
  };
}

export const homeText: Catalogue<HomeText> = {
  en: () => import(/* webpackChunkName: "home-text-en" */ './en/home').then((module) => module.default),
  te: () => import(/* webpackChunkName: "home-text-te" */ './te/home').then((module) => module.default),
  hi: () => import(/* webpackChunkName: "home-text-hi" */ './hi/home').then((module) => module.default),
  ur: () => import(/* webpackChunkName: "home-text-ur" */ './ur/home').then((module) => module.default),
};
