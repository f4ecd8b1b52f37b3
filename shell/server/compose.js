// Request-time composition for the embedded server: the include step (shared-content/tooling/fragment), with a total
// deadline and a size cap per remote answer, only the bytes the release registry recorded for each remote's live
// release (./registry), and the last good part of each remote kept in memory, so a dead, slow, altered or
// hostile remote costs its page's content, never the response time or the rest of the page. Each page carries
// its pins: the live entry and integrity of every remote, from the same record.
const crypto = require('node:crypto');
const http = require('node:http');
const https = require('node:https');
const { LATE_ANSWER, OVERSIZED_ANSWER, alteredProblems, checkPart, composePage, partOf, partUrls, remotePart } = require('shared-content/tooling/fragment/include');
const { REMOTE_ENTRY, REMOTE_PINS_ID, includeLimits } = require('shared-content/tooling/fragment/names');
const { sha384 } = require('./registry');
const metrics = require('./metrics');

/** @typedef {import('shared-content/tooling/fragment/include').RemotePart & { release: string }} Part a checked part, and the release it came from */
/**
 * A remote's live release as the registry records it: its id, its entry's URL at the origin, the hash of
 * each of its files (the entry's is the integrity the browser loads it with), and the release it replaced
 * and when (a part of that one may stand in for `includeLimits.switchGraceMs`). `shownAs` says why this
 * visitor gets it when it is not the live release: a preview (./preview.js) or the canary arm.
 * @typedef {{ release: string, entry: string, files: Record<string, string>, previous?: string | null, switchedAt?: number, shownAs?: 'preview' | 'canary' }} LiveRelease
 */
/** @typedef {import('./metrics').Attempt} Attempt */
/**
 * The part to include (null for the fallback): at once when the cache has one to give now, a promise while
 * it fetches one first; and how this cache's last fetch of each remote's part in each language went: a
 * site's own, so two sites in one process (the release smoke check beside the live site) count their own outcomes.
 * @typedef {((remote: string, live: LiveRelease, locale: string) => Part | null | Promise<Part | null>) & { lastAttempt?: (remote: string, locale: string) => Attempt | undefined }} PartFor
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
 * Fetches one remote's page in `locale` and its stylesheet from its live release, compares them with the
 * bytes the release recorded (first: an altered answer is refused before anything reads it), then checks
 * them; rejects with the reasons they may not be included (`altered` or `refused`, and the release).
 * @param {string} remote
 * @param {LiveRelease} live
 * @param {string} locale
 * @returns {Promise<Part>}
 */
async function fetchPart(remote, live, locale) {
  const urls = partUrls(live.entry, locale);
  const deadline = Date.now() + includeLimits.deadlineMs;
  const [html, css] = await Promise.all([fetchLimited(urls.html, deadline), fetchLimited(urls.css, deadline)]);
  const altered = alteredProblems(live, locale, html, css, sha384);
  if (altered.length > 0) throw Object.assign(new Error(altered.join('; ')), { altered: true, release: live.release });
  const checked = checkPart(remote, locale, html, css);
  // The remote answered with its release's bytes, but they may not be included: its team's release to look at.
  if (checked.problems.length > 0) throw Object.assign(new Error(checked.problems.join('; ')), { refused: true, release: live.release });
  return { ...remotePart(urls.origin, checked), release: live.release };
}

/**
 * The last good part of each release of each remote in each language (the live one, and a preview's or a
 * canary's beside it: a page gets only the part of the release it was given). A fresh part is used as it
 * is; a stale one is refreshed by one request (bounded by the deadline) while the others get it at once; a
 * release not fetched yet (a release, rollback or roll-forward since) is fetched before any page gets it; a
 * failed refresh keeps the last good part and waits `retryMs` before asking again. Failures are logged
 * once per retry period, not per request; an altered file once per release and file.
 * @param {object} [options]
 * @param {typeof fetchPart} [options.fetch]
 * @param {{ freshMs: number, retryMs: number, switchGraceMs: number }} [options.limits]
 * @param {(message: string) => void} [options.log]
 * @returns {PartFor}
 */
