// The build's and the release's check of a page fragment with a real HTML5 parser (parse5): the fragment
// is parsed where the composer puts it, inside the shell's page area, so what the browser would build
// from it is what is checked. Beside the request-time check (check.js, which nginx runs too),
// it also finds markup the browser would have to repair, and anything that would end the page area early.
const { defaultTreeAdapter: tree, parse } = require('parse5');
const { attributeProblems, checkFragment, elementProblem, isPageComment } = require('./check');
const { PAGE_AREA_ID } = require('./names');

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
/**
 * The shell's HTML around the page area, reduced to the elements that decide where the page area ends
 * (shell/src/layout/Layout.tsx: the page area in <main>, the footer after it). The footer carries a mark
 * of this check's own, which no fragment can write (data-* is not on the allow-list), so the check knows
 * it found the shell's footer and not one the fragment opened.
 */
const BEFORE_PAGE = `<!DOCTYPE html><html><head></head><body><div id="root"><div><main><div id="${PAGE_AREA_ID}">`;
const FOOTER_MARK = 'data-shell-footer';
const AFTER_PAGE = `</div></main><footer ${FOOTER_MARK}=""></footer></div></div></body></html>`;

/** @typedef {import('parse5').DefaultTreeAdapterTypes.Node} Node */
/** @typedef {import('parse5').DefaultTreeAdapterTypes.Element} Element */

/**
 * Where a problem is in the fragment (which starts on line 1 after BEFORE_PAGE), for a page team reading the build's message.
 * @param {{ sourceCodeLocation?: import('parse5').Token.Location | null }} node  a node, or a parse error (which has the same fields)
 */
function at(node) {
  const location = node.sourceCodeLocation;
  if (!location) return '';
  const column = location.startLine === 1 ? location.startCol - BEFORE_PAGE.length : location.startCol;
  return ` (line ${location.startLine}, column ${column})`;
}

/**
 * The allow-list's problems with the elements, attributes and comments under `node`.
 * @param {Node} node
 * @param {string[]} problems  added to
 */
function treeProblems(node, problems) {
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    if (tree.isCommentNode(child)) {
      if (!isPageComment(child.data)) problems.push(`a comment holds more than React or a release writes${at(child)}`);
      continue;
    }
    if (!tree.isElementNode(child)) continue;
    const inSvg = child.namespaceURI === SVG_NAMESPACE && child.tagName !== 'svg';
    const foreign = child.namespaceURI !== HTML_NAMESPACE && child.namespaceURI !== SVG_NAMESPACE;
    const problem = foreign ? `<${child.tagName}> is foreign content (MathML) a page may not use` : elementProblem(child.tagName.toLowerCase(), inSvg);
    if (problem) {
      problems.push(`${problem}${at(child)}`);
      continue;
    }
    for (const attribute of child.attrs) {
      problems.push(...attributeProblems(child.tagName.toLowerCase(), attribute.name.toLowerCase(), attribute.value).map((text) => `${text}${at(child)}`));
    }
    treeProblems(child, problems);
  }
  return problems;
}

/**
 * The fragment parsed where the shell includes it: the parser must end the page area where the shell
 * ends it (the footer after <main>, inside the layout), with no repair and nothing the allow-list refuses.
 * @param {string} html
 * @returns {string[]} what is wrong with the fragment (empty when it may be included)
 */
function parsedFragmentProblems(html) {
  if (html.trim() === '') return ['the fragment is empty'];
  /** @type {string[]} */
  const problems = [];
  const document = parse(`${BEFORE_PAGE}${html}${AFTER_PAGE}`, {
    sourceCodeLocationInfo: true,
    onParseError: (error) => problems.push(`the browser would repair this markup: ${error.code}${at({ sourceCodeLocation: error })}`),
  });
  /** @type {(node: Node | null | undefined) => Element[]} */
  const elements = (node) => (node && 'childNodes' in node ? node.childNodes : []).filter(tree.isElementNode);
  const [body] = elements(elements(document)[0]).filter((node) => node.tagName === 'body');
  const root = elements(body);
  const layout = root.length === 1 && elements(root[0]).length === 1 ? elements(root[0])[0] : null;
  const [main, footer, ...more] = elements(layout);
  const pageArea = main?.tagName === 'main' && elements(main).length === 1 ? elements(main)[0] : null;
  if (!pageArea || !footer?.attrs.some((attribute) => attribute.name === FOOTER_MARK) || more.length > 0) {
    problems.push("the fragment does not end inside the page area: the shell's footer would be lost or moved");
  }
  if (pageArea) treeProblems(pageArea, problems);
  return problems;
}

/**
 * Both checks a built fragment must pass: the parser's, and the one composers run at request time.
 * @param {string} html
 * @returns {string[]}
 */
function fragmentProblems(html) {
  const requestTime = checkFragment(html);
  return [...new Set([...parsedFragmentProblems(html), ...requestTime])];
}

module.exports = { fragmentProblems, parsedFragmentProblems };
