// The include step of the composer (shell/server/compose.js): the include directive the shell's build writes
// into a route's HTML and the composer reads, which remote parts a route needs, when a remote's answer may be
// included (the same checks as the build's, check.js) and what of it is included (what the checks read, written
// back), and how the page is put together.
const check = require('./check');
const names = require('./names');

/**
 * A remote's answer for one of its files, as a composer fetched it.
 * @typedef {{ status: number, body: string, bytes: number, error?: string }} RemoteAnswer
 */
/**
 * A remote's checked fragment and stylesheet, ready to be included.
 * @typedef {{ html: string, css: string }} RemotePart
 */

/**
 * A page include names its remote and the page's language (`/_fragment/about/te`); a style include its
 * remote only (`/_fragment/about/style`): the stylesheet is one file for every language.
 */
const INCLUDE = /<!--# include virtual="\/_fragment\/([a-z]+)\/([a-z]{2}|style)"(?: stub="([^"]+)")? -->/g;
const BLOCK = /<!--# block name="([^"]+)" -->([\s\S]*?)<!--# endblock -->/g;

/**
 * The include directives of a route showing `remote`'s page in `locale`: the page include (with the
 * fallback block as its stub), the remote's style include, and the block itself, which must come before
 * the page include and is never shown itself (nginx's SSI syntax, which the Node composer reads too).
 * @param {string} remote
 * @param {string} locale
 * @param {string} fallback  the page area's HTML when the remote's part is missing
 * @returns {{ block: string, page: string, style: string }}
 */
function includeDirectives(remote, locale, fallback) {
  const stub = `${remote}_${locale}_fallback`;
  return {
    block: `<!--# block name="${stub}" -->${fallback}<!--# endblock -->`,
    page: `<!--# include virtual="/_fragment/${remote}/${locale}" stub="${stub}" -->`,
    style: `<!--# include virtual="/_fragment/${remote}/style" -->`,
  };
}

/**
 * Whether a route's HTML includes anything: the composer answers it, never as a file.
 * @param {string} template
 */
function isComposed(template) {
  return template.indexOf('<!--# include') !== -1;
}

/**
 * The parts a route's HTML includes, each a remote's page in one language: `about/te`.
 * @param {string} template
 * @returns {string[]}
 */
function includedParts(template) {
  /** @type {string[]} */
  const keys = [];
  INCLUDE.lastIndex = 0;
  let match;
  while ((match = INCLUDE.exec(template)) !== null) {
    const key = `${match[1]}/${match[2]}`;
    if (match[2] !== 'style' && keys.indexOf(key) === -1) keys.push(key);
  }
  return keys;
}

/**
 * The remote and the language of a part's key (`about/te`).
 * @param {string} key
 */
function partOf(key) {
  const slash = key.indexOf('/');
  return { remote: key.slice(0, slash), locale: key.slice(slash + 1) };
}

/**
 * Where a remote's parts in `locale` are, from its remoteEntry.js URL in the remotes configuration.
 * @param {string} entryUrl  absolute
 * @param {string} locale
 */
function partUrls(entryUrl, locale) {
  const base = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
  const origin = /^[a-z]+:\/\/[^/]+/i.exec(entryUrl);
  if (origin === null) throw new Error(`a remote's entry URL must be absolute: ${entryUrl}`);
  return { origin: origin[0], html: base + names.fragmentFile(locale), css: base + names.FRAGMENT_STYLESHEET };
}

/** Why a part is missing when its remote's answers were not all complete by the deadline, in the composer's log. */
const LATE_ANSWER = `no complete answer within ${names.includeLimits.deadlineMs} ms`;
/** Why a remote's answer for one file may not be included when it is over the size cap, in the composer's log. */
const OVERSIZED_ANSWER = `answered more than ${names.includeLimits.maxBytes} bytes`;

/**
 * The release a composer includes a remote's parts from (the registry's record of its live release,
 * shell/server/registry): its id and the sha384 of each of its files.
 * @typedef {{ release: string, files: Record<string, string> }} VerifiedRelease
 */

/**
 * The first step of the include step, before any other check: why a remote's complete answers for its page
 * in `locale` and its stylesheet are not the bytes `live` recorded (empty when they are). Each is named by
 * its file; a page whose release marker names another release is refused too, even a kept one.
 * @param {VerifiedRelease} live
 * @param {string} locale
 * @param {RemoteAnswer} htmlAnswer
 * @param {RemoteAnswer} cssAnswer
 * @param {(body: string) => string} sha384  the body's Subresource Integrity value
 * @returns {string[]}
 */
function alteredProblems(live, locale, htmlAnswer, cssAnswer, sha384) {
  /** @type {string[]} */
  const problems = [];
  const answers = [[names.fragmentFile(locale), htmlAnswer], [names.FRAGMENT_STYLESHEET, cssAnswer]];
  for (let index = 0; index < answers.length; index++) {
    const file = /** @type {string} */ (answers[index][0]);
    const answer = /** @type {RemoteAnswer} */ (answers[index][1]);
    const recorded = Object.prototype.hasOwnProperty.call(live.files, file) ? live.files[file] : null;
    if (answer.status !== 200) continue;
    if (recorded === null) problems.push(`${file}: not recorded for release ${live.release}`);
    else if (sha384(answer.body) !== recorded) problems.push(`${file}: not the bytes release ${live.release} recorded`);
  }
  const marked = names.releaseOf(htmlAnswer.body);
  if (htmlAnswer.status === 200 && marked !== live.release) problems.push(`${names.fragmentFile(locale)}: names release ${marked}, not the live ${live.release}`);
  return problems;
}

