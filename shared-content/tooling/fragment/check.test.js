/** @jest-environment node */
const { checkFragment } = require('./check');
const { checkPart } = require('./include');

const page = [
  '<!--release:0123abcd4567--><section aria-labelledby="about-heading"><h1 id="about-heading">About Us</h1>',
  '<p>Call <a href="tel:+919876543210"><span class="phone-number">+91 98765 43210</span></a> &amp; ride.<!-- --></p>',
  '<img src="%REMOTE_ORIGIN%/assets/van.svg" alt="Our van" width="40" height="40" loading="lazy"/><br/>',
  '<svg viewBox="0 0 24 24" aria-hidden="true" fill="none"><path d="M1 1"></path><circle cx="1" cy="1" r="1"/></svg>',
  '<form action="%REMOTE_ORIGIN%/api/messages" method="post" noValidate=""><label for="contact-message">Message</label>',
  '<textarea id="contact-message" name="message">a &lt;/textarea&gt; b</textarea><input name="phone" required="" tabindex="-1"/>',
  '<button type="submit">Send</button></form>',
  '<details><summary>Question?</summary><p>Answer, <a href="/contact#message-form">write to us</a>.</p></details>',
  '<table><caption id="home-plans-caption">Plans</caption><thead><tr><th scope="col">Plan</th></tr></thead><tbody><tr><td>A</td></tr></tbody></table></section>',
].join('');

/**
 * Markup that could act outside the page area, and what each check must say about it.
 * @type {[name: string, html: string, problem: RegExp][]}
 */
