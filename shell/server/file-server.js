// A page remote's embedded server: its files, for the shell's pages on other origins (CORS), read on every
// request so a remote rebuilt while the site runs is served fresh; and its team's service, if it has one,
// on the same origin. Same rules as the nginx reference configuration (headers.js, ../deploy/nginx-remote.js).
const path = require('node:path');
const { contentTypes, fileIn, fileRequests, limitedServer, privateFile, refusedMethod, sendFile } = require('./files');

/**
 * @param {object} options
 * @param {string | ((pathname: string) => string[])} options.root  the dist folder to serve, or (a remote's
 *   releases, see releases.js) a function giving per request the folders to look in, in order
 * @param {Record<string, import('node:http').RequestListener>} [options.routes]  services answering a path and everything
 *   under it (`/api/messages`, `/api/messages?x`, `/api/messages/x`) before anything else, with their own headers
 * @returns {import('node:http').RequestListener}
 */
function createFileHandler({ root, routes = {} }) {
  // Release hook: a remote served from its releases looks a path up in the folders its pointer names.
  const foldersFor = typeof root === 'function' ? root : () => [root];
  const routeOf = (/** @type {string} */ url) => Object.keys(routes).find((route) => url === route || url.startsWith(`${route}/`) || url.startsWith(`${route}?`));

  const files = fileRequests(async (request, response, { safePath }) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Vary', 'Accept-Encoding');
    if (refusedMethod(request, response)) return;
    for (const folder of privateFile.test(safePath) ? [] : foldersFor(safePath)) {
      const found = await fileIn(folder, [path.join(folder, safePath)]);
      if (found) return sendFile(request, response, found, 200);
    }
    response.writeHead(404, { 'Content-Type': contentTypes['.txt'], 'Cache-Control': 'no-cache' }).end('Not found');
  });

  return (request, response) => {
    const serviceRoute = routeOf(/** @type {string} */ (request.url));
    return serviceRoute ? routes[serviceRoute](request, response) : files(request, response);
  };
}

/**
 * A remote's server (see createFileHandler for `options`) with `limits` on its connections (files.js).
 * @param {Parameters<typeof createFileHandler>[0] & { limits?: typeof import('./files').connectionLimits }} options
 */
const createFileServer = ({ limits, ...options }) => limitedServer(createFileHandler(options), limits);

module.exports = { createFileHandler, createFileServer };
