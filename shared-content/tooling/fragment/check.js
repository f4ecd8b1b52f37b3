// The rules a page fragment and its stylesheet must follow to be included into the shell's HTML: markup
// for the page area and nothing that could act outside it. Checked when a remote is built and released
// (the build fails; parse-check.js also runs the real HTML parser), when a composer includes a fragment at
// request time (the fragment is refused: last good part or fallback), and in the browser on the stylesheets
// a remote adds. nginx runs this file in njs 0.7 (see README.md): no Set, spread, destructuring, for-of,
// `?.` or `??`.
//
// Markup is checked against an allow-list: the elements and attributes the site's four pages render. A
// page that needs another one adds it here, in one reviewed place. Everything else is refused, so the
// HTML parser's other states (raw text, plaintext, foreign content) can never be reached by a fragment.
const names = require('./names');
const REMOTE_ORIGIN = names.REMOTE_ORIGIN;

/** The HTML elements a page may render. */
const PAGE_ELEMENTS = wordSet(
  'a br button caption details div em form h1 h2 h3 h4 img input label li ol p section span strong summary table tbody td textarea th thead tr ul',
);
/** Plain SVG drawing (icons, figures) and nothing that styles, scripts or embeds. */
const SVG_ELEMENTS = wordSet('svg circle ellipse g line path polygon polyline rect');
const VOID_ELEMENTS = wordSet('br img input');
/** Whose content is text up to their end tag (React escapes what it writes inside them). */
const TEXT_ELEMENTS = wordSet('textarea');
/** The attributes a page may use (besides aria-*); a few more rules below. */
const PAGE_ATTRIBUTES = wordSet(
  'class id role dir lang title tabindex href src alt width height loading decoding action method novalidate ' +
    'type name value autocomplete inputmode spellcheck required maxlength minlength pattern placeholder checked disabled readonly rows cols for scope colspan rowspan headers open start ' +
    'viewbox xmlns fill stroke stroke-width stroke-linecap stroke-linejoin fill-rule clip-rule focusable d cx cy r rx ry x y x1 x2 y1 y2 points transform opacity',
);
/** A `name` makes an <img> or <form> a property of `document`: only form controls may have one. */
const NAMED_ELEMENTS = wordSet('input textarea button');
/** The ids in the shell's own HTML (shell/src/prerender/shellIds.test.tsx keeps this list true). */
const SHELL_IDS = wordSet(`root main ${names.PAGE_AREA_ID} site-menu footer-brand footer-quick-links footer-services footer-contact fallback-heading app-error-heading`);
/** An id with a hyphen is never a JavaScript name, so it cannot stand in for a global the shell or federation reads. */
const PAGE_ID = /^[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+$/;
/** Where a link may go: a call, an e-mail, a secure site, a path of this site or a place on the page. */
const LINK_URL = /^(?:tel:|mailto:|https:\/\/|\/(?!\/)|#)/i;
/**
 * Whether a fragment may hold a comment of this text: React's text separators and Suspense boundaries, and
 * a release's marker (names.js releaseMarker).
 * @param {string} text
 */
function isPageComment(text) {
  return /^[ $?!/]*$/.test(text) || names.releaseOfComment(text) !== null;
}

const TAG = /^<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/;
const END_TAG = /^<\/([a-zA-Z][a-zA-Z0-9-]*)\s*>/;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * A set of words as an object (njs has no Set): `set[word]` is true for each word.
 * @param {string} words  separated by spaces
 * @returns {Record<string, boolean>}
 */
function wordSet(words) {
  /** @type {Record<string, boolean>} */
  const set = {};
  words.split(' ').forEach((word) => (set[word] = true));
  return set;
}

/** @param {string} value */
const decodeEntities = (value) =>
  value
    .replace(/&#(x?)([0-9a-f]+);?/gi, (/** @type {string} */ _, /** @type {string} */ hex, /** @type {string} */ digits) => String.fromCodePoint(parseInt(digits, hex ? 16 : 10)))
    .replace(/&colon;/gi, ':')
    .replace(/[\s\u0000-\u001f]+/g, '');

/**
 * Why an attribute may not be on an element of a fragment (empty when it may). Shared with the parser's
 * check (parse-check.js), which reads the same attributes from the parsed tree.
 * @param {string} element  lower-case element name
 * @param {string} name     lower-case attribute name
 * @param {string} value    its value as written (entities not yet decoded)
 * @returns {string[]}
 */
function attributeProblems(element, name, value) {
  if (!PAGE_ATTRIBUTES[name] && !/^aria-[a-z]+$/.test(name)) return [`<${element} ${name}> is not an attribute a page may use`];
  const url = decodeEntities(value);
  if (name === 'href' && !LINK_URL.test(url)) return [`<${element} href="${value}"> goes nowhere a page may link to (tel:, mailto:, https:, /path or #place)`];
  if ((name === 'src' || name === 'action') && url.indexOf(`${REMOTE_ORIGIN}/`) !== 0) return [`<${element} ${name}="${value}"> is not on the remote's own origin (${REMOTE_ORIGIN}/...)`];
  if (name === 'name' && !NAMED_ELEMENTS[element]) return [`<${element} name> would be a property of the document: only form controls may have a name`];
  if (name === 'id' && (SHELL_IDS[value] || !PAGE_ID.test(value))) return [`<${element} id="${value}"> is an id the shell uses or could read as a name: use a hyphenated id of the page's own (section-name)`];
  if (name === 'tabindex' && value !== '0' && value !== '-1') return [`<${element} tabindex="${value}"> changes the tab order of the whole page: use 0 or -1`];
  return [];
}

/**
 * Why an element may not be in a fragment (empty when it may).
 * @param {string} name    lower-case element name
 * @param {boolean} inSvg  whether it is inside an <svg>
 * @returns {string}
 */
function elementProblem(name, inSvg) {
  if (inSvg ? SVG_ELEMENTS[name] : PAGE_ELEMENTS[name] || name === 'svg') return '';
  return inSvg ? `<${name}> is not plain SVG drawing` : `<${name}> is not an element a page may use`;
}

/**
 * @param {string} html  a fragment as a remote serves it
 * @returns {string[]}   what is wrong with it, in plain words (empty when the fragment may be included)
 */
function checkFragment(html) {
  if (typeof html !== 'string' || html.trim() === '') return ['the fragment is empty'];
  /** @type {string[]} */
  let problems = [];
  /** @type {string[]} */
  const open = [];
  let index = 0;
  while (index < html.length && problems.length < 10) {
    const next = html.indexOf('<', index);
    if (next === -1) break;
    const rest = html.slice(next);
    if (rest.startsWith('<!--')) {
      const end = html.indexOf('-->', next + 4);
      if (end === -1) {
        problems.push('a comment (<!--) is never closed, so it would hide the rest of the page');
        break;
      }
      if (!isPageComment(html.slice(next + 4, end))) problems.push(`a comment holds more than React or a release writes: ${html.slice(next, Math.min(end + 3, next + 30))}`);
      index = end + 3;
      continue;
    }
    const endTag = END_TAG.exec(rest);
    if (endTag) {
      const name = endTag[1].toLowerCase();
      index = next + endTag[0].length;
      if (open[open.length - 1] === name) open.pop();
      else problems.push(`</${name}> closes an element the fragment did not open${open.length ? ` (<${open[open.length - 1]}> is open)` : ''}`);
      continue;
    }
    const tag = TAG.exec(rest);
    if (!tag) {
      problems.push(`markup that is malformed or does not belong in a fragment: ${rest.slice(0, 30)}`);
      index = next + 1;
      continue;
    }
    const name = tag[1].toLowerCase();
    const inSvg = open.indexOf('svg') !== -1;
    index = next + tag[0].length;
    const problem = elementProblem(name, inSvg);
    if (problem) {
      problems.push(problem);
      // Kept open, so its end tag is not reported as a second problem.
      if (tag[3] !== '/') open.push(name);
      continue;
    }
    ATTRIBUTE.lastIndex = 0;
    let attribute;
    while ((attribute = ATTRIBUTE.exec(tag[2])) !== null) {
      const value = [attribute[2], attribute[3], attribute[4], ''].filter((part) => part !== undefined)[0];
      problems = problems.concat(attributeProblems(name, attribute[1].toLowerCase(), value));
    }
    if (VOID_ELEMENTS[name] || (tag[3] === '/' && (inSvg || name === 'svg'))) continue;
    if (tag[3] === '/') {
      problems.push(`<${name}/> stays open in HTML: write <${name}></${name}>`);
      continue;
    }
    if (TEXT_ELEMENTS[name]) {
      const end = html.slice(index).search(new RegExp(`</${name}[\\s/>]`, 'i'));
      if (end === -1) problems.push(`<${name}> is never closed`);
      index = end === -1 ? html.length : index + end;
    }
    open.push(name);
  }
  if (problems.length === 0 && open.length > 0) problems.push(`elements are never closed: ${open.map((name) => `<${name}>`).join(' ')}`);
  return problems;
}

/**
 * The selector that scopes a remote's CSS to its page area: the shell renders the page inside
 * `<div data-page-area="<remote>">`. `:where()` adds no specificity, so scoped rules cascade as written.
 * @param {string} remote
 */
function pageAreaScope(remote) {
  return `:where([data-page-area="${remote}"])`;
}

/** A url() that is not data, a place in the document or on the remote's own origin. */
const FOREIGN_URL = new RegExp(`url\\(\\s*(?!['"]?(?:data:|#|${REMOTE_ORIGIN}/))`, 'i');

/** @typedef {{ prelude: string, block: string } | { prelude: string, block: null }} CssStatement  a rule or block at-rule, or (block null) a statement ending in `;` */

/** At-rules a page's stylesheet may use: conditions around scoped rules, and keyframes. */
const CONDITIONAL_AT_RULES = wordSet('media supports container');

/**
 * Splits CSS into its top-level statements, honouring strings, escapes and comments: `{ prelude, block }`
 * for a rule or block at-rule, `{ prelude, block: null }` for a statement ending in `;`. Returns a string
 * (the problem) when braces do not balance.
 * @param {string} css
 * @returns {CssStatement[] | string}
 */
function cssStatements(css) {
  /** @type {CssStatement[]} */
  const statements = [];
  let depth = 0;
  let start = 0;
  let blockStart = -1;
  let quote = '';
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (char === '\\') {
      index++;
    } else if (quote) {
      if (char === quote) quote = '';
      else if (/[\n\r\f]/.test(char)) return 'a string runs past the end of its line';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '/' && css[index + 1] === '*') {
      const end = css.indexOf('*/', index + 2);
      if (end === -1) return 'a comment is never closed';
      index = end + 1;
    } else if (char === '{') {
      if (depth === 0) blockStart = index;
      depth++;
    } else if (char === '}') {
      depth--;
      if (depth < 0) return 'a } closes a block that was never opened';
      if (depth === 0) {
        statements.push({ prelude: css.slice(start, blockStart).trim(), block: css.slice(blockStart + 1, index) });
        start = index + 1;
      }
    } else if (char === ';' && depth === 0) {
      statements.push({ prelude: css.slice(start, index).trim(), block: null });
      start = index + 1;
    }
  }
  if (quote) return 'a string is never closed';
  if (depth !== 0) return 'a { is never closed';
  if (css.slice(start).trim() !== '') statements.push({ prelude: css.slice(start).trim(), block: null });
  return statements;
}

/**
 * The selectors of a selector list, split at the commas outside brackets, parentheses and strings.
 * @param {string} prelude
 * @returns {string[]}
 */
function selectorList(prelude) {
  const selectors = [];
  let depth = 0;
  let start = 0;
  let quote = '';
  for (let index = 0; index < prelude.length; index++) {
    const char = prelude[index];
    if (char === '\\') index++;
    else if (quote) quote = char === quote || /[\n\r\f]/.test(char) ? '' : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      selectors.push(prelude.slice(start, index).trim());
      start = index + 1;
    }
  }
  selectors.push(prelude.slice(start).trim());
  return selectors;
}

/**
 * Problems with rules that must all be scoped to `scope` (a stylesheet, or the block of a condition).
 * @param {string} css
 * @param {string} scope
 * @param {string[]} problems  added to
 */
function scopedRuleProblems(css, scope, problems) {
  const statements = cssStatements(css);
  if (typeof statements === 'string') {
    problems.push(`the stylesheet does not parse: ${statements}`);
    return;
  }
  statements.forEach((statement) => {
    if (problems.length >= 10) return;
    const atRule = /^@([a-z-]+)/i.exec(statement.prelude);
    if (atRule) {
      const name = atRule[1].toLowerCase();
      if (CONDITIONAL_AT_RULES[name] && statement.block !== null) scopedRuleProblems(statement.block, scope, problems);
      else if (name === 'keyframes' && statement.block !== null) keyframesProblems(statement, problems);
      else problems.push(`@${name} is not allowed in a page's stylesheet (it acts on the whole document)`);
      return;
    }
    if (statement.block === null) {
      problems.push(`a statement that is not a rule: ${statement.prelude.slice(0, 40)}`);
      return;
    }
    const declarations = cssStatements(statement.block);
    if (typeof declarations === 'string' || declarations.some((declaration) => declaration.block !== null)) {
      problems.push(`the rule for ${statement.prelude.slice(0, 60)} has nested rules: build the CSS with the site's config`);
    }
    // A comment is whitespace to the browser: `scope /**/ ~ x` is a sibling selector.
    selectorList(statement.prelude.replace(/\/\*[\s\S]*?\*\//g, ' ')).forEach((selector) => {
      const after = selector.slice(scope.length);
      // Inside the page area: the area itself, its descendants or children, never its siblings (~ +).
      const scoped = selector.indexOf(scope) === 0 && (after === '' || /^\s*>|^\s+[^\s~+]/.test(after));
      if (!scoped) problems.push(`the selector ${selector.slice(0, 80)} is not scoped to the page area (${scope} ...)`);
    });
  });
}

/**
 * @param {{ prelude: string, block: string }} statement  a @keyframes rule
 * @param {string[]} problems  added to
 */
function keyframesProblems(statement, problems) {
  const frames = cssStatements(statement.block);
  const isKeyframe = (/** @type {CssStatement} */ frame) => frame.block !== null && frame.block.indexOf('{') === -1 && !/[^\s\d.%,a-z]/i.test(frame.prelude);
  if (typeof frames === 'string' || !frames.every(isKeyframe)) {
    problems.push(`${statement.prelude.slice(0, 40)} holds something other than keyframes`);
  }
}

/**
 * A fragment's stylesheet is put inline into the shell's <head>: every rule must be scoped to the remote's
 * page area (the build scopes them, see ../scope-css-loader.js), and it must not end its <style> element,
 * open markup, or pull in other files (relative URLs would resolve against the shell's origin).
 * @param {string} css
 * @param {string} remote  the remote whose page area the rules must stay in
 * @returns {string[]} what is wrong with it (empty when it may be included)
 */
function checkStylesheet(css, remote) {
  if (typeof css !== 'string') return ['the stylesheet is missing'];
  const problems = [];
  if (/<\/?style|<!--|-->/i.test(css)) problems.push('the stylesheet contains markup (</style>, <!-- or -->) that would end its <style> element');
  if (FOREIGN_URL.test(css)) problems.push('the stylesheet refers to a file by a relative or foreign URL (url(...))');
  if (/expression\(|javascript:|behavior\s*:/i.test(css)) problems.push('the stylesheet contains script (expression(), javascript: or behavior)');
  return problems.concat(scopeProblems(css, remote));
}

/**
 * Why rules of a stylesheet could apply outside `remote`'s page area (empty when none can). The shell also
 * runs this on the stylesheets a remote's code adds after client-side navigation (shell/src/federation).
 * @param {string} css
 * @param {string} remote
 * @returns {string[]}
 */
function scopeProblems(css, remote) {
  /** @type {string[]} */
  const problems = [];
  scopedRuleProblems(css, pageAreaScope(remote), problems);
  return problems;
}

// TypeScript readers see check.d.ts: checking the exports against it keeps the two the same.
module.exports = /** @satisfies {typeof import('./check')} */ ({ attributeProblems, checkFragment, checkStylesheet, elementProblem, isPageComment, pageAreaScope, scopeProblems });
