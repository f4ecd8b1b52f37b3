#!/usr/bin/env node
// `npm run serve:metrics`: the metrics process of a host where nginx serves the site (`npm run serve`
// needs none: it counts in its own process). It serves the metrics on 127.0.0.1:$METRICS_PORT (9464)
// and takes, on 127.0.0.1:$METRICS_INGEST_PORT (9465), nginx's log lines (syslog over UDP) and the
// Web Vitals beacons nginx proxies from the site's /api/vitals (HTTP): the generated configuration's
// `--metrics 127.0.0.1:9465` sends both there.
const http = require('node:http');
const { startSiteMetricsListener } = require('./metrics');
const { startNginxLogListener } = require('./nginx-log');
const { VITALS_PATH, createVitalsEndpoint } = require('./vitals');

/** @typedef {import('node:net').AddressInfo} AddressInfo */

/** Starts the three listeners; resolves with their addresses. */
async function startMetricsProcess({ metricsPort = Number(process.env.METRICS_PORT || 9464), ingestPort = Number(process.env.METRICS_INGEST_PORT || 9465), host = '127.0.0.1' } = {}) {
  const handleVitals = createVitalsEndpoint();
  const vitals = http.createServer((request, response) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname === VITALS_PATH) return void handleVitals(request, response);
    response.writeHead(404).end();
  });
  const [metrics, log] = await Promise.all([
    startSiteMetricsListener({ port: metricsPort, host }),
    startNginxLogListener({ port: ingestPort, host }),
    /** @type {Promise<void>} */ (
      new Promise((resolve, reject) => {
        vitals.once('error', reject);
        vitals.listen(ingestPort, host, resolve);
      })
    ),
  ]);
  return {
    metricsUrl: `http://${host}:${/** @type {AddressInfo} */ (metrics.address()).port}/metrics`,
    ingest: `${host}:${ingestPort}`,
    close: () => Promise.all([new Promise((resolve) => metrics.close(resolve)), /** @type {Promise<void>} */ (new Promise((resolve) => log.close(resolve))), new Promise((resolve) => vitals.close(resolve))]),
  };
}

module.exports = { startMetricsProcess };

if (require.main === module) {
  startMetricsProcess().then(
    ({ metricsUrl, ingest }) => console.log(`metrics on ${metricsUrl}; nginx's log lines and Web Vitals beacons taken on ${ingest}`),
    (error) => {
      console.error(`metrics process not started: ${error.message}`);
      process.exit(1);
    },
  );
}
