/** @jest-environment node */
const { checkFragment, checkStylesheet } = require('./fragment-check');

describe('checkFragment', () => {
  it('accepts the markup React renders for a page', () => {
    const page = [
      '<section aria-labelledby="h"><h1 id="h">About Us</h1>',
      '<p>Call <a href="tel:+919876543210">+91 98765 43210</a> &amp; ride.</p>',
      '<img src="%REMOTE_ORIGIN%/assets/van.svg" alt="Our van" width="40" height="40"/><br/>',
      '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M1 1"></path><circle cx="1" cy="1" r="1"/></svg>',
      '<form action="/contact" method="post" novalidate=""><label for="m">Message</label>',
      '<textarea id="m" name="m">a &lt;/textarea&gt; b</textarea><input name="n" required=""/><button type="submit">Send</button></form>',
      '<!-- a comment --></section>',
    ].join('');
    expect(checkFragment(page)).toEqual([]);
  });

  it.each([
    ['an empty body', '   \n', /empty/],
    ['an inline script', '<h1>Hi</h1><script>alert(1)</script>', /<script> is not allowed/],
    ['a script with a source', '<script src="https://evil.example/x.js"></script>', /<script>/],
    ['a refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', /<meta>/],
    ['a stylesheet', '<style>body{display:none}</style>', /<style>/],
    ['a frame', '<iframe src="https://evil.example"></iframe>', /<iframe>/],
    ['a base URL', '<base href="https://evil.example/">', /<base>/],
    ['the end of the page area', '<h1>Hi</h1></main><footer>fake</footer>', /<\/main>|<main>/],
    ['an element closed that it never opened', '<p>Hi</p></div>', /<\/div> closes an element the fragment did not open/],
    ['an element never closed', '<div><p>Hi</p>', /never closed: <div>/],
    ['an unclosed comment', '<h1>Hi</h1><!-- the footer disappears', /comment .* never closed/],
    ['a server-side include', '<!--# include virtual="/etc/passwd" -->', /server-side include/],
    ['an event handler', '<img src="x" onerror="alert(1)">', /event handler/],
    ['a script URL', '<a href=" jav&#x61;script:alert(1)">x</a>', /script or data URL/],
    ['a truncated tag', '<h1>Hi</h1><p class="x', /malformed or never closed/],
    ['a doctype', '<!DOCTYPE html><h1>Hi</h1>', /does not belong/],
  ])('refuses %s', (_, html, problem) => {
    const problems = checkFragment(html);
    expect(problems.join('\n')).toMatch(problem);
  });
});

describe('checkStylesheet', () => {
  it('accepts the CSS a remote builds, with data and remote-origin URLs', () => {
    const css = '.a{color:#0b5a87}@container site (min-width:40rem){.b{display:grid}}.c{background:url(data:image/svg+xml;base64,AA==)}.d{background:url("%REMOTE_ORIGIN%/assets/x.svg")}';
    expect(checkStylesheet(css)).toEqual([]);
  });

  it.each([
    ['the end of its style element', '.a{}</style><script>alert(1)</script>', /markup/],
    ['a comment opener', '.a{}<!--', /markup/],
    ['an import', '@import url(https://evil.example/x.css);', /@import/],
    ['a relative URL', '.a{background:url(assets/x.svg)}', /relative or foreign URL/],
    ['a foreign URL', ".a{background:url('https://evil.example/track.gif')}", /relative or foreign URL/],
    ['a script expression', '.a{width:expression(alert(1))}', /script/],
  ])('refuses %s', (_, css, problem) => {
    expect(checkStylesheet(css).join('\n')).toMatch(problem);
  });
});
