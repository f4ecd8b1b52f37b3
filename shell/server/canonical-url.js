// One URL per page: `/about` answers, and `/about/`, `/ABOUT`, `/about/index.html` and `/index.html`
// redirect to it (301), on the embedded server and in the nginx configuration alike. Variants used to show
// the page with a wrong title, or a 404 that turned into the page with a hydration error.
const fs = require('node:fs');
const path = require('node:path');

/** The routes of a built shell: `/` and every folder of `root` with its own index.html. */
function routePathsOf(root) {
  const folders = fs.readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return ['/', ...folders.filter((entry) => fs.existsSync(path.join(root, entry.name, 'index.html'))).map((entry) => `/${entry.name}`)];
}

/**
 * The canonical path of a variant of a route (trailing slash, index.html, other letter case), else null.
 * `routePaths` may be a function: it is then called only for a path that could be a variant, so an
 * ordinary request costs no look at the disk.
 */
function canonicalPath(pathname, routePaths) {
  const withoutIndex = pathname.replace(/\/index\.html$/i, '/');
  const candidate = (withoutIndex.replace(/\/+$/, '') || '/').toLowerCase();
  if (candidate === pathname) return null;
  return (typeof routePaths === 'function' ? routePaths() : routePaths).includes(candidate) ? candidate : null;
}

/** The same rule as nginx `rewrite ... permanent` lines (server level, so they run before any location). */
function nginxCanonicalRewrites(routePaths) {
  return routePaths.map((route) => {
    if (route === '/') return 'rewrite "^/(?i:index\\.html)$" / permanent;';
    const name = route.slice(1).replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
    // Anything but the exact canonical path: other letter case, a trailing slash or /index.html.
    return `rewrite "^/(?!${name}$)(?i:${name})(?:/|/index\\.html)?$" ${route} permanent;`;
  });
}

module.exports = { canonicalPath, nginxCanonicalRewrites, routePathsOf };
