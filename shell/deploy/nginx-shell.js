// The shell's nginx server block: nginx in front of the shell's composers (`npm run serve:composer`,
// ../server/composer-main.js; one or more), which compose every page. nginx serves the shell's files itself
// and keeps each composed page for a second, so the composers work about once a second per route whatever
// the traffic; a page nginx asks for goes to the next composer when one is restarting or crashed, and its
// last pages are kept for when none answers.
const fs = require('node:fs');
const path = require('node:path');
const { composePage, isComposed } = require('shared-content/tooling/fragment/include');
const { VITALS_PATH } = require('shared-content/tooling/fragment/names');
const { nginxCanonicalRewrites, routePathsOf } = require('../server/canonical-url');
const { contentSecurityPolicy, inlineScriptHashes, securityHeaders } = require('../server/headers');
const { ARM_COOKIE, VISITOR_COOKIE, VISITOR_MAX_AGE_S } = require('../server/cookies');
const { PREVIEW_COOKIE, PREVIEW_PATH } = require('../server/preview');
const { VISITOR_ID } = require('../server/registry/canary');
const { composeTimeoutMs, composerFailMs, nginxKeepAliveMs } = require('../server/composer-timing');
const { BEACON_LIMITS, MAX_BEACON_BYTES } = require('../server/vitals');
const { HASHED, immutable, inlineScriptHashesOf, location, milliseconds, nestedLocation, seconds, serverStart } = require('./nginx-directives');

/** @typedef {import('./nginx-directives').Headers} Headers */
/** @typedef {{ path: string, template: string }} ComposedRoute */

/** How long nginx keeps a composed page before asking the composer again. */
const pageCacheMs = 1000;
/**
 * How long nginx keeps a page nobody asked for (the stale window: a composer that is down costs the
 * visitors of a page kept this long nothing; after it they get the route with its fallback, below).
 */
const defaultStaleWindowMs = 10 * 60 * 1000;
const composerDownPath = '/_composer_down/';

/**
 * The routes the shell composes: each `index.html` with an include, by its path (`/`, `/about`).
 * @param {string} root
 * @returns {ComposedRoute[]}
 */
function composedRoutes(root) {
  return fs
    .readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => path.basename(file) === 'index.html' && isComposed(fs.readFileSync(path.join(root, file), 'utf8')))
    .map((file) => ({ path: `/${path.dirname(file) === '.' ? '' : path.dirname(file).split(path.sep).join('/')}`, template: path.resolve(root, file) }));
}

const composerDownFile = (/** @type {ComposedRoute} */ route) => `${route.path === '/' ? 'index' : route.path.slice(1)}.html`;

/**
 * Writes, for each route, the page nginx answers when the composer does not and it holds no page of the
 * route: the route with every remote's fallback (the phone number, in the route's language), styled by the
 * shell, with the CSP the composer would send for it.
 * @param {ComposedRoute[]} routes
 * @param {string} folder
 * @param {string[]} remoteOrigins
 */
function writeComposerDownPages(routes, folder, remoteOrigins) {
  /** @type {Record<string, string>} the CSP of each page, by its file */
  const policies = {};
  for (const route of routes) {
    const template = fs.readFileSync(route.template, 'utf8');
    const { html, styleHashes } = composePage(template, {}, () => '');
    const file = path.join(folder, composerDownFile(route));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    policies[route.path] = contentSecurityPolicy({ remoteOrigins, scriptHashes: inlineScriptHashes(template), styleHashes });
  }
  return policies;
}

/**
 * A route in the shell's server: the composer's page through the page cache. The one request that
 * refreshes a stale page waits for the composition; everyone else gets the kept page at once, or, before
 * the route's first composition, waits for it (proxy_cache_lock: 50 visitors on a cold cache cost one
 * composition). Pages are kept per encoding the composer compressed them in (`$shell_page_encoding`), so a
 * kept page is sent as it is. The composer sends every header of the page (its CSP has the hashes of the
 * stylesheets it inlined); nginx's own security headers are the composer's, so the composer's copies are hidden.
 * A request with the preview cookie (../server/preview.js) is never answered from the cache and its page is
 * never kept: the previewed page is its holder's alone (the composer also marks it `private, no-store`).
 * Pages are kept per canary arm (the arm cookie, ../server/cookies.js): the composer composes the arm it
 * derives from the visitor's id, and any answer that sets a cookie (an arm the request did not name) is never
 * kept, so a page kept under an arm is of that arm. A visitor without an id gets the live arm (kept under no
 * arm) and its id from nginx on any answer; one with an id and no arm yet is passed to the composer, which names it.
 * A page is a GET or HEAD: one that fails on a composer (no connection, no answer in time, 502 or 503:
 * restarting, crashed, draining) is asked of the next one, each once, and one more try for a kept-alive
 * connection the composer had just closed.
 * @param {ComposedRoute} route
 * @param {Headers} headers
 * @param {number} composerCount
 */
