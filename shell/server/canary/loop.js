// The judge at work, in the composer's process (the one that takes the beacons): it counts each page view
// the beacon endpoint (../vitals.js) takes, by remote and the release it showed, and every `intervalMs`
// runs a round (judging.js) on each remote's record under the registry's lock, adding its counts to the
// canary's evidence there. Several composers each add what they counted to the same record, so every
// round judges the views all of them took; the one whose round sees the verdict applies it, in the same
// write, and counts it (careway_canary_*). Views counted while a remote has no canary are dropped.
const client = require('prom-client');
const { metric } = require('shared-content/tooling/metrics');
const { addView, emptyArm, mergedArm } = require('./evidence');
const { JUDGE_SETTINGS } = require('./judge');
const { judgedRecord } = require('./judging');
const { canaryOf, canaryShare } = require('../registry/canary');

/**
 * @typedef {import('./evidence').CountedView} CountedView
 * @typedef {import('./judge').ArmEvidence} ArmEvidence
 */

/** How often a round runs: a verdict is applied within this long of the views that decided it. */
const ROUND_INTERVAL_MS = 10_000;
/** Releases counted per remote between rounds: the canary and the live one, and a few a tab left open still shows. */
const RELEASES_PER_REMOTE = 4;

const share = metric(client.Gauge, { name: 'careway_canary_share', help: "The share of visitors (percent) each remote's canary serves, 0 without one", labelNames: ['remote'] });
const views = metric(client.Gauge, { name: 'careway_canary_views', help: "Page views the judge counted in each arm of each remote's running canary", labelNames: ['remote', 'arm'] });
const verdicts = metric(client.Gauge, {
  name: 'careway_canary_verdict',
  help: "The judge's verdict so far on each metric of each remote's running canary: 1 within its margin, 0 not known yet, -1 worse than the live release by more than the margin",
  labelNames: ['remote', 'metric'],
});
const rollbacks = metric(client.Counter, {
  name: 'careway_canary_rollbacks_total',
  help: 'Canaries the judge rolled back (the live release alone again), by remote and the metric that failed',
  labelNames: ['remote', 'metric'],
});
const advances = metric(client.Counter, {
  name: 'careway_canary_advances_total',
  help: 'Canary stages the judge passed, by remote and what followed: the next stage (advance) or the canary made live (promote)',
  labelNames: ['remote', 'decision'],
});

const VERDICT_VALUE = { pass: 1, hold: 0, fail: -1 };

/**
 * Starts the judge's rounds for `remotes` of `registry`.
 * @param {{ registry: import('../registry').Registry, remotes: string[], intervalMs?: number, now?: () => number, log?: (line: string) => void }} options
 */
function startCanaryJudge({ registry, remotes, intervalMs = ROUND_INTERVAL_MS, now = Date.now, log = console.log }) {
  // From 0, so that the first rollback is an increase Prometheus sees (CanaryRolledBack in alerts.yml).
  for (const remote of remotes) for (const name of Object.keys(JUDGE_SETTINGS.margins)) rollbacks.inc({ remote, metric: name }, 0);
  /** @type {Map<string, Map<string, ArmEvidence>>} */
  let counted = new Map();

  /**
   * Counts a page view of `remote` that showed `release` (a release id the composer included and the
   * visitor's arm gets: the beacon endpoint passes no other).
   * @param {string} remote
   * @param {string} release
   * @param {CountedView} view
   */
  function countView(remote, release, view) {
    const releases = counted.get(remote) ?? new Map();
    counted.set(remote, releases);
    let arm = releases.get(release);
    if (!arm) {
      if (releases.size >= RELEASES_PER_REMOTE) return;
      arm = emptyArm();
      releases.set(release, arm);
    }
    addView(arm, view);
  }

  /**
   * @param {string} remote
   * @param {ReturnType<typeof judgedRecord>} round
   */
  function report(remote, round) {
    share.set({ remote }, canaryShare(round.record));
    const evidence = canaryOf(round.record)?.evidence;
    for (const arm of /** @type {const} */ (['canary', 'live'])) views.set({ remote, arm }, evidence?.[arm].views ?? 0);
    for (const judged of round.judgement?.metrics ?? []) verdicts.set({ remote, metric: judged.metric }, VERDICT_VALUE[judged.verdict]);
    if (round.decision === 'rollback') {
      for (const failed of round.judgement?.failed ?? []) rollbacks.inc({ remote, metric: failed });
      log(`Canary ${round.release} of ${remote} ROLLED BACK by the judge: ${round.judgement?.failed.join(', ')} worse than the live release`);
    }
    if (round.decision === 'advance' || round.decision === 'promote') {
      advances.inc({ remote, decision: round.decision });
      log(`Canary ${round.release} of ${remote}: ${round.decision === 'promote' ? 'made live' : `now ${canaryShare(round.record)}% of visitors`} by the judge`);
    }
  }

  /** One round over every remote; a remote whose record cannot be read or written keeps its counts for the next. */
  async function round() {
    const taken = counted;
    counted = new Map();
    for (const remote of remotes) {
      const pending = taken.get(remote) ?? new Map();
      try {
        if (!canaryOf(await registry.read(remote))) {
          share.set({ remote }, 0);
          continue;
        }
        /** @type {ReturnType<typeof judgedRecord> | undefined} */
        let judged;
        await registry.update(remote, (record) => {
          judged = judgedRecord(record, pending, now());
          return judged.record;
        });
        if (judged) report(remote, judged);
      } catch (error) {
        log(`The canary judge could not judge ${remote} this round (${/** @type {Error} */ (error).message}); its counts wait for the next`);
        const releases = counted.get(remote) ?? new Map();
        counted.set(remote, releases);
        for (const [release, arm] of pending) {
          const since = releases.get(release);
          releases.set(release, since ? mergedArm(arm, since) : arm);
        }
      }
    }
  }

  let running = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(round);
  }, intervalMs);
  timer.unref();
  return {
    countView,
    /** Runs a round now (after any running one). */
    round: () => (running = running.then(round)),
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

module.exports = { ROUND_INTERVAL_MS, startCanaryJudge };
