/** @jest-environment node */
const { OVERSIZED_ANSWER, alteredProblems, composePage, includeDirectives, includedParts, isComposed, partOf, partProblems, partUrls } = require('./include');
const { isPageComment } = require('./check');
const { UNRELEASED, fragmentFile, includeLimits, releaseMarker, releaseOf, releaseOfComment } = require('./names');

const sha = (/** @type {string} */ text) => `hash(${text})`;

describe('partUrls', () => {
  it("names the remote's page in the language asked for, and its one stylesheet", () => {
    expect(partUrls('https://about.example.in/app/remoteEntry.js', 'en')).toEqual({
      origin: 'https://about.example.in',
      html: 'https://about.example.in/app/fragment.html',
      css: 'https://about.example.in/app/fragment.css',
    });
    expect(partUrls('https://about.example.in/app/remoteEntry.js', 'te').html).toBe('https://about.example.in/app/fragment.te.html');
    expect(partUrls('http://127.0.0.1:3002/remoteEntry.js', 'ur')).toEqual({
      origin: 'http://127.0.0.1:3002',
      html: 'http://127.0.0.1:3002/fragment.ur.html',
      css: 'http://127.0.0.1:3002/fragment.css',
    });
  });
});

describe('includedParts', () => {
  it("lists each remote's page a route includes, with its language, and not the style includes", () => {
    const template = '<!--# include virtual="/_fragment/about/style" --><!--# include virtual="/_fragment/about/te" stub="about_te_fallback" -->';
    expect(includedParts(template)).toEqual(['about/te']);
    expect(partOf('about/te')).toEqual({ remote: 'about', locale: 'te' });
  });
});

describe('includeDirectives', () => {
  it('writes the directives the composers read: the part to fetch, its fallback and its stylesheet', () => {
    const directives = includeDirectives('about', 'te', '<p>fallback</p>');
    const template = `${directives.block}<head>${directives.style}</head><main>${directives.page}</main>`;
    expect(isComposed(template)).toBe(true);
    expect(includedParts(template)).toEqual(['about/te']);
    expect(composePage(template, { 'about/te': null }, sha).html).toBe('<head></head><main><p>fallback</p></main>');
    expect(composePage(template, { 'about/te': { html: '<h1>About</h1>', css: 'h1{}' } }, sha).html).toBe('<head><style>h1{}</style></head><main><h1>About</h1></main>');
  });
});

describe('partProblems', () => {
  it('refuses an answer over the size cap with the sentence the composer logs', () => {
    const oversized = { status: 200, body: 'x', bytes: includeLimits.maxBytes + 1 };
    expect(partProblems('about', 'en', oversized, { status: 404, body: '', bytes: 0 })).toContain(`${fragmentFile('en')}: ${OVERSIZED_ANSWER}`);
  });
});

describe('composePage', () => {
  const template = [
    '<!--# block name="about_ur_fallback" --><p>fallback</p><!--# endblock -->',
    '<head><!--# include virtual="/_fragment/about/style" --></head>',
    '<main><!--# include virtual="/_fragment/about/ur" stub="about_ur_fallback" --></main>',
  ].join('');

  it("puts in the page in the route's language and its remote's stylesheet, hashed for the CSP", () => {
    const composed = composePage(template, { 'about/ur': { html: '<h1>ہمارے بارے میں</h1>', css: 'h1{}' } }, sha);
    expect(composed).toEqual({ html: '<head><style>h1{}</style></head><main><h1>ہمارے بارے میں</h1></main>', styleHashes: ["'sha256-hash(h1{})'"] });
  });

  it("shows the route's own fallback block, and no stylesheet, when its page is missing (another language's part is no substitute)", () => {
    const composed = composePage(template, { 'about/ur': null, 'about/en': { html: '<h1>About</h1>', css: 'h1{}' } }, sha);
    expect(composed.html).toBe('<head></head><main><p>fallback</p></main>');
  });
});

describe('the release marker', () => {
  it('is read back by the composers, the shell (its comment) and the fragment checks alike', () => {
    const marked = `${releaseMarker('0123abcd')}<h1>About</h1>`;
    expect(releaseOf(marked)).toBe('0123abcd');
    expect(releaseOfComment(marked.slice(4, marked.indexOf('-->')))).toBe('0123abcd');
    expect(isPageComment('release:0123abcd')).toBe(true);
    expect(releaseOf('<!--release:ABC--><h1>About</h1>')).toBe(UNRELEASED);
    expect(isPageComment('release:ABC')).toBe(false);
    expect(releaseOf('<h1>About</h1><!--release:0123abcd-->')).toBe(UNRELEASED);
  });
});

describe('alteredProblems, the first step', () => {
  const hashOf = (/** @type {string} */ body) => `sha384-of(${body})`;
  const page = `${releaseMarker('abc123')}<h1>Call us</h1>`;
  const live = { release: 'abc123', files: { 'fragment.te.html': hashOf(page), 'fragment.css': hashOf('h1{}') } };
  const answer = (/** @type {string} */ body, status = 200) => ({ status, body, bytes: body.length });

  it('passes the bytes the live release recorded', () => {
    expect(alteredProblems(live, 'te', answer(page), answer('h1{}'), hashOf)).toEqual([]);
  });

  it('names each file whose bytes changed at the origin, and a language the release did not record', () => {
    const changed = page.replace('Call us', 'Call 0000');
    expect(alteredProblems(live, 'te', answer(changed), answer('h1{display:none}'), hashOf)).toEqual([
      'fragment.te.html: not the bytes release abc123 recorded',
      'fragment.css: not the bytes release abc123 recorded',
    ]);
    expect(alteredProblems(live, 'ur', answer(page), answer('h1{}'), hashOf)).toEqual(['fragment.ur.html: not recorded for release abc123']);
  });

  it('refuses a page naming another release, even one whose bytes were recorded for this file', () => {
    const older = `${releaseMarker('def456')}<h1>Call us</h1>`;
    const recordedOlder = { ...live, files: { ...live.files, 'fragment.te.html': hashOf(older) } };
    expect(alteredProblems(recordedOlder, 'te', answer(older), answer('h1{}'), hashOf)).toEqual(['fragment.te.html: names release def456, not the live abc123']);
  });

  it('leaves an answer that is not complete to the checks after it', () => {
    expect(alteredProblems(live, 'te', answer('', 500), answer('h1{}'), hashOf)).toEqual([]);
  });
});
