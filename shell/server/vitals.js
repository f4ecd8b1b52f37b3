// Real visitors' Web Vitals: the shell's beacon (shell/src/vitals.ts) posts what the web-vitals library
// measured during a page view to `/api/vitals` on the site's own origin; this endpoint checks it and adds
// it to histograms by route, language and the release of the page remote that rendered it. It reads no user
// agent and keeps only the aggregated histograms; the visitor's address it holds in memory only, for a rate
// limit per visitor (separate buckets for page views, refused scripts and chrome reports, so that no client
// drowns the reports that page) and to count the distinct visitors behind a report (visitors.js). Of the
// cookies it reads the visitor's random id alone, for the request's time only: a view counts to the canary
// judge only for the release of each remote the visitor's arm gets (armRelease).
const client = require('prom-client');
const { RELEASE_ID } = require('shared-content/tooling/fragment/names');
const { metric } = require('shared-content/tooling/metrics');
const { chromeChangesOf, countChromeChanges } = require('./chrome-changes');
const { VISITOR_COOKIE, cookieOf } = require('./cookies');
const { releaseLabel, siteVocabulary } = require('./metrics');
const { isVisitorId } = require('./registry/canary');
const { REPORT_WINDOW_MS, createFirstReports, createVisitorLimit, visitorAddress } = require('./visitors');

/** A page view's five values in JSON are about 250 bytes. */
const MAX_BEACON_BYTES = 1024;

/**
 * Beacons taken per visitor, by kind: a page view sends one (nginx holds each address to `pageViews` too); a
 * page view's refused scripts (the shell's and its remote's) and chrome reports come at most one page view at a time.
 */
const BEACON_LIMITS = {
  pageViews: { perMinute: 30, burst: 10 },
  refusals: { perMinute: 10, burst: 10 },
  chrome: { perMinute: 10, burst: 10 },
  /** Page views the canary judge counts: a visitor's few pages at once, then one a minute, so that one client's forged views weigh little. */
  judged: { perMinute: 1, burst: 5 },
};
/**
 * The metrics web-vitals reports, each with its unit (ms, or none for CLS), the largest value believed and
 * histogram buckets around its "good" and "poor" thresholds (web.dev/articles/vitals).
 */
const vitals = {
  LCP: { name: 'careway_rum_lcp_seconds', perSecond: 1000, max: 120, buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10, 20], help: 'Largest Contentful Paint (good up to 2.5 s, poor over 4 s)' },
  INP: { name: 'careway_rum_inp_seconds', perSecond: 1000, max: 60, buckets: [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1, 2], help: 'Interaction to Next Paint (good up to 200 ms, poor over 500 ms)' },
  CLS: { name: 'careway_rum_cls', perSecond: 1, max: 10, buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1], help: 'Cumulative Layout Shift, unitless (good up to 0.1, poor over 0.25)' },
  FCP: { name: 'careway_rum_fcp_seconds', perSecond: 1000, max: 120, buckets: [0.5, 1, 1.5, 1.8, 2.5, 3, 4, 6, 10], help: 'First Contentful Paint (good up to 1.8 s, poor over 3 s)' },
  TTFB: { name: 'careway_rum_ttfb_seconds', perSecond: 1000, max: 120, buckets: [0.1, 0.2, 0.4, 0.6, 0.8, 1.2, 1.8, 3, 6], help: 'Time to First Byte (good up to 0.8 s, poor over 1.8 s)' },
};

const histograms = Object.fromEntries(
  Object.entries(vitals).map(([name, vital]) => [
    name,
    metric(client.Histogram, { name: vital.name, help: `${vital.help}, from real visitors' browsers`, labelNames: ['route', 'language', 'release'], buckets: vital.buckets }),
  ]),
);

/**
 * What the slowest interaction's time (INP) was spent on, as web-vitals' attribution build splits it: waiting
 * for the main thread before the first event handler ran, the handlers themselves, and from them to the next
 * paint. The beacon sends them with INP (shell/src/vitals.ts), in ms like it.
 */
const inpPhases = { inputDelay: 'input_delay', processingDuration: 'processing', presentationDelay: 'presentation_delay' };

