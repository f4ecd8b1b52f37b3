/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createElement } = require('react');
const { pageAreaScope } = require('./fragment/stylesheet-rules');
const { writeFragment } = require('./server-render');

const scope = pageAreaScope('about');

/** @type {string} */
let dist;
beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'server-render-'));
  const manifest = { exposes: [{ path: './Page', assets: { css: { sync: ['page.css'], async: [] } } }] };
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dist, 'page.css'), `/* source map */\n${scope} h1 {\n  color: #123;\n}\n`);
});
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

const headings = { en: 'About Us', te: 'మా గురించి', hi: 'हमारे बारे में', ur: 'ہمارے بارے میں' };
/** @typedef {{ locale: string, text: { heading: string } }} PageProps */

/** @param {PageProps} props */
const Page = ({ locale, text }) => createElement('h1', { lang: locale }, text.heading);
/** @param {Record<string, string>} [words]  the heading in each language */
const catalogue = (words = headings) => Object.fromEntries(Object.entries(words).map(([locale, heading]) => [locale, async () => ({ heading })]));
const read = (/** @type {string} */ file) => fs.readFileSync(path.join(dist, file), 'utf8');

describe('writeFragment', () => {
  it("writes the page in every language from its text catalogue, and the page's CSS once", async () => {
    await writeFragment('about')({ default: Page, text: catalogue() }, dist);
    expect(read('fragment.html')).toBe('<h1 lang="en">About Us</h1>\n');
    expect(read('fragment.te.html')).toBe('<h1 lang="te">మా గురించి</h1>\n');
    expect(read('fragment.hi.html')).toBe('<h1 lang="hi">हमारे बारे में</h1>\n');
    expect(read('fragment.ur.html')).toBe('<h1 lang="ur">ہمارے بارے میں</h1>\n');
    // As the check wrote it back: minified, without the comment.
    expect(read('fragment.css')).toBe(`${scope.replace(/"/g, '')} h1{color:#123}\n`);
  });

  it('fails the build when the module exports no text catalogue for a language', async () => {
    const { ur: _ur, ...withoutUrdu } = headings;
    await expect(writeFragment('about')({ default: Page, text: catalogue(withoutUrdu) }, dist)).rejects.toThrow(/`text` has no loader for ur/);
    expect(fs.existsSync(path.join(dist, 'fragment.html'))).toBe(false);
  });

  it('fails the build, naming the file, when the page in one language could not be included', async () => {
    const Unsafe = (/** @type {PageProps} */ { locale, text }) =>
      locale === 'hi' ? createElement('div', { dangerouslySetInnerHTML: { __html: '<script>alert(1)</script>' } }) : createElement(Page, { locale, text });
    await expect(writeFragment('about')({ default: Unsafe, text: catalogue() }, dist)).rejects.toThrow(/fragment\.hi\.html: <script> is not an element a page may use/);
  });

  it('fails the build, naming the selector, when a rule of the CSS is not scoped to the page area', async () => {
    fs.writeFileSync(path.join(dist, 'page.css'), `${scope} h1 { color: #123; }\nheader { display: none; }\n`);
    await expect(writeFragment('about')({ default: Page, text: catalogue() }, dist)).rejects.toThrow(/fragment\.css: the selector header is not inside the page area/);
  });
});
