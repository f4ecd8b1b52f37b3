// Request-time composition for the embedded server: the include step (shared-content/tooling/fragment), with a total
// deadline and a size cap per remote answer, and the last good part of each remote kept in memory, so a
// dead, slow or hostile remote costs its page's content, never the response time or the rest of the page.
const crypto = require('node:crypto');
const http = require('node:http');
const https = require('node:https');
const { LATE_ANSWER, OVERSIZED_ANSWER, checkPart, composePage, includedParts, partOf, partUrls, remotePart } = require('shared-content/tooling/fragment/include');
const { includeLimits, releaseOf } = require('shared-content/tooling/fragment/names');
const metrics = require('./metrics');

/** @typedef {import('shared-content/tooling/fragment/include').RemotePart} Part */
/** @typedef {import('./metrics').Attempt} Attempt */
/**
 * The part to include (null for the fallback), and how this cache's last fetch of each remote's part in
 * each language went: a site's own, so two sites in one process (the release smoke check beside the live
 * site) count their own outcomes.
 * @typedef {((remote: string, entryUrl: string, locale: string) => Promise<Part | null>) & { lastAttempt?: (remote: string, locale: string) => Attempt | undefined }} PartFor
 */
/** @typedef {{ part: Part | null, fetchedAt: number, retryAt: number, refreshing: Promise<Part | null> | null }} CacheEntry */

const agents = { http: new http.Agent({ keepAlive: true, maxSockets: 16 }), https: new https.Agent({ keepAlive: true, maxSockets: 16 }) };

/**
 * GET `url` within `deadline` (an absolute time: connect and the whole body), reading at most the
 * include step's size cap (`includeLimits.maxBytes`) + 1 bytes. Resolves with a complete 200 answer (its
 * status, body and size); rejects on any other status and on a broken, cut-short, oversized or late answer.
 * @param {string} url
 * @param {number} deadline
 * @returns {Promise<{ status: number, body: string, bytes: number }>}
 */
function fetchLimited(url, deadline) {
  return new Promise((resolve, reject) => {
    const secure = url.startsWith('https:');
    const request = (secure ? https : http).get(url, { agent: secure ? agents.https : agents.http, headers: { 'Accept-Encoding': 'identity' } });
    const timer = setTimeout(() => request.destroy(new Error(LATE_ANSWER)), Math.max(0, deadline - Date.now()));
    const fail = (/** @type {Error} */ error) => {
      clearTimeout(timer);
      reject(error);
    };
    request.on('error', fail);
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        request.destroy();
        fail(new Error(`answered ${response.statusCode}`));
        return;
      }
      /** @type {Buffer[]} */
      const chunks = [];
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
        chunks.push(chunk);
        if (bytes > includeLimits.maxBytes) request.destroy(new Error(OVERSIZED_ANSWER));
      });
      response.on('error', fail);
      // `close` without a complete message: the remote cut the answer short.
      response.on('close', () => {
        if (!response.complete) fail(new Error('the answer was cut short'));
      });
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ status: 200, body: Buffer.concat(chunks).toString('utf8'), bytes });
      });
    });
  });
}

const sha256Base64 = (/** @type {string} */ text) => crypto.createHash('sha256').update(text).digest('base64');

/**
 * Fetches and checks one remote's page in `locale` and its stylesheet; rejects with the reasons it may not be included.
 * @param {string} remote
 * @param {string} entryUrl
 * @param {string} locale
 * @returns {Promise<Part>}
 */
async function fetchPart(remote, entryUrl, locale) {
  const urls = partUrls(entryUrl, locale);
  const deadline = Date.now() + includeLimits.deadlineMs;
  const [html, css] = await Promise.all([fetchLimited(urls.html, deadline), fetchLimited(urls.css, deadline)]);
  const checked = checkPart(remote, locale, html, css);
  // The remote answered, but what it sent may not be included: its team's release to look at.
  if (checked.problems.length > 0) throw Object.assign(new Error(checked.problems.join('; ')), { refused: true, release: releaseOf(html.body) });
  return remotePart(urls.origin, checked);
}

