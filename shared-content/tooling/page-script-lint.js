// What a page's script may reach, as ESLint rules on every page remote's src/ (tests apart): its own elements
// (refs), its own state and the few browser services listed here, never the document or window outside its
// page area (the shell's header, 108 notice, footer and <html>). eslint.config.mjs applies them; each remote's
// contract test (describePageScriptLint) shows a planted violation refused, with its line and reason.
const path = require('node:path');

/** @typedef {{ id: string, selector: string, message: string }} Restriction */

const OUTSIDE = 'reaches outside the page area (the header, the 108 notice, the footer and <html> are the shell\'s)';
const timerCalls = '/^(setTimeout|setInterval|requestAnimationFrame|requestIdleCallback)$/';

/** Each restriction: an AST selector, and the reason the lint names. */
/** @type {Restriction[]} */
const restrictions = [
  {
    id: 'document-query',
    selector: "MemberExpression[object.name='document'][property.name=/^(querySelector|querySelectorAll|getElementById|getElementsByClassName|getElementsByTagName|getElementsByName|body|documentElement|head|styleSheets|adoptedStyleSheets|write|writeln)$/]",
    message: `A page's script ${OUTSIDE}: use a ref to an element the page renders.`,
  },
  {
    id: 'document-via-window',
    selector: "MemberExpression[object.name=/^(window|globalThis|self)$/][property.name=/^(document|history|top|parent|opener)$/]",
    message: `A page's script ${OUTSIDE}: use a ref to an element the page renders.`,
  },
  {
    id: 'global-listener',
    selector: "MemberExpression[object.name=/^(window|document|globalThis|self)$/][property.name=/^(addEventListener|on[a-z]+)$/], CallExpression[callee.name='addEventListener']",
    message: `A listener on the window or document ${OUTSIDE} and hears every click of the site: use an event prop (onClick, onKeyDown) on the page's own element.`,
  },
  {
    id: 'history',
    selector: "MemberExpression[object.name='history'], MemberExpression[object.name='location'][property.name=/^(assign|replace|reload|href)$/]",
    message: "The shell owns the address and the history: a page links with a plain <a href>, which the shell turns into navigation.",
  },
  {
    id: 'document-properties',
    selector: "AssignmentExpression > MemberExpression.left[property.name=/^(title|lang|dir)$/]",
    message: "The shell sets the document's title, lang and dir from the route: a page's script never writes them.",
  },
  {
    id: 'style-write',
    selector:
      "AssignmentExpression > MemberExpression.left[object.property.name='style'], AssignmentExpression > MemberExpression.left[property.name='style'], CallExpression[callee.object.property.name='style'][callee.property.name=/^(setProperty|removeProperty)$/], CallExpression[callee.property.name=/^(setAttribute|removeAttribute|toggleAttribute)$/][arguments.0.value=/^(style|hidden|inert|dir|lang)$/]",
    message: "Styles written by script can land on elements the page did not render: style with the JSX style prop or a CSS module class.",
  },
  {
    id: 'html-string',
    selector: "MemberExpression[property.name=/^(innerHTML|outerHTML|insertAdjacentHTML|createContextualFragment)$/], JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: "HTML written from a string skips the fragment allow-list (and can add scripts and styles): render JSX.",
  },
  {
    id: 'eval',
    selector: "CallExpression[callee.name='eval'], NewExpression[callee.name='Function'], CallExpression[callee.name='Function'], CallExpression[callee.name=/^(setTimeout|setInterval)$/][arguments.0.type='Literal']",
    message: "Code from a string is refused by the site's CSP (no unsafe-eval) and by review: write the code.",
  },
  {
    id: 'script-elements',
    selector:
      "CallExpression[callee.property.name='createElement'][arguments.0.type!='Literal'], CallExpression[callee.property.name='createElement'][arguments.0.value=/^(script|link|style|iframe|frame|object|embed|base|meta)$/i], CallExpression[callee.property.name='createElementNS'], JSXOpeningElement[name.name=/^(script|link|style|iframe|frame|object|embed|base|meta)$/]",
    message: "An element that loads or styles something (script, link, style, iframe, object, base, meta) brings in what no release verified, and React lifts some of them into <head>: render the page's own elements and import its code.",
  },
  {
    id: 'foreign-code',
    selector:
      "ImportExpression[source.type!='Literal'], ImportExpression[source.value=/^([a-z][a-z0-9+.-]*:|\\/\\/)/i], NewExpression[callee.name=/^(Worker|SharedWorker)$/], MemberExpression[property.name=/^(serviceWorker|importScripts)$/], CallExpression[callee.name='importScripts']",
    message: "Code from an address chosen at run time, or from a worker, is code no release verified: import the page's own modules by their literal path.",
  },
  {
    id: 'shadow-and-sheets',
    selector: "MemberExpression[property.name=/^(attachShadow|adoptedStyleSheets)$/], NewExpression[callee.name='CSSStyleSheet']",
    message: "A shadow root or an adopted stylesheet is styled outside the page's checked stylesheet: style the page with its CSS modules.",
  },
  {
    id: 'location',
    selector:
      "MemberExpression[object.name=/^(window|document|globalThis|self)$/][property.name='location'], AssignmentExpression[left.name='location'], AssignmentExpression > MemberExpression.left[object.name='location']",
    message: "The shell owns the address: a page links with a plain <a href> (the shell turns it into navigation), and never moves the visitor by script.",
  },
  {
    id: 'lost-timer',
    selector: `ExpressionStatement > CallExpression[callee.name=${timerCalls}], ExpressionStatement > CallExpression[callee.object.name=/^(window|globalThis|self)$/][callee.property.name=${timerCalls}]`,
    message: "A timer whose id is not kept outlives the page (it fires after the visitor has left it): keep the id and clear it in the effect's cleanup.",
  },
];

