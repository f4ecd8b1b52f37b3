#!/usr/bin/env node
// A remote's canary (../server/registry/canary.js) for a person: where it stands and what the judge
// (../server/canary/judge.js) makes of it so far, and a person's promote or abort. From a remote's folder:
//
//   npm run canary -w mf-about                  the stage, the views per arm, each metric with its interval, the verdict so far
//   npm run canary -w mf-about -- --promote     make the canary live now (the live release becomes the rollback target)
//   npm run canary -w mf-about -- --abort       the live release alone again
//
// Options: --registry DIR (the shell host's release registry, default RELEASE_REGISTRY or shell/registry).
const { apps } = require('shared-content/tooling/apps');
const { defaultRegistryDir, openRegistry } = require('../server/registry');
const { canaryOf, withCanaryAborted, withCanaryPromoted } = require('../server/registry/canary');
const { emptyEvidence, judge } = require('../server/canary/judge');

/** @typedef {import('../server/registry').ReleaseRecord} ReleaseRecord */

const METRIC_NAMES = { inp: 'INP above live p75', lcp: 'LCP above live p75', failed: 'failed views' };

const percent = (/** @type {number} */ share) => `${(share * 100).toFixed(2)}%`;
const points = (/** @type {number} */ difference) => `${difference >= 0 ? '+' : ''}${(difference * 100).toFixed(2)}`;
const minutes = (/** @type {number} */ ms) => `${Math.floor(ms / 60_000)} min`;
const ms = (/** @type {number | null | undefined} */ value) => (value === null || value === undefined ? '-' : value === Infinity ? '>60 s' : `${value} ms`);

/**
 * What a person reads about a remote's canary at `now`.
 * @param {string} remote
 * @param {ReleaseRecord} record
 * @param {number} now
 */
function formatCanary(remote, record, now) {
  const canary = canaryOf(record);
  if (!canary) {
    const ended = record.canaryEnded;
    const last = ended ? `\nLast canary: ${ended.release}, ${ended.outcome} ${new Date(ended.at).toISOString()}: ${ended.reason}` : '';
    return `No canary of ${remote} is running; live: ${record.live ?? 'none'}.${last}`;
  }
  const stage = canary.stages[canary.stage];
  const evidence = canary.evidence ?? emptyEvidence();
  const judgement = judge(evidence);
  const lines = [
    `Canary ${canary.release} of ${remote} against live ${record.live}, started ${new Date(canary.startedAt).toISOString()}`,
    `Stage ${canary.stage + 1} of ${canary.stages.length}: ${stage.share}% of visitors, for ${minutes(now - canary.stageStartedAt)} (at least ${minutes(stage.minimumMs)}); stages ${canary.stages.map((each) => `${each.share}%`).join(' -> ')}`,
    `Views: canary ${evidence.canary.views}, live ${evidence.live.views}`,
    '',
    `${'share of views'.padEnd(20)}${'canary'.padStart(8)}${'live'.padStart(9)}  ${'difference [interval]'.padEnd(26)}${'margin'.padStart(7)}  verdict`,
  ];
  for (const metric of judgement.metrics) {
    const p75 = metric.p75 ? `; p75 canary ${ms(metric.p75.canary)}, live ${ms(metric.p75.live)}` : '';
    const interval = `${points(metric.difference)} [${points(metric.lower)}, ${points(metric.upper)}]`;
    lines.push(
      `${METRIC_NAMES[metric.metric].padEnd(20)}${percent(metric.canary).padStart(8)}${percent(metric.live).padStart(9)}  ${interval.padEnd(26)}${points(metric.margin).padStart(7)}  ${metric.verdict} (${metric.views.canary}/${metric.views.live} views${p75})`,
    );
  }
  lines.push(
    '',
    'Differences in percentage points, canary minus live, each interval valid at every look (all three at once 95% of the time).',
    'Failed views: the remote failed (its code not loaded, as a refused script makes it, or its page not rendered), changed the chrome, or threw an uncaught error.',
  );
  const verdict = {
    fail: `FAIL (${judgement.failed.join(', ')}): the judge rolls it back at its next round`,
    pass: 'PASS: every metric within its margin; the stage moves on once it has lasted its minimum',
    hold: 'HOLD: not enough evidence either way yet; the stage stays',
  }[judgement.verdict];
  return [...lines, '', `Verdict so far: ${verdict}`].join('\n');
}

module.exports = { formatCanary };

if (require.main === module) {
  const args = process.argv.slice(2);
  const registryIndex = args.indexOf('--registry');
  const registry = openRegistry(registryIndex === -1 ? defaultRegistryDir() : args[registryIndex + 1]);
  const named = args.find((arg) => apps.some((app) => app.name === arg && app.name !== 'shell'));
  const app = apps.find((candidate) => candidate.name === named) ?? apps.find((candidate) => candidate.dir === process.env.npm_package_name && candidate.name !== 'shell');
  const promote = args.includes('--promote');
  const abort = args.includes('--abort');
  if (!app || (promote && abort)) {
    console.error('Usage: canary.js <remote> [--promote | --abort] [--registry DIR]');
    process.exit(2);
  }
  (async () => {
    if (promote || abort) {
      const record = await registry.update(app.name, (current) => (promote ? withCanaryPromoted(current, 'promoted by a person') : withCanaryAborted(current, 'aborted by a person')));
      console.log(promote ? `Release ${record.live} of ${app.name} is live.` : `The canary of ${app.name} is aborted; release ${record.live} serves every visitor.`);
    } else console.log(formatCanary(app.name, await registry.read(app.name), Date.now()));
  })()
    .catch((error) => {
      console.error(error.message);
      process.exitCode = 1;
    })
    .finally(() => registry.close());
}
