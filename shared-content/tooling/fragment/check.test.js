/** @jest-environment node */
const { checkFragment, checkStylesheet, pageAreaScope } = require('./check');
const { partProblems } = require('./include');

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
  partProblems('about', 'en', { status: 200, body: html, bytes: Buffer.byteLength(html) }, { status: 200, body: '', bytes: 0 }).map((problem) => problem.replace(/^fragment\.html: /, ''));

describe.each([
  ['the build and the release (checkFragment)', checkFragment],
  ['the composer at request time (partProblems)', requestTimeCheck],
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
    expect(checkFragment('<p style="color:red">x</p>')).toEqual(['<p style> is not an attribute a page may use (line 1, column 1)']);
  });

  it('reads character references as the browser does: a line break by its name is no path of this site', () => {
    // The browser's URL parser drops the line break or tab: these links go to //evil.example/.
    for (const link of ['<a href="/&NewLine;/evil.example/">x</a>', '<a href="/&Tab;/evil.example/">x</a>']) {
      expect(requestTimeCheck(link).join('\n')).toMatch(/goes nowhere a page may link to/);
    }
  });
});

describe('checkStylesheet', () => {
  const scope = pageAreaScope('about');

  it('accepts CSS scoped to its page area, with conditions, keyframes, data and remote-origin URLs', () => {
    const css = [
      `${scope} .a{color:#0b5a87}`,
      `@container site (min-width:40rem){${scope} .b{display:grid}${scope}>.c:hover, ${scope} :is(p, span){gap:0}}`,
      `${scope}{--token:1}`,
      `${scope} .c{background:url(data:image/svg+xml;base64,AA==)}${scope} .d{background:url("%REMOTE_ORIGIN%/assets/x.svg")}`,
      `${scope} .e::before{content:"}, header {"}`,
      '@keyframes Xy7_a{from{opacity:0}50%{opacity:.5}to{opacity:1}}',
    ].join('\n');
    expect(checkStylesheet(css, 'about')).toEqual([]);
  });

  it.each([
    ['a rule for the whole document', 'header,footer,nav,body>*:not(main){display:none!important}', /the selector header is not scoped/],
    ['one unscoped selector in a list', `${scope} .a, a[href^="tel:"]{pointer-events:none}`, /the selector a\[href\^="tel:"\] is not scoped/],
    ['the universal selector', '*{visibility:hidden}', /the selector \* is not scoped/],
    ['a rule scoped to another page', `${pageAreaScope('contact')} section{position:fixed}`, /not scoped to the page area/],
    ['a sibling of the page area', `${scope} ~ footer{display:none}`, /not scoped/],
    ['a sibling hidden behind a comment', `${scope} /**/ ~ footer{display:none}`, /not scoped/],
    ['an unscoped rule inside a condition', `@media (min-width:1px){section{position:fixed;inset:0}}`, /the selector section is not scoped/],
    ['a string that runs past its line', `${scope} .a{content:"\n} header{display:none} .b{content:"}`, /runs past the end of its line/],
    ['unbalanced braces', `${scope} .a{color:red}}header{display:none}`, /closes a block that was never opened/],
    ['a block never closed', `${scope} .a{color:red`, /never closed/],
    ['nested rules', `${scope} .a{color:red; header{display:none}}`, /has nested rules/],
    ['a font for the whole document', '@font-face{font-family:system-ui;src:url("%REMOTE_ORIGIN%/x.woff")}', /@font-face is not allowed/],
    ['a registered property', '@property --color-primary{syntax:"*";inherits:false}', /@property is not allowed/],
    ['layers', `@layer shell{${scope} .a{}}`, /@layer is not allowed/],
    ['the end of its style element', `${scope} .a{}</style><script>alert(1)</script>`, /markup/],
    ['a comment opener', `${scope} .a{}<!--`, /markup/],
    ['an import', '@import url(https://evil.example/x.css);', /@import is not allowed/],
    ['a relative URL', `${scope} .a{background:url(assets/x.svg)}`, /relative or foreign URL/],
    ['a foreign URL', `${scope} .a{background:url('https://evil.example/track.gif')}`, /relative or foreign URL/],
    ['a script expression', `${scope} .a{width:expression(alert(1))}`, /script/],
  ])('refuses %s', (_, css, problem) => {
    expect(checkStylesheet(css, 'about').join('\n')).toMatch(problem);
  });
});