/**
 * The one reviewed list of what a page's script may reach beyond the rules: a file, the restrictions lifted
 * there, and why. Add to it only with the shell team's review.
 * @type {{ file: string, allow: string[], why: string }[]}
 */
const allowList = [
  {
    file: 'mf-contact/src/form/useMessageForm.ts',
    allow: ['document-query', 'document-properties'],
    why: 'moves focus to the form\'s own first field by its id, and puts "Error:" before the title while the form shows errors (WCAG 3.3.1), taking it off again in the cleanup',
  },
  {
    file: 'mf-contact/src/form/values.ts',
    allow: ['document-query'],
    why: "reads what the visitor typed into the form's own fields before its code arrived, and the form stamp the composer wrote into its hidden field, by the ids the form gave them, so hydration keeps them",
  },
  {
    file: 'mf-contact/src/form/ErrorSummary.tsx',
    allow: ['document-query'],
    why: "the error summary's links focus the form's own field and scroll to its label, by the ids the form gave them",
  },
  {
    file: 'mf-contact/src/noscript/ServicePages.tsx',
    allow: ['html-string', 'script-elements'],
    why: "the contact service's own pages for visitors without JavaScript, rendered on its server, never a fragment",
  },
];

/** Every page remote's browser code: src/, its tests and the standalone entry (the page alone, for its team) apart. */
const pageScriptFiles = ['mf-*/src/**/*.{ts,tsx}'];
const pageScriptIgnores = ['**/*.test.{ts,tsx}', '**/testing.ts', 'mf-*/src/bootstrap.tsx', 'mf-*/src/index.ts'];

/**
 * @param {Restriction[]} chosen
 * @returns {import('eslint').Linter.RulesRecord}
 */
const rulesOf = (chosen) => ({ 'no-restricted-syntax': ['error', ...chosen.map(({ selector, message }) => ({ selector, message }))] });

/**
 * The flat-config blocks: the restrictions on every page remote's src/, then one block per allowed file.
 * @returns {import('eslint').Linter.Config[]}
 */
function pageScriptConfigs() {
  const known = new Set(restrictions.map((restriction) => restriction.id));
  for (const entry of allowList) {
    const unknown = entry.allow.filter((id) => !known.has(id));
    if (unknown.length > 0) throw new Error(`The page script allow-list lifts unknown restrictions for ${entry.file}: ${unknown.join(', ')}`);
  }
  return [
    { files: pageScriptFiles, ignores: pageScriptIgnores, rules: rulesOf(restrictions) },
    ...allowList.map((entry) => ({ files: [entry.file], rules: rulesOf(restrictions.filter((restriction) => !entry.allow.includes(restriction.id))) })),
  ];
}

