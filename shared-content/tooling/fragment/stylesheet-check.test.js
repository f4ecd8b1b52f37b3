/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createElement } = require('react');
const { apps } = require('../apps');
const { builtRemoteProblems } = require('../contract');
const { scopeCss } = require('../scope-css-loader');
const { writeFragment } = require('../server-render');
const { shellVersions } = require('../shared-react');
const { checkPart } = require('./include');
const { fragmentFile } = require('./names');
const { checkStylesheet } = require('./stylesheet-check');
const { cssomProblems, pageAreaScope } = require('./stylesheet-rules');

const REMOTE = 'contact';
const scope = pageAreaScope(REMOTE);

/**
 * Stylesheets a hostile or careless page team might ship, each of which would reach outside the page area
 * if it were included as written, and what the check must say.
 * @type {[name: string, css: string, problem: RegExp][]}
 */
const hostile = [
  ['the bypass: a comment opener in a string hides the selectors after it', `${scope} [title="/*"], header, aside, footer, [x="*/"] {display:none}`, /the selector header is not inside/],
  ['the bypass with an escaped quote', `${scope} [title="\\"/*"], header, aside, footer, [x="*/"] {display:none}`, /the selector header is not inside/],
  ['a comment closer in a string', `${scope} [title="*/"], footer {display:none}`, /the selector footer is not inside/],
  ['a brace in a string', `${scope} .a{content:"}"} header{display:none}`, /the selector header is not inside/],
  ['an escaped selector', '\\68 eader{display:none}', /the selector header is not inside/],
  ['the page area escaped', ':where([data-page-area="cont\\61 ct"]) ~ footer{display:none}', /the selector .* is not inside/],
  ['the whole document', 'header,footer,nav,body>*:not(main){display:none!important}', /the selector header is not inside/],
  ['the universal selector', '*{visibility:hidden}', /the selector \* is not inside/],
  ['another page area', `${pageAreaScope('about')} section{position:fixed}`, /is not inside/],
  ['a sibling of the page area', `${scope} ~ footer{display:none}`, /is not inside/],
  ['the next sibling of the page area', `${scope}+footer{display:none}`, /is not inside/],
  ['a sibling behind a condition on the page area', `${scope}:not(.x) ~ footer{display:none}`, /is not inside/],
  ['a sibling hidden behind a comment', `${scope} /**/ ~ footer{display:none}`, /is not inside/],
  ['the page area inside :is() with another selector', `:is(${scope}, header) a{display:none}`, /is not inside/],
  ['the page area inside :where() with another selector', `:where([data-page-area="${REMOTE}"], header) a{display:none}`, /is not inside/],
  ['the page area matched without case', `:where([data-page-area="${REMOTE}" i]) a{display:none}`, /is not inside/],
  ['the page area after :has()', `:has(${scope}) header{display:none}`, /is not inside/],
  ['a nested rule that leaves the page area', `${scope} .a{color:red; & ~ footer{display:none}}`, /nested rules/],
  ['a nested rule inside a condition', `${scope} .a{@media (min-width:1px){color:red}}`, /nested rules/],
  ['an unscoped rule inside @media', '@media (min-width:1px){section{position:fixed;inset:0}}', /the selector section is not inside/],
  ['an unscoped rule inside @supports', '@supports (display:grid){header{display:none}}', /the selector header is not inside/],
  ['an unscoped rule inside @container', '@container (min-width:1px){footer{display:none}}', /the selector footer is not inside/],
  ['layers', `@layer shell{${scope} .a{color:red}}`, /@layer is not allowed/],
  ['a layer order', '@layer page, shell;', /@layer is not allowed/],
  ['@scope', '@scope (header) {a{display:none}}', /@scope is not allowed/],
  ['an import', '@import url(https://evil.example/x.css);', /@import is not allowed/],
  ['a namespace', '@namespace svg url(http://www.w3.org/2000/svg);', /@namespace is not allowed/],
  ['a font named like the chrome font', '@font-face{font-family:"Noto Sans";src:url("%REMOTE_ORIGIN%/x.woff")}', /@font-face is not allowed/],
  ['a font for the whole document', '@font-face{font-family:system-ui;src:url("%REMOTE_ORIGIN%/x.woff")}', /@font-face is not allowed/],
  ['an unknown at-rule', '@evil header{display:none}', /@evil is not allowed/],
  ['a page rule', '@page{margin:0}', /@page is not allowed/],
  ['a registered property of the shell', '@property --color-primary{syntax:"*";inherits:false}', /@property --color-primary is not named for this page/],
  ['keyframes named like the shell', '@keyframes appear{from{opacity:0}}', /@keyframes appear is not named for this page/],
  ['a counter style for the whole document', '@counter-style decimal{system:cyclic;symbols:x}', /@counter-style decimal is not named for this page/],
  ['the end of its style element in a string', `${scope} .a{content:"</style><script>alert(1)</script>"}`, /<\/style/],
  ['the end of its style element escaped', `${scope} .a{content:"\\3c /style>"}`, /<\/style/],
  ['the end of its style element as a selector', `${scope} .a{}</style><script>alert(1)</script>`, /does not parse|not inside/],
  ['a relative URL', `${scope} .a{background:url(assets/x.svg)}`, /relative or foreign URL/],
  ['a foreign URL', `${scope} .a{background:url('https://evil.example/track.gif')}`, /relative or foreign URL/],
  ['a foreign URL in an image set', `${scope} .a{background:image-set("https://evil.example/track.gif" 1x)}`, /relative or foreign URL/],
  ['a script URL in a custom property', `${scope} .a{--x:url("javascript:alert(1)")}`, /relative or foreign URL/],
  ['a string that runs past its line', `${scope} .a{content:"\n} header{display:none} .b{content:"}`, /does not parse|not inside/],
  ['a block never closed', `${scope} .a{color:red} header{display:none`, /not inside/],
];

