// `npm run bench:canary`: generated beacon streams replayed against the real canary judge, on release records
// as the composer's rounds keep them (shell/server/canary/simulation.js says how the streams are made). For
// each candidate, CANARY_RUNS canaries (100) from start to their end, at 2 page views a second, stages 5% /
// 25% / 100% of 30, 60 and 60 minutes: how many were rolled back or promoted, and after how many canary
// views; then 10,000 visitors' sessions across the stages. Fails unless: an 80 ms busy-loop click handler is
// rolled back within 2,000 canary views every time, an identical build (A/A) is rolled back in at most 5 of
// 100, a remote failing in 2% of views is rolled back every time, and no visitor changes arm but forwards.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {typeof import('../server/canary/simulation')} */
const { SCENARIOS, simulateCanary, simulateSessions } = require('../server/canary/simulation');
/** @type {typeof import('../server/canary/judge')} */
const { JUDGE_SETTINGS } = require('../server/canary/judge');

const runs = Number(process.env.CANARY_RUNS || 100);

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** @type {string[]} */
const problems = [];
const scenarioNames = { identical: 'identical build (A/A)', busyClick: '80 ms busy-loop click handler', failing: 'remote fails in 2% of views' };
console.log(`${'candidate'.padEnd(32)}${'rolled back'.padStart(12)}${'promoted'.padStart(10)}${'undecided'.padStart(10)}   canary views to the end: median, max   minutes: median   metric`);
for (const [name, candidate] of Object.entries(SCENARIOS)) {
  const started = Date.now();
  const results = Array.from({ length: runs }, (_, index) => simulateCanary({ candidate, seed: index + 1 }));
  const count = (/** @type {string} */ outcome) => results.filter((result) => result.outcome === outcome).length;
  const ended = results.filter((result) => result.outcome !== 'undecided');
  const decided = ended.map((result) => result.views.canary);
  const metrics = [...new Set(results.flatMap((result) => result.failed))].join(', ') || '-';
  console.log(
    `${scenarioNames[/** @type {keyof typeof scenarioNames} */ (name)].padEnd(32)}${String(count('rollback')).padStart(12)}${String(count('promote')).padStart(10)}${String(count('undecided')).padStart(10)}   ${`${median(decided)}, ${Math.max(...decided)}`.padStart(36)}${String(Math.round(median(ended.map((result) => result.minutes)))).padStart(18)}   ${metrics}   (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (name === 'identical' && count('rollback') > Math.floor(runs * 0.05)) problems.push(`A/A rolled back in ${count('rollback')} of ${runs} runs (at most 5%)`);
  if (name === 'busyClick' && results.some((result) => result.outcome !== 'rollback' || result.views.canary > 2000)) problems.push('the 80 ms click handler was not rolled back within 2,000 canary views every time');
  if (name === 'failing' && count('rollback') < runs) problems.push(`the remote failing in 2% of views was rolled back in ${count('rollback')} of ${runs} runs only`);
}
// The test's own error, apart from the margins: with every margin 0, an identical build is rolled back when an
// interval lies wholly above 0, which the confidence sequences allow in at most 5% of runs however often they look.
{
  const strict = { ...JUDGE_SETTINGS, margins: { inp: 0, lcp: 0, failed: 0 } };
  const results = Array.from({ length: runs }, (_, index) => simulateCanary({ candidate: SCENARIOS.identical, seed: index + 1, settings: strict, maxViews: 40_000 }));
  const rolledBack = results.filter((result) => result.outcome === 'rollback').length;
  console.log(`${'A/A, every margin 0'.padEnd(32)}${String(rolledBack).padStart(12)}   (the confidence sequences' own error over ${results[0].views.canary + results[0].views.live} views a run, at most 5% of runs)`);
  if (rolledBack > Math.floor(runs * 0.05)) problems.push(`with every margin 0, A/A rolled back in ${rolledBack} of ${runs} runs (the test's error is over 5%)`);
}
const sessions = simulateSessions({ sessions: 10_000, seed: 1 });
console.log(`\n${sessions.sessions} sessions across 5% -> 25% -> 100%: ${sessions.movedBack} visitors moved back from the canary, ${sessions.changedWithinStage} changed arm while the share stayed`);
if (sessions.movedBack + sessions.changedWithinStage > 0) problems.push('a visitor changed arm');

if (problems.length > 0) {
  console.error(`\nFAILED:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery claim holds.');
