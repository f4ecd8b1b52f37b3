// What the running site reports to Prometheus (prom-client, text format): the include step's outcome for
// every remote part a page includes, the composed pages served, the live release of each remote, real
// visitors' Web Vitals (vitals.js) and the process itself, counted where pages are composed (compose.js,
// shell-host.js): `npm run serve`, or the composer behind nginx (`npm run serve:composer`).
// Labels name routes, languages, remotes and releases only: never anything about a visitor.
const client = require('prom-client');
const { metric, startMetricsListener } = require('shared-content/tooling/metrics');
const { UNRELEASED, includeLimits } = require('shared-content/tooling/fragment/names');

const deadlineSeconds = includeLimits.deadlineMs / 1000;

const { register } = client;

/** Where a counter's tallies are kept on it: the same symbol in every copy of this module. */
const TALLIES = Symbol.for('careway.countedOnCollect.tallies');

/**
 * A counter of three labels counted in plain numbers where it is counted (every include, every page answered)
 * and added to its prom-client counter when that is collected (a scrape, a test reading it): prom-client's own
 * `inc` writes and checks its labels on every call, a cost per answer of the order of the composer's own work.
 * Its values (names, labels, counts) are prom-client's as before; `clear` forgets what is not yet added. The
 * tallies are kept on the counter itself: a second copy of this module in one process gets the counter the
 * first made (`metric`), and so also its tallies, which the first's `collect` adds.
 * @param {{ name: string, help: string, labelNames: [string, string, string] }} config
 */
function countedOnCollect(config) {
  /** @typedef {{ labels: Record<string, string>, count: number }} Tally */
  /** @typedef {Map<string, Map<string, Map<string | number, Tally>>>} Tallies by each label's value in turn */
  /** @type {Tallies} */
  const made = new Map();
  const counter = /** @type {client.Counter & { [TALLIES]?: Tallies }} */ (
    metric(client.Counter, {
      ...config,
      collect() {
        for (const seconds of made.values()) {
          for (const thirds of seconds.values()) {
            for (const tally of thirds.values()) {
              if (tally.count > 0) this.inc(tally.labels, tally.count);
              tally.count = 0;
            }
          }
        }
      },
    })
  );
  const tallies = (counter[TALLIES] ??= made);
  const [first, second, third] = config.labelNames;
  return {
    /** @param {string} a @param {string} b @param {string | number} c */
    count(a, b, c) {
      let seconds = tallies.get(a);
      if (!seconds) tallies.set(a, (seconds = new Map()));
      let thirds = seconds.get(b);
      if (!thirds) seconds.set(b, (thirds = new Map()));
      const tally = thirds.get(c);
      if (tally) tally.count += 1;
      else thirds.set(c, { labels: { [first]: a, [second]: b, [third]: String(c) }, count: 1 });
    },
    clear: () => tallies.clear(),
  };
}

/**
 * The labels object of `value` for a one-label metric, made once per value, so an observation makes none
 * (prom-client only reads it, and keeps the first it is given for a series).
 * @param {string} name
 */
function keptLabels(name) {
  /** @type {Map<string, Record<string, string>>} */
  const made = new Map();
  return (/** @type {string} */ value) => made.get(value) ?? /** @type {Record<string, string>} */ (made.set(value, { [name]: value }).get(value));
}

const includes = countedOnCollect({
  name: 'careway_include_total',
  help: 'Remote parts included into composed pages, by outcome: included (the remote answered), last_good (its last good part, the remote failing), fallback (no part: the page showed the fallback with the phone number), refused (the remote answered but its part failed the checks), altered (the remote answered other bytes than its live release recorded)',
  labelNames: ['remote', 'language', 'outcome'],
});

const remoteLabels = keptLabels('remote');
const includeDuration = metric(client.Histogram, {
  name: 'careway_include_duration_seconds',
  help: `Time a composed page waited for one remote part (a cached part: about 0; a refresh: up to the ${deadlineSeconds} s deadline)`,
  labelNames: ['remote'],
  buckets: [0.001, 0.005, 0.025, 0.1, 0.25, 0.5, deadlineSeconds, 1],
});