function createPartCache({ fetch = fetchPart, limits = includeLimits, log = (message) => console.warn(message) } = {}) {
  /** @type {Map<string, CacheEntry>} by `remote/locale/release` */
  const entries = new Map();
  const keyOf = (/** @type {string} */ remote, /** @type {string} */ locale, /** @type {string | null | undefined} */ release) => `${remote}/${locale}/${release}`;
  /**
   * The last good part of the release given, or of the release before it shortly after the switch; else
   * null (the fallback), so a page's HTML and its pins come from one record.
   * @param {string} remote
   * @param {LiveRelease} live
   * @param {string} locale
   */
  const standIn = (remote, live, locale) =>
    entries.get(keyOf(remote, locale, live.release))?.part ??
    (live.previous && Date.now() - (live.switchedAt ?? 0) < limits.switchGraceMs ? (entries.get(keyOf(remote, locale, live.previous))?.part ?? null) : null);
  /** @type {Map<string, Attempt>} by `remote/locale` */
  const attempts = new Map();
  /** The altered files already logged, by release and what was wrong with them. */
  const loggedAltered = new Set();

  /**
   * @param {string} remote
   * @param {LiveRelease} live
   * @param {string} locale
   * @param {CacheEntry} entry
   */
  function refresh(remote, live, locale, entry) {
    entry.refreshing = fetch(remote, live, locale).then(
      (part) => {
        // The same bytes again keep the same part object: the page cache (page-cache.js) keeps pages by it.
        const same = entry.part?.release === part.release && entry.part.html === part.html && entry.part.css === part.css;
        Object.assign(entry, { part: same ? entry.part : part, fetchedAt: Date.now(), retryAt: 0, refreshing: null });
        attempts.set(`${remote}/${locale}`, 'ok');
        if (!live.shownAs) metrics.recordRelease(remote, live.release);
        else if (live.shownAs === 'canary') metrics.knowRelease(remote, live.release);
        return entry.part;
      },
      (/** @type {Error & { refused?: boolean, altered?: boolean, release?: string }} */ error) => {
        Object.assign(entry, { retryAt: Date.now() + limits.retryMs, refreshing: null });
        attempts.set(`${remote}/${locale}`, error.altered ? 'altered' : error.refused ? 'refused' : 'failed');
        // A refused answer names its release too, so a release refused whole is seen going live.
        if (error.release && !live.shownAs) metrics.recordRelease(remote, error.release);
        const shown = standIn(remote, live, locale);
        const showing = `showing ${shown ? 'its last good page' : 'the fallback'}`;
        if (!error.altered) log(`Remote ${live.entry} (${locale}): ${error.message}; ${showing}`);
        else if (!loggedAltered.has(`${live.release} ${error.message}`)) {
          loggedAltered.add(`${live.release} ${error.message}`);
          log(`Remote ${remote}, release ${live.release} (${locale}) ALTERED at its origin: ${error.message}; ${showing}`);
        }
        return shown;
      },
    );
    return entry.refreshing;
  }

  /** @type {PartFor} */
  const partFor = (remote, live, locale) => {
    const key = keyOf(remote, locale, live.release);
    let entry = entries.get(key);
    if (!entry) entries.set(key, (entry = { part: null, fetchedAt: 0, retryAt: 0, refreshing: null }));
    const now = Date.now();
    if (entry.part && now - entry.fetchedAt < limits.freshMs) return entry.part;
    if (entry.refreshing) return entry.part || entry.refreshing;
    if (now < entry.retryAt) return standIn(remote, live, locale);
    return refresh(remote, live, locale, entry);
  };
  return Object.assign(partFor, { lastAttempt: (/** @type {string} */ remote, /** @type {string} */ locale) => attempts.get(`${remote}/${locale}`) });
}

/**
 * The page's pins (REMOTE_PINS_ID): each remote's entry, its integrity and its release (the one this visitor is
 * shown: live, canary or preview), as a JSON data block (not run: its type is not a script's, so the CSP needs
 * no hash of it). `<` is escaped, so no value can end it.
 * @param {Record<string, LiveRelease>} live
 */
function pinsBlock(live) {
  const pins = Object.fromEntries(Object.entries(live).map(([remote, release]) => [remote, { entry: release.entry, integrity: release.files[REMOTE_ENTRY], release: release.release }]));
  return `<script type="application/json" id="${REMOTE_PINS_ID}">${JSON.stringify(pins).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The pins a composed page carries (pinsBlock), as tests and the release's journeys read them; null without.
 * @param {string} html
 * @returns {import('shared-content/tooling/fragment/names').PagePins | null}
 */
function pinsIn(html) {
  const block = new RegExp(`<script type="application/json" id="${REMOTE_PINS_ID}">(.*?)</script>`).exec(html);
  return block ? JSON.parse(block[1]) : null;
}

/**
 * The parts a route includes (`keys`: `about/te`, see include.js's includedParts), each from its remote's
 * release for this page (`live`, by remote name: a remote with none gets null, its fallback), counted in the
 * metrics (`recordInclude`): asked on every page, kept or not, so the counts and each part's refresh (partFor)
 * are per page. Parts the cache gives at once are answered at once; a promise only while one is fetched.
 * @param {string[]} keys
 * @param {Record<string, LiveRelease>} live
 * @param {PartFor} partFor
 * @param {typeof metrics.recordInclude} [recordInclude]  none for a page no visitor asked for (a composer warming its pages)
 * @returns {Record<string, Part | null> | Promise<Record<string, Part | null>>}
 */
function includedPartsOf(keys, live, partFor, recordInclude = metrics.recordInclude) {
  const found = keys.map((key) => {
    const { remote, locale } = partOf(key);
    const started = process.hrtime.bigint();
    /** @param {Part | null} part */
    const counted = (part) => {
      recordInclude(remote, locale, part !== null, Number(process.hrtime.bigint() - started) / 1e9, partFor.lastAttempt?.(remote, locale));
      return part;
    };
    const part = live[remote] ? partFor(remote, live[remote], locale) : null;
    return part instanceof Promise ? part.then(counted) : counted(part);
  });
  const byKey = (/** @type {(Part | null)[]} */ parts) => Object.fromEntries(keys.map((key, index) => [key, parts[index]]));
  return found.some((part) => part instanceof Promise) ? Promise.all(found).then(byKey) : byKey(/** @type {(Part | null)[]} */ (found));
}

/**
 * Composes a route's HTML (its template from the shell's build) with its parts (includedPartsOf) and the
 * page's pins in its head, written before any part so nothing a remote sends comes first. Pure: the same
 * template, releases and part objects give the same page (the page cache, page-cache.js, relies on it).
 * @param {string} template
 * @param {Record<string, LiveRelease>} live
 * @param {Record<string, Part | null>} parts
 * @returns {{html: string, styleHashes: string[]}}
 */
function composeWith(template, live, parts) {
  const pinned = template.replace('</head>', () => `${pinsBlock(live)}</head>`);
  return composePage(pinned, parts, sha256Base64);
}

module.exports = { composeWith, createPartCache, fetchLimited, includedPartsOf, pinsIn };
