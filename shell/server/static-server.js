// The embedded production server behind `npm run serve`: one per app, reading files on every request,
// so a remote rebuilt while the site runs is served fresh without a restart. Same rules as the nginx
// reference configuration (see headers.js and ../deploy).
const fs = require('node:fs/promises');
const http = require('node:http');
const path = require('node:path');
const crypto = require('node:crypto');
const zlib = require('node:zlib');
const { promisify } = require('node:util');
const { canonicalPath, routePathsOf } = require('./canonical-url');
const { compose, createPartCache } = require('./compose');
const { cacheControl, contentSecurityPolicy, inlineScriptHashes, securityHeaders } = require('./headers');
const metrics = require('./metrics');

/** @type {Record<Encoding, (html: string) => Promise<Buffer>>} */
const compressHtml = {
  br: promisify((/** @type {string} */ body, /** @type {(error: Error | null, result: Buffer) => void} */ callback) => zlib.brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }, callback)),
  gzip: promisify(zlib.gzip),
};

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

/**
 * The encodings the browser takes (`q=0` refuses one), best first.
 * @returns {Encoding[]}
 */
function acceptedEncodings(acceptEncoding = '') {
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
const notModified = (/** @type {http.IncomingMessage} */ request, /** @type {string} */ etag) => (request.headers['if-none-match'] ?? '').split(/\s*,\s*/).includes(etag);

/**
 * The build writes `.br` and `.gz` beside each compressible file: serve the best one the browser takes.
 * @param {string} filePath
 * @param {string} [acceptEncoding]
 */
async function precompressed(filePath, acceptEncoding) {
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const extension = encoding === 'br' ? '.br' : '.gz';
    if (await statFile(filePath + extension)) {
      return { encoding, filePath: filePath + extension };
    }
  }
  return { encoding: null, filePath };
}

/**
 * What one server gives its connections, so slow or idle ones cannot use it up: at most
 * `maxConnections` open (past it a new connection is closed at once), the request's headers within
 * `headersTimeoutMs` and the whole request within `requestTimeoutMs` (else 408 and closed, checked every
 * `checkEveryMs`), and a connection with nothing sent or read for `idleTimeoutMs` closed (a visitor
 * who never reads the answer, a kept-alive connection left open).
 */
const connectionLimits = { maxConnections: 1000, headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, idleTimeoutMs: 30_000, checkEveryMs: 1000 };

/**
 * `server` with `limits` (see connectionLimits) on its connections.
 * @param {http.Server} server
 * @param {typeof connectionLimits} limits
 */
function limitConnections(server, limits) {
  server.maxConnections = limits.maxConnections;
  server.setTimeout(limits.idleTimeoutMs);
  return server;
}

/**
 * @param {object} options
 * @param {string | ((pathname: string) => string[])} options.root  the dist folder to serve, or (a remote's
 *   releases, see releases.js) a function giving per request the folders to look in, in order
 * @param {boolean} [options.spa]             shell mode: `/x` serves `x/index.html`, unknown paths `404.html` (under
 *   `/te/`: `te/404.html`) with status 404
 * @param {boolean} [options.cors]            remote mode: other origins (the shell) may load these files
 * @param {Record<string, () => object>} [options.json]  extra JSON documents answered by path (the remotes configuration)
 * @param {Record<string, http.RequestListener>} [options.handlers]  endpoints answered by path, any method (the Web Vitals beacon)
 * @param {() => Record<string, string>} [options.remotes]  shell mode: the remotes configuration (name -> remoteEntry URL),
 *   for the CSP and for including each route's page fragment into its HTML
 * @param {Record<string, http.RequestListener>} [options.routes]  services answering a path and everything under it
 *   (`/api/messages`, `/api/messages?x`, `/api/messages/x`) before anything else, with their own headers
 * @returns {http.RequestListener}
 */