/**
 * A remote's answer for one file, checked: why it may not be included (empty when it may) and, when it may,
 * the checked text to include. Only a complete 200 with a non-empty body within the size cap counts, and it
 * must pass its check.
 * @param {RemoteAnswer} answer
 * @param {(text: string) => { problems: string[], text: string }} check
 */
function checkedAnswer(answer, check) {
  if (answer.status !== 200) return { problems: [answer.error || `answered ${answer.status}`], text: '' };
  if (answer.bytes > names.includeLimits.maxBytes) return { problems: [OVERSIZED_ANSWER], text: '' };
  return check(answer.body);
}

/** How many checked answers the composer remembers: each remote's page in each language and its stylesheet, with room for a release going live. */
const REMEMBERED_CHECKS = 32;
/** @type {Map<string, { problems: string[], text: string }>} by what was checked (the check's name, the remote and the body) */
const rememberedChecks = new Map();

/**
 * The result of `check` for `key`, computed once: a remote's unchanged answer, fetched again when its part
 * is refreshed, is not parsed again (the composer's checks cost once per body, not per refresh or page view).
 * @param {string} key
 * @param {() => { problems: string[], text: string }} check
 */
function checkedOnce(key, check) {
  const result = rememberedChecks.get(key) ?? check();
  rememberedChecks.delete(key);
  rememberedChecks.set(key, result);
  if (rememberedChecks.size > REMEMBERED_CHECKS) rememberedChecks.delete(rememberedChecks.keys().next().value ?? '');
  return result;
}

/** @param {string} html */
const checkedFragment = (html) =>
  checkedOnce(`fragment\n${html}`, () => {
    const checked = check.checkFragment(html);
    return { problems: checked.problems, text: checked.html };
  });

/**
 * @param {string} remote
 * @param {string} css
 */
const checkedStylesheet = (remote, css) =>
  checkedOnce(`stylesheet ${remote}\n${css}`, () => {
    const checked = check.checkStylesheet(css, remote);
    return { problems: checked.problems, text: checked.css };
  });

/**
 * `remote`'s answers for its page in `locale` and its stylesheet, checked: why they may not be included,
 * each problem named by its file (empty when both may), and the markup and stylesheet to include, as the
 * checks wrote back what they parsed (never the remote's own text).
 * @param {string} remote
 * @param {string} locale
 * @param {RemoteAnswer} htmlAnswer
 * @param {RemoteAnswer} cssAnswer
 * @returns {{ problems: string[], html: string, css: string }}
 */
function checkPart(remote, locale, htmlAnswer, cssAnswer) {
  const prefixed = (/** @type {string} */ file) => (/** @type {string} */ problem) => `${file}: ${problem}`;
  const html = checkedAnswer(htmlAnswer, checkedFragment);
  const css = checkedAnswer(cssAnswer, (body) => checkedStylesheet(remote, body));
  return {
    problems: html.problems.map(prefixed(names.fragmentFile(locale))).concat(css.problems.map(prefixed(names.FRAGMENT_STYLESHEET))),
    html: html.text,
    css: css.text,
  };
}

/**
 * A checked part (checkPart's markup and stylesheet), with the remote's public origin filled in.
 * @param {string} origin
 * @param {{ html: string, css: string }} checked
 * @returns {RemotePart}
 */
function remotePart(origin, checked) {
  return { html: checked.html.split(names.REMOTE_ORIGIN).join(origin), css: checked.css.split(names.REMOTE_ORIGIN).join(origin).trim() };
}

/**
 * Puts the parts into a route's HTML: each page include gets its part's fragment, or the stub block (the
 * fallback with the phone number, in the page's language) when `parts[key]` is null; each style include
 * gets the stylesheet of its remote's part inline. Returns the page and the CSP hashes of the <style>
 * elements the composer wrote, so the policy allows exactly those (never anything a remote sent as markup).
 * @param {string} template  a route's HTML from the shell's build
 * @param {Record<string, RemotePart | null>} parts  by key (`about/te`, see includedParts)
 * @param {(text: string) => string} sha256Base64
 * @returns {{ html: string, styleHashes: string[] }}
 */
function composePage(template, parts, sha256Base64) {
  /** @type {Record<string, string>} */
  const blocks = {};
  /** @type {string[]} */
  const styleHashes = [];
  const withoutBlocks = template.replace(BLOCK, (/** @type {string} */ _, /** @type {string} */ name, /** @type {string} */ body) => {
    blocks[name] = body;
    return '';
  });
  const keys = includedParts(withoutBlocks);
  const html = withoutBlocks.replace(INCLUDE, (/** @type {string} */ _, /** @type {string} */ remote, /** @type {string} */ locale, /** @type {string | undefined} */ stub) => {
    if (locale === 'style') {
      const css = stylesheetOf(remote, keys, parts);
      if (!css) return '';
      styleHashes.push(`'sha256-${sha256Base64(css)}'`);
      return `<style>${css}</style>`;
    }
    const part = parts[`${remote}/${locale}`];
    if (part) return part.html;
    return stub && blocks[stub] ? blocks[stub] : '';
  });
  return { html: html, styleHashes: styleHashes };
}

/**
 * The stylesheet of the remote's page the route includes (one file for every language), else ''.
 * @param {string} remote
 * @param {string[]} keys  the route's parts (includedParts)
 * @param {Record<string, RemotePart | null>} parts
 */
function stylesheetOf(remote, keys, parts) {
  for (let index = 0; index < keys.length; index++) {
    const part = parts[keys[index]];
    if (part && part.css && partOf(keys[index]).remote === remote) return part.css;
  }
  return '';
}

module.exports = { LATE_ANSWER, OVERSIZED_ANSWER, alteredProblems, checkPart, composePage, includeDirectives, includedParts, isComposed, partOf, partUrls, remotePart };