const inpPhaseSeconds = metric(client.Histogram, {
  name: 'careway_rum_inp_phase_seconds',
  help: "What real visitors' slowest interaction (INP) was spent on, by route, language and phase: input_delay (the main thread busy before the first handler), processing (the handlers), presentation_delay (from the handlers to the next paint)",
  labelNames: ['route', 'language', 'phase'],
  buckets: vitals.INP.buckets,
});

const beacons = metric(client.Counter, {
  name: 'careway_rum_beacons_total',
  help: "Web Vitals beacons received, by outcome: accepted, invalid (not a page view's well-formed report), too_large, rate_limited",
  labelNames: ['outcome'],
});

const remoteFailures = metric(client.Counter, {
  name: 'careway_rum_remote_failures_total',
  help: "Page remotes that failed in real visitors' browsers (code not loaded or page not rendered), by remote and the page view's route and language",
  labelNames: ['remote', 'route', 'language'],
});

const remoteFailedVisitors = metric(client.Counter, {
  name: 'careway_rum_remote_failed_visitors_total',
  help: `Visitors whose browsers reported a page remote failed or not pinned (careway_rum_remote_failures_total, careway_rum_remote_not_pinned_total): each visitor (by address) counted once per remote in ${REPORT_WINDOW_MS / 60_000} minutes, so that one client cannot pass for many`,
  labelNames: ['remote'],
});

const scriptErrors = metric(client.Counter, {
  name: 'careway_rum_script_errors_total',
  help: "Page views in which a page remote's script threw an error nothing caught in real visitors' browsers, by remote and the page view's route and language",
  labelNames: ['remote', 'route', 'language'],
});

const remotesNotPinned = metric(client.Counter, {
  name: 'careway_rum_remote_not_pinned_total',
  help: "Page remotes whose code real visitors' browsers never loaded because the page carried no usable pin for it (fail-closed: no live release recorded for it when the page was composed), by remote and the page view's route and language",
  labelNames: ['remote', 'route', 'language'],
});

const scriptsRefused = metric(client.Counter, {
  name: 'careway_script_refused_total',
  help: "Scripts real visitors' browsers refused to run because their bytes were not the ones the release verified (Subresource Integrity), by whose they were: shell or a page remote",
  labelNames: ['remote'],
});

const scriptsRefusedVisitors = metric(client.Counter, {
  name: 'careway_script_refused_visitors_total',
  help: `Visitors whose browsers refused a script (careway_script_refused_total): each visitor (by address) counted once per remote in ${REPORT_WINDOW_MS / 60_000} minutes, so that one client cannot pass for many`,
  labelNames: ['remote'],
});

/**
 * Whose script a report of the page's inline loader (shell/src/loader/loader.ts) says the browser refused:
 * `shell` (the site's own origin) or the remote served from the origin it names; null when the report is
 * not one well-formed report of a refusal.
 * @param {unknown} beacon
 * @param {(origin: string) => string | null} remoteAt
 */
function refusalOf(beacon, remoteAt) {
  if (!beacon || typeof beacon !== 'object' || Object.keys(beacon).join() !== 'refusedScript') return null;
  const { refusedScript } = /** @type {{ refusedScript: unknown }} */ (beacon);
  return refusedScript === 'shell' ? 'shell' : typeof refusedScript === 'string' ? remoteAt(refusedScript) : null;
}

const beaconKeys = ['route', 'language', 'release', 'shown', 'metrics', 'remoteFailures', 'remotesNotPinned', 'chrome', 'scriptErrors'];

/**
 * @param {string} text
 * @returns {unknown} the JSON value, or null when the text is not JSON
 */
function parsedJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * INP's phases in seconds, from the attribution a beacon sent with it; null when it is not well-formed: each
 * of the three phases once, in ms, from 0 to INP's largest value believed.
 * @param {unknown} attribution
 * @returns {Record<string, number> | null}
 */