function createStaticHandler({ root, spa = false, cors = false, json = {}, handlers = {}, remotes = () => ({}), routes = {} }) {
  const partFor = spa ? createPartCache() : null;
  // Release hook: a remote served from its releases looks a path up in the folders its pointer names.
  const foldersFor = typeof root === 'function' ? root : () => [root];
  if (spa && typeof root !== 'string') throw new Error('Shell mode (spa) serves one folder: give root as its path');
  // The shell's one folder, where its routes and 404 pages are (none for a remote).
  const shellRoot = typeof root === 'string' && spa ? root : null;

  /** @param {string} pathname */
  async function resolve(pathname) {
    const safePath = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    for (const folder of foldersFor(safePath)) {
      const candidates = privateFile.test(safePath) ? [] : [path.join(folder, safePath)];
      if (spa) candidates.push(path.join(folder, safePath, 'index.html'));
      for (const candidate of candidates) {
        if (!candidate.startsWith(folder)) continue;
        if (await statFile(candidate)) return { filePath: candidate, status: 200 };
      }
    }
    const notFound = shellRoot ? await notFoundPage(shellRoot, safePath) : null;
    return notFound ? { filePath: notFound, status: 404 } : null;
  }

  /**
   * The 404 page in the language of the path's first segment (`/te/x` -> te/404.html), else the English one.
   * @param {string} folder  the shell's
   * @param {string} safePath
   */
  async function notFoundPage(folder, safePath) {
    const language = /^\/([a-z]{2})\//.exec(safePath)?.[1];
    for (const candidate of [language && path.join(folder, language, '404.html'), path.join(folder, '404.html')]) {
      if (candidate && (await statFile(candidate))) return candidate;
    }
    return null;
  }

  const routeOf = (/** @type {string} */ url) => Object.keys(routes).find((route) => url === route || url.startsWith(`${route}/`) || url.startsWith(`${route}?`));

  return async (request, response) => {
    // A server's request always has its address (only a client's response has none).
    const url = /** @type {string} */ (request.url);
    const serviceRoute = routeOf(url);
    if (serviceRoute) return void routes[serviceRoute](request, response);
    const started = process.hrtime.bigint();
    try {
      for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
      const pathname = validPathname(url);
      if (!pathname) {
        response.writeHead(400, { 'Content-Type': contentTypes['.txt'], 'Cache-Control': 'no-cache' }).end('Bad request: the address is not valid');
        return;
      }
      if (Object.hasOwn(handlers, pathname)) return void handlers[pathname](request, response);
      if (cors) response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Vary', 'Accept-Encoding');

      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }

      if (json[pathname]) {
        response.writeHead(200, { 'Content-Type': contentTypes['.json'], 'Cache-Control': 'no-cache' });
        response.end(request.method === 'HEAD' ? undefined : JSON.stringify(json[pathname]()));
        return;
      }

      const canonical = shellRoot && canonicalPath(pathname, () => routePathsOf(shellRoot));
      if (canonical) return void response.writeHead(301, { Location: canonical + new URL(url, 'http://localhost').search }).end();

      const found = await resolve(pathname);
      if (!found) {
        response.writeHead(404, { 'Content-Type': contentTypes['.txt'], 'Cache-Control': 'no-cache' }).end('Not found');
        return;
      }

      const type = contentTypes[path.extname(found.filePath)] ?? 'application/octet-stream';
      /** @type {http.OutgoingHttpHeaders} */
      const headers = {
        'Content-Type': type,
        'Cache-Control': found.status === 200 ? cacheControl(found.filePath) : 'no-cache',
      };
      let body;
      if (type.startsWith('text/html')) {
        // HTML is composed per request (the shell's includes), so it is compressed per request too.
        const route = spa && found.status === 200 ? metrics.routeLabels(pathname) : null;
        // 499 (nginx's word for it) when the visitor left before the page was complete, a hung remote's cost.
        if (route) response.once('close', () => metrics.recordPage(route, response.writableFinished ? response.statusCode : 499, Number(process.hrtime.bigint() - started) / 1e9));
        const config = remotes();
        const template = await fs.readFile(found.filePath, 'utf8');
        // Script hashes come from the shell's own template, style hashes from the CSS the composer wrote:
        // nothing a remote sends can get itself allowed.
        const { html, styleHashes } = partFor ? await compose(template, config, partFor) : { html: template, styleHashes: [] };
        headers['Content-Security-Policy'] = contentSecurityPolicy({
          remoteOrigins: Object.values(config).map((entry) => new URL(entry).origin),
          scriptHashes: inlineScriptHashes(template),
          styleHashes,
        });
        const etag = etagOf(html);
        headers.ETag = etag;
        if (found.status === 200 && notModified(request, etag)) return void response.writeHead(304, headers).end();
        const [encoding] = acceptedEncodings(request.headers['accept-encoding']);
        body = encoding ? await compressHtml[encoding](html) : Buffer.from(html);
        if (encoding) headers['Content-Encoding'] = encoding;
      } else {
        const { encoding, filePath } = await precompressed(found.filePath, request.headers['accept-encoding']);
        const stat = await fs.stat(filePath);
        const etag = etagOf(filePath, stat.size, stat.mtimeMs);
        headers.ETag = etag;
        headers['Last-Modified'] = stat.mtime.toUTCString();
        if (encoding) headers['Content-Encoding'] = encoding;
        if (found.status === 200 && notModified(request, etag)) return void response.writeHead(304, headers).end();
        body = await fs.readFile(filePath);
      }
      headers['Content-Length'] = body.length;
      response.writeHead(found.status, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      // One line, no stack: a failing disk or a bug must not flood the log at the rate of requests.
      console.error(`${request.method} ${url}: ${/** @type {Error} */ (error).message}`);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': contentTypes['.txt'] });
      response.end('Server error');
    }
  };
}

/**
 * A server of the static handler (see createStaticHandler for `options`) with `limits` on its connections.
 * @param {Parameters<typeof createStaticHandler>[0] & { limits?: typeof connectionLimits }} options
 */
function createStaticServer({ limits = connectionLimits, ...options }) {
  const timeouts = { headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: limits.checkEveryMs };
  return limitConnections(http.createServer(timeouts, createStaticHandler(options)), limits);
}

/**
 * The request's path, decoded once to check it; null when it is not a valid address (`/%zz`).
 * @param {string} url
 */
function validPathname(url) {
  try {
    const { pathname } = new URL(url, 'http://localhost');
    decodeURIComponent(pathname);
    return pathname;
  } catch {
    return null;
  }
}

module.exports = { createStaticHandler, createStaticServer, contentTypes, acceptedEncodings };
