// The rules a page fragment must follow to be included into the shell's HTML: markup for the page area
// and nothing that could act outside it. Checked when a remote is built (the build fails) and when a
// composer includes a fragment at request time (the fragment is refused and the fallback is shown).

/** Elements that run code, change the document or navigate it: never in a fragment. */
const FORBIDDEN_ELEMENTS = new Set([
  'script', 'style', 'meta', 'link', 'base', 'title', 'iframe', 'frame', 'frameset', 'object', 'embed',
  'applet', 'noscript', 'template', 'html', 'head', 'body', 'main', 'header', 'footer',
]);
const VOID_ELEMENTS = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'source', 'track', 'wbr']);
/** Elements whose content is text up to their end tag (React escapes what it writes inside them). */
const TEXT_ELEMENTS = new Set(['textarea']);

const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const SCRIPT_URL = /^\s*(?:javascript|vbscript|data):/i;
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster']);

const decodeEntities = (value) =>
  value.replace(/&#(x?)([0-9a-f]+);?/gi, (_, hex, digits) => String.fromCodePoint(parseInt(digits, hex ? 16 : 10))).replace(/[\s\u0000-\u001f]+/g, '');

function attributeProblems(tagName, attributes) {
  const problems = [];
  for (const [, rawName, double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
    const name = rawName.toLowerCase();
    const value = double ?? single ?? bare ?? '';
    if (name.startsWith('on')) problems.push(`<${tagName}> has an event handler attribute (${name}): no script may run from a fragment`);
    if (URL_ATTRIBUTES.has(name) && SCRIPT_URL.test(decodeEntities(value))) problems.push(`<${tagName} ${name}> is a script or data URL`);
    if (name === 'http-equiv') problems.push(`<${tagName}> has http-equiv`);
  }
  return problems;
}

/**
 * @param {string} html  a fragment as a remote serves it
 * @returns {string[]}   what is wrong with it, in plain words (empty when the fragment may be included)
 */
function checkFragment(html) {
  if (typeof html !== 'string' || html.trim() === '') return ['the fragment is empty'];
  const problems = [];
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
      if (rest.startsWith('<!--#')) problems.push('a server-side include directive (<!--#) is in the fragment');
      index = end + 3;
      continue;
    }
    if (/^<[!?]/.test(rest)) {
      problems.push(`markup that does not belong in a fragment: ${rest.slice(0, 20)}`);
      index = next + 2;
      continue;
    }
    const tag = TAG.exec(rest);
    if (!tag) {
      if (/^<\/?[a-zA-Z]/.test(rest)) problems.push(`a tag is malformed or never closed: ${rest.slice(0, 30)}`);
      index = next + 1;
      continue;
    }
    const [whole, closing, rawName, attributes] = tag;
    const name = rawName.toLowerCase();
    index = next + whole.length;
    if (FORBIDDEN_ELEMENTS.has(name)) {
      problems.push(`<${name}> is not allowed in a fragment`);
      continue;
    }
    if (closing) {
      if (open[open.length - 1] === name) open.pop();
      else problems.push(`</${name}> closes an element the fragment did not open${open.length ? ` (<${open[open.length - 1]}> is open)` : ''}`);
      continue;
    }
    problems.push(...attributeProblems(name, attributes));
    if (VOID_ELEMENTS.has(name) || tag[4] === '/') continue;
    if (TEXT_ELEMENTS.has(name)) {
      const end = html.toLowerCase().indexOf(`</${name}`, index);
      if (end === -1) problems.push(`<${name}> is never closed`);
      index = end === -1 ? html.length : end;
    }
    open.push(name);
  }
  if (problems.length === 0 && open.length > 0) problems.push(`elements are never closed: ${open.map((name) => `<${name}>`).join(' ')}`);
  return problems;
}

module.exports = { checkFragment };
