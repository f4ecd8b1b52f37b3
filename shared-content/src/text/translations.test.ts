// Every string of the site exists in every language: a missing key fails the type-check (each language's
// file is typed by the English one), and this test fails on what the types cannot see: a string left in
// English, a list with fewer items, a link that leaves the visitor's language, a code or number that differs,
// a small number in digits where the English spells it out.
import { business } from '../business';
import { locales, type Locale } from '../i18n/locales';
import englishAbout from './en/about';
import { aboutText } from './about';
import { contactText } from './contact';
import { homeText } from './home';
import { howItWorksText } from './howItWorks';
import { siteText } from './site';

const catalogues = { site: siteText, home: homeText, about: aboutText, howItWorks: howItWorksText, contact: contactText };

/**
 * Keys whose values are codes, not words, so the same in every language: names of icons, fields and
 * files, kinds of action. Each one is compared with the English; so is every number (sizes, limits, steps).
 * A `name` is a field's name, or a founding doctor's, which each language writes in its own script.
 */
const sameInEveryLanguage = new Set(['id', 'icon', 'name', 'type', 'kind', 'autoComplete', 'src', 'columns', 'optionalFields']);
/** Strings that are the same in every language: numbers, phone numbers, e-mail and web addresses, proper names. */
const neutralString = /^[\d\s+\-–%.,:/()]*$|^[^\s@]+@[^\s@]+$|^(https?:|tel:|mailto:|#)/;

interface Finding {
  path: string;
  problem: string;
}

/** Walks the English text and a translation side by side. */
function compare(english: unknown, translated: unknown, locale: Locale, path: string, findings: Finding[], neutral = false) {
  const key = path.split('.').pop()!.replace(/\[\d+\]$/, '');
  if (typeof english === 'function') {
    const sample = (english as (...args: unknown[]) => string)('Name', 50);
    compare(sample, (translated as (...args: unknown[]) => string)('Name', 50), locale, `${path}()`, findings, neutral);
    return;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translated) || translated.length !== english.length) {
      findings.push({ path, problem: `has ${Array.isArray(translated) ? translated.length : 'no'} items, English has ${english.length}` });
      return;
    }
    english.forEach((item, index) => compare(item, translated[index], locale, `${path}[${index}]`, findings, neutral || sameInEveryLanguage.has(key)));
    return;
  }
  if (english && typeof english === 'object') {
    for (const [childKey, value] of Object.entries(english)) {
      compare(value, (translated as Record<string, unknown>)?.[childKey], locale, `${path}.${childKey}`, findings, neutral || sameInEveryLanguage.has(childKey));
    }
    return;
  }
  if (typeof english === 'number' && translated !== english) {
    findings.push({ path, problem: `is ${String(translated)}, English has ${english}` });
    return;
  }
  if (typeof english !== 'string') return;
  if (neutral && sameInEveryLanguage.has(key) && translated !== english && !properNames.includes(english)) {
    findings.push({ path, problem: `is "${String(translated)}", English has "${english}": it is a code, the same in every language` });
    return;
  }
  if (typeof translated !== 'string' || translated.trim() === '') {
    findings.push({ path, problem: 'is missing' });
    return;
  }
  if (/href$/i.test(key) && translated.startsWith('/') && !translated.startsWith(`/${locale}`)) {
    findings.push({ path, problem: `links to ${translated}, outside /${locale}` });
  }
  if (!neutral && !/href$/i.test(key) && translated === english && !neutralString.test(english) && !properNames.includes(english)) {
    findings.push({ path, problem: `is still in English: "${english}"` });
  }
  for (const digit of digitsForSpelledNumbers(english, translated)) {
    findings.push({ path, problem: `writes ${digit} in digits where the English spells it out: "${translated}"` });
  }
}

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * The small numbers a translation writes in digits where the English spells them out ("Four Simple
 * Steps", "wait one minute"): a reader spells them out in a sentence too. Numbers the English writes in
 * digits (hours, prices, "10 trips") stay digits.
 */
function digitsForSpelledNumbers(english: string, translated: string) {
  return numberWords
    .map((word, number) => [new RegExp(`\\b${word}\\b`, 'i'), new RegExp(`(?<![\\d.,:+\\-–])\\b${number}\\b(?![\\d.,:%+\\-–])`)] as const)
    .flatMap(([spelled, digits], number) => (spelled.test(english) && digits.test(translated) ? [number] : []));
}

/** Names kept as they are in every language (the business, the doctors, street names). */
const properNames: string[] = [business.name, ...business.address.lines, ...englishAbout.doctors.list.map((doctor) => doctor.name)];

describe('digitsForSpelledNumbers', () => {
  it('finds a small number in digits where the English spells it, and only there', () => {
    expect(digitsForSpelledNumbers('Four Simple Steps', '4 आसान कदम')).toEqual([4]);
    expect(digitsForSpelledNumbers('Please wait one minute and send again', 'దయచేసి 1 నిమిషం ఆగి మళ్ళీ పంపండి')).toEqual([1]);
    expect(digitsForSpelledNumbers('Four Simple Steps', 'चार आसान कदम')).toEqual([]);
    expect(digitsForSpelledNumbers('18 years of experience', '18 साल का अनुभव')).toEqual([]);
    expect(digitsForSpelledNumbers('One team for every trip, 10 trips, 1000+ patients', 'ہر سفر کے لیے ایک ٹیم، 10 سفر، 1000+ مریض')).toEqual([]);
  });
});

describe.each(locales.filter((locale) => locale !== 'en'))('the %s translation', (locale) => {
  it.each(Object.keys(catalogues))('has every string of the %s text, translated', async (name) => {
    const catalogue = catalogues[name as keyof typeof catalogues];
    const english = await catalogue.en();
    const translated = await catalogue[locale]();
    const findings: Finding[] = [];
    compare(english, translated, locale, name, findings);
    expect(findings.map((finding) => `${finding.path} ${finding.problem}`)).toEqual([]);
  });
});