/** A scoped stylesheet with everything a page may use. */
const allowed = [
  `${scope} .a{color:#0b5a87}`,
  `@container site (min-width:40rem){${scope} .b{display:grid}${scope}>.c:hover, ${scope} :is(p, span){gap:0}}`,
  `@media (prefers-reduced-motion:no-preference){${scope} .d{animation:${REMOTE}-fade 1s}}`,
  `@supports (display:grid){${scope} .e ~ .f + .g{gap:1px}}`,
  `${scope}{--token:1}${scope}::before{content:"}, header {"}${scope}:has(> h1) h1{margin:0}`,
  `${scope} .c{background:url(data:image/svg+xml;base64,AA==)}${scope} .d{background:url("%REMOTE_ORIGIN%/assets/x.svg")}`,
  `@keyframes ${REMOTE}-fade{from{opacity:0}50%{opacity:.5}to{opacity:1}}`,
].join('\n');

/** @type {string} */
let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stylesheet-check-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const reactDependency = JSON.stringify(require.resolve('react'));
const languages = ['en', 'te', 'hi', 'ur'];
const Page = () => createElement('h1', null, 'Contact');
const text = Object.fromEntries(languages.map((locale) => [locale, async () => ({})]));
/** @param {Error} error */
const listed = (error) => error.message.split('\n').slice(1);

/**
 * The three places a stylesheet is checked, each given the stylesheet a remote's build or origin has:
 * its problems, and the stylesheet it would write or include.
 * @type {[name: string, check: (css: string) => Promise<{ problems: string[], served: string | null }>][]}
 */
const checkPoints = [
  [
    "the build (writeFragment, the server render's last step)",
    async (css) => {
      fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ exposes: [{ path: './Page', assets: { css: { sync: ['page.css'], async: [] } } }] }));
      fs.writeFileSync(path.join(dir, 'page.css'), css);
      try {
        await writeFragment(REMOTE)({ default: Page, text }, dir);
        return { problems: [], served: fs.readFileSync(path.join(dir, 'fragment.css'), 'utf8').trim() };
      } catch (error) {
        return { problems: listed(/** @type {Error} */ (error)), served: null };
      }
    },
  ],
  [
    'the release (builtRemoteProblems, the contract check)',
    async (css) => {
      const dist = path.join(dir, 'dist');
      fs.mkdirSync(dist);
      const shared = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'].map((name) => ({ name, requiredVersion: shellVersions.react }));
      fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: REMOTE, shared }));
      for (const locale of languages) fs.writeFileSync(path.join(dist, fragmentFile(locale)), '<h1>Contact</h1>\n');
      fs.writeFileSync(path.join(dist, 'fragment.css'), css);
      fs.writeFileSync(
        path.join(dir, 'render.js'),
        `const { createElement } = require(${reactDependency}); exports.default = () => createElement('h1', null, 'Contact'); exports.text = Object.fromEntries(${JSON.stringify(languages)}.map((locale) => [locale, async () => ({})]));`,
      );
      const problems = await builtRemoteProblems({ dist, serverBundle: path.join(dir, 'render.js') });
      return { problems: problems.map((problem) => problem.replace(/^fragment\.css: /, '')), served: null };
    },
  ],
  [
    'the composer at request time (checkPart)',
    async (css) => {
      const html = '<h1>Contact</h1>';
      const checked = checkPart(REMOTE, 'en', { status: 200, body: html, bytes: html.length }, { status: 200, body: css, bytes: Buffer.byteLength(css) });
      return { problems: checked.problems.map((problem) => problem.replace(/^fragment\.css: /, '')), served: checked.problems.length === 0 ? checked.css : null };
    },
  ],
];