function inpPhasesOf(attribution) {
  if (!attribution || typeof attribution !== 'object' || Array.isArray(attribution)) return null;
  const fields = /** @type {Record<string, unknown>} */ (attribution);
  if (Object.keys(fields).sort().join() !== Object.keys(inpPhases).sort().join()) return null;
  /** @type {Record<string, number>} */
  const phases = {};
  for (const [field, phase] of Object.entries(inpPhases)) {
    const value = fields[field];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value / vitals.INP.perSecond > vitals.INP.max) return null;
    phases[phase] = value / vitals.INP.perSecond;
  }
  return phases;
}

/**
 * The releases of the page remotes a page view showed after client navigation, as its beacon names them (`shown`:
 * `{ "contact": "<id>" }`, each a remote of the site other than the landing page's, with a release id); [] without,
 * null when malformed.
 * @param {unknown} shown
 * @param {string} landing  the remote of the page the view landed on
 * @param {string[]} remotes
 * @returns {{ remote: string, release: string }[] | null}
 */
function shownReleasesOf(shown, landing, remotes) {
  if (shown === undefined) return [];
  if (!shown || typeof shown !== 'object' || Array.isArray(shown)) return null;
  const entries = Object.entries(shown);
  if (!entries.every(([remote, release]) => remote !== landing && remotes.includes(remote) && typeof release === 'string' && RELEASE_ID.test(release))) return null;
  return entries.map(([remote, release]) => ({ remote, release }));
}

/**
 * A beacon's page view and what it reports, or null when it is not one well-formed report: a page of the
 * site and one of its languages, a release id or null, the releases of the remotes shown after client
 * navigation (shownReleasesOf), at most one value of each metric, each within its
 * range (INP with its phases, inpPhasesOf, or without), the remotes that failed in the browser, those the
 * page pinned no code for and those whose script threw an uncaught error (each once), and the chrome watch's
 * changes (chrome-changes.js); a value, a failure or a change at least.
 * @param {any} beacon  its JSON, parsed (any JSON value)
 * @returns {{ remote: string, labels: { route: string, language: string, release: string }, shown: { remote: string, release: string }[], values: Record<string, number>, inpPhases: Record<string, number> | null, failedRemotes: string[], notPinned: string[], scriptErrors: string[], chrome: { remote: string, what: string }[] } | null}
 */
function parseBeacon(beacon) {
  if (!beacon || typeof beacon !== 'object' || Array.isArray(beacon) || Object.keys(beacon).some((key) => !beaconKeys.includes(key))) return null;
  const { route, language, release, metrics, remoteFailures: failedRemotes = [], remotesNotPinned: notPinned = [], scriptErrors = [] } = beacon;
  const site = siteVocabulary();
  const page = site.pageRoutes.find((candidate) => candidate.path === route);
  if (!page || !site.locales.includes(language)) return null;
  if (release !== null && !(typeof release === 'string' && RELEASE_ID.test(release))) return null;
  const remotes = site.pageRoutes.map((candidate) => candidate.remote);
  const shown = shownReleasesOf(beacon.shown, page.remote, remotes);
  if (!shown) return null;
  const remoteList = (/** @type {unknown} */ list) => Array.isArray(list) && list.every((remote, index) => remotes.includes(remote) && list.indexOf(remote) === index);
  if (!remoteList(failedRemotes) || !remoteList(notPinned) || !remoteList(scriptErrors)) return null;
  const chrome = chromeChangesOf(beacon.chrome);
  if (!chrome || !Array.isArray(metrics) || metrics.length + failedRemotes.length + notPinned.length + scriptErrors.length + chrome.length === 0) return null;
  /** @type {Record<string, number>} */
  const values = {};
  /** @type {Record<string, number> | null} */
  let phases = null;
  for (const metric of metrics) {
    const vital = metric && typeof metric === 'object' && Object.hasOwn(vitals, metric.name) ? vitals[/** @type {keyof typeof vitals} */ (metric.name)] : null;
    if (!vital || Object.hasOwn(values, metric.name) || typeof metric.value !== 'number' || !Number.isFinite(metric.value)) return null;
    const value = metric.value / vital.perSecond;
    if (value < 0 || value > vital.max) return null;
    if (Object.hasOwn(metric, 'attribution') && (metric.name !== 'INP' || !(phases = inpPhasesOf(metric.attribution)))) return null;
    values[metric.name] = value;
  }
  return { remote: page.remote, labels: { route, language, release: releaseLabel(page.remote, release) }, shown, values, inpPhases: phases, failedRemotes, notPinned, scriptErrors, chrome };
}

