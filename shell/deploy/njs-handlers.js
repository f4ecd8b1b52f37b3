// nginx's adapter of the include step (shared-content/tooling/fragment), run by njs 0.7
// (libnginx-mod-http-js): njs-module.js builds this file and the protocol files it requires into one njs
// module, so both composers apply the same checks, limits and composition. njs 0.7 subset only (see
// shared-content/tooling/fragment/README.md); `fs` and `crypto` are njs's own modules.
const fs = require('fs');
const crypto = require('crypto');
const includeStep = require('shared-content/tooling/fragment/include');
const names = require('shared-content/tooling/fragment/names');
const includeLimits = names.includeLimits;

/** Stands for the style hashes in the CSP that nginx-config.js writes; the page handler fills it in. */
const STYLE_HASHES = "'%STYLE_HASHES%'";

const sha256Base64 = (/** @type {string} */ text) => crypto.createHash('sha256').update(text).digest('base64');

/** @typedef {import('shared-content/tooling/fragment/include').RemoteAnswer} Answer */

/**
 * @param {string} url
 * @returns {Promise<Answer>}
 */
function fetchAnswer(url) {
  return ngx
    .fetch(url, { max_response_body_size: includeLimits.maxBytes + 1, headers: { 'Accept-Encoding': 'identity' } })
    .then((reply) => reply.text().then((body) => ({ status: reply.status, body: body, bytes: Buffer.byteLength(body) })))
    .catch((error) => ({ status: 0, error: `no complete answer (${error.message})`, body: '', bytes: 0 }));
}

/**
 * One remote's page in one language and its stylesheet, fetched and checked within the deadline: 200 with
 * both as JSON, or 500 when it refused what the remote answered, 502 when the remote failed to answer
 * (the status is how the include's log line tells them apart; the cache in front keeps serving the last good part; without one, the page shows
 * the fallback). `$part_remote` is the remote's name, `$remote_entry` its remoteEntry.js URL, `$part_locale` the page's language.
 * @param {NginxHTTPRequest} r
 */
async function checkedPart(r) {
  const locale = r.variables.part_locale;
  const urls = includeStep.partUrls(r.variables.remote_entry, locale);
  /** @type {Promise<null>} */
  const deadline = new Promise((resolve) => setTimeout(() => resolve(null), includeLimits.deadlineMs));
  const answers = await Promise.race([Promise.all([fetchAnswer(urls.html), fetchAnswer(urls.css)]), deadline]);
  const problems = answers
    ? includeStep.partProblems(r.variables.part_remote, locale, answers[0], answers[1])
    : [includeStep.LATE_ANSWER];
  // Refused: the remote answered every file within the limits, but what it sent may not be included (as
  // compose.js counts it: an error status, a timeout or an oversized answer is a failure). The release it
  // answered with goes into the part's log line (the metrics), refused or not.
  const complete = (/** @type {Answer} */ answer) => answer.status === 200 && answer.bytes <= includeLimits.maxBytes;
  const answered = answers && complete(answers[0]) && complete(answers[1]);
  if (answered) r.headersOut['X-Part-Release'] = names.releaseOf(answers[0].body);
  if (!answers || problems.length > 0) {
    r.warn(`Remote ${r.variables.remote_entry} (${locale}): ${problems.join('; ')}`);
    r.return(answered ? 500 : 502, '');
    return;
  }
  r.headersOut['Content-Type'] = 'application/json';
  r.return(200, JSON.stringify(includeStep.remotePart(urls.origin, answers[0].body, answers[1].body)));
}

/**
 * A route's HTML (`$page_template`) composed with the parts it includes (`/_fragment/about/te`), and its CSP (`$page_csp`).
 * @param {NginxHTTPRequest} r
 */
async function page(r) {
  const template = fs.readFileSync(r.variables.page_template, 'utf8');
  const keys = includeStep.includedParts(template);
  const replies = await Promise.all(keys.map((key) => r.subrequest(`/_fragment/${key}`)));
  /** @type {Record<string, import('shared-content/tooling/fragment/include').RemotePart | null>} */
  const parts = {};
  keys.forEach((key, index) => {
    try {
      parts[key] = replies[index].status === 200 ? JSON.parse(replies[index].responseText) : null;
    } catch (error) {
      parts[key] = null;
    }
  });
  const composed = includeStep.composePage(template, parts, sha256Base64);
  r.headersOut['Content-Type'] = 'text/html; charset=utf-8';
  r.headersOut['Content-Security-Policy'] = r.variables.page_csp.replace(STYLE_HASHES, composed.styleHashes.join(' ')).replace(' ;', ';');
  r.return(200, composed.html);
}

module.exports = { STYLE_HASHES: STYLE_HASHES, checkedPart: checkedPart, page: page };
