// The canary judge: pure statistics over the page views each arm of a remote's canary showed (the evidence,
// kept in the release record, see evidence.js), no I/O. Three metrics, each a difference of proportions,
// canary arm minus live arm:
//   inp, lcp  the share of views slower than the live arm's p75 (a quantile comparison turned into a
//             proportion: a canary as fast as the live release has 25% of its views above the live p75);
//   failed    the share of views in which the remote failed (its code not loaded, which a refused script is,
//             or its page not rendered), changed the chrome, or threw an uncaught error.
// Each difference gets an anytime-valid confidence sequence (Robbins' normal mixture, in the asymptotic form
// of Waudby-Smith et al., "Time-uniform central limit theory and asymptotic confidence sequences", 2023),
// one per arm at half the metric's error, so the judge may look after every view and still be wrong at
// most `alpha` of the time. A metric fails when its whole interval lies above its margin of
// non-inferiority, passes when it lies below, and holds otherwise; so does the canary (any failure fails
// it, all passes pass it). Too few views hold, never pass. shell/README.md says why these margins and this test.

/** @typedef {'inp' | 'lcp' | 'failed'} MetricName */
/** @typedef {'pass' | 'fail' | 'hold'} Verdict */
/**
 * One arm's views: how many, how many failed, and histograms of INP and LCP in ms (HISTOGRAM_EDGES);
 * views without an interaction have no INP.
 * @typedef {{ views: number, failed: number, inp: number[], lcp: number[] }} ArmEvidence
 * @typedef {{ canary: ArmEvidence, live: ArmEvidence }} Evidence
 */

/**
 * Upper edges (ms) of the histogram buckets, 6% apart (a p75 read from them is off by 3% at most); a last
 * bucket holds whatever is above the last edge. INP from 16 ms, LCP from 200 ms, both to 60 s.
 * @param {number} from
 */
const edgesFrom = (from) => Array.from({ length: Math.ceil(Math.log(60_000 / from) / Math.log(1.06)) + 1 }, (_, index) => Math.round(from * 1.06 ** index));
const HISTOGRAM_EDGES = { inp: edgesFrom(16), lcp: edgesFrom(200) };

/**
 * The judge's settings. Margins are in percentage points of views: the canary may have up to 5 points more
 * of its views slower than the live p75 (its p75 within a few percent of the live one), and 0.5 points more
 * failed views (one view in 200). `alpha` is the chance that a canary as good as the live release is rolled
 * back (or one worse by more than a margin promoted), split evenly over the metrics.
 */
const JUDGE_SETTINGS = {
  alpha: 0.05,
  margins: /** @type {Record<MetricName, number>} */ ({ inp: 0.05, lcp: 0.05, failed: 0.005 }),
  /** Below this many views in an arm (views with INP for inp), a metric holds: the normal approximation is not yet good. */
  minimumViews: 200,
  /** The number of views at which each interval is tightest (Waudby-Smith et al.'s rho): about where a verdict is wanted. */
  tightestAt: 2000,
};

/** @returns {ArmEvidence} */
const emptyArm = () => ({ views: 0, failed: 0, inp: Array(HISTOGRAM_EDGES.inp.length + 1).fill(0), lcp: Array(HISTOGRAM_EDGES.lcp.length + 1).fill(0) });

/** @returns {Evidence} */
const emptyEvidence = () => ({ canary: emptyArm(), live: emptyArm() });

/**
 * The bucket of a value in ms: the first whose upper edge is not below it (binary search: every beacon is counted).
 * @param {number[]} edges
 * @param {number} ms
 */
