// A translator may write a list's items in another order than the English: each item keeps its own
// icon or id (the page picks its picture by it), and the page keeps its order.
import { locales } from '../i18n/locales';
import { withAboutCodes, type AboutWords } from './about';
import { withHomeCodes, type HomeWords } from './home';
import { withHowItWorksCodes, type HowItWorksWords } from './howItWorks';

/** `words` with the entries of every object, the lists of items among them, written in reverse order. */
function reordered<Words>(words: Words): Words {
  if (Array.isArray(words)) return words.map(reordered) as Words;
  if (!words || typeof words !== 'object') return words;
  return Object.fromEntries(Object.entries(words).reverse().map(([key, value]) => [key, reordered(value)])) as Words;
}

describe.each(locales)('the %s text', (locale) => {
  it('gives each item of a reordered list its own icon or id, in the page order', async () => {
    const home: HomeWords = (await import(`./${locale}/home`)).words;
    const about: AboutWords = (await import(`./${locale}/about`)).words;
    const howItWorks: HowItWorksWords = (await import(`./${locale}/howItWorks`)).words;
    expect(withHomeCodes(reordered(home))).toEqual(withHomeCodes(home));
    expect(withAboutCodes(reordered(about))).toEqual(withAboutCodes(about));
    expect(withHowItWorksCodes(reordered(howItWorks))).toEqual(withHowItWorksCodes(howItWorks));
  });
});
