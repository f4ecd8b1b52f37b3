// The rules a page fragment must follow to be included into the shell's HTML: markup for the page area and
// nothing that could act outside it. One check, with a real HTML5 parser (parse5), wherever a fragment is
// checked: when a remote is built and released (the build fails), and when the composer includes it at
// request time (the part is refused: last good part or fallback). Its stylesheet's check is
// stylesheet-check.js.
//
// The fragment is parsed where the composer puts it, inside the shell's page area, so what is checked is
// what the browser would build from it: markup the browser would have to repair is refused, and so is
// anything that ends the page area early. The tree is then checked against an allow-list: the elements and
// attributes the site's four pages render. A page that needs another one adds it here, in one reviewed place.
// Everything else is refused, so the parser's other states (raw text, plaintext, foreign content) are never
// reached by a fragment that passes. What is included is the checked tree written back as HTML, never the
// text a remote sent: whatever the parse dropped or moved out of the page area (a second <body> start tag,
// whose attributes a document's parse would put on the shell's <body>) is not in it.
const { defaultTreeAdapter: tree, parse, serialize } = require('parse5');
const { CHROME_WATCH_PHONE_ID, PAGE_AREA_ID, REMOTE_ORIGIN, releaseOfComment } = require('./names');
const { checkStylesheet } = require('./stylesheet-check');
const { pageAreaScope } = require('./stylesheet-rules');

/** @param {string} words  separated by spaces */
const wordSet = (words) => new Set(words.split(' '));

/** The HTML elements a page may render. */
const PAGE_ELEMENTS = wordSet(
  'a br button caption details div em form h1 h2 h3 h4 img input label li ol p section span strong summary table tbody td textarea th thead tr ul',
);
/** Plain SVG drawing (icons, figures) and nothing that styles, scripts or embeds. */
const SVG_ELEMENTS = wordSet('svg circle ellipse g line path polygon polyline rect');
/** The attributes a page may use (besides aria-*); a few more rules below. */
const PAGE_ATTRIBUTES = wordSet(
  'class id role dir lang title tabindex href src alt width height loading decoding action method novalidate ' +
    'type name value autocomplete inputmode spellcheck required maxlength minlength pattern placeholder checked disabled readonly rows cols for scope colspan rowspan headers open start ' +
    'viewbox xmlns fill stroke stroke-width stroke-linecap stroke-linejoin fill-rule clip-rule focusable d cx cy r rx ry x y x1 x2 y1 y2 points transform opacity',
);
/** A `name` makes an <img> or <form> a property of `document`: only form controls may have one. */
const NAMED_ELEMENTS = wordSet('input textarea button');
/** The ids in the shell's own HTML (shell/src/prerender/shellIds.test.tsx keeps this list true). */
const SHELL_IDS = wordSet(`root main ${PAGE_AREA_ID} site-menu footer-brand footer-quick-links footer-services footer-contact fallback-heading app-error-heading ${CHROME_WATCH_PHONE_ID}`);
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
  return /^[ $?!/]*$/.test(text) || releaseOfComment(text) !== null;
}

/**
 * Why an attribute may not be on an element of a fragment (empty when it may).
 * @param {string} element  lower-case element name
 * @param {string} name     lower-case attribute name
 * @param {string} value    its value as the parser reads it (entities decoded)
 * @returns {string[]}
 */
function attributeProblems(element, name, value) {
  if (!PAGE_ATTRIBUTES.has(name) && !/^aria-[a-z]+$/.test(name)) return [`<${element} ${name}> is not an attribute a page may use`];
  // As a browser reads a URL: without the spaces, tabs, line breaks and control characters it skips.
  const url = value.replace(/[\s\u0000-\u001f]+/g, '');
  if (name === 'href' && !LINK_URL.test(url)) return [`<${element} href="${value}"> goes nowhere a page may link to (tel:, mailto:, https:, /path or #place)`];
  if ((name === 'src' || name === 'action') && !url.startsWith(`${REMOTE_ORIGIN}/`)) return [`<${element} ${name}="${value}"> is not on the remote's own origin (${REMOTE_ORIGIN}/...)`];
  if (name === 'name' && !NAMED_ELEMENTS.has(element)) return [`<${element} name> would be a property of the document: only form controls may have a name`];
  if (name === 'id' && (SHELL_IDS.has(value) || !PAGE_ID.test(value))) return [`<${element} id="${value}"> is an id the shell uses or could read as a name: use a hyphenated id of the page's own (section-name)`];
  if (name === 'tabindex' && value !== '0' && value !== '-1') return [`<${element} tabindex="${value}"> changes the tab order of the whole page: use 0 or -1`];
  return [];
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/**
 * Why an element may not be in a fragment (empty when it may).
 * @param {import('parse5').DefaultTreeAdapterTypes.Element} element
 * @returns {string}
 */
function elementProblem(element) {
  const name = element.tagName.toLowerCase();
  if (element.namespaceURI === SVG_NAMESPACE) return SVG_ELEMENTS.has(name) ? '' : `<${name}> is not plain SVG drawing`;
  if (element.namespaceURI !== HTML_NAMESPACE) return `<${name}> is foreign content (MathML) a page may not use`;
  return PAGE_ELEMENTS.has(name) ? '' : `<${name}> is not an element a page may use`;
}

/**
 * The shell's HTML around the page area, reduced to the elements that decide where the page area ends
 * (shell/src/layout/Layout.tsx: the page area in its box in <main>, the footer after it). The footer carries a mark
 * of this check's own, which no fragment can write (data-* is not on the allow-list), so the check knows
 * it found the shell's footer and not one the fragment opened.
 */
const BEFORE_PAGE = `<!DOCTYPE html><html><head></head><body><div id="root"><div><main><div><div id="${PAGE_AREA_ID}">`;
const FOOTER_MARK = 'data-shell-footer';
const AFTER_PAGE = `</div></div></main><footer ${FOOTER_MARK}=""></footer></div></div></body></html>`;

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
    const problem = elementProblem(child);
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
 * @param {string} html  a fragment as a remote serves it
 * @returns {{ problems: string[], html: string }} what is wrong with it, in plain words (empty when the
 *   fragment may be included), and the page area's tree written back: the markup to include
 */
function checkFragment(html) {
  if (typeof html !== 'string' || html.trim() === '') return { problems: ['the fragment is empty'], html: '' };
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
  const box = main?.tagName === 'main' && elements(main).length === 1 ? elements(main)[0] : null;
  const pageArea = box && elements(box).length === 1 ? elements(box)[0] : null;
  if (!pageArea || !footer?.attrs.some((attribute) => attribute.name === FOOTER_MARK) || more.length > 0) {
    problems.push("the fragment does not end inside the page area: the shell's footer would be lost or moved");
  }
  if (pageArea) treeProblems(pageArea, problems);
  return { problems, html: pageArea ? serialize(pageArea) : '' };
}

// The stylesheet's check and scope, for the callers that check a whole part (stylesheet-check.js and stylesheet-rules.js are their homes).
module.exports = { attributeProblems, checkFragment, checkStylesheet, isPageComment, pageAreaScope };
