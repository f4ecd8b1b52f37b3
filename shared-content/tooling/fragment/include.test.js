/** @jest-environment node */
const { defaultTreeAdapter: tree, parse, serializeOuter } = require('parse5');
const { OVERSIZED_ANSWER, alteredProblems, checkPart, composePage, includeDirectives, includedParts, isComposed, partOf, partUrls, remotePart } = require('./include');
const { isPageComment } = require('./check');
const { PAGE_AREA_ID, UNRELEASED, fragmentFile, includeLimits, releaseMarker, releaseOf, releaseOfComment } = require('./names');
const { pageAreaScope } = require('./stylesheet-rules');

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

describe('checkPart', () => {
  it('refuses an answer over the size cap with the sentence the composer logs', () => {
    const oversized = { status: 200, body: 'x', bytes: includeLimits.maxBytes + 1 };
    expect(checkPart('about', 'en', oversized, { status: 404, body: '', bytes: 0 }).problems).toContain(`${fragmentFile('en')}: ${OVERSIZED_ANSWER}`);
  });
});

describe('a composed page, parsed whole as the browser parses it', () => {
  // The shell's HTML in the shape that decides where the page area ends (shell/src/layout/Layout.tsx).
  const directives = includeDirectives('about', 'en', '<p>fallback</p>');
  const template = [
    `${directives.block}<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="utf-8"><title>About</title>${directives.style}</head>`,
    '<body><div id="root"><div><header><a href="tel:+919876543210">Call</a></header><main>',
    `<div id="${PAGE_AREA_ID}" data-page-area="about">${directives.page}</div>`,
    '</main><footer><a href="tel:+919876543210">Call</a></footer></div></div></body></html>',
  ].join('');
  const stylesheet = `${pageAreaScope('about')} h1{color:#123}`;

  /**
   * The composed page as one document parse reads it: everything outside the page area (the page area's
   * children taken out), and the page area's own markup.
   * @param {string} fragment  a remote's answer ('' for none: the fallback)
   */
  function composed(fragment) {
    const answer = (/** @type {string} */ body) => ({ status: body ? 200 : 404, body, bytes: Buffer.byteLength(body) });
    const checked = checkPart('about', 'en', answer(fragment), answer(stylesheet));
    const part = checked.problems.length === 0 ? remotePart('https://about.example.in', checked) : null;
    const document = parse(composePage(template, { 'about/en': part }, (text) => text).html);
    /** @type {(node: import('parse5').DefaultTreeAdapterTypes.ParentNode) => import('parse5').DefaultTreeAdapterTypes.Element | undefined} */
    const pageArea = (node) => {
      for (const child of node.childNodes) {
        if (!tree.isElementNode(child)) continue;
        if (child.attrs.some((attribute) => attribute.name === 'id' && attribute.value === PAGE_AREA_ID)) return child;
        const found = pageArea(child);
        if (found) return found;
      }
      return undefined;
    };
    const area = pageArea(document);
    const inside = area ? area.childNodes.map((node) => serializeOuter(node)).join('') : null;
    if (area) area.childNodes = [];
    return { outside: document.childNodes.map((node) => serializeOuter(node)).join(''), inside, refused: checked.problems };
  }

  const untouched = composed('<h1>About</h1>').outside;
  const withFallback = composed('').outside;

  it.each([
    ['a second <body> start tag with attributes', '<h1>About</h1><body onload="alert(1)" class="covered"><p>x</p>'],
    ['a second <html> start tag with attributes', '<html onmouseover="alert(1)" dir="rtl" lang="ur"><h1>About</h1>'],
    ['a <head> start tag', '<head><h1>About</h1>'],
    ['a <frameset>', '<frameset onload="alert(1)"><frame src="https://evil.example/"></frameset><h1>About</h1>'],
    ['a <body> inside a table', '<table><tr><td><body onfocus="alert(1)"></td></tr></table><h1>About</h1>'],
    ['misnested tables', '<table><tr><td>a</td></tr><p>out</p><tr><td></table></td></tr><h1>About</h1>'],
    ['misnested forms', '<form action="%REMOTE_ORIGIN%/a"><table><tr><td><form action="https://evil.example/"><input name="b"></form></td></tr></table></form><h1>About</h1>'],
    ['a form that stays open', '<form action="%REMOTE_ORIGIN%/a"><input name="a"><h1>About</h1>'],
    ['a body in SVG', '<svg><body onload="alert(1)"></body></svg><h1>About</h1>'],
    ['end tags of the shell', '<h1>About</h1></div></main><body onload="alert(1)">'],
  ])('%s never puts anything outside the page area', (_, fragment) => {
    const page = composed(fragment);
    expect(page.outside).toBe(page.refused.length === 0 ? untouched : withFallback);
    if (page.refused.length === 0) expect(page.inside).toBe(checkPart('about', 'en', { status: 200, body: fragment, bytes: fragment.length }, { status: 404, body: '', bytes: 0 }).html.replace(/%REMOTE_ORIGIN%/g, 'https://about.example.in'));
  });

  it("includes the stylesheet the check wrote back, and the page's own markup as the check read it", () => {
    const page = composed('<h1>About</h1><body onload="alert(1)">');
    expect(page.refused).toEqual([]);
    expect(page.inside).toBe('<h1>About</h1>');
    expect(untouched).toContain('<style>:where([data-page-area=about]) h1{color:#123}</style>');
    expect(untouched).toContain('<body><div id="root">');
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

  it('names a release id of at most 64 digits, the bound every side of a release id holds (RELEASE_ID)', () => {
    const longest = 'a'.repeat(64);
    expect(releaseOfComment(`release:${longest}`)).toBe(longest);
    expect(releaseOfComment(`release:${longest}a`)).toBeNull();
    expect(releaseOf(`${releaseMarker(`${longest}a`)}<h1>About</h1>`)).toBe(UNRELEASED);
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
