// Right-to-left text draws "10+" as "+10" and "98765 43210" as "43210 98765" unless such a number sits in
// a left-to-right isolate (`ltr()`). This test reads every string of the right-to-left languages that a
// visitor can see, hear or get sent (page text, titles, hints, error messages, the prefilled message),
// with the functions called, and lists each number drawn out of order. It also checks that the prefilled
// mail's subject starts with a right-to-left letter, as a mail client lays a subject out by its first letter.
import { unisolatedNumbers } from '../../tooling/bidi-check';
import { textStrings } from '../../tooling/text-strings';
import { localeInfo, locales } from '../i18n/locales';
import { aboutText } from './about';
import { contactText } from './contact';
import { homeText } from './home';
import { howItWorksText } from './howItWorks';
import { siteText } from './site';

const catalogues = { site: siteText, home: homeText, about: aboutText, howItWorks: howItWorksText, contact: contactText };

describe.each(locales.filter((locale) => localeInfo[locale].dir === 'rtl'))('%s, right to left', (locale) => {
  it.each(Object.keys(catalogues))('the %s text has every number with a space, sign or range in a left-to-right isolate', async (name) => {
    const text = await catalogues[name as keyof typeof catalogues][locale]();
    const findings = [...textStrings(text, name, ['Name', 1000])]
      .filter(([key]) => !/href$/i.test(key)) // addresses, not text
      .flatMap(([key, value]) => unisolatedNumbers(value).map((run) => `${key}: "${run}"`));
    expect(findings).toEqual([]);
  });
});

/** Whether a mail client, which lays a subject out by its first letter, lays this one out right to left. */
const startsRightToLeft = (text: string) => /^\P{L}*[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(text);

describe.each(locales.filter((locale) => localeInfo[locale].dir === 'rtl'))('%s mail', (locale) => {
  it('has a subject that starts with a right-to-left letter, not the business name in Latin letters', async () => {
    const { template } = (await contactText[locale]()).form;
    expect(startsRightToLeft(template.subject)).toBe(true);
  });
});

describe('startsRightToLeft', () => {
  it('reads the first letter, whatever comes before it', () => {
    expect(startsRightToLeft('پیغام: CareWay Ambulette کی ویب سائٹ سے')).toBe(true);
    expect(startsRightToLeft('CareWay Ambulette کی ویب سائٹ سے پیغام')).toBe(false);
    expect(startsRightToLeft('\u2066+91\u2069 پیغام')).toBe(true);
  });
});

describe('unisolatedNumbers', () => {
  it('finds digit runs joined by a space, dash, plus or range sign, and only outside a left-to-right isolate', () => {
    expect(unisolatedNumbers('10 ہندسے، جیسے 98765 43210۔ شروع میں +91 یا 0')).toEqual(['98765 43210', '+91']);
    expect(unisolatedNumbers('10+ سال، 5-15 منٹ، 10–20 سفر')).toEqual(['10+', '5-15', '10–20']);
    expect(unisolatedNumbers('30 منٹ سے 2 گھنٹے، 50% رعایت')).toEqual([]);
    expect(unisolatedNumbers('\u206610+\u2069 سال، \u2066+91 98765 43210\u2069')).toEqual([]);
  });
});
