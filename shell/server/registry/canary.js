// A canary is a state of the release record (index.js): a verified release served to a sticky share of
// visitors, by stages, while the live release serves the others; the judge (shell/server/canary/judge.js)
// or a person promotes it (it becomes live) or aborts it (the live release alone again). It is kept in the
// record, whole, so that every composer reading the record serves the same arms, and a backend that stores
// the record as one JSON document carries it as it is:
//
//   canary: { release: "<id>", startedAt: <ms>, stage: <index>, stageStartedAt: <ms>,
//             stages: [{ share: <percent>, minimumMs: <ms> }, ...],
//             evidence: <each arm's page views so far, shell/server/canary/evidence.js> (none before the first) } | null
//   canaryEnded: { release: "<id>", outcome: "promoted" | "aborted", at: <ms>, reason: <string> } | null
//
// Every function here is pure: it takes a record and gives the next one, or throws why it cannot.
const crypto = require('node:crypto');
const { evidenceProblems } = require('../canary/evidence');

/**
 * @typedef {{ share: number, minimumMs: number }} CanaryStage
 * @typedef {{ release: string, startedAt: number, stage: number, stageStartedAt: number, stages: CanaryStage[],
 *   evidence?: import('../canary/judge').Evidence }} Canary
 * @typedef {{ release: string, outcome: 'promoted' | 'aborted', at: number, reason: string }} CanaryEnded
 * @typedef {import('./index').ReleaseRecord} ReleaseRecord
 * @typedef {'canary' | 'live'} Arm
 */

const MINUTE = 60_000;

/** 5% of visitors, then 25%, then all of them before the canary becomes live; each stage lasts at least its minimum. */
const DEFAULT_STAGES = /** @type {readonly CanaryStage[]} */ (
  Object.freeze([
    { share: 5, minimumMs: 30 * MINUTE },
    { share: 25, minimumMs: 60 * MINUTE },
    { share: 100, minimumMs: 60 * MINUTE },
  ])
);

/** The canary a record holds, or null. */
const canaryOf = (/** @type {ReleaseRecord} */ record) => record.canary ?? null;

/**
 * The share of visitors (percent) the canary serves now: 0 without one.
 * @param {ReleaseRecord} record
 */
function canaryShare(record) {
  const canary = canaryOf(record);
  return canary ? canary.stages[canary.stage].share : 0;
}

/**
 * Whether the canary's stage has lasted its minimum duration at `now`.
 * @param {Canary} canary
 * @param {number} now
 */
const stageServed = (canary, now) => now - canary.stageStartedAt >= canary.stages[canary.stage].minimumMs;

/** Whether the canary is in its last stage (passing it promotes). */
const lastStage = (/** @type {Canary} */ canary) => canary.stage === canary.stages.length - 1;

/**
 * `record` with a canary of recorded release `id` at its first stage.
 * @param {ReleaseRecord} record
 * @param {string} id
 * @param {{ stages?: readonly CanaryStage[], now?: number }} [options]
 * @returns {ReleaseRecord}
 */
function withCanaryStarted(record, id, { stages = DEFAULT_STAGES, now = Date.now() } = {}) {
  if (!Object.hasOwn(record.releases, id)) throw new Error(`There is no recorded release "${id}" (see the list of releases)`);
  if (record.live === null) throw new Error('There is no live release to compare a canary with: make the first release live');
  if (record.live === id) throw new Error(`Release ${id} is already live`);
  const running = canaryOf(record);
  if (running) throw new Error(`Release ${running.release} is a canary already: promote or abort it first`);
  const canary = { release: id, startedAt: now, stage: 0, stageStartedAt: now, stages: stages.map((stage) => ({ ...stage })) };
  const problems = canaryShapeProblems(canary);
  if (problems.length) throw new Error(`Canary stages: ${problems.join('; ')}`);
  return { ...record, canary };
}

/**
 * `record` with its canary at its next stage (the stage before must have lasted its minimum).
 * @param {ReleaseRecord} record
 * @param {number} [now]
 * @returns {ReleaseRecord}
 */
function withCanaryAdvanced(record, now = Date.now()) {
  const canary = requireCanary(record);
  if (lastStage(canary)) throw new Error(`The canary ${canary.release} is at its last stage: promote it`);
  if (!stageServed(canary, now)) throw new Error(`The canary's stage at ${canaryShare(record)}% has not lasted its minimum yet`);
  return { ...record, canary: { ...canary, stage: canary.stage + 1, stageStartedAt: now } };
}

/**
 * `record` with its canary live (the live release before it becomes `previous`, the rollback target).
 * @param {ReleaseRecord} record
 * @param {string} reason
 * @param {number} [now]
 * @returns {ReleaseRecord}
 */
function withCanaryPromoted(record, reason, now = Date.now()) {
  const { release } = requireCanary(record);
  return { ...require('./index').withLive(record, release, now), canaryEnded: { release, outcome: 'promoted', at: now, reason } };
}

/**
 * `record` without its canary: the live release alone serves every visitor again; the live pointer is untouched.
 * @param {ReleaseRecord} record
 * @param {string} reason  what failed, or who aborted it
 * @param {number} [now]
 * @returns {ReleaseRecord}
 */
