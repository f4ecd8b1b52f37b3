// The include step both composers share (the embedded server's compose.js and nginx's njs handler, which
// is generated from this file by shell/deploy/nginx-config.js): which remote parts a route's HTML needs,
// when a remote's answer may be included, and how the page is put together. The limits are the site's
// promise that a remote costs at most its own page area: a remote that is slow, broken or hostile is
// refused and the last good part (or the fallback with the phone number) is shown instead.
// njs 0.7 runs this file: no Set, spread, destructuring, for-of or `??` (see fragment-check.js).

const includeLimits = {
  /** Connect plus the whole body, per include: with composing, a page is complete within 1 s. */
  deadlineMs: 700,
  /** A bigger fragment or stylesheet is refused. */
  maxBytes: 256 * 1024,
  /** A part this young is used without asking the remote again, so a redeploy shows within seconds. */
  freshMs: 2000,
  /** After a failure the remote is not asked again for this long (last good part or fallback meanwhile). */
  retryMs: 1000,
};

/**
 * A page include names its remote and the page's language (`/_fragment/about/te`); a style include its
 * remote only (`/_fragment/about/style`): the stylesheet is one file for every language.
 */
const INCLUDE = /<!--# include virtual="\/_fragment\/([a-z]+)\/([a-z]{2}|style)"(?: stub="([^"]+)")? -->/g;
const BLOCK = /<!--# block name="([^"]+)" -->([\s\S]*?)<!--# endblock -->/g;
const REMOTE_ORIGIN = '%REMOTE_ORIGIN%';
const DEFAULT_LOCALE = 'en';

/** The parts a route's HTML includes, each a remote's page in one language: `about/te`. */
function includedParts(template) {
  const keys = [];
  INCLUDE.lastIndex = 0;
  let match;
  while ((match = INCLUDE.exec(template)) !== null) {
    const key = `${match[1]}/${match[2]}`;
    if (match[2] !== 'style' && keys.indexOf(key) === -1) keys.push(key);
  }
  return keys;
}

/** The remote and the language of a part's key (`about/te`). */
function partOf(key) {
  const slash = key.indexOf('/');
  return { remote: key.slice(0, slash), locale: key.slice(slash + 1) };
}

/** A remote's page in one language: `fragment.html` for English, `fragment.<language>.html` for the others. */
function fragmentFile(locale) {
  return locale === DEFAULT_LOCALE ? 'fragment.html' : `fragment.${locale}.html`;
}

/** Where a remote's parts in `locale` are, from its remoteEntry.js URL in the remotes configuration. */
function partUrls(entryUrl, locale) {
  const base = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
  const origin = /^[a-z]+:\/\/[^/]+/i.exec(entryUrl)[0];
  return { origin: origin, html: base + fragmentFile(locale), css: `${base}fragment.css` };
}

/**
 * Why a remote's answer for one part may not be included (empty when it may): only a complete 200 with
 * a non-empty body within the size cap counts, and it must pass its check (fragment-check.js).
 * @param {{ status: number, body: string, bytes: number, error?: string }} answer
 * @param {(text: string) => string[]} check
 */
function answerProblems(answer, check) {
  if (answer.status !== 200) return [answer.error || `answered ${answer.status}`];
  if (answer.bytes > includeLimits.maxBytes) return [`answered more than ${includeLimits.maxBytes} bytes`];
  return check(answer.body);
}

/** What a page from a plain build (no release, see releases.js) counts as. */
const UNRELEASED = 'unreleased';

/** The release a remote's page came from (the release command writes `<!--release:<id>-->` first), else UNRELEASED. */
function releaseOf(html) {
  const match = /^<!--release:([0-9a-f]+)-->/.exec(html);
  return match ? match[1] : UNRELEASED;
}

/** A checked fragment and stylesheet, with the remote's public origin filled in. */
function remotePart(origin, html, css) {
  return { html: html.split(REMOTE_ORIGIN).join(origin), css: css.split(REMOTE_ORIGIN).join(origin).trim() };
}

/**
 * Puts the parts into a route's HTML: each page include gets its part's fragment, or the stub block (the
 * fallback with the phone number, in the page's language) when `parts[key]` is null; each style include
 * gets the stylesheet of its remote's part inline. Returns the page and the CSP hashes of the <style>
 * elements the composer wrote, so the policy allows exactly those (never anything a remote sent as markup).
 * @param {string} template  a route's HTML from the shell's build
 * @param {Record<string, {html: string, css: string} | null>} parts  by key (`about/te`, see includedParts)
 * @param {(text: string) => string} sha256Base64
 */
function composePage(template, parts, sha256Base64) {
  const blocks = {};
  const styleHashes = [];
  const withoutBlocks = template.replace(BLOCK, (_, name, body) => {
    blocks[name] = body;
    return '';
  });
  const keys = includedParts(withoutBlocks);
  const html = withoutBlocks.replace(INCLUDE, (_, remote, locale, stub) => {
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

/** The stylesheet of the remote's page the route includes (one file for every language), else ''. */
function stylesheetOf(remote, keys, parts) {
  for (let index = 0; index < keys.length; index++) {
    const part = parts[keys[index]];
    if (part && part.css && partOf(keys[index]).remote === remote) return part.css;
  }
  return '';
}

if (typeof module !== 'undefined') module.exports = { UNRELEASED, answerProblems, composePage, fragmentFile, includedParts, includeLimits, partOf, partUrls, releaseOf, remotePart };
