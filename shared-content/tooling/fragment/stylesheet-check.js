// The rules a page's stylesheet must follow to be put inline into the shell's HTML: every rule scoped to the
// remote's page area, nothing that ends its <style> element or pulls in other files. Checked when a remote is
// built and released, when the composer includes a part at request time (the part is refused: last good part
// or fallback), and in the browser on the stylesheets a remote's code adds (shell/src/federation), so this file
// imports only names.js and runs in the browser as in Node.
const { REMOTE_ORIGIN } = require('./names');

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
const CONDITIONAL_AT_RULES = new Set(['media', 'supports', 'container']);

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
      if (CONDITIONAL_AT_RULES.has(name) && statement.block !== null) scopedRuleProblems(statement.block, scope, problems);
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

// TypeScript readers see stylesheet-check.d.ts: checking the exports against it keeps the two the same.
module.exports = /** @satisfies {typeof import('./stylesheet-check')} */ ({ checkStylesheet, pageAreaScope, scopeProblems });
