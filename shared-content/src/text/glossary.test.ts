// Each language's glossary (text/<language>/glossary.ts) fixes the words for the site's recurring terms:
// no page of that language may use a rejected alternative, and each chosen word is in use (a glossary
// the pages no longer follow would mislead the reviewer).
import { textStrings } from '../../tooling/text-strings';
import type { Locale } from '../i18n/locales';
import { aboutText } from './about';
import { contactText } from './contact';
import { glossaryTerms, type Glossary } from './glossary';
import { homeText } from './home';
import { howItWorksText } from './howItWorks';
import { siteText } from './site';
import hindi from './hi/glossary';
import telugu from './te/glossary';
import urdu from './ur/glossary';

const catalogues = { site: siteText, home: homeText, about: aboutText, howItWorks: howItWorksText, contact: contactText };
const glossaries: [Exclude<Locale, 'en'>, Glossary][] = [['te', telugu], ['hi', hindi], ['ur', urdu]];

async function pageStrings(locale: Locale) {
  const texts = await Promise.all(Object.entries(catalogues).map(async ([name, catalogue]) => [...textStrings(await catalogue[locale](), name, ['Name', 50])]));
  return texts.flat();
}

describe.each(glossaries)('the %s glossary', (locale, glossary) => {
  it('has a choice for every term', () => {
    expect(Object.keys(glossary).sort()).toEqual(Object.keys(glossaryTerms).sort());
  });

  it('is followed by every page: no rejected alternative anywhere', async () => {
    const strings = await pageStrings(locale);
    const findings = Object.entries(glossary).flatMap(([term, { rejected }]) =>
      rejected.flatMap((word) => strings.filter(([, value]) => value.includes(word)).map(([key]) => `${key} uses "${word}" (${term}: use "${glossary[term as keyof Glossary].chosen}")`)),
    );
    expect(findings).toEqual([]);
  });

  it('names words the pages use', async () => {
    const text = (await pageStrings(locale)).map(([, value]) => value).join('\n');
    expect(Object.entries(glossary).filter(([, { chosen }]) => !text.includes(chosen)).map(([term, { chosen }]) => `${term}: ${chosen}`)).toEqual([]);
  });
});
