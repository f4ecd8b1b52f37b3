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

const INCLUDE = /<!--# include virtual="\/_fragment\/([a-z]+)(\/style)?"(?: stub="([^"]+)")? -->/g;
const BLOCK = /<!--# block name="([^"]+)" -->([\s\S]*?)<!--# endblock -->/g;
const REMOTE_ORIGIN = '%REMOTE_ORIGIN%';

/** The remotes whose parts a route's HTML includes. */
function includedRemotes(template) {
  const names = [];
  INCLUDE.lastIndex = 0;
  let match;
  while ((match = INCLUDE.exec(template)) !== null) if (names.indexOf(match[1]) === -1) names.push(match[1]);
  return names;
}

/** Where a remote's parts are, from its remoteEntry.js URL in the remotes configuration. */
function partUrls(entryUrl) {
  const base = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
  const origin = /^[a-z]+:\/\/[^/]+/i.exec(entryUrl)[0];
  return { origin: origin, html: `${base}fragment.html`, css: `${base}fragment.css` };
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

/** A checked fragment and stylesheet, with the remote's public origin filled in. */
function remotePart(origin, html, css) {
  return { html: html.split(REMOTE_ORIGIN).join(origin), css: css.split(REMOTE_ORIGIN).join(origin).trim() };
}

/**
 * Puts the parts into a route's HTML: each page include gets its remote's fragment, or the stub block
 * (the fallback with the phone number) when `parts[name]` is null; each style include gets the remote's
 * stylesheet inline. Returns the page and the CSP hashes of the <style> elements the composer wrote, so
 * the policy allows exactly those (never anything a remote sent as markup).
 * @param {string} template  a route's HTML from the shell's build
 * @param {Record<string, {html: string, css: string} | null>} parts
 * @param {(text: string) => string} sha256Base64
 */
function composePage(template, parts, sha256Base64) {
  const blocks = {};
  const styleHashes = [];
  const withoutBlocks = template.replace(BLOCK, (_, name, body) => {
    blocks[name] = body;
    return '';
  });
  const html = withoutBlocks.replace(INCLUDE, (_, name, style, stub) => {
    const part = parts[name];
    if (style) {
      if (!part || !part.css) return '';
      styleHashes.push(`'sha256-${sha256Base64(part.css)}'`);
      return `<style>${part.css}</style>`;
    }
    if (part) return part.html;
    return stub && blocks[stub] ? blocks[stub] : '';
  });
  return { html: html, styleHashes: styleHashes };
}

if (typeof module !== 'undefined') module.exports = { answerProblems, composePage, includedRemotes, includeLimits, partUrls, remotePart };
