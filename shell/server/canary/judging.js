// One round of the judge on a remote's record, pure: the views counted since the last round are added to
// the canary's evidence, the judge gives its verdict, and the record moves on: a failing canary is aborted
// (the live release alone again), a passing one whose stage has lasted its minimum goes to its next stage
// or, from its last, becomes live; otherwise it holds. The loop (loop.js) runs it under the registry's
// lock, the bench (shell/bench/canary.mjs) on simulated records.
const { judge, JUDGE_SETTINGS } = require('./judge');
const { withViews } = require('./evidence');
const { canaryOf, lastStage, stageServed, withCanaryAborted, withCanaryAdvanced, withCanaryPromoted } = require('../registry/canary');

/**
 * @typedef {import('../registry').ReleaseRecord} ReleaseRecord
 * @typedef {import('./judge').ArmEvidence} ArmEvidence
 * @typedef {'rollback' | 'advance' | 'promote' | 'hold'} Decision
 */

/**
 * @param {ReleaseRecord} record
 * @param {Map<string, ArmEvidence>} counted  views counted since the last round, by the release they showed
 * @param {number} now
 * @param {typeof JUDGE_SETTINGS} [settings]
 * @returns {{ record: ReleaseRecord, decision: Decision | null, judgement: ReturnType<typeof judge> | null, release: string | null }}
 */
function judgedRecord(record, counted, now, settings = JUDGE_SETTINGS) {
  const canary = canaryOf(record);
  if (!canary) return { record, decision: null, judgement: null, release: null };
  const live = record.live === null ? undefined : counted.get(record.live);
  const evidence = withViews(canary.evidence, { canary: counted.get(canary.release), live });
  const judgement = judge(evidence, settings);
  const counting = { ...record, canary: { ...canary, evidence } };
  const { release } = canary;
  if (judgement.verdict === 'fail') {
    const reason = `the judge: ${judgement.failed.join(', ')} worse than the live release by more than the margin`;
    return { record: withCanaryAborted(counting, reason, now), decision: 'rollback', judgement, release };
  }
  if (judgement.verdict === 'pass' && stageServed(canary, now)) {
    if (lastStage(canary)) return { record: withCanaryPromoted(counting, 'the judge: every metric within its margin at every stage', now), decision: 'promote', judgement, release };
    return { record: withCanaryAdvanced(counting, now), decision: 'advance', judgement, release };
  }
  return { record: counting, decision: 'hold', judgement, release };
}

module.exports = { judgedRecord };
