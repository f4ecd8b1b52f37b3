/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { builtRemoteProblems, domProblems, manifestProblems, pageHtmlProblems } = require('./contract');
const { checkFragment } = require('./fragment/check');
const { pageAreaScope, unscopedSelectorProblem } = require('./fragment/stylesheet-rules');
const { shellVersions } = require('./shared-react');

const sharedReact = (/** @type {string} */ range) =>
  ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'].map((name) => ({ name, requiredVersion: range }));

describe('manifestProblems', () => {
  it("accepts ranges the shell's React satisfies", () => {
    expect(manifestProblems({ shared: sharedReact(shellVersions.react) })).toEqual([]);
    expect(manifestProblems({ shared: sharedReact('^19.0.0') })).toEqual([]);
  });

  it('names each React share whose range the shell does not satisfy, or that is not shared at all', () => {
    const problems = manifestProblems({ shared: sharedReact('^18.2.0').slice(0, 3) });
    expect(problems).toEqual([
      `the federation manifest asks for react ^18.2.0, but the shell provides react ${shellVersions.react}`,
      `the federation manifest asks for react/jsx-runtime ^18.2.0, but the shell provides react ${shellVersions.react}`,
      `the federation manifest asks for react-dom ^18.2.0, but the shell provides react-dom ${shellVersions['react-dom']}`,
      'the federation manifest does not share react-dom/client: the page would bring its own copy of React',
    ]);
  });
});

describe('pageHtmlProblems', () => {
  it('accepts one h1 and plain links', () => {
    expect(pageHtmlProblems('<section><h1>About</h1><a href="/contact">Contact</a><a href="tel:+91">Call</a></section>')).toEqual([]);
  });

  it('refuses no or two h1 elements, links without a plain href, and fragments the shell cannot include', () => {
    expect(pageHtmlProblems('<p>No heading</p>')).toEqual(['the page has 0 h1 elements, the shell expects exactly one']);
    expect(pageHtmlProblems('<h1>A</h1><h1>B</h1>')).toEqual(['the page has 2 h1 elements, the shell expects exactly one']);
    expect(pageHtmlProblems('<h1>A</h1><a>Go</a>')[0]).toMatch(/^a link is not a plain href/);
    expect(pageHtmlProblems('<h1>A</h1><script>alert(1)</script>')).toContainEqual(expect.stringContaining('<script> is not an element a page may use'));
  });
});

describe('where a link may go', () => {
  it.each([
    ['/contact', true],
    ['#message-form', true],
    ['https://maps.example/', true],
    ['tel:+919876543210', true],
    ['mailto:care@example.in', true],
    ['http://maps.example/', false],
    ['//evil.example/', false],
    ['javascript:alert(1)', false],
  ])('%s: the contract and the request-time check agree (%s)', (href, allowed) => {
    const page = `<h1>A</h1><a href="${href}">Go</a>`;
    expect(checkFragment(page).problems).toEqual(allowed ? [] : [expect.stringContaining('goes nowhere a page may link to')]);
    expect(pageHtmlProblems(page)).toEqual(allowed ? [] : [expect.stringContaining('goes nowhere a page may link to')]);
  });
});

describe('domProblems', () => {
  const { createElement } = require('react');

  it('passes a page whose browser render matches its server HTML', async () => {
    const Page = () => createElement('h1', null, 'About');
    expect(await domProblems(Page, { locale: 'en' }, '<h1>About</h1>')).toEqual([]);
  });

  it('reports a page that renders differently in the browser than on the server', async () => {
    const Page = () => createElement('h1', null, 'Client text');
    const problems = await domProblems(Page, { locale: 'en' }, '<h1>Server text</h1>');
    expect(problems.join('\n')).toMatch(/differ|hydrat/i);
  });

  it('names a timer the page leaves running, and clears it before it can touch a document that is gone', async () => {
    const { useEffect } = require('react');
    let fired = false;
    const Page = () => {
      useEffect(() => {
        setTimeout(() => {
          fired = true;
          document.documentElement.dir = 'ltr';
        }, 300);
      }, []);
      return createElement('h1', null, 'About');
    };
    expect(await domProblems(Page, { locale: 'ur' }, '<h1>About</h1>')).toEqual([
      "ur: the page left a timer running after it was unmounted (setTimeout of 300 ms): keep its id and clear it in the effect's cleanup, or it fires once the visitor has left the page",
    ]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fired).toBe(false);
  });

  it("names what a page's timer throws, and passes a timer the page clears", async () => {
    const { useEffect } = require('react');
    const Throwing = () => {
      useEffect(() => {
        setTimeout(() => {
          throw new Error('the footer is not there');
        }, 0);
      }, []);
      return createElement('h1', null, 'About');
    };
    expect(await domProblems(Throwing, { locale: 'en' }, '<h1>About</h1>')).toEqual(['a setTimeout callback of the page threw: the footer is not there']);
    const Tidy = () => {
      useEffect(() => {
        const timer = setInterval(() => undefined, 1000);
        return () => clearInterval(timer);
      }, []);
      return createElement('h1', null, 'About');
    };
    expect(await domProblems(Tidy, { locale: 'en' }, '<h1>About</h1>')).toEqual([]);
  });

  it('leaves no DOM globals behind', async () => {
    await domProblems(() => createElement('h1', null, 'A'), { locale: 'en' }, '<h1>A</h1>');
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });
});

