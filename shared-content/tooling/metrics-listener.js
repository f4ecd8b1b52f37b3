// The one way a process of the site shows its metrics: `GET /metrics` (Prometheus text format, from
// prom-client's default registry) on a port of its own on this machine, never on a public port. Used by
// the site's server (shell/server) and the contact service alone (mf-contact/server/main.js).
const http = require('node:http');
const client = require('prom-client');

const { register } = client;

/** Starts the listener, and the process's own metrics (CPU, memory, event loop) once; resolves with the server once it listens. */
function startMetricsListener({ port, host = '127.0.0.1' }) {
  if (!register.getSingleMetric('process_cpu_seconds_total')) client.collectDefaultMetrics({ register });
  const server = http.createServer(async (request, response) => {
    if (request.method !== 'GET' || new URL(request.url, 'http://localhost').pathname !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at /metrics');
      return;
    }
    try {
      const body = await register.metrics();
      response.writeHead(200, { 'Content-Type': register.contentType }).end(body);
    } catch (error) {
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`metrics not collected: ${error.message}`);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

module.exports = { startMetricsListener };
