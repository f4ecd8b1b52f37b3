/** @jest-environment node */
const { textOfHtml, unisolatedNumbers } = require('./bidi-check');

describe('the text of an HTML page', () => {
  it.each([
    ['an apostrophe as React writes it', '<p>Asha&#x27;s ride</p>', "Asha's ride"],
    ['an apostrophe as the prerender writes it', '<p>Asha&#39;s ride</p>', "Asha's ride"],
    ['escaped markup', '<p>&lt;b&gt; &amp; &quot;</p>', '<b> & "'],
    ['a named reference', '<p>24&nbsp;hours</p>', '24\u00a0hours'],
  ])('decodes %s', (_, html, text) => {
    expect(textOfHtml(html).trim()).toBe(text);
  });

  it('finds a number range written with a character reference', () => {
    expect(unisolatedNumbers(textOfHtml('<p>Ready in 5&#x2013;15 minutes</p>'))).toEqual(['5\u201315']);
  });
});
