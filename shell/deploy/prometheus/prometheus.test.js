/** @jest-environment node */
// The scrape configuration and alert rules as Prometheus reads them (Debian's `prometheus` package, which
// .ci/run installs): valid, and every alert fires on its situation and not on a healthy site (alerts.test.yml).
const { spawnSync } = require('node:child_process');

const promtool = (/** @type {string[]} */ ...args) => {
  const run = spawnSync('promtool', args, { cwd: __dirname, encoding: 'utf8' });
  if (run.error) throw new Error(`promtool is not installed: "apt-get install -y prometheus" (.ci/run does this). ${run.error.message}`);
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};

it('the scrape configuration and its rule file are valid', () => {
  const check = promtool('check', 'config', 'prometheus.yml');
  expect(check.output).toContain('SUCCESS: 12 rules found');
  expect(check.status).toBe(0);
});

it('every alert passes its unit tests', () => {
  const test = promtool('test', 'rules', 'alerts.test.yml');
  expect(test.output).toContain('SUCCESS');
  expect(test.status).toBe(0);
});
