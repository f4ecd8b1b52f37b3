#!/usr/bin/env node
// The contact service alone, on its own port (CONTACT_API_PORT, default 3005): for a deployment where
// a reverse proxy sends the contact origin's /api/messages here. `npm run serve` does not need it:
// it mounts the same service on the contact remote's origin.
const http = require('node:http');
const { startContactService } = require('.');
const { startMetricsListener } = require('shared-content/tooling/metrics');
const { ConfigError } = require('./config');

startContactService().then(
  (service) => {
    const server = http.createServer(service.handle);
    const { apiHost, apiPort } = service.config;
    server.listen(apiPort, apiHost, () => console.log(`contact service listening on http://${apiHost}:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}/api/messages`));
    startMetricsListener({ port: service.config.metricsPort }).then(
      (metrics) => console.log(`contact service metrics on http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (metrics.address()).port}/metrics (this machine only)`),
      (error) => console.error(`contact service metrics not shown (${error.message}): set CONTACT_METRICS_PORT to a free port`),
    );
    const stop = () => server.close(() => service.close().then(() => process.exit(0)));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  },
  (error) => {
    console.error(`contact service not started: ${error.message}`);
    // 2: a setting to correct before starting again; 1: anything else. (A database not there yet is
    // no reason to stop: the service answers 503 and tries again.)
    process.exit(error instanceof ConfigError ? 2 : 1);
  },
);
