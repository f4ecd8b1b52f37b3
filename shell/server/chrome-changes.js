// The chrome watch's reports (shell/src/layout/chromeWatch.ts), which arrive in the Web Vitals beacon
// (vitals.js): which remote's page was shown when its script changed the chrome, and what changed; and how
// many distinct visitors said so, which is what the alert counts (a forged report is cheap, many visitors are not).
const client = require('prom-client');
const { metric } = require('shared-content/tooling/metrics');
const { siteVocabulary } = require('./metrics');
const { REPORT_WINDOW_MS } = require('./visitors');

const chromeChanged = metric(client.Counter, {
  name: 'careway_chrome_changed_total',
  help: "Page views in which a remote's script changed the shell's chrome, by remote and what: header, notice (108), footer, lang, dir, covered (the call link not on top), links (a chrome link's click cancelled), style (a stylesheet added)",
  labelNames: ['remote', 'what'],
});

const chromeChangedVisitors = metric(client.Counter, {
  name: 'careway_chrome_changed_visitors_total',
  help: `Visitors whose browsers reported a remote's script changing the shell's chrome, by remote and what: each visitor (by address) counted once per remote and what in ${REPORT_WINDOW_MS / 60_000} minutes, so that one client cannot pass for many`,
  labelNames: ['remote', 'what'],
});

/**
 * The beacon's `chrome` field (`["about:footer", ...]`, each at most once), or null when it is not one:
 * absent is none, anything but known remotes and changes makes the whole beacon invalid.
 * @param {unknown} field
 * @returns {{ remote: string, what: string }[] | null}
 */
function chromeChangesOf(field) {
  if (field === undefined) return [];
  if (!Array.isArray(field) || new Set(field).size !== field.length) return null;
  const { pageRoutes, chromeChanges } = siteVocabulary();
  const changes = field.map((entry) => (typeof entry === 'string' ? entry.split(':') : []));
  const known = changes.every(([remote, what, ...rest]) => rest.length === 0 && pageRoutes.some((page) => page.remote === remote) && chromeChanges.some((change) => change === what));
  return known ? changes.map(([remote, what]) => ({ remote, what })) : null;
}

/**
 * @param {{ remote: string, what: string }[]} changes
 * @param {(report: string) => boolean} firstFromVisitor  whether this visitor's report is its first of the kind in the window
 */
function countChromeChanges(changes, firstFromVisitor) {
  for (const labels of changes) {
    chromeChanged.inc(labels);
    if (firstFromVisitor(`chrome ${labels.remote}:${labels.what}`)) chromeChangedVisitors.inc(labels);
  }
}

module.exports = { chromeChangesOf, countChromeChanges };