const pageRequests = countedOnCollect({
  name: 'careway_http_requests_total',
  help: 'Composed pages answered, by route (the English path), language and status',
  labelNames: ['route', 'language', 'status'],
});

const durationLabels = keptLabels('route');
const pageDuration = metric(client.Histogram, {
  name: 'careway_http_request_duration_seconds',
  help: 'Time to answer a composed page, by route (the English path)',
  labelNames: ['route'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 0.75, 1, 2.5],
});

const releaseInfo = metric(client.Gauge, {
  name: 'careway_release_info',
  help: 'The release each remote last answered with (1; "unreleased" for a plain build)',
  labelNames: ['remote', 'release'],
});

const unrecorded = metric(client.Gauge, {
  name: 'careway_remote_unrecorded',
  help: "1 while a configured remote has no live release in the release registry (none recorded, or its record unreadable): its pages get the fallback and run none of its code",
  labelNames: ['remote'],
});

/** What careway_remote_unrecorded says of each remote, so a page sets it only when it changes. */
const registryStates = new Map();

/**
 * Whether a configured remote has a live release the registry records.
 * @param {string} remote
 * @param {boolean} recorded
 */
function recordRegistryState(remote, recorded) {
  if (registryStates.get(remote) === recorded) return;
  registryStates.set(remote, recorded);
  unrecorded.set({ remote }, recorded ? 0 : 1);
}

/** @type {() => import('./registry').RegistryHealth | null} */
let registryHealth = () => null;

metric(client.Gauge, {
  name: 'careway_registry_up',
  help: '1 while the release registry the composer follows answers; 0 while it does not, and the composer serves the records it read last',
  collect() {
    const health = registryHealth();
    if (health) this.set(health.up ? 1 : 0);
  },
});

metric(client.Gauge, {
  name: 'careway_registry_record_age_seconds',
  help: 'Seconds since the composer last read the release records it serves from the registry (0 for a folder, watched and re-read at most a second after a page last read it; a few for PostgreSQL, re-read every 5 s; growing while the registry does not answer; +Inf before a first read)',
  collect() {
    const health = registryHealth();
    if (health) this.set(health.ageSeconds);
  },
});

/**
 * Shows `follower`'s health (registry/index.js) in careway_registry_up and careway_registry_record_age_seconds.
 * @param {import('./registry').RegistryFollower} follower
 */
function reportRegistryHealth(follower) {
  registryHealth = () => follower.health();
}

/** @typedef {'ok' | 'refused' | 'altered' | 'failed'} Attempt how a composer's last fetch of a remote's part went */
/** The releases seen live per remote, newest last (a few, so a page loaded before a switch still counts). */
const knownReleases = new Map();
const KNOWN_RELEASES_PER_REMOTE = 3;

/**
 * One include's outcome, the one place refused and failed are told apart: what the page got (a part or
 * not) and how the composer's last fetch of it went. A part served while the remote works is `included`;
 * while it fails, `last_good`; a refused answer is `refused` whatever the page showed instead (the page
 * team's own release to look at); no part at all, `fallback`.
 * @param {boolean} hasPart
 * @param {Attempt | undefined} lastAttempt
 */
function includeOutcome(hasPart, lastAttempt) {
  if (lastAttempt === 'refused' || lastAttempt === 'altered') return lastAttempt;
  if (!hasPart) return 'fallback';
  return lastAttempt === 'failed' ? 'last_good' : 'included';
}

/**
 * A composed page included a remote's part (`hasPart`) or its fallback, after waiting `seconds`; the
 * composer's last fetch of that part went as `lastAttempt`.
 * @param {string} remote
 * @param {string} language
 * @param {boolean} hasPart
 * @param {number} seconds
 * @param {Attempt} [lastAttempt]
 */
