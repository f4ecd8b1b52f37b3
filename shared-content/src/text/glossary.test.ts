// Each language's glossary (text/<language>/glossary.ts) fixes the words for the site's recurring terms:
// no page of that language may use a rejected alternative in any inflected form or spelling variant, a
// string whose English names a term says it with the chosen word (in the plural where the English, or the
// glossary, says the plural and the language tells it only by an ending), each chosen word is in use, and
// no phrasing a reviewer rejected comes back. The self-test plants each slip a native review found and
// expects it reported, and its fix passed.
import { textStrings } from '../../tooling/text-strings';
import type { Locale } from '../i18n/locales';
import { aboutText } from './about';
import { contactText } from './contact';
import { glossaryTerms, glossaryTermsInEnglish, type Glossary, type GlossaryTerm, type RejectedPhrasing } from './glossary';
import { homeText } from './home';
import { howItWorksText } from './howItWorks';
import { siteText } from './site';
import hindi, { rejectedPhrasings as hindiPhrasings } from './hi/glossary';
import telugu, { rejectedPhrasings as teluguPhrasings } from './te/glossary';
import urdu, { rejectedPhrasings as urduPhrasings } from './ur/glossary';

type Language = Exclude<Locale, 'en'>;
type Strings = Map<string, string>;

const catalogues = { site: siteText, home: homeText, about: aboutText, howItWorks: howItWorksText, contact: contactText };
const languages: Record<Language, { glossary: Glossary; phrasings: RejectedPhrasing[] }> = {
  te: { glossary: telugu, phrasings: teluguPhrasings },
  hi: { glossary: hindi, phrasings: hindiPhrasings },
  ur: { glossary: urdu, phrasings: urduPhrasings },
};

/** Every page string of a language, by key. */
async function pageStrings(locale: Locale): Promise<Strings> {
  const texts = await Promise.all(Object.entries(catalogues).map(async ([name, catalogue]) => [...textStrings(await catalogue[locale](), name, ['Name', 50])]));
  return new Map(texts.flat());
}

const letter = '\\p{L}\\p{M}\\u200C\\u200D';
const separators = /[\s\-\u2010\u2011\u200C\u200D]/gu;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Spelling variants read as one: decomposed, without the nukta (ज़ is ज), ई as इ (राईड is राइड), and the
 * Arabic letters Urdu keyboards sometimes give as Urdu's (ي ی, ك ک, ه ہ).
 */
const normalised = (text: string) =>
  text.normalize('NFD').replace(/\u093C/gu, '').replace(/\u0908/gu, '\u0907').replace(/\u064A/gu, 'ی').replace(/\u0643/gu, 'ک').replace(/\u0647/gu, 'ہ');

/** A normalised word as a pattern that also finds it with a hyphen, space or joiner more or less (टेली-मेडिक, टेलीमेडिक). */
const spelled = (word: string) => [...word.replace(separators, '')].map(escaped).join(`${separators.source}*`);
const compact = (text: string) => normalised(text).replace(separators, '');

/** The endings an Urdu word takes when its last letter inflects (ناشتہ ناشتے ناشتوں, والا والے والوں والی, سواری سواریاں). */
const urduEndings = ['ا', 'ہ', 'ی', 'ے', 'وں', 'یں', 'یاں', 'یوں', 'ئیں', 'ؤں', 'ئی', 'ئے'];

/**
 * `word` at the start of a word, in any inflected form. Telugu and Hindi inflect a word by changing its last
 * vowel sign and adding endings (సహాయకుడు, సహాయకుడితో; वाला, वाली, सफरों), so the word without its last
 * vowel signs, with any ending. Urdu changes a last ا, ہ, ی or ے (والا, والے, والوں), so the word without that
 * letter and with one of its endings, and nothing after: بیمہ finds بیمے, not بیمار.
 */
