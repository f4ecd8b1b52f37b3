// What both embedded servers share (the shell's host, shell-host.js, and a remote's file server,
// file-server.js): finding a file under a folder, answering it compressed as the build wrote it with its
// validators, connection limits, and the answer to a request that failed.
const fs = require('node:fs/promises');
const http = require('node:http');
const path = require('node:path');
const crypto = require('node:crypto');
const { cacheControl, securityHeaders } = require('./headers');
const { recentlyUsed } = require('./recently-used');

/** @type {Record<string, string>} */
const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** @param {string} filePath */
async function statFile(filePath) {
  try {
    const stat = await fs.stat(filePath);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/** @typedef {'br' | 'gzip'} Encoding */

/** The answers to the Accept-Encoding headers seen most recently (browsers send a few). */
/** @type {ReturnType<typeof recentlyUsed<Encoding[]>>} */
const encodingsKept = recentlyUsed(64);

/**
 * The encodings the browser takes (`q=0` refuses one), best first.
 * @returns {Encoding[]}
 */
function acceptedEncodings(acceptEncoding = '') {
  return encodingsKept.get(acceptEncoding, encodingsIn);
}

/** @param {string} acceptEncoding */
function encodingsIn(acceptEncoding) {
  /** @type {Record<string, number>} */
  const weights = {};
  for (const item of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...parameters] = item.trim().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)).find(Boolean);
    weights[name.trim()] = quality ? Number(quality[1]) : 1;
  }
  const weight = (/** @type {Encoding} */ name) => weights[name] ?? weights['*'] ?? 0;
  return /** @type {Encoding[]} */ (['br', 'gzip']).filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a));
}

/** Build files that are not for the public: source maps (sources, build paths) and federation build statistics. */
const privateFile = /\.map$|(^|\/)mf-stats\.json/;

/** A validator for conditional requests: weak, from what identifies the body. */
const etagOf = (/** @type {(string | number)[]} */ ...parts) => `W/"${crypto.createHash('sha1').update(parts.join('|')).digest('base64url').slice(0, 22)}"`;
const notModified = (/** @type {http.IncomingMessage} */ request, /** @type {string} */ etag) => request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag) ?? false;

/** The paths of the addresses asked for most recently (a site's pages are asked for again and again). */
/** @type {ReturnType<typeof recentlyUsed<ReturnType<typeof pathnameOf>>>} */
const pathsKept = recentlyUsed(256);
/** Addresses longer than this are not kept. */
const KEPT_URL_LENGTH = 256;

/**
 * The request's path, decoded once to check it and made safe (no `..` above the folder); null when it is
 * not a valid address (`/%zz`). Kept by the part before the query, which the path does not depend on.
 * @param {string} url
 */
function safePathname(url) {
  const [address] = url.split('?', 1);
  return address.length <= KEPT_URL_LENGTH ? pathsKept.get(address, pathnameOf) : pathnameOf(address);
}

/** @param {string} url */
function pathnameOf(url) {
  try {
    const { pathname } = new URL(url, 'http://localhost');
    return { pathname, safePath: path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '') };
  } catch {
    return null;
  }
}

/**
 * The first of `candidates` that is a file inside `folder`, else null.
 * @param {string} folder
 * @param {string[]} candidates
 */
async function fileIn(folder, candidates) {
  for (const candidate of candidates) if (candidate.startsWith(folder) && (await statFile(candidate))) return candidate;
  return null;
}

/**
 * Answers a file that is not composed: the best precompressed copy the build wrote beside it (`.br`, `.gz`)
 * that the browser takes, with its validators; 304 for a revalidation of an unchanged file.
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 * @param {string} filePath
 * @param {number} status
 */