describe('builtRemoteProblems', () => {
  /** @type {string} */
  let dir;
  /**
   * @param {string} file
   * @param {string} text
   */
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  const reactDependency = JSON.stringify(require.resolve('react'));
  const build = { get dist() { return path.join(dir, 'dist'); }, get serverBundle() { return path.join(dir, 'render.js'); } };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
    write('dist/mf-manifest.json', JSON.stringify({ name: 'about', shared: sharedReact(shellVersions.react) }));
    for (const file of ['fragment.html', 'fragment.te.html', 'fragment.hi.html', 'fragment.ur.html']) write(`dist/${file}`, '<h1>About</h1>\n');
    write('dist/fragment.css', `${pageAreaScope('about')} h1 { color: #123; }\n`);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const textInEveryLanguage = `exports.text = Object.fromEntries(['en', 'te', 'hi', 'ur'].map((locale) => [locale, async () => ({ heading: 'About ' + locale })]));`;

  it('passes a built page that keeps the contract in every language', async () => {
    write('render.js', `const { createElement } = require(${reactDependency}); exports.default = ({ text }) => createElement('h1', null, text.heading); ${textInEveryLanguage}`);
    expect(await builtRemoteProblems(build)).toEqual([]);
  });

  it('refuses a page without its text in every language, and a missing language page', async () => {
    fs.rmSync(path.join(build.dist, 'fragment.ur.html'));
    write('render.js', `const { createElement } = require(${reactDependency}); exports.default = () => createElement('h1', null, 'About'); exports.text = { en: async () => ({}) };`);
    const problems = await builtRemoteProblems(build);
    expect(problems).toContain("the exposed module's `text` has no loader for te, hi, ur: export the page's text catalogue as `text`");
    expect(problems).toContainEqual(expect.stringMatching(/^the page fragment fragment\.ur\.html cannot be read/));
  });

  it('refuses a page that reads a browser global when imported', async () => {
    write('render.js', `const width = window.innerWidth; exports.default = () => null;`);
    const problems = await builtRemoteProblems(build);
    expect(problems).toEqual([expect.stringMatching(/^importing the page failed without a browser \(window is not defined\)/)]);
  });

  it('refuses a page that imports the router, and a manifest that asks for React 18', async () => {
    write('dist/mf-manifest.json', JSON.stringify({ shared: sharedReact('^18.2.0') }));
    write('render.js', `require("react-router-dom"); exports.default = () => null;`);
    const problems = await builtRemoteProblems(build);
    expect(problems).toContain(`the federation manifest asks for react ^18.2.0, but the shell provides react ${shellVersions.react}`);
    expect(problems).toContain('the page imports react-router: page remotes have no router, links are plain <a href>');
  });

  it("refuses a stylesheet that reaches outside the page's area", async () => {
    write('dist/fragment.css', 'header { display: none; }\n');
    write('render.js', `const { createElement } = require(${reactDependency}); exports.default = ({ text }) => createElement('h1', null, text.heading); ${textInEveryLanguage}`);
    expect(await builtRemoteProblems(build)).toEqual([`fragment.css: ${unscopedSelectorProblem('header', 'about')} (line 1)`]);
  });

  it('says what to do when the remote was not built', async () => {
    expect(await builtRemoteProblems(build)).toEqual([`the server build of the page is missing (${build.serverBundle}): build the remote first`]);
  });
});