function inflected(locale: Language, word: string) {
  const plain = normalised(word);
  if (locale === 'ur') {
    const stem = plain.replace(/[اہیے]$/u, '');
    const endings = [...(stem === plain ? ['', 'ز'] : []), ...urduEndings];
    return new RegExp(`(?<![${letter}])${spelled(stem)}(?:${endings.map(escaped).join('|')})(?![${letter}])`, 'gu');
  }
  return new RegExp(`(?<![${letter}])${spelled(plain.replace(/\p{M}+$/u, ''))}[${letter}]*`, 'gu');
}

/** Where a page string uses a rejected word of the glossary in any inflected form, outside its allowed phrases and the chosen word's own forms. */
function rejectedUses(locale: Language, glossary: Glossary, strings: Strings) {
  return Object.entries(glossary).flatMap(([term, { chosen, rejected, allowed = [], pluralBeforePostposition }]) => {
    const chosenForms = new Set([chosen, pluralBeforePostposition ?? chosen].map(compact));
    return [...strings].flatMap(([key, value]) => {
      const outsideAllowed = allowed.reduce((rest, phrase) => rest.replaceAll(normalised(phrase), ' '), normalised(value));
      const found = rejected.flatMap((word) => [...outsideAllowed.matchAll(inflected(locale, word))].map(([form]) => form.normalize('NFC')));
      return [...new Set(found)].filter((form) => !chosenForms.has(compact(form))).map((form) => `${key} uses "${form}" (${term}: use "${chosen}")`);
    });
  });
}

/** Page strings whose English names a term and whose translation has no form of the chosen word (codes, the same in English, aside). */
function termsLeftOut(locale: Language, glossary: Glossary, english: Strings, strings: Strings) {
  return (Object.entries(glossaryTermsInEnglish) as [GlossaryTerm, RegExp][]).flatMap(([term, inEnglish]) => {
    const { chosen, alsoSaidAs = [] } = glossary[term];
    const saysIt = (value: string) => [chosen, ...alsoSaidAs].some((word) => normalised(value).match(inflected(locale, word)));
    return [...strings]
      .filter(([key, value]) => value !== english.get(key) && (english.get(key) ?? '').match(inEnglish) && !saysIt(value))
      .map(([key, value]) => `${key} says ${term} without "${chosen}": ${value}`);
  });
}

/** Hindi and Urdu postpositions: before one, a noun takes its oblique form, the only one that tells one from many. */
const postpositions: Partial<Record<Language, string[]>> = {
  hi: ['का', 'की', 'के', 'को', 'से', 'में', 'पर', 'तक', 'ने'],
  ur: ['کا', 'کی', 'کے', 'کو', 'سے', 'میں', 'پر', 'تک', 'نے'],
};

/** Whether the English names the term only in the plural ("caretakers"). */
function saysPlural(term: GlossaryTerm, english: string) {
  const names = english.match(glossaryTermsInEnglish[term]) ?? [];
  return names.length > 0 && names.every((name) => /s$/i.test(name));
}

/**
 * Page strings with a term's singular before a postposition (केयरटेकर का, والے کے) where the English says
 * the plural, or where the glossary takes the plural only: there the plural is `pluralBeforePostposition`.
 */
function singularsForPlurals(locale: Language, glossary: Glossary, english: Strings, strings: Strings) {
  const after = postpositions[locale] ?? [];
  return Object.entries(glossary).flatMap(([term, { chosen, pluralBeforePostposition, alwaysPlural }]) => {
    if (!pluralBeforePostposition || after.length === 0) return [];
    const singular = new RegExp(`(?<![${letter}])${spelled(normalised(chosen))}\\s+(?:${after.join('|')})(?![${letter}])`, 'gu');
    return [...strings]
      .filter(([key]) => alwaysPlural || saysPlural(term as GlossaryTerm, english.get(key) ?? ''))
      .flatMap(([key, value]) =>
        [...normalised(value).matchAll(singular)].map(([found]) => `${key} says "${found.normalize('NFC')}", the singular (${term}: "${pluralBeforePostposition}")`),
      );
  });
}