function recordInclude(remote, language, hasPart, seconds, lastAttempt) {
  includes.count(remote, language, includeOutcome(hasPart, lastAttempt));
  includeDuration.observe(remoteLabels(remote), seconds);
}

/**
 * @param {string} remote
 * @param {string} release
 */
function recordRelease(remote, release) {
  const seen = knownReleases.get(remote) ?? [];
  if (seen[seen.length - 1] === release) return;
  releaseInfo.remove({ remote, release: seen[seen.length - 1] ?? UNRELEASED });
  releaseInfo.set({ remote, release }, 1);
  knownReleases.set(remote, [...seen.filter((/** @type {string} */ id) => id !== release), release].slice(-KNOWN_RELEASES_PER_REMOTE));
}

/**
 * Makes `release` a label visitors' reports may carry without saying it is live: a canary's release, which
 * its arm's pages show (the canary judge counts their beacons by it), while `careway_release_info` keeps
 * naming the live release.
 * @param {string} remote
 * @param {string} release
 */
function knowRelease(remote, release) {
  const seen = knownReleases.get(remote) ?? [];
  if (seen.includes(release)) return;
  // Before the live one, which recordRelease keeps last (the one its gauge names).
  knownReleases.set(remote, [...seen.slice(0, -1), release, ...seen.slice(-1)].slice(-KNOWN_RELEASES_PER_REMOTE));
}

/**
 * The release label for what a visitor's page reported: one seen live, else `other` (a label set stays small).
 * @param {string} remote
 * @param {string | null | undefined} release
 */
function releaseLabel(remote, release) {
  if (release === null || release === undefined) return UNRELEASED;
  return (knownReleases.get(remote) ?? []).includes(release) ? release : 'other';
}

/** The site's pages and languages, from shared-content's Node build (read once, when first needed). */
/** @type {ReturnType<typeof import('shared-content/tooling/load-content')> | undefined} */
let site;
const siteVocabulary = () => (site ??= require('shared-content/tooling/load-content')());

/** routeLabels' answer for each route's path, found once (the routes are few; any other path is not kept). */
/** @type {Map<string, { route: string, language: string }>} */
const labelsOfRoutes = new Map();

/**
 * The language and English path of a composed route (`/te/about` -> te, /about); null for any other path.
 * @param {string} pathname
 */
function routeLabels(pathname) {
  const known = labelsOfRoutes.get(pathname);
  if (known) return known;
  const site = siteVocabulary();
  const language = site.localeOfPath(pathname);
  const route = site.pathWithoutLocale(pathname);
  if (!site.pageRoutes.some((page) => page.path === route)) return null;
  labelsOfRoutes.set(pathname, { route, language });
  return { route, language };
}

/**
 * A composed page was answered with `status` after `seconds`.
 * @param {{ route: string, language: string }} labels
 * @param {number} status
 * @param {number} seconds
 */
function recordPage(labels, status, seconds) {
  pageRequests.count(labels.route, labels.language, status);
  pageDuration.observe(durationLabels(labels.route), seconds);
}

/** The port of the site's metrics: $METRICS_PORT, else 9464. */
const metricsPort = () => Number(process.env.METRICS_PORT || 9464);

/** The site's metrics on this machine only: 127.0.0.1:metricsPort() by default. */
const startSiteMetricsListener = (/** @type {{ port?: number, host?: string }} */ { port = metricsPort(), host } = {}) => startMetricsListener({ port, host });

/** Forgets every value (tests). */
function resetMetrics() {
  register.resetMetrics();
  includes.clear();
  pageRequests.clear();
  releaseInfo.reset();
  registryStates.clear();
  knownReleases.clear();
}

module.exports = {
  recordInclude,
  recordPage,
  recordRegistryState,
  recordRelease,
  register,
  releaseLabel,
  knowRelease,
  reportRegistryHealth,
  metricsPort,
  resetMetrics,
  routeLabels,
  siteVocabulary,
  startSiteMetricsListener,
};