/**
 * A page view as the canary judge counts it for `remote`, one the view showed: whether that remote failed in it
 * (its code not loaded, as when its script was refused, or its page not rendered), changed the chrome or threw
 * an uncaught error; the view's INP in ms (the slowest interaction of the whole view, on whichever page: a remote's
 * arms are drawn apart from every other remote's, so another remote's slowness falls on both alike); and its LCP
 * in ms for the remote of the page it landed on only (what the first paint showed).
 * @param {NonNullable<ReturnType<typeof parseBeacon>>} beacon
 * @param {string} remote
 * @returns {import('./canary/evidence').CountedView}
 */
function canaryViewOf({ remote: landing, values, failedRemotes, scriptErrors, chrome }, remote) {
  const failed = failedRemotes.includes(remote) || scriptErrors.includes(remote) || chrome.some((change) => change.remote === remote);
  const lcp = remote === landing && values.LCP !== undefined;
  return { ...(values.INP !== undefined && { inpMs: values.INP * 1000 }), ...(lcp && { lcpMs: values.LCP * 1000 }), failed };
}

/**
 * What of a page view the canary judge counts: each remote it showed with the release it showed, a release the
 * composer included (the landing page's by its marker, those after client navigation by their pins).
 * @param {NonNullable<ReturnType<typeof parseBeacon>>} beacon
 */
function judgedReleasesOf(beacon) {
  const shown = [{ remote: beacon.remote, release: beacon.labels.release }, ...beacon.shown.map(({ remote, release }) => ({ remote, release: releaseLabel(remote, release) }))];
  // Only labels that name a release, not `other` nor `unreleased`.
  return shown.filter(({ release }) => RELEASE_ID.test(release));
}

/**
 * The `/api/vitals` handler: 204 for a beacon taken, 400/405/413/415/429 otherwise (a browser's beacon
 * ignores the answer; the status is for whoever reads the logs).
 */
/**
 * @param {object} [options]
 * @param {typeof BEACON_LIMITS} [options.limits]
 * @param {() => number} [options.now]
 * @param {(origin: string) => string | null} [options.remoteAt]  the remote served from an origin (for refused scripts)
 * @param {(remote: string, release: string, view: import('./canary/evidence').CountedView) => void} [options.countCanaryView]  the canary
 *   judge's count of a page view (canary/loop.js), once for each remote it showed, given only releases the composer included
 *   and the visitor's arm gets
 * @param {(remote: string, visitorId: string | null) => Promise<string | null> | string | null} [options.armRelease]  the release of
 *   `remote` the composer gives a visitor with this first-party id (null: none) by its canary arm (site.js): the one
 *   release a view of that visitor may claim for the judge; a claim of another (a tab open across a stage change or
 *   a rollback, a preview, a forged report) is not counted. Nothing is counted without it.
 */