/** Page strings with a phrasing a reviewer rejected, spelling variants included. */
function phrasingsUsed(phrasings: RejectedPhrasing[], strings: Strings) {
  return phrasings.flatMap(({ phrase, alone, instead }) => {
    const found = spelled(normalised(phrase));
    const pattern = new RegExp(alone ? `^\\s*${found}[\\s.।۔]*$` : found, 'u');
    return [...strings].filter(([, value]) => pattern.test(normalised(value))).map(([key]) => `${key} says "${phrase}" (say "${instead}")`);
  });
}

/** Everything the glossary test finds in a language's strings. */
function glossarySlips(locale: Language, english: Strings, strings: Strings) {
  const { glossary, phrasings } = languages[locale];
  return [
    ...rejectedUses(locale, glossary, strings),
    ...termsLeftOut(locale, glossary, english, strings),
    ...singularsForPlurals(locale, glossary, english, strings),
    ...phrasingsUsed(phrasings, strings),
  ];
}

/**
 * The slips a native review found (issue 46 and before), each in a string with its English and its fix:
 * the test must report every slip and pass every fix.
 */
const plantedSlips: Record<Language, { english: string; slip: string; fixed: string }[]> = {
  te: [
    { english: 'Choose when you need us', slip: 'మేము ఎప్పుడు కావాలో ఎంచుకోండి', fixed: 'మేము మీకు ఎప్పుడు కావాలో ఎంచుకోండి' },
    { english: 'Wheelchair-accessible rides', slip: 'వీల్‌చైర్‌తోనే ఎక్కగలిగే ప్రయాణం', fixed: 'వీల్‌చైర్‌లో ఉన్నవారికి అనువైన ప్రయాణం' },
    {
      english: 'We take rides by reservation only',
      slip: 'బుకింగ్ ద్వారా మాత్రమే ప్రయాణాలు తీసుకుంటాము',
      fixed: 'బుకింగ్ ద్వారా మాత్రమే ప్రయాణాలు ఏర్పాటు చేస్తాము',
    },
    { english: 'A ride with trained caretakers', slip: 'శిక్షణ పొందిన సహాయకుడితో ప్రయాణం', fixed: 'శిక్షణ పొందిన సహాయకులతో ప్రయాణం' },
    { english: 'Book your ride', slip: 'మీ వాహనాన్ని బుక్ చేయండి', fixed: 'మీ ప్రయాణాన్ని బుక్ చేయండి' },
  ],
  hi: [
    {
      english: 'Tele-medic supervision supports our trained caretakers.',
      slip: 'टेली-मेडिक निगरानी हमारे प्रशिक्षित केयरटेकर का साथ देती है।',
      fixed: 'टेली-मेडिक निगरानी हमारे प्रशिक्षित केयरटेकरों का साथ देती है।',
    },
    { english: 'We designed a transport service', slip: 'हमने गाड़ी सेवा बनाई', fixed: 'हमने ट्रांसपोर्ट सेवा बनाई' },
    { english: 'Elderly care transport', slip: 'बुजुर्गों के लिए गाड़ी', fixed: 'बुजुर्गों के लिए देखभाल वाली ट्रांसपोर्ट सेवा' },
    {
      english: 'For an urgent trip that is not a medical emergency.',
      slip: 'ऐसे जरूरी सफर के लिए जो मेडिकल इमरजेंसी नहीं है।',
      fixed: 'ऐसे सफर के लिए जिसकी जल्दी हो, पर जो मेडिकल इमरजेंसी न हो।',
    },
    { english: 'Founded by doctors and physiotherapists', slip: 'डॉक्टरों और फिजियोथेरेपिस्टों ने शुरू की', fixed: 'डॉक्टरों और फिजियोथेरेपिस्टों की शुरू की हुई सेवा' },
    { english: 'Patients with limited mobility', slip: 'जिन मरीजों को चलने-फिरने में दिक्कत है', fixed: 'चलने-फिरने में दिक्कत वाले मरीज' },
    {
      english: 'We answer 8 am to 8 pm, every day.',
      slip: 'हम हर दिन सुबह 8 बजे से रात 8 बजे तक जवाब देते हैं।',
      fixed: 'हम हर दिन सुबह 8 बजे और रात 8 बजे के बीच जवाब देते हैं।',
    },
    { english: 'A caretaker helps', slip: 'एक देखभाल करने वाली मदद करती है', fixed: 'केयरटेकर मदद करते हैं' },
    { english: 'Book your ride', slip: 'अपनी राईड बुक करें', fixed: 'अपना सफर बुक करें' },
    { english: 'Book your ride', slip: 'अपनी गाड़ी बुक करें', fixed: 'अपना सफर बुक करें' },
  ],
  ur: [
    {
      english: 'We plan the trip with a trained driver and caretaker.',
      slip: 'ہم تربیت یافتہ ڈرائیور اور دیکھ بھال کرنے والے کے ساتھ سفر کا انتظام کرتے ہیں۔',
      fixed: 'ہم تربیت یافتہ ڈرائیور اور دیکھ بھال کرنے والوں کے ساتھ سفر کا انتظام کرتے ہیں۔',
    },
    { english: 'A trained caretaker helps', slip: 'ایک دیکھ بھال کرنے والا مدد کرتا ہے', fixed: 'دیکھ بھال کرنے والے مدد کرتے ہیں' },
    { english: 'Trained caretakers', slip: 'تربیت یافتہ کیئرٹیکر', fixed: 'تربیت یافتہ دیکھ بھال کرنے والے' },
    { english: 'Snacks and water', slip: 'ناشتے اور پانی', fixed: 'اسنیکس اور پانی' },
    { english: 'We accept insurance.', slip: 'ہم بیمے کی پالیسی قبول کرتے ہیں۔', fixed: 'ہم انشورنس قبول کرتے ہیں۔' },
    { english: 'Book a ride', slip: 'سواریاں بک کریں', fixed: 'سفر بک کریں' },
    { english: 'Book a ride', slip: 'گاڑی بک کریں', fixed: 'سفر بک کریں' },
    {
      english: 'We answer 8 am to 8 pm, every day.',
      slip: 'ہم ہر دن صبح 8 بجے سے رات 8 بجے تک جواب دیتے ہیں۔',
      fixed: 'ہم ہر دن صبح 8 بجے اور رات 8 بجے کے درمیان جواب دیتے ہیں۔',
    },
  ],
};

describe.each(Object.keys(languages) as Language[])('the %s glossary', (locale) => {
  const { glossary } = languages[locale];

  it('has a choice for every term', () => {
    expect(Object.keys(glossary).sort()).toEqual(Object.keys(glossaryTerms).sort());
  });

  it('is followed by every page: no rejected word or phrasing, every term said with the chosen word, in the right number', async () => {
    expect(glossarySlips(locale, await pageStrings('en'), await pageStrings(locale))).toEqual([]);
  });

  it.each(plantedSlips[locale].map((planted) => [planted.slip, planted] as const))('reports the slip "%s" and passes its fix', (_slip, { english, slip, fixed }) => {
    const inEnglish = new Map([['planted', english]]);
    expect(glossarySlips(locale, inEnglish, new Map([['planted', slip]]))).not.toEqual([]);
    expect(glossarySlips(locale, inEnglish, new Map([['planted', fixed]]))).toEqual([]);
  });

  it('names words the pages use', async () => {
    const text = normalised([...(await pageStrings(locale)).values()].join('\n'));
    expect(Object.entries(glossary).filter(([, { chosen }]) => !text.includes(normalised(chosen))).map(([term, { chosen }]) => `${term}: ${chosen}`)).toEqual([]);
  });
});
