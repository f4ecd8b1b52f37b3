/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { canonicalPath, nginxCanonicalRewrites, routePathsOf } = require('./canonical-url');

const englishRoutes = ['/', '/about', '/how-it-works', '/contact'];
const routes = [...englishRoutes, '/te', ...englishRoutes.slice(1).map((route) => `/te${route}`), '/ur', '/ur/contact'];

describe('canonicalPath', () => {
  it.each([
    ['/about/', '/about'],
    ['/ABOUT', '/about'],
    ['/About/index.html', '/about'],
    ['/about/index.html', '/about'],
    ['/how-it-works//', '/how-it-works'],
    ['/index.html', '/'],
    ['/INDEX.HTML', '/'],
    ['/te/', '/te'],
    ['/TE', '/te'],
    ['/te/index.html', '/te'],
    ['/te/about/', '/te/about'],
    ['/TE/About', '/te/about'],
    ['/te/about/index.html', '/te/about'],
    ['/UR/Contact/', '/ur/contact'],
  ])('redirects %s to %s', (variant, canonical) => {
    expect(canonicalPath(variant, routes)).toBe(canonical);
  });

  it.each(['/', '/about', '/contact', '/no-such-page', '/No-Such-Page/', '/main.js', '/about/x', '/te', '/te/about', '/te/nothing/', '/hi/'])('leaves %s alone', (pathname) => {
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
    const match = /^rewrite "(.+)" (\S+) permanent;$/.exec(line);
    if (!match) throw new Error(`Not a rewrite: ${line}`);
    const [, pattern, target] = match;
    return { regex: new RegExp(pattern.replace(/\(\?i:([^)]+)\)/g, (_, /** @type {string} */ name) => `(?:${name.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`)})`)), target };
  });
  const rewrite = (/** @type {string} */ pathname) => patterns.find(({ regex }) => regex.test(pathname))?.target ?? null;

  it('redirects the same variants as the embedded server, and nothing else', () => {
    for (const pathname of [
      ...['/about/', '/ABOUT', '/About/index.html', '/index.html', '/Contact', '/how-it-works/', '/about', '/', '/contact', '/no-such-page', '/main.js'],
      ...['/te/', '/TE', '/te/index.html', '/te/about/', '/TE/About', '/te/about/index.html', '/te', '/te/about', '/te/nothing', '/UR/Contact/', '/ur/about/'],
    ]) {
      expect(rewrite(pathname)).toBe(canonicalPath(pathname, routes));
    }
  });
});

describe('routePathsOf', () => {
  it('finds every folder of a build with its own index.html, nested language folders included', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'routes-'));
    for (const file of ['index.html', '404.html', 'about/index.html', 'te/index.html', 'te/404.html', 'te/about/index.html', 'assets/van.svg']) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), '');
    }
    expect(routePathsOf(root)).toEqual(['/', '/about', '/te', '/te/about']);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