const refused = [
  ['an empty body', '   \n', /empty|does not end inside/],
  ['an inline script', '<h1>Hi</h1><script>alert(1)</script>', /<script> is not an element a page may use/],
  ['a script with a source', '<script src="https://evil.example/x.js"></script>', /<script>/],
  ['a refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', /<meta>/],
  ['a stylesheet', '<style>body{display:none}</style>', /<style>/],
  ['a linked stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">', /<link>/],
  ['a frame', '<iframe src="https://evil.example"></iframe>', /<iframe>/],
  ['a base URL', '<base href="https://evil.example/">', /<base>/],
  ['the end of the page area', '<h1>Hi</h1></main><footer>fake</footer>', /<\/main>|<main>|does not end inside/],
  ['an element closed that it never opened', '<p>Hi</p></div>', /<\/div> closes an element the fragment did not open|does not end inside/],
  ['an unclosed comment', '<h1>Hi</h1><!-- the footer disappears', /comment/],
  ['a comment ended the way only a browser reads it', '<!-- --!><script src="x"></script> -->', /comment/],
  ['a server-side include', '<!--# include virtual="/etc/passwd" -->', /comment holds more than React or a release writes/],
  ['an event handler', '<img src="%REMOTE_ORIGIN%/x.svg" alt="" onerror="alert(1)">', /<img onerror> is not an attribute/],
  ['a script URL', '<a href=" jav&#x61;script:alert(1)">x</a>', /goes nowhere a page may link to/],
  ['a truncated tag', '<h1>Hi</h1><p class="x', /malformed|eof-in-tag|does not end inside/],
  ['<plaintext>', '<section><h2>Hi</h2><plaintext></plaintext></section>', /<plaintext> is not an element/],
  ['<xmp> hiding a script in an attribute', '<xmp><p title="</xmp><script src=x></script>"></p></xmp>', /<xmp> is not an element/],
  ['<noembed> hiding a refresh in an attribute', '<noembed><p title="</noembed><meta http-equiv=refresh content=0;url=/evil-landing>"></p></noembed>', /<noembed> is not an element/],
  ['<noframes>', '<noframes><p>x</p></noframes>', /<noframes> is not an element/],
  ['<listing>', '<listing>x</listing>', /<listing> is not an element/],
  ['<svg><style>', '<svg><style>header{display:none}</style></svg>', /<style> is not plain SVG drawing/],
  ['<svg><foreignObject>', '<svg><foreignObject><div>x</div></foreignObject></svg>', /<foreignobject> is not plain SVG drawing/],
  ['<math>', '<math><mi>x</mi></math>', /<math> is/],
  ['a popover and its button', '<div popover="" id="evil-popover">x</div><button popovertarget="evil-popover">Open</button>', /<div popover> is not an attribute/],
  ['an inline style', '<p style="position:fixed;inset:0">x</p>', /<p style> is not an attribute/],
  ['autofocus', '<input name="n" autofocus="">', /<input autofocus> is not an attribute/],
  ['an id the shell uses', '<div id="site-menu">x</div>', /id="site-menu"> is an id the shell uses/],
  ['an id that reads as a global name', '<div id="__FEDERATION__">x</div>', /id="__FEDERATION__"> is an id the shell uses or could read as a name/],
  ['a name that replaces a document method', '<img name="getElementById" src="%REMOTE_ORIGIN%/x.svg" alt="">', /<img name> would be a property of the document/],
  ['a form that posts elsewhere', '<form action="https://elsewhere.example/"></form>', /<form action="https:\/\/elsewhere.example\/"> is not on the remote's own origin/],
  ['an image from elsewhere', '<img src="https://tracker.example/pixel.gif" alt="">', /<img src=.*> is not on the remote's own origin/],
  ['a tab order of its own', '<a href="/" tabindex="5">x</a>', /tabindex="5"> changes the tab order/],
  ['a non-void element that closes itself', '<div/><p>x</p>', /<div\/> stays open|non-void-html-element-start-tag-with-trailing-solidus/],
];

/** The request-time check: a remote's answers for its page and stylesheet, as the composer fetched them. */
const requestTimeCheck = (/** @type {string} */ html) =>
  checkPart('about', 'en', { status: 200, body: html, bytes: Buffer.byteLength(html) }, { status: 200, body: '', bytes: 0 })
    .problems.filter((problem) => problem.startsWith('fragment.html: '))
    .map((problem) => problem.replace(/^fragment\.html: /, ''));

describe.each([
  ['the build and the release (checkFragment)', (/** @type {string} */ html) => checkFragment(html).problems],
  ['the composer at request time (checkPart)', requestTimeCheck],
])('%s', (_, check) => {
  it('accepts the markup React renders for a page', () => {
    expect(check(page)).toEqual([]);
  });

  it.each(refused)('refuses %s', (_name, html, problem) => {
    expect(check(html).join('\n')).toMatch(problem);
  });
});

describe('checkFragment', () => {
  it('says where each problem is, once', () => {
    expect(checkFragment('<p style="color:red">x</p>').problems).toEqual(['<p style> is not an attribute a page may use (line 1, column 1)']);
  });

  it('reads character references as the browser does: a line break by its name is no path of this site', () => {
    // The browser's URL parser drops the line break or tab: these links go to //evil.example/.
    for (const link of ['<a href="/&NewLine;/evil.example/">x</a>', '<a href="/&Tab;/evil.example/">x</a>']) {
      expect(requestTimeCheck(link).join('\n')).toMatch(/goes nowhere a page may link to/);
    }
  });
});

describe('what checkFragment gives to include', () => {
  it("is the page area's tree it checked, written back: React's markup as the browser reads it, and the same again when checked again", () => {
    const checked = checkFragment(page);
    expect(checked.problems).toEqual([]);
    expect(checked.html).toContain('<!--release:0123abcd4567--><section aria-labelledby="about-heading">');
    expect(checked.html).toContain('<img src="%REMOTE_ORIGIN%/assets/van.svg" alt="Our van" width="40" height="40" loading="lazy"><br>');
    expect(checkFragment(checked.html)).toEqual(checked);
  });

  it.each([
    ['a second <body> start tag', '<h1>Hi</h1><body onload="alert(1)" class="x"><p>after</p>', '<h1>Hi</h1><p>after</p>'],
    ['a second <html> start tag', '<html onmouseover="alert(1)"><h1>Hi</h1>', '<h1>Hi</h1>'],
    ['a <head> start tag', '<head><h1>Hi</h1>', '<h1>Hi</h1>'],
    ['a <frameset>', '<frameset onload="alert(1)"><h1>Hi</h1>', '<h1>Hi</h1>'],
    ['a form inside a form', '<form action="%REMOTE_ORIGIN%/a"><form action="https://evil.example/"><input name="a"></form>', '<form action="%REMOTE_ORIGIN%/a"><input name="a"></form>'],
    ['a paragraph inside a table', '<table><tr><td>a</td></tr><p>moved</p></table>', '<p>moved</p><table><tbody><tr><td>a</td></tr></tbody></table>'],
  ])('leaves out or puts in place what its parse dropped or moved: %s', (_, html, included) => {
    expect(checkFragment(html)).toEqual({ problems: [], html: included });
  });
});
