// The embedded production server behind `npm run serve`: one per app, reading files on every request,
// so a remote rebuilt while the site runs is served fresh without a restart.
const fs = require('node:fs/promises');
const http = require('node:http');
const path = require('node:path');
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

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
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;
/** Chunk names carry an 8-character content hash (see the webpack factory): safe to cache for a year. */
const contentHashed = /\.[0-9a-f]{8}\.[a-z]+$/;

/** Compressed copies, keyed by file, size and modification time, so a rebuilt file is compressed anew. */
const compressedCache = new Map();

async function compressed(filePath, stat, body, encoding) {
  const key = `${encoding}:${filePath}:${stat.size}:${stat.mtimeMs}`;
  if (!compressedCache.has(key)) {
    compressedCache.set(key, encoding === 'br' ? brotli(body) : gzip(body, { level: 9 }));
  }
  return compressedCache.get(key);
}

function pickEncoding(acceptEncoding = '') {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

async function statFile(filePath) {
  try {
    const stat = await fs.stat(filePath);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/**
 * @param {object} options
 * @param {string} options.root               the dist folder to serve
 * @param {boolean} [options.spa]             shell mode: `/x` serves `x/index.html`, unknown paths `404.html` with status 404
 * @param {boolean} [options.cors]            remote mode: other origins (the shell) may load these files
 * @param {Record<string, () => object>} [options.json]  extra JSON documents answered by path (the remotes configuration)
 */
function createStaticServer({ root, spa = false, cors = false, json = {} }) {
  async function resolve(pathname) {
    const safePath = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    const candidates = [path.join(root, safePath)];
    if (spa) candidates.push(path.join(root, safePath, 'index.html'));
    for (const candidate of candidates) {
      if (!candidate.startsWith(root)) continue;
      const stat = await statFile(candidate);
      if (stat) return { filePath: candidate, stat, status: 200 };
    }
    const notFoundPage = spa ? path.join(root, '404.html') : null;
    const stat = notFoundPage && (await statFile(notFoundPage));
    return stat ? { filePath: notFoundPage, stat, status: 404 } : null;
  }

  return http.createServer(async (request, response) => {
    try {
      const { pathname } = new URL(request.url, 'http://localhost');
      if (cors) response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('X-Content-Type-Options', 'nosniff');
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

      const found = await resolve(pathname);
      if (!found) {
        response.writeHead(404, { 'Content-Type': contentTypes['.txt'], 'Cache-Control': 'no-cache' }).end('Not found');
        return;
      }

      const { filePath, stat, status } = found;
      const type = contentTypes[path.extname(filePath)] ?? 'application/octet-stream';
      let body = await fs.readFile(filePath);
      const headers = {
        'Content-Type': type,
        'Cache-Control':
          status === 200 && contentHashed.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        'Last-Modified': stat.mtime.toUTCString(),
      };
      const encoding = compressible.test(type) && body.length > 1024 ? pickEncoding(request.headers['accept-encoding']) : null;
      if (encoding) {
        body = await compressed(filePath, stat, body, encoding);
        headers['Content-Encoding'] = encoding;
      }
      headers['Content-Length'] = body.length;
      response.writeHead(status, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': contentTypes['.txt'] });
      response.end('Server error');
    }
  });
}

module.exports = { createStaticServer };
