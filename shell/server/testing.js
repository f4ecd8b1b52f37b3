// Helpers for the tests of the site's server.
const { register } = require('./metrics');

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

module.exports = { metricValues };