/**
 * Lints page code as if it were `file` (relative to the repository), with only these rules: what the
 * contract test plants. Each problem reads `<file>:<line>: <reason>`.
 * @param {string} code
 * @param {string} file
 * @returns {Promise<string[]>}
 */
async function pageScriptProblems(code, file) {
  const { ESLint } = require('eslint');
  const tseslint = require('typescript-eslint');
  const eslint = new ESLint({
    cwd: path.join(__dirname, '..', '..'),
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } }, ...pageScriptConfigs()],
  });
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).map((message) => `${file}:${message.line}: ${message.message}`);
}

/**
 * What each restriction refuses, planted in a remote's src/ by its contract test.
 * @type {Record<string, string>}
 */
const plantedViolations = {
  'document-query': "export const hideFooter = () => document.querySelector('footer')?.remove();",
  'document-via-window': 'export const root = () => window.document;',
  'global-listener': "export const trap = () => window.addEventListener('click', (event) => event.preventDefault(), true);",
  history: "export const go = () => history.pushState(null, '', '/');",
  'document-properties': "export const flip = () => { document.documentElement.dir = 'ltr'; };",
  'style-write': "export const hide = (link: HTMLElement) => { link.style.visibility = 'hidden'; };",
  'html-string': "export const write = (element: HTMLElement) => { element.innerHTML = '<b>hi</b>'; };",
  eval: "export const run = (code: string) => new Function(code);",
  'script-elements': "export const tag = () => { const script = document.createElement('script'); return script; };",
  'foreign-code': 'export const load = (address: string) => import(address);',
  'shadow-and-sheets': "export const shade = (element: HTMLElement) => element.attachShadow({ mode: 'open' });",
  location: "export const leave = () => { window.location.assign('https://example.com/'); };",
  'lost-timer': "export const later = () => { setTimeout(() => undefined, 1000); };",
};

/**
 * Other shapes of the restrictions that bring in unverified code or leave the page area, each refused too.
 * @type {[string, string][]}
 */
const plantedVariants = [
  ['script-elements', 'export const Tracker = () => <script src="https://tags.example/t.js" async />;'],
  ['script-elements', 'export const Sheet = () => <link rel="stylesheet" href="https://cdn.example/x.css" />;'],
  ['script-elements', 'export const make = (tag: string) => document.createElement(tag);'],
  ['foreign-code', "export const load = () => import('https://cdn.example/widget.js');"],
  ['foreign-code', 'export const work = (address: string) => new Worker(address);'],
  ['shadow-and-sheets', 'export const sheet = () => new CSSStyleSheet();'],
  ['location', "export const leave = () => { location = '/'; };"],
  ['location', "export const jump = () => { location.hash = 'top'; };"],
];

/**
 * The contract test's part on the page's script, for a remote's `src/contract.test.tsx`.
 * @param {string} remoteDir the remote's folder name (mf-about)
 */
function describePageScriptLint(remoteDir) {
  describe("The page's script stays in its page area", () => {
    const file = `${remoteDir}/src/Planted.tsx`;
    it.each(restrictions.map((restriction) => [restriction.id, restriction.message]))('the lint refuses %s in src/, naming the file, the line and the reason', async (id, message) => {
      expect(await pageScriptProblems(`// planted\n${plantedViolations[id]}\n`, file)).toContain(`${file}:2: ${message}`);
    });

    it.each(plantedVariants)('the lint also refuses this shape of %s: %s', async (id, code) => {
      const restriction = restrictions.find((candidate) => candidate.id === id);
      expect(await pageScriptProblems(`// planted\n${code}\n`, file)).toContain(`${file}:2: ${restriction?.message}`);
    });

    it("the lint allows the page's own refs, matchMedia and storage", async () => {
      const code = [
        "import { useEffect, useRef } from 'react';",
        'export function Own() {',
        '  const ref = useRef<HTMLDivElement>(null);',
        '  useEffect(() => {',
        "    const wide = window.matchMedia('(min-width: 40rem)').matches;",
        "    window.localStorage.setItem('seen', String(wide));",
        '    const timer = setTimeout(() => ref.current?.focus(), 10);',
        '    return () => clearTimeout(timer);',
        '  }, []);',
        '  return <div ref={ref} tabIndex={-1} />;',
        '}',
      ].join('\n');
      expect(await pageScriptProblems(code, file)).toEqual([]);
    });
  });
}

module.exports = { describePageScriptLint, pageScriptConfigs };