function composedRouteLocation(route, headers, composerCount) {
  return location(`= ${route.path}`, { ...headers, 'Set-Cookie': '$careway_new_visitor' }, [
      ...toComposer,
      'proxy_next_upstream error timeout http_502 http_503;',
      `proxy_next_upstream_tries ${composerCount + 1};`,
      `proxy_next_upstream_timeout ${milliseconds(2 * composeTimeoutMs)};`,
      'proxy_set_header Accept-Encoding $shell_page_encoding;',
      'proxy_connect_timeout 300ms;',
      `proxy_read_timeout ${milliseconds(composeTimeoutMs)};`,
      'proxy_cache shell_pages;',
      `proxy_cache_bypass $cookie_${PREVIEW_COOKIE} $careway_arm_unnamed;`,
      `proxy_no_cache $cookie_${PREVIEW_COOKIE};`,
      `proxy_cache_key "$uri $shell_page_encoding$careway_page_arm";`,
      // The composer says no-cache to browsers; nginx keeps the page for its second all the same.
      'proxy_ignore_headers Cache-Control Expires;',
      `proxy_cache_valid 200 ${seconds(pageCacheMs)};`,
      // Not `proxy_cache_background_update`: over HTTP/1.1 it holds the visitor's kept-alive connection
      // until the update is done, so the page's next request (its stylesheet) would wait for it.
      'proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;',
      'proxy_cache_lock on;',
      `proxy_cache_lock_timeout ${milliseconds(composeTimeoutMs)};`,
      `proxy_cache_lock_age ${milliseconds(composeTimeoutMs)};`,
      'proxy_intercept_errors on;',
      `error_page 500 502 503 504 =503 ${composerDownPath}${composerDownFile(route)};`,
  ]);
}

/** How a request reaches the composer: on a kept-alive connection, saying whether the visitor's was https (for its cookies' Secure). */
const toComposer = [
  'proxy_pass http://shell_composer;',
  'proxy_http_version 1.1;',
  'proxy_set_header Connection "";',
  'proxy_set_header X-Forwarded-Proto $scheme;',
  ...[...Object.keys(securityHeaders), 'Vary'].map((name) => `proxy_hide_header ${name};`),
];

/**
 * The preview links and the way to leave a preview (../server/preview.js): the composer's answers, never kept.
 * @param {Headers} headers
 */
const previewLocation = (headers) => location(`^~ ${PREVIEW_PATH}`, headers, toComposer);

/**
 * The Web Vitals beacon (`/api/vitals`), passed to the composer with nothing about the visitor but its
 * address (`X-Real-IP`, held in the composer's memory for its limits per visitor and its count of distinct
 * reporters) and its random id (the visitor cookie alone, which tells the composer the visitor's canary arm,
 * so that a view counts to the judge only for its arm's release): no other cookie, no user agent or referrer
 * is forwarded, and no access log line is written for it.
 * A POST is never sent to a second composer once one has it (nginx's default, without `non_idempotent`):
 * only a composer that took no connection passes it to the next. Each beacon has a connection of its own
 * (no keep-alive), so a restarting composer refuses it rather than dropping it.
 * @param {Headers} headers
 */
function vitalsLocation(headers) {
  return location(`= ${VITALS_PATH}`, { ...headers, 'Cache-Control': 'no-store' }, [
    'limit_except POST { deny all; }',
    `client_max_body_size ${Math.ceil(MAX_BEACON_BYTES / 1024)}k;`,
    // A page view sends one beacon: one visitor cannot crowd out the others' (the address stays in nginx's memory).
    `limit_req zone=careway_vitals burst=${BEACON_LIMITS.pageViews.burst} nodelay;`,
    'limit_req_status 429;',
    'proxy_pass http://shell_composer;',
    'proxy_set_header X-Forwarded-For "";',
    'proxy_set_header X-Real-IP $remote_addr;',
    `proxy_set_header Cookie "${VISITOR_COOKIE}=$cookie_${VISITOR_COOKIE}";`,
    'proxy_set_header User-Agent "";',
    'proxy_set_header Referer "";',
    'access_log off;',
  ]);
}

/**
 * Each language folder with its own 404 page (`te/404.html`): an unknown path under `/te/` gets that page
 * with status 404 and every header; a route template (index.html) is never sent as it is.
 * @param {string} root
 * @param {Headers} headers
 */
function languageLocations(root, headers) {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, entry.name, '404.html')))
    .map((entry) =>
      location(`~ ^/${entry.name}/`, headers, [`error_page 404 /${entry.name}/404.html;`, nestedLocation('~ /index\\.html$', headers, ['return 404;']), 'try_files $uri =404;']),
    );
}

/**
 * The shell's options (see nginx-config.js).
 * @typedef {object} ShellOptions
 * @property {string} root  the shell's dist
 * @property {string} remotes  the shell's remotes.json (the composer reads the same file)
 * @property {string[]} [composers]  where the composers listen (HOST:PORT each)
 * @property {number | string} [listen]
 * @property {string} [serverName]
 * @property {boolean} [brotli]
 * @property {import('./nginx-directives').Tls} [tls]
 * @property {import('./nginx-real-ip').RealIp} [realIp]  the load balancer in front, if any
 * @property {string} stateDir  where nginx keeps its page cache and the pages for a composer that is down
 * @property {number} [staleWindowMs]
 */