function withCanaryAborted(record, reason, now = Date.now()) {
  const { release } = requireCanary(record);
  return { ...record, canary: null, canaryEnded: { release, outcome: 'aborted', at: now, reason } };
}

/** The record's canary, or an error saying there is none. */
function requireCanary(/** @type {ReleaseRecord} */ record) {
  const canary = canaryOf(record);
  if (!canary) throw new Error('There is no canary (start one with `npm run release -- --canary`)');
  return canary;
}

const isTime = (/** @type {unknown} */ value) => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * Why a canary's own fields are malformed (empty when they are not): stages with shares rising within (0, 100],
 * minimum durations, the stage index one of them.
 * @param {any} canary
 * @returns {string[]}
 */
function canaryShapeProblems(canary) {
  if (!canary || typeof canary !== 'object') return ['canary is not an object'];
  /** @type {string[]} */
  const problems = [];
  if (typeof canary.release !== 'string') problems.push('canary names no release');
  if (!isTime(canary.startedAt) || !isTime(canary.stageStartedAt)) problems.push('canary has no start time');
  if (!Array.isArray(canary.stages) || canary.stages.length === 0) return [...problems, 'canary has no stages'];
  canary.stages.forEach((/** @type {any} */ stage, /** @type {number} */ index) => {
    const share = stage?.share;
    const below = index === 0 ? 0 : canary.stages[index - 1]?.share;
    if (typeof share !== 'number' || !(share > below && share <= 100)) problems.push(`canary stage ${index + 1}: share ${share} does not rise within (0, 100]`);
    if (!isTime(stage?.minimumMs)) problems.push(`canary stage ${index + 1}: no minimum duration`);
  });
  if (!Number.isInteger(canary.stage) || canary.stage < 0 || canary.stage >= canary.stages.length) problems.push(`canary stage ${canary.stage} is not one of its stages`);
  if (canary.evidence !== undefined) problems.push(...evidenceProblems(canary.evidence));
  return problems;
}

/**
 * Why a record's canary fields cannot be trusted (empty when they can): for recordProblems in index.js.
 * @param {any} record
 * @returns {string[]}
 */
function canaryProblems(record) {
  /** @type {string[]} */
  const problems = [];
  const canary = record.canary;
  if (canary !== undefined && canary !== null) {
    problems.push(...canaryShapeProblems(canary));
    if (typeof canary.release === 'string' && !Object.hasOwn(record.releases, canary.release)) problems.push(`canary release ${canary.release} has no record`);
    if (record.live === null || canary.release === record.live) problems.push('a canary needs a live release other than itself');
  }
  const ended = record.canaryEnded;
  if (ended !== undefined && ended !== null) {
    if (!ended || typeof ended.release !== 'string' || !['promoted', 'aborted'].includes(ended.outcome) || !isTime(ended.at) || typeof ended.reason !== 'string') problems.push('canaryEnded is malformed');
  }
  return problems;
}

/**
 * Bytes of the first-party visitor id: 128 random bits, nothing about the visitor, in hex: the form of
 * nginx's `$request_id`, with which nginx gives a visitor its id (../../deploy/nginx-shell.js).
 */
const VISITOR_ID_BYTES = 16;
const VISITOR_ID = /^[0-9a-f]{32}$/;

/** A new first-party visitor id (hex of random bytes). */
const newVisitorId = () => crypto.randomBytes(VISITOR_ID_BYTES).toString('hex');

/** Whether `value` is a visitor id newVisitorId could have made (anything else is replaced, never trusted). */
const isVisitorId = (/** @type {unknown} */ value) => typeof value === 'string' && VISITOR_ID.test(value);

/**
 * Where a visitor falls for a remote, in [0, 100): a hash of the visitor id and the remote, so each
 * remote's canaries draw their own cohort, and the same visitor always falls at the same point.
 * @param {string} visitorId
 * @param {string} remote
 */
function cohortPoint(visitorId, remote) {
  const digest = crypto.createHash('sha256').update(`${remote}\n${visitorId}`).digest();
  return (digest.readUInt32BE(0) / 2 ** 32) * 100;
}

/**
 * The arm a visitor is in for a remote whose canary serves `share` percent: the canary when the visitor's
 * point is below the share. Monotone: as the share grows, whoever was in the canary stays in it.
 * @param {string} visitorId
 * @param {string} remote
 * @param {number} share  percent, 0 without a canary
 * @returns {Arm}
 */
const armOf = (visitorId, remote, share) => (cohortPoint(visitorId, remote) < share ? 'canary' : 'live');

/**
 * Which arm a page view that showed `release` of a remote was in, by the record: null for a release that is
 * neither the canary nor the live one (a tab left open from before, or a forged report).
 * @param {ReleaseRecord} record
 * @param {string} release
 * @returns {Arm | null}
 */
function armOfRelease(record, release) {
  const canary = canaryOf(record);
  if (canary && release === canary.release) return 'canary';
  return canary && release === record.live ? 'live' : null;
}

module.exports = {
  DEFAULT_STAGES,
  VISITOR_ID,
  armOf,
  armOfRelease,
  canaryOf,
  canaryProblems,
  canaryShare,
  cohortPoint,
  isVisitorId,
  lastStage,
  newVisitorId,
  stageServed,
  withCanaryAborted,
  withCanaryAdvanced,
  withCanaryPromoted,
  withCanaryStarted,
};
