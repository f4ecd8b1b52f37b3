// The shell's embedded server: every route composed per request with its remote's page (compose.js), its
// CSP built from the shell's template and the stylesheets the composer wrote, the language's 404 page,
// one address per page (canonical-url.js), the page's pins (compose.js) and the Web Vitals beacon, and the
// composed pages counted (metrics.js). `npm run serve` runs it for visitors; behind nginx,
// `npm run serve:composer` runs it for nginx's page cache (../deploy/nginx-shell.js).
const fs = require('node:fs/promises');
const path = require('node:path');
const zlib = require('node:zlib');
const { promisify } = require('node:util');
const { canonicalPath, routePathsOf } = require('./canonical-url');
const { compose, createPartCache } = require('./compose');
const { acceptedEncodings, contentTypes, etagOf, fileIn, fileRequests, limitedServer, notModified, privateFile, refusedMethod, sendFile } = require('./files');
const { contentSecurityPolicy, inlineScriptHashes } = require('./headers');
const metrics = require('./metrics');

/** @type {Record<import('./files').Encoding, (html: string) => Promise<Buffer>>} */
const compressHtml = {
  br: promisify((/** @type {string} */ body, /** @type {(error: Error | null, result: Buffer) => void} */ callback) => zlib.brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }, callback)),
  gzip: promisify(zlib.gzip),
};

/**
 * The file a path names in the shell's folder: the file, a route's `index.html`, else the 404 page in the
 * language of the path's first segment (`/te/x` -> te/404.html) or the English one (status 404).
 * @param {string} root
 * @param {string} safePath
 */
async function shellFile(root, safePath) {
  const found = await fileIn(root, [...(privateFile.test(safePath) ? [] : [path.join(root, safePath)]), path.join(root, safePath, 'index.html')]);
  if (found) return { filePath: found, status: 200 };
  const language = /^\/([a-z]{2})\//.exec(safePath)?.[1];
  const notFound = await fileIn(root, [...(language ? [path.join(root, language, '404.html')] : []), path.join(root, '404.html')]);
  return notFound ? { filePath: notFound, status: 404 } : null;
}

/**
 * Reads a route's template, with the hashes of its inline scripts, from the file only when it changed (its
 * size or time): every composition of the route starts from it.
 * @returns {(filePath: string) => Promise<{ template: string, scriptHashes: string[] }>}
 */
function templateReader() {
  /** @type {Map<string, { version: string, template: string, scriptHashes: string[] }>} */
  const read = new Map();
  return async (filePath) => {
    const { mtimeMs, size } = await fs.stat(filePath);
    const version = `${mtimeMs} ${size}`;
    const kept = read.get(filePath);
    if (kept?.version === version) return kept;
    const template = await fs.readFile(filePath, 'utf8');
    const entry = { version, template, scriptHashes: inlineScriptHashes(template) };
    read.set(filePath, entry);
    return entry;
  };
}

/**
 * @param {object} options
 * @param {string} options.root  the shell's dist
 * @param {() => Record<string, string>} [options.remotes]  the remotes configuration (name -> remoteEntry URL), for the
 *   CSP and for including each route's page fragment into its HTML
 * @param {() => Promise<Record<string, import('./compose').LiveRelease>>} [options.liveReleases]  each remote's live release
 *   from the release registry, asked per composed page (a remote left out gets its fallback and runs no code)
 * @param {Record<string, import('node:http').RequestListener>} [options.handlers]  endpoints answered by path, any method (the Web Vitals beacon)
 * @param {import('./compose').PartFor} [options.partFor]  the remotes' parts (its own cache of them when not given)
 * @returns {import('node:http').RequestListener}
 */
function createShellHandler({ root, remotes = () => ({}), liveReleases = async () => ({}), handlers = {}, partFor = createPartCache() }) {
  const templateOf = templateReader();
  return fileRequests(async (request, response, { pathname, safePath }) => {
    if (Object.hasOwn(handlers, pathname)) return handlers[pathname](request, response);
    response.setHeader('Vary', 'Accept-Encoding');
    if (refusedMethod(request, response)) return;
    const canonical = canonicalPath(pathname, () => routePathsOf(root));
    if (canonical) return void response.writeHead(301, { Location: canonical + new URL(/** @type {string} */ (request.url), 'http://localhost').search }).end();

    const found = await shellFile(root, safePath);
    if (!found) return void response.writeHead(404, { 'Content-Type': contentTypes['.txt'], 'Cache-Control': 'no-cache' }).end('Not found');
    if (!found.filePath.endsWith('.html')) return sendFile(request, response, found.filePath, found.status);

    const started = process.hrtime.bigint();
    const route = found.status === 200 ? metrics.routeLabels(pathname) : null;
    // 499 (nginx's word for it) when the visitor left before the page was complete, a hung remote's cost.
    if (route) response.once('close', () => metrics.recordPage(route, response.writableFinished ? response.statusCode : 499, Number(process.hrtime.bigint() - started) / 1e9));
    const config = remotes();
    const { template, scriptHashes } = await templateOf(found.filePath);
    // Script hashes come from the shell's own template, style hashes from the CSS the composer wrote:
    // nothing a remote sends can get itself allowed.
    const live = await liveReleases();
    const { html, styleHashes } = await compose(template, live, partFor);
    const etag = etagOf(html);
    const headers = {
      'Content-Type': contentTypes['.html'],
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': contentSecurityPolicy({ remoteOrigins: Object.values(config).map((entry) => new URL(entry).origin), scriptHashes, styleHashes, scriptFolders: Object.values(live).map((release) => new URL('.', release.entry).href) }),
      ETag: etag,
    };
    if (found.status === 200 && notModified(request, etag)) return void response.writeHead(304, headers).end();
    // HTML is composed per request, so it is compressed per request too.
    const [encoding] = acceptedEncodings(request.headers['accept-encoding']);
    const body = encoding ? await compressHtml[encoding](html) : Buffer.from(html);
    response.writeHead(found.status, { ...headers, ...(encoding && { 'Content-Encoding': encoding }), 'Content-Length': body.length });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
}

/**
 * The shell's server (see createShellHandler for `options`) with `limits` on its connections (files.js).
 * @param {Parameters<typeof createShellHandler>[0] & { limits?: typeof import('./files').connectionLimits }} options
 */
const createShellServer = ({ limits, ...options }) => limitedServer(createShellHandler(options), limits);

module.exports = { createShellHandler, createShellServer };
