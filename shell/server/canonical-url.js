// One URL per page: `/about` and `/te/about` answer, and `/about/`, `/ABOUT`, `/about/index.html`,
// `/index.html`, `/te/`, `/TE/About` and `/te/about/index.html` redirect to them (301), on the embedded
// server and in the nginx configuration alike. Variants used to show the page with a wrong title, or a 404
// that turned into the page with a hydration error.
const fs = require('node:fs');
const path = require('node:path');

/**
 * The routes of a built shell: `/` and every folder of `root`, at any depth, with its own index.html (`/about`, `/te`, `/te/about`).
 * @param {string} root
 * @returns {string[]}
 */
function routePathsOf(root) {
  const folders = fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  const routes = folders.filter((folder) => fs.existsSync(path.join(root, folder, 'index.html'))).map((folder) => `/${folder.split(path.sep).join('/')}`);
  return ['/', ...routes.sort()];
}

/**
 * The canonical path of a variant of a route (trailing slash, index.html, other letter case), else null.
 * `routePaths` may be a function: it is then called only for a path that could be a variant, so an
 * ordinary request costs no look at the disk.
 * @param {string} pathname
 * @param {string[] | (() => string[])} routePaths
 * @returns {string | null}
 */
function canonicalPath(pathname, routePaths) {
  const withoutIndex = pathname.replace(/\/index\.html$/i, '/');
  const candidate = (withoutIndex.replace(/\/+$/, '') || '/').toLowerCase();
  if (candidate === pathname) return null;
  return (typeof routePaths === 'function' ? routePaths() : routePaths).includes(candidate) ? candidate : null;
}

/**
 * The same rule as nginx `rewrite ... permanent` lines (server level, so they run before any location).
 * @param {string[]} routePaths
 * @returns {string[]}
 */
function nginxCanonicalRewrites(routePaths) {
  return routePaths.map((route) => {
    if (route === '/') return 'rewrite "^/(?i:index\\.html)$" / permanent;';
    const name = route.slice(1).replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
    // Anything but the exact canonical path: other letter case, a trailing slash or /index.html.
    return `rewrite "^/(?!${name}$)(?i:${name})(?:/|/index\\.html)?$" ${route} permanent;`;
  });
}

module.exports = { canonicalPath, nginxCanonicalRewrites, routePathsOf };
