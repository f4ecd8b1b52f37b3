// The contact service's own pages in Urdu, as a browser draws them: every number with a space, sign or
// range ("+91 98765 43210", "98765 43210" in the phone hint and its error) stays left to right, and so does
// the reference the visitor quotes to the business.
const { textOfHtml, unisolatedNumbers } = require('shared-content/tooling/bidi-check');
const { confirmationPage, formErrorsPage, problemPage } = require('./pages');
const { contactTextIn, emptyValues, validate } = require('./rules');
const { localeInfo, locales } = require('shared-content');

const rightToLeft = locales.filter((locale) => localeInfo[locale].dir === 'rtl');
const siteUrl = 'http://site.test/ur/contact';

describe.each(rightToLeft)('the no-JavaScript pages in %s', (locale) => {
  const text = contactTextIn(locale).form;

  it('draw every number with a space, sign or range left to right: the confirmation, each problem page and the form with every error', () => {
    const everyError = [
      { ...emptyValues(), email: 'not an address', phone: 'abc' },
      { ...emptyValues(), firstName: 'x'.repeat(51) },
    ].map((values) => validate(values, text));
    const pages = {
      confirmation: confirmationPage({ locale, reference: 'AB2C-3456', siteUrl }),
      ...Object.fromEntries(
        Object.entries(text.server).flatMap(([name, problem]) =>
          typeof problem === 'object' ? [[name, problemPage({ locale, heading: problem.heading, message: problem.text, siteUrl })]] : [],
        ),
      ),
      ...Object.fromEntries(everyError.map((errors, index) => [`form errors ${index + 1}`, formErrorsPage({ locale, values: emptyValues(), formStamp: '', errors, action: '/api/messages', siteUrl })])),
    };
    expect(Object.values(everyError[0])).toContain(text.errors.phoneFormat);
    const findings = Object.entries(pages).flatMap(([name, html]) => unisolatedNumbers(textOfHtml(html)).map((run) => `${name}: "${run}"`));
    expect(findings).toEqual([]);
    expect(pages.confirmation).toMatch(/<p class="reference" dir="ltr">AB2C-3456<\/p>/);
  });
});