/**
 * The last good part of each remote in each language, by remoteEntry URL and language. A fresh part is
 * used as it is; a stale one is refreshed by one request (bounded by the deadline) while the others get it
 * at once; a failed refresh keeps the last good part and waits `retryMs` before asking again. Failures are
 * logged once per retry period, not per request.
 * @param {object} [options]
 * @param {typeof fetchPart} [options.fetch]
 * @param {{ freshMs: number, retryMs: number }} [options.limits]
 * @param {(message: string) => void} [options.log]
 * @returns {PartFor}
 */
function createPartCache({ fetch = fetchPart, limits = includeLimits, log = (message) => console.warn(message) } = {}) {
  /** @type {Map<string, CacheEntry>} */
  const entries = new Map();
  /** @type {Map<string, Attempt>} by `remote/locale` */
  const attempts = new Map();

  /**
   * @param {string} remote
   * @param {string} entryUrl
   * @param {string} locale
   * @param {CacheEntry} entry
   */
  function refresh(remote, entryUrl, locale, entry) {
    entry.refreshing = fetch(remote, entryUrl, locale).then(
      (part) => {
        Object.assign(entry, { part, fetchedAt: Date.now(), retryAt: 0, refreshing: null });
        attempts.set(`${remote}/${locale}`, 'ok');
        metrics.recordRelease(remote, releaseOf(part.html));
        return part;
      },
      (/** @type {Error & { refused?: boolean, release?: string }} */ error) => {
        Object.assign(entry, { retryAt: Date.now() + limits.retryMs, refreshing: null });
        attempts.set(`${remote}/${locale}`, error.refused ? 'refused' : 'failed');
        // A refused answer names its release too, so a release refused whole is seen going live.
        if (error.release) metrics.recordRelease(remote, error.release);
        log(`Remote ${entryUrl} (${locale}): ${error.message}; showing ${entry.part ? 'its last good page' : 'the fallback'}`);
        return entry.part;
      },
    );
    return entry.refreshing;
  }

  /** @type {PartFor} */
  const partFor = async (remote, entryUrl, locale) => {
    const key = `${locale} ${entryUrl}`;
    let entry = entries.get(key);
    if (!entry) entries.set(key, (entry = { part: null, fetchedAt: 0, retryAt: 0, refreshing: null }));
    const now = Date.now();
    if (entry.part && now - entry.fetchedAt < limits.freshMs) return entry.part;
    if (entry.refreshing) return entry.part ?? entry.refreshing;
    if (now < entry.retryAt) return entry.part;
    return refresh(remote, entryUrl, locale, entry);
  };
  return Object.assign(partFor, { lastAttempt: (/** @type {string} */ remote, /** @type {string} */ locale) => attempts.get(`${remote}/${locale}`) });
}

/**
 * Composes a route's HTML (its template from the shell's build) with the parts it includes, each a
 * remote's page in the route's language. `remotes` maps remote names to remoteEntry URLs.
 * @param {string} template
 * @param {Record<string, string>} remotes
 * @param {PartFor} partFor
 * @returns {Promise<{html: string, styleHashes: string[]}>}
 */
async function compose(template, remotes, partFor) {
  const keys = includedParts(template);
  const found = await Promise.all(
    keys.map(async (key) => {
      const { remote, locale } = partOf(key);
      const started = process.hrtime.bigint();
      const part = remotes[remote] ? await partFor(remote, remotes[remote], locale) : null;
      metrics.recordInclude(remote, locale, part !== null, Number(process.hrtime.bigint() - started) / 1e9, partFor.lastAttempt?.(remote, locale));
      return part;
    }),
  );
  return composePage(template, Object.fromEntries(keys.map((key, index) => [key, found[index]])), sha256Base64);
}

module.exports = { compose, createPartCache, fetchLimited };
