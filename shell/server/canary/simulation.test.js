/** @jest-environment node */
// The bench's figures (shell/bench/canary.mjs, shell/bench/README.md) in short: fewer runs, stages of 10 minutes
// each instead of 30/60/60 (fewer views per run), the same claims scaled.
const { SCENARIOS, simulateCanary, simulateSessions } = require('./simulation');

const stages = [5, 25, 100].map((share) => ({ share, minimumMs: 10 * 60_000 }));
const runs = (/** @type {keyof typeof SCENARIOS} */ scenario, /** @type {number} */ count) =>
  Array.from({ length: count }, (_, index) => simulateCanary({ candidate: SCENARIOS[scenario], seed: 1000 + index, stages }));

describe('generated beacon streams replayed against the judge', () => {
  it('rolls back an 80 ms busy-loop click handler within 2,000 canary views, naming INP', () => {
    for (const run of runs('busyClick', 5)) {
      expect(run).toMatchObject({ outcome: 'rollback', failed: ['inp'] });
      expect(run.views.canary).toBeLessThanOrEqual(2000);
    }
  });

  it('rolls back a remote that fails in 2% of views', () => {
    for (const run of runs('failing', 5)) expect(run).toMatchObject({ outcome: 'rollback', failed: ['failed'] });
  });

  it('rolls back at most 1 of 20 identical builds (5 in 100), and promotes the others through every stage', () => {
    const outcomes = runs('identical', 20).map((run) => run.outcome);
    expect(outcomes.filter((outcome) => outcome === 'rollback').length).toBeLessThanOrEqual(1);
    expect(outcomes.filter((outcome) => outcome === 'promote').length).toBeGreaterThanOrEqual(19);
  });

  it('moves no visitor back from the canary, nor between arms while the share stays, in 1,000 sessions', () => {
    expect(simulateSessions({ sessions: 1000, seed: 7 })).toEqual({ sessions: 1000, movedBack: 0, changedWithinStage: 0 });
  });
});
