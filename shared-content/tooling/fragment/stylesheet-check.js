// The check a page's stylesheet passes before it is put inline into the shell's HTML, with a real CSS parser
// (lightningcss): when a remote is built and released (the build fails), and when the composer includes a
// part at request time (the part is refused: last good part or fallback). What is allowed is in
// stylesheet-rules.js, which the browser's check of the rules it parsed shares. The stylesheet included is
// the parser's own writing of the rules it checked, never the text a remote sent, so no trick of strings,
// comments or escapes can make the browser read rules the check did not see.
const { transform } = require('lightningcss');
const { targets } = require('../css-targets-loader');
const { FRAGMENT_STYLESHEET, REMOTE_ORIGIN } = require('./names');
const rules = require('./stylesheet-rules');

/** @typedef {import('lightningcss').SelectorComponent} SelectorComponent */
/** @typedef {import('lightningcss').Selector} Selector */

/**
 * The page area as lightningcss reads a selector's first compound: `:where([data-page-area="<remote>"])`
 * (stylesheet-rules.js pageAreaScope), which the build puts in front of every selector (../scope-css-loader.js).
 * @param {string} remote
 * @returns {SelectorComponent}
 */
function pageAreaComponent(remote) {
  return {
    type: 'pseudo-class',
    kind: 'where',
    selectors: [[{ type: 'attribute', name: rules.PAGE_AREA_ATTRIBUTE, namespace: null, operation: { operator: 'equal', value: remote, caseSensitivity: 'case-sensitive' } }]],
  };
}

/**
 * Whether a parsed component is the page area, exactly (no namespace, no case-insensitive match, no other selector beside it).
 * @param {SelectorComponent | undefined} component
 * @param {string} remote
 */
function isPageArea(component, remote) {
  if (component?.type !== 'pseudo-class' || component.kind !== 'where' || component.selectors.length !== 1 || component.selectors[0].length !== 1) return false;
  const [attribute] = component.selectors[0];
  return (
    attribute.type === 'attribute' &&
    attribute.name === rules.PAGE_AREA_ATTRIBUTE &&
    !attribute.namespace &&
    attribute.operation?.operator === 'equal' &&
    attribute.operation.value === remote &&
    (attribute.operation.caseSensitivity ?? 'case-sensitive') === 'case-sensitive'
  );
}

/**
 * Whether a parsed selector can only match the page area or what is inside it: its first component is the
 * page area, and its first combinator goes down from it (a descendant or a child), never to a sibling.
 * @param {Selector} selector
 * @param {string} remote
 */
function isScoped(selector, remote) {
  const combinator = selector.find((component) => component.type === 'combinator');
  const down = !combinator || combinator.value === 'descendant' || combinator.value === 'child';
  return isPageArea(selector[0], remote) && down;
}

/**
 * Where a URL may point: data, a place in the document, or the remote's own origin (a relative URL would
 * resolve against the shell's origin).
 * @param {string} url
 */
function isAllowedUrl(url) {
  return /^(?:data:|#)/i.test(url) || url.startsWith(`${REMOTE_ORIGIN}/`);
}

/**
 * The problems of one rule (the visitor visits the rules inside it too).
 * @param {import('lightningcss').Rule} rule
 * @param {string} remote
 * @returns {string[]}
 */
function ruleProblems(rule, remote) {
  const at = (/** @type {{ loc?: { line: number } } | undefined} */ value) => (value?.loc ? ` (line ${value.loc.line + 1})` : '');
  switch (rule.type) {
    case 'style': {
      const problems = rule.value.selectors.filter((selector) => !isScoped(selector, remote)).map((selector) => rules.unscopedSelectorProblem(selectorText(selector), remote));
      if (rule.value.rules && rule.value.rules.length > 0) problems.push(rules.NESTED_RULES_PROBLEM);
      return problems.map((problem) => `${problem}${at(rule.value)}`);
    }
    case 'keyframes':
    case 'property':
    case 'counter-style': {
      const name = rule.type === 'keyframes' ? rule.value.name.value : rule.value.name;
      return rules.isScopedName(name, remote) ? [] : [`${rules.unscopedNameProblem(rule.type, name, remote)}${at(rule.value)}`];
    }
    case 'ignored':
      return [];
    default: {
      const name = rule.type === 'unknown' || rule.type === 'custom' ? /** @type {{ name?: string }} */ (rule.value).name ?? rule.type : rule.type.replace(/-(statement|block)$/, '');
      if (rules.CONDITION_AT_RULES.includes(name)) return [];
      return [`${rules.atRuleProblem(name, remote)}${at(/** @type {{ loc?: { line: number } }} */ (rule.value))}`];
    }
  }
}

/**
 * A parsed selector written back, for a problem's message.
 * @param {Selector} selector
 */
function selectorText(selector) {
  const written = transform({ filename: 'selector.css', code: Buffer.from('x{color:red}'), minify: true, visitor: { Selector: () => selector } });
  return written.code.toString().replace(/\{color:red\}$/, '');
}

/**
 * A fragment's stylesheet, parsed and checked: every rule scoped to the remote's page area (the build scopes
 * them, see ../scope-css-loader.js), only the at-rules stylesheet-rules.js allows, URLs only to the remote's
 * own origin; and the stylesheet written back by the parser, with the browsers of the support policy as
 * targets, which is what a composer includes. Its text is checked once more for what would end its <style> element.
 * @param {string} css
 * @param {string} remote  the remote whose page area the rules must stay in
 * @returns {{ problems: string[], css: string }} what is wrong with it (empty when it may be included), and the stylesheet to include
 */
function checkStylesheet(css, remote) {
  if (typeof css !== 'string') return { problems: ['the stylesheet is missing'], css: '' };
  /** @type {Set<string>} */
  const problems = new Set();
  const url = (/** @type {string} */ address) => {
    if (!isAllowedUrl(address)) problems.add(`the stylesheet refers to a file by a relative or foreign URL (${address.slice(0, 80)}): only data:, #place or ${REMOTE_ORIGIN}/...`);
  };
  let written;
  try {
    written = transform({
      filename: FRAGMENT_STYLESHEET,
      code: Buffer.from(css),
      minify: true,
      targets,
      visitor: {
        Rule(rule) {
          ruleProblems(rule, remote).forEach((problem) => problems.add(problem));
        },
        Url(address) {
          url(address.url);
        },
        Image(image) {
          if (image.type === 'image-set') image.value.options.forEach((option) => option.image.type === 'url' && url(option.image.value.url));
        },
      },
    }).code.toString();
  } catch (error) {
    return { problems: [`the stylesheet does not parse: ${/** @type {Error} */ (error).message}`], css: '' };
  }
  // In the shell's HTML the stylesheet is the text of a <style> element, which the first `</style` ends.
  if (/<\/style/i.test(written)) problems.add('the stylesheet holds </style, which would end its <style> element');
  return { problems: [...problems], css: written };
}

module.exports = { checkStylesheet, pageAreaComponent };
