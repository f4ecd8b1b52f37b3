// Each language's glossary (text/<language>/glossary.ts) fixes the words for the site's recurring terms:
// no page of that language may use a rejected alternative in any inflected form, a string whose English
// has "ride" or "caretaker" says it with the chosen word, and each chosen word is in use (a glossary the
// pages no longer follow would mislead the reviewer).
import { textStrings } from '../../tooling/text-strings';
import type { Locale } from '../i18n/locales';
import { aboutText } from './about';
import { contactText } from './contact';
import { glossaryTerms, glossaryTermsInEnglish, type Glossary, type GlossaryTerm } from './glossary';
import { homeText } from './home';
import { howItWorksText } from './howItWorks';
import { siteText } from './site';
import hindi from './hi/glossary';
import telugu from './te/glossary';
import urdu from './ur/glossary';

const catalogues = { site: siteText, home: homeText, about: aboutText, howItWorks: howItWorksText, contact: contactText };
const glossaries: [Exclude<Locale, 'en'>, Glossary][] = [['te', telugu], ['hi', hindi], ['ur', urdu]];

/** Every page string of a language, by key. */
async function pageStrings(locale: Locale) {
  const texts = await Promise.all(Object.entries(catalogues).map(async ([name, catalogue]) => [...textStrings(await catalogue[locale](), name, ['Name', 50])]));
  return new Map(texts.flat());
}

const letter = '\\p{L}\\p{M}\\u200C\\u200D';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `stem` at the start of a word, with any ending. Telugu and Hindi inflect a word by changing its last
 * vowel sign (సహాయకుడు, సహాయకుడితో; वाला, वाली), so a word's stem is the word without its last vowel
 * signs; all three languages add endings (ప్రయాణంలో, सफरों, سواریاں).
 */
const withAnyEnding = (stem: string) => new RegExp(`(?<![${letter}])${escaped(stem)}[${letter}]*`, 'gu');
const withoutVowelSigns = (word: string) => word.replace(/\p{M}+$/u, '');

/** Where a page string uses a rejected word of the glossary in any inflected form, outside its allowed phrases. */
function rejectedUses(glossary: Glossary, strings: Map<string, string>) {
  return Object.entries(glossary).flatMap(([term, { chosen, rejected, allowed = [] }]) =>
    [...strings].flatMap(([key, value]) => {
      const outsideAllowed = allowed.reduce((rest, phrase) => rest.replaceAll(phrase, ' '), value);
      return rejected.flatMap((word) =>
        [...outsideAllowed.matchAll(withAnyEnding(withoutVowelSigns(word)))].map(([found]) => `${key} uses "${found}" (${term}: use "${chosen}")`),
      );
    }),
  );
}

/**
 * Page strings whose English names a term and whose translation has no form of the chosen word (codes,
 * the same in English, aside). Urdu also inflects the chosen plural by its last letter (والے, والوں), so
 * the chosen word is looked for without it.
 */
function termsLeftOut(glossary: Glossary, english: Map<string, string>, strings: Map<string, string>) {
  return Object.entries(glossaryTermsInEnglish).flatMap(([term, inEnglish]) => {
    const { chosen } = glossary[term as GlossaryTerm];
    const chosenForms = withAnyEnding(withoutVowelSigns(chosen).replace(/[اےی]$/u, ''));
    return [...strings]
      .filter(([key, value]) => value !== english.get(key) && inEnglish.test(english.get(key) ?? '') && !value.match(chosenForms))
      .map(([key, value]) => `${key} says ${term} without "${chosen}": ${value}`);
  });
}

/** A string in each language with an inflected rejected word, and one that says "ride" or "caretaker" with another word. */
const slips: Record<Exclude<Locale, 'en'>, { inflected: string; otherWord: string; english: string }> = {
  te: { inflected: 'శిక్షణ పొందిన సహాయకుడితో ప్రయాణం', otherWord: 'మీ వాహనాన్ని బుక్ చేయండి', english: 'Book your ride' },
  hi: { inflected: 'एक देखभाल करने वाली मदद करती है', otherWord: 'अपनी गाड़ी बुक करें', english: 'Book your ride' },
  ur: { inflected: 'نئے دور کی سواریاں', otherWord: 'گاڑی بک کریں', english: 'Book a ride' },
};

describe.each(glossaries)('the %s glossary', (locale, glossary) => {
  it('has a choice for every term', () => {
    expect(Object.keys(glossary).sort()).toEqual(Object.keys(glossaryTerms).sort());
  });

  it('is followed by every page: no rejected word anywhere, in any inflected form', async () => {
    expect(rejectedUses(glossary, await pageStrings(locale))).toEqual([]);
  });

  it('says ride and caretaker with the chosen words wherever the English does', async () => {
    expect(termsLeftOut(glossary, await pageStrings('en'), await pageStrings(locale))).toEqual([]);
  });

  it('sees an inflected rejected word, and a term said with another word', () => {
    const { inflected, otherWord, english } = slips[locale];
    expect(rejectedUses(glossary, new Map([['inflected', inflected]]))).toHaveLength(1);
    expect(termsLeftOut(glossary, new Map([['otherWord', english]]), new Map([['otherWord', otherWord]]))).toHaveLength(1);
  });

  it('names words the pages use', async () => {
    const text = [...(await pageStrings(locale)).values()].join('\n');
    expect(Object.entries(glossary).filter(([, { chosen }]) => !text.includes(chosen)).map(([term, { chosen }]) => `${term}: ${chosen}`)).toEqual([]);
  });
});