function bucketOf(edges, ms) {
  let low = 0;
  let high = edges.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (ms <= edges[middle]) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The bucket holding a histogram's `quantile`, or -1 when it is empty.
 * @param {number[]} counts
 * @param {number} quantile
 */
function quantileBucket(counts, quantile) {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return -1;
  let below = 0;
  return counts.findIndex((count) => (below += count) >= quantile * total);
}

/**
 * A quantile of a histogram in ms (its bucket's upper edge; Infinity above the last), or null when empty.
 * @param {MetricName & ('inp' | 'lcp')} metric
 * @param {number[]} counts
 * @param {number} quantile
 */
function quantileMs(metric, counts, quantile) {
  const bucket = quantileBucket(counts, quantile);
  return bucket === -1 ? null : (HISTOGRAM_EDGES[metric][bucket] ?? Infinity);
}

/**
 * The half-width of a two-sided asymptotic confidence sequence for a mean of `n` observations with variance
 * `variance`, valid at every n at once with error `alpha` (Waudby-Smith et al. 2023, Theorem 2.2, with rho
 * chosen for n = tightestAt).
 * @param {number} n
 * @param {number} variance
 * @param {number} alpha
 * @param {number} tightestAt
 */
function radius(n, variance, alpha, tightestAt) {
  const rhoSquared = (-2 * Math.log(alpha) + Math.log(-2 * Math.log(alpha) + 1)) / (tightestAt * variance);
  const intrinsic = n * variance * rhoSquared + 1;
  return Math.sqrt(((2 * intrinsic) / (n * n * rhoSquared)) * Math.log(Math.sqrt(intrinsic) / alpha));
}

/**
 * A proportion `hits / n` with its confidence sequence's half-width. The variance is that of the proportion
 * with one hit and one miss added, so that no hits yet (a rare failure) is not taken for certainty.
 * @param {number} hits
 * @param {number} n
 * @param {number} alpha
 * @param {number} tightestAt
 */
function proportion(hits, n, alpha, tightestAt) {
  const smoothed = (hits + 1) / (n + 2);
  const variance = smoothed * (1 - smoothed);
  return { estimate: n === 0 ? 0 : hits / n, radius: n === 0 ? Infinity : radius(n, variance, alpha, tightestAt) };
}

/**
 * What each arm counts for a metric: views, and the views that were worse (above the live p75, or failed).
 * @param {MetricName} metric
 * @param {Evidence} evidence
 */
function countsOf(metric, evidence) {
  if (metric === 'failed') return { canary: { n: evidence.canary.views, hits: evidence.canary.failed }, live: { n: evidence.live.views, hits: evidence.live.failed }, threshold: null };
  const livePercentile = quantileBucket(evidence.live[metric], 0.75);
  /** @param {ArmEvidence} arm */
  const above = (arm) => ({ n: arm[metric].reduce((sum, count) => sum + count, 0), hits: arm[metric].slice(livePercentile + 1).reduce((sum, count) => sum + count, 0) });
  return { canary: above(evidence.canary), live: above(evidence.live), threshold: livePercentile === -1 ? null : (HISTOGRAM_EDGES[metric][livePercentile] ?? Infinity) };
}

/**
 * One metric's comparison: each arm's proportion, their difference with its interval, and its verdict.
 * @param {MetricName} metric
 * @param {Evidence} evidence
 * @param {typeof JUDGE_SETTINGS} settings
 */
function judgeMetric(metric, evidence, settings) {
  const alpha = settings.alpha / Object.keys(settings.margins).length / 2;
  const { canary, live, threshold } = countsOf(metric, evidence);
  const c = proportion(canary.hits, canary.n, alpha, settings.tightestAt);
  const l = proportion(live.hits, live.n, alpha, settings.tightestAt);
  const difference = c.estimate - l.estimate;
  const lower = Math.max(-1, difference - c.radius - l.radius);
  const upper = Math.min(1, difference + c.radius + l.radius);
  const margin = settings.margins[metric];
  const enough = Math.min(canary.n, live.n) >= settings.minimumViews;
  /** @type {Verdict} */
  const verdict = !enough ? 'hold' : lower > margin ? 'fail' : upper < margin ? 'pass' : 'hold';
  const p75 =
    metric === 'failed' ? null : { canary: quantileMs(metric, evidence.canary[metric], 0.75), live: quantileMs(metric, evidence.live[metric], 0.75), threshold };
  return { metric, views: { canary: canary.n, live: live.n }, canary: c.estimate, live: l.estimate, difference, lower, upper, margin, verdict, p75 };
}

/** @typedef {ReturnType<typeof judgeMetric>} MetricJudgement */

/**
 * The judge's verdict on a canary's evidence so far: fail when any metric fails (naming them), pass when
 * every metric passes, hold otherwise.
 * @param {Evidence} evidence
 * @param {typeof JUDGE_SETTINGS} [settings]
 * @returns {{ verdict: Verdict, failed: MetricName[], metrics: MetricJudgement[] }}
 */
function judge(evidence, settings = JUDGE_SETTINGS) {
  const metrics = /** @type {MetricName[]} */ (Object.keys(settings.margins)).map((metric) => judgeMetric(metric, evidence, settings));
  const failed = metrics.filter((metric) => metric.verdict === 'fail').map((metric) => metric.metric);
  /** @type {Verdict} */
  const verdict = failed.length > 0 ? 'fail' : metrics.every((metric) => metric.verdict === 'pass') ? 'pass' : 'hold';
  return { verdict, failed, metrics };
}

module.exports = { HISTOGRAM_EDGES, JUDGE_SETTINGS, bucketOf, emptyArm, emptyEvidence, judge, quantileMs };
