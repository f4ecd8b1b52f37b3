// What the judge (judge.js) reads: each arm's page views of a remote while its canary runs, kept in the
// release record as `canary.evidence` (registry/canary.js), so that every composer adds the views it took
// to the same counts and any of them judges all of them. A page view counts to each remote it showed, the
// page it landed on and those after client navigation, in the arm of the release it showed of each
// (../vitals.js canaryViewOf: its LCP to the landing page's remote only).
const { HISTOGRAM_EDGES, bucketOf, emptyArm, emptyEvidence } = require('./judge');

/**
 * @typedef {import('./judge').ArmEvidence} ArmEvidence
 * @typedef {import('./judge').Evidence} Evidence
 * @typedef {{ inpMs?: number, lcpMs?: number, failed: boolean }} CountedView  a page view as the judge counts it
 */

/**
 * Adds a page view to an arm's counts (in place: the composer adds every beacon).
 * @param {ArmEvidence} arm
 * @param {CountedView} view
 */
function addView(arm, { inpMs, lcpMs, failed }) {
  arm.views += 1;
  if (failed) arm.failed += 1;
  if (inpMs !== undefined) arm.inp[bucketOf(HISTOGRAM_EDGES.inp, inpMs)] += 1;
  if (lcpMs !== undefined) arm.lcp[bucketOf(HISTOGRAM_EDGES.lcp, lcpMs)] += 1;
}

/**
 * The counts of two arms' views together.
 * @param {ArmEvidence} a
 * @param {ArmEvidence} b
 * @returns {ArmEvidence}
 */
const mergedArm = (a, b) => ({
  views: a.views + b.views,
  failed: a.failed + b.failed,
  inp: a.inp.map((count, index) => count + b.inp[index]),
  lcp: a.lcp.map((count, index) => count + b.lcp[index]),
});

/**
 * A canary's evidence with more views of each arm added.
 * @param {Evidence | undefined} evidence  none yet: empty
 * @param {Partial<Evidence>} more
 * @returns {Evidence}
 */
function withViews(evidence = emptyEvidence(), more) {
  return {
    canary: more.canary ? mergedArm(evidence.canary, more.canary) : evidence.canary,
    live: more.live ? mergedArm(evidence.live, more.live) : evidence.live,
  };
}

const isCount = (/** @type {unknown} */ value) => Number.isSafeInteger(value) && /** @type {number} */ (value) >= 0;

/**
 * Why evidence read from the record cannot be trusted (empty when it can): for the record's validation.
 * @param {any} evidence
 * @returns {string[]}
 */
function evidenceProblems(evidence) {
  const arms = ['canary', 'live'];
  if (!evidence || typeof evidence !== 'object' || Object.keys(evidence).sort().join() !== arms.join()) return ['canary evidence is not one per arm'];
  return arms.flatMap((name) => {
    const arm = evidence[name];
    const histogramOk = (/** @type {'inp' | 'lcp'} */ metric) => Array.isArray(arm?.[metric]) && arm[metric].length === HISTOGRAM_EDGES[metric].length + 1 && arm[metric].every(isCount);
    return isCount(arm?.views) && isCount(arm?.failed) && arm.failed <= arm.views && histogramOk('inp') && histogramOk('lcp') ? [] : [`canary evidence of the ${name} arm is malformed`];
  });
}

module.exports = { addView, emptyArm, emptyEvidence, evidenceProblems, mergedArm, withViews };
