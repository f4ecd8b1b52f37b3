// Generated beacon streams replayed against the real judge (judging.js on a release record, as the loop runs
// it): `npm run bench:canary` (shell/bench/canary.mjs) runs many, the unit test a few. Visitors arrive at a
// steady rate, each with a first-party random id; each page view is in the arm armOf gives at the canary's
// current share; every 10 simulated seconds a round of the judge takes the views counted since the last.
//
// The distributions are plausible for this site's visitors (mid-range Android phones on 4G), not measured on
// it: a visitor sees 1 to 5 pages; INP log-normal with median 120 ms and p75 180 ms (the range CrUX shows for mobile origins that pass
// INP), measured in the 55% of views with an interaction; LCP log-normal with median 1.9 s and p75 2.75 s;
// 0.3% of views with a remote failure, a chrome change or an error. A candidate changes them as a scenario says.
const { armOf, canaryShare, withCanaryStarted } = require('../registry/canary');
const { emptyRecord, sha384, withLive } = require('../registry');
const { addView, emptyArm } = require('./evidence');
const { judgedRecord } = require('./judging');

/** @typedef {import('./evidence').CountedView} CountedView */
/** @typedef {(random: () => number) => CountedView} ViewOf  one page view of an arm */

/** Seeded pseudo-random numbers in [0, 1) (mulberry32), so a run can be replayed. */
function seeded(/** @type {number} */ seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** A first-party visitor id as newVisitorId makes them, from the seeded numbers. */
function visitorId(/** @type {() => number} */ random) {
  const bytes = Buffer.alloc(16);
  for (let index = 0; index < bytes.length; index += 4) bytes.writeUInt32BE(Math.floor(random() * 2 ** 32), index);
  return bytes.toString('base64url');
}

/** A standard normal draw (Box-Muller). */
const normal = (/** @type {() => number} */ random) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** A log-normal draw with median `median` and 75th percentile `p75`. */
const logNormal = (/** @type {() => number} */ random, /** @type {number} */ median, /** @type {number} */ p75) => median * Math.exp((Math.log(p75 / median) / 0.6745) * normal(random));

const BASELINE = { interactive: 0.55, inpMedian: 120, inpP75: 180, lcpMedian: 1900, lcpP75: 2750, failed: 0.003 };

/**
 * A page view of the live release; `change` makes it the candidate's.
 * @param {{ inpAdded?: (random: () => number) => number, failedAdded?: number }} [change]
 * @returns {ViewOf}
 */
const viewOf =
  ({ inpAdded = () => 0, failedAdded = 0 } = {}) =>
  (random) => {
    const inpMs = random() < BASELINE.interactive ? logNormal(random, BASELINE.inpMedian, BASELINE.inpP75) + inpAdded(random) : undefined;
    const lcpMs = logNormal(random, BASELINE.lcpMedian, BASELINE.lcpP75);
    const failed = random() < BASELINE.failed || random() < failedAdded;
    return { ...(inpMs !== undefined && { inpMs }), lcpMs, failed };
  };

/** The candidates the Done-when list names. */
const SCENARIOS = {
  /** An identical build (A/A). */
  identical: viewOf(),
  /** A click handler that busy-loops 80 ms: the views whose slowest interaction is a click on it (7 in 10 of those with one) are 80 ms slower. */
  busyClick: viewOf({ inpAdded: (random) => (random() < 0.7 ? 80 : 0) }),
  /** The remote fails in 2% of views more. */
  failing: viewOf({ failedAdded: 0.02 }),
};

const ROUND_MS = 10_000;

/**
 * One canary from start to its end (promoted or rolled back) or `maxViews` page views.
 * @param {{ candidate: ViewOf, seed: number, viewsPerSecond?: number, maxViews?: number, stages?: import('../registry/canary').CanaryStage[], settings?: typeof import('./judge').JUDGE_SETTINGS }} options
 */
function simulateCanary({ candidate, seed, viewsPerSecond = 2, maxViews = 200_000, stages, settings }) {
  const random = seeded(seed);
  const live = viewOf();
  const files = { 'remoteEntry.js': sha384('simulated') };
  const releases = { aaa: { created: 1, commit: null, verifiedAt: 1, files }, bbb: { created: 2, commit: null, verifiedAt: 2, files } };
  let record = withCanaryStarted(withLive({ ...emptyRecord(), releases }, 'aaa', 0), 'bbb', { now: 0, ...(stages && { stages }) });
  /** @type {Map<string, import('./judge').ArmEvidence>} */
  let counted = new Map([['aaa', emptyArm()], ['bbb', emptyArm()]]);
  const views = { canary: 0, live: 0 };
  let nextRound = ROUND_MS;
  let visitor = { id: '', viewsLeft: 0, share: -1, arm: /** @type {import('../registry/canary').Arm} */ ('live') };
  for (let view = 1; view <= maxViews; view += 1) {
    const now = (view * 1000) / viewsPerSecond;
    if (visitor.viewsLeft === 0) visitor = { id: visitorId(random), viewsLeft: 1 + Math.floor(random() * 5), share: -1, arm: 'live' };
    visitor.viewsLeft -= 1;
    const share = canaryShare(record);
    if (visitor.share !== share) visitor = { ...visitor, share, arm: armOf(visitor.id, 'about', share) };
    const { arm } = visitor;
    views[arm] += 1;
    addView(/** @type {import('./judge').ArmEvidence} */ (counted.get(arm === 'canary' ? 'bbb' : 'aaa')), (arm === 'canary' ? candidate : live)(random));
    if (now < nextRound) continue;
    nextRound += ROUND_MS;
    const round = judgedRecord(record, counted, now, settings);
    record = round.record;
    counted = new Map([['aaa', emptyArm()], ['bbb', emptyArm()]]);
    if (round.decision === 'rollback' || round.decision === 'promote') return { outcome: round.decision, views, failed: round.judgement?.failed ?? [], minutes: now / 60_000 };
  }
  return { outcome: /** @type {const} */ ('undecided'), views, failed: [], minutes: (maxViews / viewsPerSecond) / 60 };
}

/**
 * Sessions of page views across a canary's stages (5%, 25%, 100%): a visitor keeps its id (its cookie) and is
 * in armOf's arm at each view; counts the visitors who ever went from the canary back to the live arm, and
 * those whose arm changed while the share stayed the same.
 * @param {{ sessions: number, seed: number }} options
 */
function simulateSessions({ sessions, seed }) {
  const random = seeded(seed);
  const shares = [5, 25, 100];
  let movedBack = 0;
  let changedWithinStage = 0;
  for (let session = 0; session < sessions; session += 1) {
    const visitor = visitorId(random);
    const remote = ['home', 'about', 'howitworks', 'contact'][Math.floor(random() * 4)];
    let stage = Math.floor(random() * shares.length);
    /** @type {string | null} */
    let previous = null;
    for (let view = 0; view < 2 + Math.floor(random() * 10); view += 1) {
      const grew = stage < shares.length - 1 && random() < 0.2;
      if (grew) stage += 1;
      const arm = armOf(visitor, remote, shares[stage]);
      if (previous === 'canary' && arm === 'live') movedBack += 1;
      if (previous !== null && previous !== arm && !grew) changedWithinStage += 1;
      previous = arm;
    }
  }
  return { sessions, movedBack, changedWithinStage };
}

module.exports = { SCENARIOS, simulateCanary, simulateSessions };
