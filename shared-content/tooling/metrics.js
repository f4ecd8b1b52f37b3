// The one way the site's processes define and show metrics (prom-client's default registry): each metric
// once per process, and `GET /metrics` (Prometheus text format) on a port of its own on this machine,
// never on a public port. Used by the site's server (shell/server) and the contact service
// (mf-contact/server).
const http = require('node:http');
const client = require('prom-client');

const { register } = client;

/**
 * The metric named `config.name`, made on first use: a second copy of the code in one process (a release
 * candidate's contact service beside the live one) counts into the same metric instead of failing to start.
 * @template {new (config: any) => any} Type
 * @param {Type} Type  client.Counter, client.Gauge, client.Histogram
 * @param {ConstructorParameters<Type>[0]} config
 * @returns {InstanceType<Type>}
 */
function metric(Type, config) {
  return register.getSingleMetric(config.name) ?? new Type(config);
}

/**
 * Starts the listener, and the process's own metrics (CPU, memory, event loop) once; resolves with the server once it listens.
 * @param {{ port: number, host?: string }} options
 * @returns {Promise<http.Server>}
 */
function startMetricsListener({ port, host = '127.0.0.1' }) {
  if (!register.getSingleMetric('process_cpu_seconds_total')) client.collectDefaultMetrics({ register });
  const server = http.createServer(async (request, response) => {
    if (request.method !== 'GET' || new URL(request.url ?? '/', 'http://localhost').pathname !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at /metrics');
      return;
    }
    try {
      const body = await register.metrics();
      response.writeHead(200, { 'Content-Type': register.contentType }).end(body);
    } catch (error) {
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`metrics not collected: ${/** @type {Error} */ (error).message}`);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

module.exports = { metric, startMetricsListener };
