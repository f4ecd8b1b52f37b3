/** @jest-environment node */
// The scrape configuration and alert rules as Prometheus reads them (Debian's `prometheus` package, which
// .ci/run installs): valid, and every alert fires on its situation and not on a healthy site (alerts.test.yml).
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { REPORT_WINDOW_MS } = require('../../server/visitors');

const promtool = (/** @type {string[]} */ ...args) => {
  const run = spawnSync('promtool', args, { cwd: __dirname, encoding: 'utf8' });
  if (run.error) throw new Error(`promtool is not installed: "apt-get install -y prometheus" (.ci/run does this). ${run.error.message}`);
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};

it('the scrape configuration and its rule file are valid', () => {
  const check = promtool('check', 'config', 'prometheus.yml');
  // Every rule of alerts.yml is read: as many found as the file has alerts.
  const alerts = fs.readFileSync(path.join(__dirname, 'alerts.yml'), 'utf8').match(/^\s*- alert:/gm) ?? [];
  expect(check.output).toContain(`SUCCESS: ${alerts.length} rules found`);
  expect(check.status).toBe(0);
});

it('every alert passes its unit tests', () => {
  const test = promtool('test', 'rules', 'alerts.test.yml');
  expect(test.output).toContain('SUCCESS');
  expect(test.status).toBe(0);
});

it('the alerts that count distinct visitors look back over the window in which the server counts a visitor once', () => {
  const rules = fs.readFileSync(path.join(__dirname, 'alerts.yml'), 'utf8').split(/^\s*- alert: /m).slice(1);
  const visitorAlerts = rules.filter((rule) => /_visitors_total\b/.test(rule));
  const minutes = (/** @type {string} */ rule) => Array.from(rule.matchAll(/\[(\d+)m\]/g), ([, count]) => Number(count));
  expect(visitorAlerts.map((rule) => rule.split('\n')[0])).toEqual(['PageScriptChangedChrome', 'ScriptRefused', 'RemoteFailsInBrowsers']);
  expect(visitorAlerts.flatMap(minutes)).toEqual(visitorAlerts.map(() => REPORT_WINDOW_MS / 60_000));
});
