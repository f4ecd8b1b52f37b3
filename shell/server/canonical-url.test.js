/** @jest-environment node */
const { canonicalPath, nginxCanonicalRewrites } = require('./canonical-url');

const routes = ['/', '/about', '/how-it-works', '/contact'];

describe('canonicalPath', () => {
  it.each([
    ['/about/', '/about'],
    ['/ABOUT', '/about'],
    ['/About/index.html', '/about'],
    ['/about/index.html', '/about'],
    ['/how-it-works//', '/how-it-works'],
    ['/index.html', '/'],
    ['/INDEX.HTML', '/'],
  ])('redirects %s to %s', (variant, canonical) => {
    expect(canonicalPath(variant, routes)).toBe(canonical);
  });

  it.each(['/', '/about', '/contact', '/no-such-page', '/No-Such-Page/', '/main.js', '/about/x'])('leaves %s alone', (pathname) => {
    expect(canonicalPath(pathname, routes)).toBeNull();
  });

  it('looks the routes up only for a path that could be a variant', () => {
    const lookUp = jest.fn(() => routes);
    expect(canonicalPath('/about', lookUp)).toBeNull();
    expect(canonicalPath('/main.js', lookUp)).toBeNull();
    expect(lookUp).not.toHaveBeenCalled();
    expect(canonicalPath('/about/', lookUp)).toBe('/about');
    expect(lookUp).toHaveBeenCalledTimes(1);
  });
});

describe('nginxCanonicalRewrites', () => {
  // nginx uses PCRE; these patterns use nothing JavaScript reads differently, once (?i:...) is spelt out.
  const patterns = nginxCanonicalRewrites(routes).map((line) => {
    const [, pattern, target] = /^rewrite "(.+)" (\S+) permanent;$/.exec(line);
    return { regex: new RegExp(pattern.replace(/\(\?i:([^)]+)\)/g, (_, name) => `(?:${name.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`)})`)), target };
  });
  const rewrite = (pathname) => patterns.find(({ regex }) => regex.test(pathname))?.target ?? null;

  it('redirects the same variants as the embedded server, and nothing else', () => {
    for (const pathname of ['/about/', '/ABOUT', '/About/index.html', '/index.html', '/Contact', '/how-it-works/', '/about', '/', '/contact', '/no-such-page', '/main.js']) {
      expect(rewrite(pathname)).toBe(canonicalPath(pathname, routes));
    }
  });
});