/** The release's check reads the page's server build too, which takes a while on a busy machine. */
const CHECK_MS = 20000;

describe.each(checkPoints)('%s', (_, check) => {
  it('accepts a scoped stylesheet with conditions, keyframes of its own, data and remote-origin URLs, and writes back what it checked', async () => {
    const { problems, served } = await check(allowed);
    expect(problems).toEqual([]);
    if (served !== null) expect(served).toBe(checkStylesheet(allowed, REMOTE).css);
  }, CHECK_MS);

  it.each(hostile)('refuses %s', async (_name, css, problem) => {
    const { problems } = await check(css);
    expect(problems.join('\n')).toMatch(problem);
  }, CHECK_MS);
});

describe('checkStylesheet', () => {
  it("includes the parser's writing of the rules it checked, never the remote's text: checking it again changes nothing", () => {
    const checked = checkStylesheet(`/* a comment */\n${scope} .a { content: "\\7d" ; color: red }\n`, REMOTE);
    expect(checked).toEqual({ problems: [], css: `${scope.replace(/"/g, '')} .a{content:"}";color:red}` });
    expect(checkStylesheet(checked.css, REMOTE)).toEqual(checked);
  });

  const pageApps = apps.filter((app) => 'path' in app);
  it.each(pageApps.map((app) => [app.name, app.dir]))("passes the %s page's own stylesheets, as the build scopes them", (remote, dir) => {
    const sourceDir = path.join(__dirname, '..', '..', '..', dir, 'src');
    const files = fs.readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const filename = path.join(sourceDir, file);
      const scoped = scopeCss(fs.readFileSync(filename, 'utf8'), { remote, filename }).code;
      expect([file, checkStylesheet(scoped, remote).problems]).toEqual([file, []]);
    }
  });
});

describe("the browser's check of the rules it parsed (cssomProblems)", () => {
  /** @param {string} selectorText  as a browser writes it back */
  const styleRule = (selectorText) => ({ constructor: { name: 'CSSStyleRule' }, selectorText, cssRules: [] });
  /**
   * @param {string} name
   * @param {object} fields
   */
  const rule = (name, fields) => ({ constructor: { name }, ...fields });

  it('accepts rules scoped to the page area, under conditions, and names of its own', () => {
    const rules = [
      styleRule(`${scope} .a, ${scope} > .b ~ .c, ${scope}:hover::before, ${scope}`),
      styleRule(`${scope} [title="a, header"], ${scope} :is(p, span)`),
      rule('CSSMediaRule', { cssRules: [rule('CSSSupportsRule', { cssRules: [styleRule(`${scope} .d`)] })] }),
      rule('CSSKeyframesRule', { name: `${REMOTE}-fade` }),
    ];
    expect(cssomProblems(rules, REMOTE)).toEqual([]);
  });

  it.each([
    ['the bypass, as the browser reads it', `${scope} [title="/*"], header, aside, footer, [x="*/"]`, /the selector header is not inside/],
    ['the bypass with an escaped quote', `${scope} [title="\\"/*"], header`, /the selector header is not inside/],
    ['a sibling of the page area', `${scope} ~ footer`, /is not inside/],
    ['a sibling after a condition on the page area', `${scope}:not(.x) + footer`, /is not inside/],
    ['the page area among other selectors', `:is(${scope}, header) a`, /is not inside/],
    ['a comma inside a string that is not a list', `${scope} [title=", "] , footer`, /the selector footer is not inside/],
  ])('refuses %s', (_, selectorText, problem) => {
    expect(cssomProblems([styleRule(selectorText)], REMOTE).join('\n')).toMatch(problem);
  });

  it.each([
    ['an unscoped rule inside a condition', [rule('CSSMediaRule', { cssRules: [rule('CSSContainerRule', { cssRules: [styleRule('header')] })] })], /the selector header is not inside/],
    ['nested rules', [{ ...styleRule(`${scope} .a`), cssRules: [styleRule('& ~ footer')] }], /nested rules/],
    ['@import', [rule('CSSImportRule', {})], /CSSImportRule is not allowed/],
    ['@font-face', [rule('CSSFontFaceRule', {})], /CSSFontFaceRule is not allowed/],
    ['@layer', [rule('CSSLayerBlockRule', { cssRules: [] })], /CSSLayerBlockRule is not allowed/],
    ['@scope', [rule('CSSScopeRule', { cssRules: [] })], /CSSScopeRule is not allowed/],
    ['keyframes named like the shell', [rule('CSSKeyframesRule', { name: 'appear' })], /@keyframes appear is not named for this page/],
    ['a registered property of the shell', [rule('CSSPropertyRule', { name: '--color-primary' })], /@property --color-primary is not named/],
  ])('refuses %s', (_, rules, problem) => {
    expect(cssomProblems(rules, REMOTE).join('\n')).toMatch(problem);
  });
});
