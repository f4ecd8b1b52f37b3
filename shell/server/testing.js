// Helpers for the tests of the site's server.
const { includedParts } = require('shared-content/tooling/fragment/include');
const { composeWith, includedPartsOf } = require('./compose');
const { register } = require('./metrics');
const { DEFAULT_STAGES, armOf, newVisitorId } = require('./registry/canary');

/**
 * The values metric `name` holds now; a histogram's carry the name of their series (`_bucket`, `_sum`, `_count`).
 * @param {string} name
 * @returns {Promise<import('prom-client').MetricValueWithName<string>[]>}
 */
async function metricValues(name) {
  const metric = register.getSingleMetric(name);
  if (!metric) throw new Error(`There is no metric ${name}.`);
  return (await metric.get()).values;
}

/**
 * A route's page as the shell's host composes it (shell-host.js's pageOf, without its page cache): the
 * parts the template includes (includedPartsOf, counted in the metrics), then the page (composeWith).
 * @param {string} template
 * @param {Record<string, import('./compose').LiveRelease>} live
 * @param {import('./compose').PartFor} partFor
 */
const composedPage = async (template, live, partFor) => composeWith(template, live, await includedPartsOf(includedParts(template), live, partFor));

/**
 * `count` new visitor ids in `arm` of `remote`'s canary at the share a canary starts with.
 * @param {'canary' | 'live'} arm
 * @param {string} remote
 * @param {number} count
 */
function newVisitorsIn(arm, remote, count) {
  /** @type {string[]} */
  const ids = [];
  while (ids.length < count) {
    const id = newVisitorId();
    if (armOf(id, remote, DEFAULT_STAGES[0].share) === arm) ids.push(id);
  }
  return ids;
}

module.exports = { composedPage, metricValues, newVisitorsIn };