async function sendFile(request, response, filePath, status) {
  const encoding = (await Promise.all(acceptedEncodings(request.headers['accept-encoding']).map(async (name) => ((await statFile(`${filePath}.${name === 'br' ? 'br' : 'gz'}`)) ? name : null)))).find(Boolean);
  const sent = encoding ? `${filePath}.${encoding === 'br' ? 'br' : 'gz'}` : filePath;
  const stat = await fs.stat(sent);
  const etag = etagOf(sent, stat.size, stat.mtimeMs);
  /** @type {http.OutgoingHttpHeaders} */
  const headers = {
    'Content-Type': contentTypes[path.extname(filePath)] ?? 'application/octet-stream',
    'Cache-Control': status === 200 ? cacheControl(filePath) : 'no-cache',
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
    ...(encoding && { 'Content-Encoding': encoding }),
  };
  if (status === 200 && notModified(request, etag)) return void response.writeHead(304, headers).end();
  const body = await fs.readFile(sent);
  response.writeHead(status, { ...headers, 'Content-Length': body.length }).end(request.method === 'HEAD' ? undefined : body);
}

/**
 * Sets the security headers (headers.js) on `response`.
 * @param {http.ServerResponse} response
 */
function secure(response) {
  for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
  return response;
}

/**
 * A request handler that answers the security headers on everything, 400 for an address that is not
 * valid, 405 for a method other than GET and HEAD, and 500 when `handle` fails: the failure is logged with
 * its stack, once per message and minute, so a failing disk or a bug does not flood the log at the rate of requests.
 * With `headsKept`, `handle` secures (`secure`) every answer but those it writes with a whole head of its own
 * that has them (a kept page's, page-cache.js): writeHead takes such a head as it is when nothing was set
 * before, where it would otherwise merge it header by header into what was.
 * @param {(request: http.IncomingMessage, response: http.ServerResponse, where: { pathname: string, safePath: string }) => Promise<void>} handle
 * @param {{ log?: (message: string) => void, headsKept?: boolean }} [options]
 * @returns {http.RequestListener}
 */
function fileRequests(handle, { log = (message) => console.error(message), headsKept = false } = {}) {
  /** @type {Map<string, number>} */
  const loggedAt = new Map();
  return async (request, response) => {
    const url = /** @type {string} */ (request.url);
    try {
      if (!headsKept) secure(response);
      const where = safePathname(url);
      if (!where) return void secure(response).writeHead(400, { 'Content-Type': contentTypes['.txt'], 'Cache-Control': 'no-cache' }).end('Bad request: the address is not valid');
      await handle(request, response, where);
    } catch (error) {
      const { message, stack } = /** @type {Error} */ (error);
      if (Date.now() - (loggedAt.get(message) ?? -Infinity) > 60_000) {
        loggedAt.set(message, Date.now());
        log(`${request.method} ${url}: ${stack ?? message}`);
      }
      if (!response.headersSent) secure(response).writeHead(500, { 'Content-Type': contentTypes['.txt'] });
      response.end('Server error');
    }
  };
}

/** Whether the request is one the servers answer with a file or page: a GET or HEAD. */
const readsOnly = (/** @type {http.IncomingMessage} */ request) => request.method === 'GET' || request.method === 'HEAD';

/** Answers 405 unless the request is a GET or HEAD; true when it did. */
const refusedMethod = (/** @type {http.IncomingMessage} */ request, /** @type {http.ServerResponse} */ response) => !readsOnly(request) && Boolean(response.writeHead(405, { Allow: 'GET, HEAD' }).end());

/**
 * What one server gives its connections, so slow or idle ones cannot use it up: at most
 * `maxConnections` open (past it a new connection is closed at once), the request's headers within
 * `headersTimeoutMs` and the whole request within `requestTimeoutMs` (else 408 and closed, checked every
 * `checkEveryMs`), and a connection with nothing sent or read for `idleTimeoutMs` closed (a visitor
 * who never reads the answer, a kept-alive connection left open).
 */
const connectionLimits = { maxConnections: 1000, headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, idleTimeoutMs: 30_000, checkEveryMs: 1000 };

/**
 * A server of `handler` with `limits` on its connections.
 * @param {http.RequestListener} handler
 * @param {typeof connectionLimits} [limits]
 */
function limitedServer(handler, limits = connectionLimits) {
  const server = http.createServer({ headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: limits.checkEveryMs }, handler);
  server.maxConnections = limits.maxConnections;
  server.setTimeout(limits.idleTimeoutMs);
  return server;
}

module.exports = { acceptedEncodings, connectionLimits, contentTypes, etagOf, fileIn, fileRequests, limitedServer, notModified, privateFile, readsOnly, refusedMethod, safePathname, secure, sendFile, statFile };
