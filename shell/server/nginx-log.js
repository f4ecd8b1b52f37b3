// nginx's side of the metrics: when nginx composes, it writes one log line per event in a fixed format
// (log_format careway_* in shell/deploy/nginx-config.js) to the metrics process over syslog (UDP on this
// machine), which counts them into the same metrics as the embedded server:
//
//   include <remote> <language> <status> <fetch status> <seconds>
//       a page included a remote's part (200) or its fallback; <fetch status> is the part handler's answer
//       when nginx asked it (200 ok, 500 refused, anything else failed), `-` when the part came from the cache
//   part <remote> <language> <release>
//       the release a remote answered with (`-` when it answered nothing)
//   page <path> <status> <seconds>
//       a composed page answered to a visitor
const dgram = require('node:dgram');
const metrics = require('./metrics');

const NGINX_LOG_TAG = 'careway';

/** How asking the remote went, from the part handler's status (`-`: nginx did not ask, the part was cached). */
const fetchResult = (/** @type {string} */ status) => (status === '-' ? null : status === '200' ? 'ok' : status === '500' ? 'refused' : 'failed');

/**
 * The message of a syslog datagram from nginx (`<190>Nov 25 12:00:00 careway: part ...`), or null.
 * @param {Buffer | string} datagram
 */
function messageOf(datagram) {
  const text = String(datagram);
  const start = text.indexOf(`${NGINX_LOG_TAG}: `);
  return start === -1 ? null : text.slice(start + NGINX_LOG_TAG.length + 2).trim();
}

/**
 * Counts one log line; returns false for a line it does not know (nothing counted).
 * @param {string} line
 */
function recordLine(line) {
  const [kind, ...fields] = line.split(' ');
  if (kind === 'include' && fields.length === 5) {
    const [remote, language, status, fetchStatus, seconds] = fields;
    const result = fetchResult(fetchStatus);
    if (result) metrics.recordAttempt(remote, language, result);
    metrics.recordInclude(remote, language, status === '200', Number(seconds) || 0);
    return true;
  }
  if (kind === 'part' && fields.length === 3) {
    const [remote, , release] = fields;
    if (release !== '-') metrics.recordRelease(remote, release);
    return true;
  }
  if (kind === 'page' && fields.length === 3) {
    const [pathname, status, seconds] = fields;
    const route = metrics.routeLabels(pathname);
    if (!route) return false;
    metrics.recordPage(route, Number(status), Number(seconds) || 0);
    return true;
  }
  return false;
}

/**
 * Listens for nginx's syslog datagrams on `host:port` (this machine only by default).
 * @param {{ port: number, host?: string }} options
 * @returns {Promise<import('node:dgram').Socket>}
 */
function startNginxLogListener({ port, host = '127.0.0.1' }) {
  const socket = dgram.createSocket('udp4');
  socket.on('message', (datagram) => {
    const line = messageOf(datagram);
    if (line === null || !recordLine(line)) console.warn(`nginx log: a line in no known format: ${String(datagram).slice(0, 200)}`);
  });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, host, () => resolve(socket));
  });
}

module.exports = { NGINX_LOG_TAG, messageOf, recordLine, startNginxLogListener };
