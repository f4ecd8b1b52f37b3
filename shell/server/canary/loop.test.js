/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { emptyRecord, openRegistry, sha384, withLive } = require('../registry');
const { withCanaryStarted } = require('../registry/canary');
const { resetMetrics } = require('../metrics');
const { metricValues } = require('../testing');
const { startCanaryJudge } = require('./loop');

/** @type {string} */
let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-loop-'));
  resetMetrics();
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const release = (/** @type {number} */ created) => ({ created, commit: null, verifiedAt: created, files: { 'remoteEntry.js': sha384(String(created)) } });
/** `aaa` live and `bbb` a canary started at `now`, in stages of one minute. */
const canaryRecord = (/** @type {number} */ now) =>
  withCanaryStarted(withLive({ ...emptyRecord(), releases: { aaa: release(1), bbb: release(2) } }, 'aaa', 0), 'bbb', { now, stages: [{ share: 5, minimumMs: 60_000 }, { share: 100, minimumMs: 60_000 }] });

/**
 * Counts `views` page views of each release, the canary's failing in `canaryFailed` of them.
 * @param {ReturnType<typeof startCanaryJudge>} judge
 * @param {{ views: number, canaryFailed: number, release?: string }} spec
 */
function countViews(judge, { views, canaryFailed }) {
  for (let view = 0; view < views; view += 1) {
    const timing = { inpMs: 100 + (view % 100), lcpMs: 1500 + (view % 1000) };
    judge.countView('about', 'aaa', { ...timing, failed: view < 5 });
    judge.countView('about', 'bbb', { ...timing, failed: view < canaryFailed });
  }
}

describe("the canary judge's rounds", () => {
  it('add every composer\'s counts to the record, and roll back a failing canary in the same write, counted by the metric that failed', async () => {
    const registry = openRegistry(dir);
    await registry.update('about', () => canaryRecord(0));
    /** @type {string[]} */
    const log = [];
    const composers = [0, 1].map(() => startCanaryJudge({ registry: openRegistry(dir), remotes: ['about', 'home'], intervalMs: 3_600_000, now: () => 10_000, log: (line) => log.push(line) }));
    countViews(composers[0], { views: 150, canaryFailed: 3 });
    countViews(composers[1], { views: 150, canaryFailed: 3 });
    await Promise.all(composers.map((composer) => composer.round()));
    const held = await registry.read('about');
    expect(held.canary?.evidence?.canary).toMatchObject({ views: 300, failed: 6 });
    expect(held.canary?.evidence?.live).toMatchObject({ views: 300, failed: 10 });
    expect(log).toEqual([]);

    countViews(composers[1], { views: 3000, canaryFailed: 300 });
    await composers[1].round();
    const rolledBack = await registry.read('about');
    expect(rolledBack).toMatchObject({ live: 'aaa', canary: null, canaryEnded: { release: 'bbb', outcome: 'aborted', at: 10_000 } });
    expect(rolledBack.canaryEnded?.reason).toContain('failed worse than the live release');
    const rollbacks = (await metricValues('careway_canary_rollbacks_total')).filter((value) => value.value > 0);
    expect(rollbacks.map((value) => [value.labels, value.value])).toEqual([[{ remote: 'about', metric: 'failed' }, 1]]);
    expect(await metricValues('careway_canary_rollbacks_total')).toHaveLength(6);
    expect(log).toEqual(['Canary bbb of about ROLLED BACK by the judge: failed worse than the live release']);
    await Promise.all(composers.map((composer) => composer.stop()));
  });

  it('move a passing canary to its next stage once the stage has lasted its minimum, then make it live', async () => {
    const registry = openRegistry(dir);
    await registry.update('about', () => canaryRecord(0));
    let now = 30_000;
    const judge = startCanaryJudge({ registry, remotes: ['about'], intervalMs: 3_600_000, now: () => now, log: () => undefined });
    countViews(judge, { views: 6000, canaryFailed: 5 });
    await judge.round();
    expect((await registry.read('about')).canary?.stage).toBe(0);
    now = 60_000;
    await judge.round();
    expect((await registry.read('about')).canary).toMatchObject({ stage: 1, stageStartedAt: 60_000 });
    now = 120_000;
    await judge.round();
    expect(await registry.read('about')).toMatchObject({ live: 'bbb', previous: 'aaa', canary: null, canaryEnded: { outcome: 'promoted' } });
    expect((await metricValues('careway_canary_advances_total')).map((value) => [value.labels.decision, value.value])).toEqual([['advance', 1], ['promote', 1]]);
    await judge.stop();
  });

  it('drop the views of a remote without a canary', async () => {
    const registry = openRegistry(dir);
    await registry.update('about', () => withLive({ ...emptyRecord(), releases: { aaa: release(1) } }, 'aaa', 0));
    const judge = startCanaryJudge({ registry, remotes: ['about'], intervalMs: 3_600_000 });
    countViews(judge, { views: 10, canaryFailed: 0 });
    await judge.round();
    expect((await registry.read('about')).canary).toBeUndefined();
    expect((await metricValues('careway_canary_share')).map((value) => value.value)).toEqual([0]);
    await judge.stop();
  });
});
