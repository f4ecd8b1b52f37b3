// What a page's stylesheet may do, in one place for the two sides that check it: in Node a real CSS parser
// (lightningcss, stylesheet-check.js) reads the stylesheet a remote's build writes and the composer includes,
// and in the browser the shell reads the rules the browser itself parsed from each stylesheet a remote's code
// adds (shell/src/federation/stylesheetGuard.ts). Every style rule's selectors must start at the remote's page
// area and go only down from it; an at-rule may only hold such rules under a condition, or name something of
// the page's own. This file imports nothing, so it runs in the browser as in Node.

/** The attribute of the shell's page-area element that names its remote (shell/src/remote/PageArea.tsx). */
const PAGE_AREA_ATTRIBUTE = 'data-page-area';

/**
 * The selector that scopes a remote's CSS to its page area, as the browser writes it back (`selectorText`).
 * `:where()` adds no specificity, so scoped rules cascade as written.
 * @param {string} remote
 */
function pageAreaScope(remote) {
  return `:where([${PAGE_AREA_ATTRIBUTE}="${remote}"])`;
}

/** At-rules that only put conditions on the rules they hold, each of which must be scoped. */
const CONDITION_AT_RULES = ['media', 'supports', 'container'];

/**
 * At-rules that define a name for the whole document (an animation, a registered custom property, a list
 * style): a page may define only names of its own (scopedName), so it can never redefine one the shell uses.
 */
const NAMED_AT_RULES = ['keyframes', 'property', 'counter-style'];

/**
 * Whether `name` (of a `@keyframes`, `@counter-style` or `@property`) is one of `remote`'s own: `<remote>-...`,
 * `--<remote>-...` for a custom property. In a CSS module write `@keyframes :global(contact-fade)` (a local
 * name would be a hash).
 * @param {string} name
 * @param {string} remote
 */
function isScopedName(name, remote) {
  return name.replace(/^--/, '').startsWith(`${remote}-`);
}

/**
 * Why an at-rule may not be in a page's stylesheet: every at-rule but those above is refused, whatever it
 * is called. `@import` and `@namespace` read other files or change how selectors match; `@font-face` would let
 * a page redefine a font family the shell's text uses (and each fetches, so the first response alone would
 * no longer paint the page); `@layer` reorders the cascade around the shell's own rules; `@scope` and `@page`
 * style outside the page area; and an at-rule unknown today may not be harmless tomorrow.
 * @param {string} name  the at-rule's name, without @
 * @param {string} remote
 */
function atRuleProblem(name, remote) {
  return `@${name} is not allowed in a page's stylesheet: it can act outside the page area (a page may use @${CONDITION_AT_RULES.join(', @')}, and @${NAMED_AT_RULES.join(', @')} named ${remote}-...)`;
}

/**
 * @param {string} kind  the at-rule's name, without @
 * @param {string} name
 * @param {string} remote
 */
function unscopedNameProblem(kind, name, remote) {
  return `@${kind} ${name} is not named for this page: its name is the whole document's, so name it ${kind === 'property' ? '--' : ''}${remote}-...`;
}

/**
 * @param {string} selector
 * @param {string} remote
 */
function unscopedSelectorProblem(selector, remote) {
  return `the selector ${selector.slice(0, 80)} is not inside the page area (it must start with ${pageAreaScope(remote)}, then go down from it with a space or >)`;
}

/** Nested style rules are flattened by the site's build, so a nested selector is never read in any other context. */
const NESTED_RULES_PROBLEM = "a style rule holds nested rules: build the CSS with the site's config, which flattens them";

/**
 * The selectors of a selector list as the browser writes it back (`CSSStyleRule.selectorText`: no comments,
 * strings in double quotes), split at the commas outside strings, brackets and parentheses.
 * @param {string} selectorText
 * @returns {string[]}
 */
function selectorsOf(selectorText) {
  /** @type {string[]} */
  const selectors = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let index = 0; index < selectorText.length; index++) {
    const char = selectorText[index];
    if (char === '\\') index++;
    else if (quote) quote = char === quote ? '' : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      selectors.push(selectorText.slice(start, index).trim());
      start = index + 1;
    }
  }
  selectors.push(selectorText.slice(start).trim());
  return selectors;
}

/**
 * Whether one selector (as the browser writes it back) can only match the page area or what is inside it:
 * its first compound is the page area (more conditions on it allowed), and its first combinator goes down
 * (a descendant or a child), never to a sibling of the page area. What follows goes no further up: every
 * later step starts from an element inside the page area.
 * @param {string} selector
 * @param {string} remote
 */
function isScoped(selector, remote) {
  const scope = pageAreaScope(remote);
  if (!selector.startsWith(scope)) return false;
  let depth = 0;
  let quote = '';
  for (let index = scope.length; index < selector.length; index++) {
    const char = selector[index];
    if (char === '\\') index++;
    else if (quote) quote = char === quote ? '' : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && /[\s>+~]/.test(char)) return !/^\s*[+~]/.test(selector.slice(index));
  }
  return true;
}

/** The CSSOM's rule interfaces the shell accepts, by the at-rule each stands for ('' for a style rule). */
const CSSOM_RULES = /** @type {const} */ ({
  CSSStyleRule: '',
  CSSMediaRule: 'media',
  CSSSupportsRule: 'supports',
  CSSContainerRule: 'container',
  CSSKeyframesRule: 'keyframes',
  CSSPropertyRule: 'property',
  CSSCounterStyleRule: 'counter-style',
});

/**
 * @typedef {{ constructor: { name: string }, cssRules?: ArrayLike<CssomRule>, selectorText?: string, name?: string }} CssomRule
 *   the parts of a CSSOM rule the check reads
 */

/**
 * Why rules the browser parsed (`sheet.cssRules`) could act outside `remote`'s page area (empty when none
 * can): the browser's half of the check, on the rules as the browser understood them, never on their text.
 * @param {ArrayLike<CssomRule>} rules
 * @param {string} remote
 * @returns {string[]}
 */
function cssomProblems(rules, remote) {
  return Array.from(rules).flatMap((rule) => {
    const kind = /** @type {Record<string, string | undefined>} */ (CSSOM_RULES)[rule.constructor.name];
    if (kind === undefined) return [atRuleProblem(rule.constructor.name, remote)];
    if (kind === '') {
      const selectors = selectorsOf(rule.selectorText ?? '');
      const problems = selectors.filter((selector) => !isScoped(selector, remote)).map((selector) => unscopedSelectorProblem(selector, remote));
      return rule.cssRules && rule.cssRules.length > 0 ? [...problems, NESTED_RULES_PROBLEM] : problems;
    }
    if (NAMED_AT_RULES.includes(kind)) return isScopedName(rule.name ?? '', remote) ? [] : [unscopedNameProblem(kind, rule.name ?? '', remote)];
    return cssomProblems(rule.cssRules ?? [], remote);
  });
}

// TypeScript readers see stylesheet-rules.d.ts: checking the exports against it keeps the two the same.
module.exports = /** @satisfies {typeof import('./stylesheet-rules')} */ ({
  CONDITION_AT_RULES,
  NAMED_AT_RULES,
  NESTED_RULES_PROBLEM,
  PAGE_AREA_ATTRIBUTE,
  atRuleProblem,
  cssomProblems,
  isScopedName,
  pageAreaScope,
  unscopedNameProblem,
  unscopedSelectorProblem,
});