/** @param {ShellOptions} options */
function shellBlock({ root, remotes, composers = ['127.0.0.1:3000'], listen = 80, serverName = '_', brotli = false, tls, realIp, stateDir, staleWindowMs = defaultStaleWindowMs }) {
  if (!remotes) throw new Error("The shell's server block needs its remotes.json (--remotes)");
  const dist = path.resolve(root);
  /** @type {Record<string, string>} */
  const remoteConfig = JSON.parse(fs.readFileSync(remotes, 'utf8'));
  const remoteOrigins = Object.values(remoteConfig).map((entry) => new URL(entry).origin);
  const common = { ...securityHeaders, Vary: 'Accept-Encoding' };
  const headers = { ...common, 'Content-Security-Policy': contentSecurityPolicy({ remoteOrigins, scriptHashes: inlineScriptHashesOf(dist) }) };
  const routes = composedRoutes(dist);
  const downFolder = path.join(stateDir, 'composer-down');
  const downPolicies = writeComposerDownPages(routes, downFolder, remoteOrigins);
  return [
    // The encoding a page is composed in and kept under: the best one the visitor takes without a weight.
    '  map $http_accept_encoding $shell_page_encoding {',
    '    default "";',
    '    "~*(^|,)\\s*br\\s*(,|$)" br;',
    '    "~*(^|,)\\s*gzip\\s*(,|$)" gzip;',
    '  }',
    // Canary arms (../server/cookies.js): the arm a page is kept under; a visitor with an id but no arm yet;
    // a visitor without an id gets one (nginx's 128 random bits), Secure over https.
    `  map $cookie_${ARM_COOKIE} $careway_page_arm {\n    "" "";\n    default " $cookie_${ARM_COOKIE}";\n  }`,
    `  map "$cookie_${VISITOR_COOKIE}:$cookie_${ARM_COOKIE}" $careway_arm_unnamed {\n    "~^${VISITOR_ID.source.slice(1, -1)}:$" 1;\n    default "";\n  }`,
    `  map $scheme $careway_cookie_secure {\n    https "; Secure";\n    default "";\n  }`,
    `  map $cookie_${VISITOR_COOKIE} $careway_new_visitor {\n    "~^${VISITOR_ID.source.slice(1, -1)}$" "";\n    default "${VISITOR_COOKIE}=$request_id; Path=/; Max-Age=${VISITOR_MAX_AGE_S}; HttpOnly; SameSite=Lax$careway_cookie_secure";\n  }`,
    `  proxy_cache_path ${path.join(stateDir, 'pages')} levels=1 keys_zone=shell_pages:1m max_size=64m inactive=${seconds(staleWindowMs)} use_temp_path=off;`,
    // nginx closes an idle connection to a composer before the composer would (composer-timing.js).
    '  upstream shell_composer {',
    ...composers.map((composer) => `    server ${composer} max_fails=1 fail_timeout=${seconds(composerFailMs)};`),
    '    keepalive 16;',
    `    keepalive_timeout ${seconds(nginxKeepAliveMs)};`,
    '  }',
    `  limit_req_zone $binary_remote_addr zone=careway_vitals:1m rate=${BEACON_LIMITS.pageViews.perMinute}r/m;`,
    ...serverStart({ listen, serverName, root: dist, brotli, tls, realIp, headers: common }),
    // For answers no file or cache holds compressed.
    '    gzip on;',
    '    error_page 404 /404.html;',
    ...nginxCanonicalRewrites(routePathsOf(dist)).map((line) => `    ${line}`),
    ...routes.map((route) => composedRouteLocation(route, common, composers.length)),
    ...routes.map((route) =>
      location(`= ${composerDownPath}${composerDownFile(route)}`, { ...common, 'Content-Security-Policy': downPolicies[route.path], 'Cache-Control': 'no-store' }, [
        'internal;',
        `alias ${path.join(downFolder, composerDownFile(route))};`,
      ]),
    ),
    vitalsLocation(common),
    previewLocation(common),
    // A `types` block replaces the whole MIME map, so the manifest's type is set where it is served.
    location('= /manifest.webmanifest', { ...headers, 'Cache-Control': 'no-cache' }, ['types { }', 'default_type application/manifest+json;']),
    location(`~ ${HASHED}`, { ...headers, 'Cache-Control': immutable }, ['try_files $uri =404;']),
    // Under /te/, /hi/, /ur/: a 404 is that language's 404 page.
    ...languageLocations(dist, { ...headers, 'Cache-Control': 'no-cache' }),
    // Route templates are only ever sent composed; anything else is a real 404 with the shell's 404 page.
    location('~ /index\\.html$', headers, ['return 404;']),
    location('/', { ...headers, 'Cache-Control': 'no-cache' }, ['try_files $uri =404;']),
    '  }',
  ].join('\n');
}

module.exports = { shellBlock };