function createVitalsEndpoint({ limits = BEACON_LIMITS, now = Date.now, remoteAt = () => null, countCanaryView = () => undefined, armRelease = () => null } = {}) {
  const allowed = {
    pageViews: createVisitorLimit({ ...limits.pageViews, now }),
    refusals: createVisitorLimit({ ...limits.refusals, now }),
    chrome: createVisitorLimit({ ...limits.chrome, now }),
    judged: createVisitorLimit({ ...limits.judged, now }),
  };
  const firstReport = createFirstReports({ windowMs: REPORT_WINDOW_MS, now });
  /**
   * The release of `remote` the visitor's arm gets; null when it cannot be told (the record unreadable).
   * @param {string} remote
   * @param {string | null} visitorId
   */
  const releaseInArm = async (remote, visitorId) => {
    try {
      return await armRelease(remote, visitorId);
    } catch {
      return null;
    }
  };
  /**
   * Gives the judge the view for each remote it claims the release of (`judged`) that the visitor's arm gets.
   * @param {NonNullable<ReturnType<typeof parseBeacon>>} beacon
   * @param {ReturnType<typeof judgedReleasesOf>} judged
   * @param {string | null} visitorId
   */
  const judgeInArm = (beacon, judged, visitorId) =>
    Promise.all(
      judged.map(async ({ remote, release }) => {
        if ((await releaseInArm(remote, visitorId)) === release) countCanaryView(remote, release, canaryViewOf(beacon, remote));
      }),
    );
  /**
   * @param {import('node:http').ServerResponse} response
   * @param {number} status
   * @param {string | null} outcome
   * @param {Record<string, string>} [headers]
   */
  const answer = (response, status, outcome, headers = {}) => {
    if (outcome) beacons.inc({ outcome });
    response.writeHead(status, { 'Cache-Control': 'no-store', ...headers }).end();
  };

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  return function handleVitals(request, response) {
    if (request.method !== 'POST') return answer(response, 405, null, { Allow: 'POST' });
    // sendBeacon sends a string as text/plain (no CORS preflight); JSON is taken too.
    if (!/^(text\/plain|application\/json)\s*(;|$)/i.test(request.headers['content-type'] ?? '')) return answer(response, 415, 'invalid');
    if (Number(request.headers['content-length']) > MAX_BEACON_BYTES) return answer(response, 413, 'too_large', { Connection: 'close' });
    const visitor = visitorAddress(request);
    const idCookie = cookieOf(request, VISITOR_COOKIE);
    const visitorId = idCookie !== undefined && isVisitorId(idCookie) ? idCookie : null;
    /** @type {Buffer[]} */
    const chunks = [];
    let bytes = 0;
    request.on('data', (/** @type {Buffer} */ chunk) => {
      bytes += chunk.length;
      if (bytes > MAX_BEACON_BYTES) {
        answer(response, 413, 'too_large', { Connection: 'close' });
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => {
      const json = parsedJson(Buffer.concat(chunks).toString('utf8'));
      const refused = refusalOf(json, remoteAt);
      if (refused) {
        if (!allowed.refusals(visitor)) return answer(response, 429, 'rate_limited');
        scriptsRefused.inc({ remote: refused });
        if (firstReport(visitor, `refused ${refused}`)) scriptsRefusedVisitors.inc({ remote: refused });
        return answer(response, 204, 'accepted');
      }
      const beacon = parseBeacon(json);
      if (!beacon) return answer(response, 400, 'invalid');
      if (!allowed[beacon.chrome.length > 0 ? 'chrome' : 'pageViews'](visitor)) return answer(response, 429, 'rate_limited');
      for (const [name, value] of Object.entries(beacon.values)) histograms[name].observe(beacon.labels, value);
      for (const [phase, value] of Object.entries(beacon.inpPhases ?? {})) inpPhaseSeconds.observe({ route: beacon.labels.route, language: beacon.labels.language, phase }, value);
      for (const remote of beacon.failedRemotes) remoteFailures.inc({ remote, route: beacon.labels.route, language: beacon.labels.language });
      for (const remote of beacon.notPinned) remotesNotPinned.inc({ remote, route: beacon.labels.route, language: beacon.labels.language });
      for (const remote of new Set([...beacon.failedRemotes, ...beacon.notPinned])) if (firstReport(visitor, `failed ${remote}`)) remoteFailedVisitors.inc({ remote });
      for (const remote of beacon.scriptErrors) scriptErrors.inc({ remote, route: beacon.labels.route, language: beacon.labels.language });
      countChromeChanges(beacon.chrome, (report) => firstReport(visitor, report));
      const judged = judgedReleasesOf(beacon);
      if (judged.length === 0 || !allowed.judged(visitor)) return answer(response, 204, 'accepted');
      return judgeInArm(beacon, judged, visitorId).then(() => answer(response, 204, 'accepted'));
    });
    return undefined;
  };
}

module.exports = { BEACON_LIMITS, MAX_BEACON_BYTES, createVitalsEndpoint };
