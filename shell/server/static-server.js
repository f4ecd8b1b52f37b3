// The embedded production server behind `npm run serve`: one per app, reading files on every request,
// so a remote rebuilt while the site runs is served fresh without a restart. Same rules as the nginx
// reference configuration (see headers.js and ../deploy).
const fs = require('node:fs/promises');
const http = require('node:http');
const path = require('node:path');
const zlib = require('node:zlib');
const { promisify } = require('node:util');
const { canonicalPath, routePathsOf } = require('./canonical-url');
const { compose } = require('./compose');
const { cacheControl, contentSecurityPolicy, inlineScriptHashes, securityHeaders } = require('./headers');

const compressHtml = {
  br: promisify((body, callback) => zlib.brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }, callback)),
  gzip: promisify(zlib.gzip),
};

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

async function statFile(filePath) {
  try {
    const stat = await fs.stat(filePath);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/** The encodings the browser takes, best first. */
const acceptedEncodings = (acceptEncoding = '') => ['br', 'gzip'].filter((name) => new RegExp(`\\b${name}\\b`).test(acceptEncoding));

/** The build writes `.br` and `.gz` beside each compressible file: serve the best one the browser takes. */
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
 * @param {object} options
 * @param {string} options.root               the dist folder to serve
 * @param {boolean} [options.spa]             shell mode: `/x` serves `x/index.html`, unknown paths `404.html` with status 404
 * @param {boolean} [options.cors]            remote mode: other origins (the shell) may load these files
 * @param {Record<string, () => object>} [options.json]  extra JSON documents answered by path (the remotes configuration)
 * @param {() => Record<string, string>} [options.remotes]  shell mode: the remotes configuration (name -> remoteEntry URL),
 *   for the CSP and for including each route's page fragment into its HTML
 */
function createStaticServer({ root, spa = false, cors = false, json = {}, remotes = () => ({}) }) {
  async function resolve(pathname) {
    const safePath = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    const candidates = [path.join(root, safePath)];
    if (spa) candidates.push(path.join(root, safePath, 'index.html'));
    for (const candidate of candidates) {
      if (!candidate.startsWith(root)) continue;
      if (await statFile(candidate)) return { filePath: candidate, status: 200 };
    }
    const notFoundPage = spa ? path.join(root, '404.html') : null;
    return notFoundPage && (await statFile(notFoundPage)) ? { filePath: notFoundPage, status: 404 } : null;
  }

  return http.createServer(async (request, response) => {
    try {
      const { pathname } = new URL(request.url, 'http://localhost');
      for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
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

      const canonical = spa && canonicalPath(pathname, routePathsOf(root));
      if (canonical) return void response.writeHead(301, { Location: canonical + new URL(request.url, 'http://localhost').search }).end();

      const found = await resolve(pathname);
      if (!found) {
        response.writeHead(404, { 'Content-Type': contentTypes['.txt'], 'Cache-Control': 'no-cache' }).end('Not found');
        return;
      }

      const type = contentTypes[path.extname(found.filePath)] ?? 'application/octet-stream';
      const headers = {
        'Content-Type': type,
        'Cache-Control': found.status === 200 ? cacheControl(found.filePath) : 'no-cache',
      };
      let body;
      if (type.startsWith('text/html')) {
        // HTML is composed per request (the shell's includes), so it is compressed per request too.
        const config = remotes();
        const html = spa ? await compose(await fs.readFile(found.filePath, 'utf8'), config) : await fs.readFile(found.filePath, 'utf8');
        headers['Content-Security-Policy'] = contentSecurityPolicy({
          remoteOrigins: Object.values(config).map((entry) => new URL(entry).origin),
          scriptHashes: inlineScriptHashes(html),
        });
        const [encoding] = acceptedEncodings(request.headers['accept-encoding']);
        body = encoding ? await compressHtml[encoding](html) : Buffer.from(html);
        if (encoding) headers['Content-Encoding'] = encoding;
      } else {
        const { encoding, filePath } = await precompressed(found.filePath, request.headers['accept-encoding']);
        body = await fs.readFile(filePath);
        if (encoding) headers['Content-Encoding'] = encoding;
      }
      headers['Content-Length'] = body.length;
      response.writeHead(found.status, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': contentTypes['.txt'] });
      response.end('Server error');
    }
  });
}

module.exports = { createStaticServer, contentTypes };
