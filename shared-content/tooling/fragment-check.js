// The rules a page fragment and its stylesheet must follow to be included into the shell's HTML: markup
// for the page area and nothing that could act outside it. Checked when a remote is built (the build
// fails) and when a composer includes a fragment at request time (the fragment is refused: last-good or
// fallback). nginx runs this same file in njs 0.7 (shell/deploy/nginx-config.js), whose JavaScript has no
// Set, spread, destructuring, for-of or `??`: keep to that subset here.

/** Elements that run code, change the document or navigate it: never in a fragment. */
const FORBIDDEN_ELEMENTS = wordSet(
  'script style meta link base title iframe frame frameset object embed applet noscript template html head body main header footer',
);
const VOID_ELEMENTS = wordSet('area br col embed hr img input source track wbr');
/** Elements whose content is text up to their end tag (React escapes what it writes inside them). */
const TEXT_ELEMENTS = wordSet('textarea');
const URL_ATTRIBUTES = wordSet('href src action formaction xlink:href srcset poster');

const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const SCRIPT_URL = /^\s*(?:javascript|vbscript|data):/i;

function wordSet(words) {
  const set = {};
  words.split(' ').forEach((word) => (set[word] = true));
  return set;
}

const decodeEntities = (value) =>
  value.replace(/&#(x?)([0-9a-f]+);?/gi, (_, hex, digits) => String.fromCodePoint(parseInt(digits, hex ? 16 : 10))).replace(/[\s\u0000-\u001f]+/g, '');

function attributeProblems(tagName, attributes) {
  const problems = [];
  ATTRIBUTE.lastIndex = 0;
  let match;
  while ((match = ATTRIBUTE.exec(attributes)) !== null) {
    const name = match[1].toLowerCase();
    const value = [match[2], match[3], match[4], ''].filter((part) => part !== undefined)[0];
    if (name.startsWith('on')) problems.push(`<${tagName}> has an event handler attribute (${name}): no script may run from a fragment`);
    if (URL_ATTRIBUTES[name] && SCRIPT_URL.test(decodeEntities(value))) problems.push(`<${tagName} ${name}> is a script or data URL`);
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
  let problems = [];
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
    const name = tag[2].toLowerCase();
    index = next + tag[0].length;
    if (FORBIDDEN_ELEMENTS[name]) {
      problems.push(`<${name}> is not allowed in a fragment`);
      continue;
    }
    if (tag[1]) {
      if (open[open.length - 1] === name) open.pop();
      else problems.push(`</${name}> closes an element the fragment did not open${open.length ? ` (<${open[open.length - 1]}> is open)` : ''}`);
      continue;
    }
    problems = problems.concat(attributeProblems(name, tag[3]));
    if (VOID_ELEMENTS[name] || tag[4] === '/') continue;
    if (TEXT_ELEMENTS[name]) {
      const end = html.toLowerCase().indexOf(`</${name}`, index);
      if (end === -1) problems.push(`<${name}> is never closed`);
      index = end === -1 ? html.length : end;
    }
    open.push(name);
  }
  if (problems.length === 0 && open.length > 0) problems.push(`elements are never closed: ${open.map((name) => `<${name}>`).join(' ')}`);
  return problems;
}

/**
 * A fragment's stylesheet is put inline into the shell's <head>: it must not end its <style> element,
 * open markup, or pull in other files (relative URLs would resolve against the shell's origin).
 * @param {string} css
 * @returns {string[]} what is wrong with it (empty when it may be included)
 */
function checkStylesheet(css) {
  if (typeof css !== 'string') return ['the stylesheet is missing'];
  const problems = [];
  if (/<\/?style|<!--|-->/i.test(css)) problems.push('the stylesheet contains markup (</style>, <!-- or -->) that would end its <style> element');
  if (/@import/i.test(css)) problems.push('the stylesheet imports another file (@import)');
  if (/url\(\s*(?!['"]?(?:data:|#|%REMOTE_ORIGIN%\/))/i.test(css)) problems.push('the stylesheet refers to a file by a relative or foreign URL (url(...))');
  if (/expression\(|javascript:|behavior\s*:/i.test(css)) problems.push('the stylesheet contains script (expression(), javascript: or behavior)');
  return problems;
}

if (typeof module !== 'undefined') module.exports = { checkFragment, checkStylesheet };
