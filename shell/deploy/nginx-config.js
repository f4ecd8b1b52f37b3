#!/usr/bin/env node
// Generates the reference nginx configuration for the shell or for one page remote, from the same rules
// as the embedded server (../server/headers.js). Each app is deployable on its own.
//
//   node shell/deploy/nginx-config.js shell  --root /srv/shell/dist --remotes /srv/shell/remotes.json --listen 80 --state-dir /var/lib/careway-shell
//   node shell/deploy/nginx-config.js remote --root /srv/about/dist --listen 80
//
// Options: --listen PORT, --server-name NAME, --brotli (needs libnginx-mod-http-brotli-static),
// --standalone (a whole nginx.conf with events/http blocks, for tests and single-app hosts),
// --releases (remote: --root is the origin's folder of releases made by release.js, not a dist),
// --service PATH=UPSTREAM (remote: its team's service on its origin, e.g. the contact remote's
// `--service /api/messages=http://127.0.0.1:3005`, the service started by `npm run serve:api -w mf-contact`;
// writes the pages for nginx's own refusals of its posts into --state-dir, leading back to --site-url,
// default SITE_URL or the business's address).
// shell only: --state-dir DIR (the include step's njs module, fragment cache and socket; written by this
// command; needs libnginx-mod-http-js), --resolver ADDRESS (DNS for the remotes' host names; default: the
// first nameserver of /etc/resolv.conf), --metrics HOST:PORT (the metrics process, `npm run serve:metrics`:
// the include step's log lines go there by syslog and /api/vitals is passed to it; default: no metrics),
// --access-log PATH (the site's access log, named again where a location logs for the metrics too).
const fs = require('node:fs');
const path = require('node:path');
const { nginxCanonicalRewrites, routePathsOf } = require('../server/canonical-url');
const { contentSecurityPolicy, inlineScriptHashes, securityHeaders } = require('../server/headers');
const { includedParts, isComposed, partOf } = require('shared-content/tooling/fragment/include');
const { includeLimits } = require('shared-content/tooling/fragment/names');
const { NGINX_LOG_TAG } = require('../server/nginx-log');
const { MAX_BEACON_BYTES, VITALS_PATH } = require('../server/vitals');
const { business, contactTextIn, defaultLocale, localizedPath } = require('mf-contact/server/rules');
const { locales } = require('shared-content/node');
const { pageSecurityPolicy, problemPage } = require('mf-contact/server/pages');
const { STYLE_HASHES } = require('./njs-handlers');
const { writeIncludeStep } = require('./njs-module');

const HASHED = '"\\.[0-9a-f]{8}\\.[a-z]+$"';

/** @typedef {Record<string, string>} Headers */
/** @typedef {{ path: string, template: string }} ComposedRoute */

/**
 * @param {Headers} headers
 * @param {string} indent
 */
function headerLines(headers, indent) {
  return Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
    .join('\n');
}

/**
 * nginx drops server-level add_header in any location that sets its own, so each location lists all.
 * @param {string} match
 * @param {Headers} headers
 * @param {string[]} [body]
 */
function location(match, headers, body = []) {
  return [`    location ${match} {`, headerLines(headers, '      '), ...body.map((line) => `      ${line}`), '    }'].filter(Boolean).join('\n');
}

const defaultStateDir = '/var/lib/careway-shell';
const seconds = (/** @type {number} */ ms) => `${ms / 1000}s`;
const milliseconds = (/** @type {number} */ ms) => `${ms}ms`;

/**
 * Proxying to the composer on its unix socket, over kept-alive connections, or (`keepAlive: false`) a
 * connection per request: a part's njs request ends only once its deadline timer and its fetches have
 * ended, up to 700 ms after it answered, and the next request sent on its kept-alive connection waited
 * for that (a cold start composed each part up to 700 ms late).
 * @param {string} uri
 * @param {{ keepAlive?: boolean }} [options]
 */
const toComposer = (uri, { keepAlive = true } = {}) => [
  `proxy_pass http://shell_composer${uri};`,
  'proxy_http_version 1.1;',
  `proxy_set_header Connection ${keepAlive ? '""' : 'close'};`,
  'proxy_connect_timeout 300ms;',
];

/**
 * Last good answers: served to everyone else while one request fetches the next one, and when it fails.
 * Not `proxy_cache_background_update`: over HTTP/1.1 it holds the visitor's kept-alive connection until
 * the update is done, so the page's next request (its stylesheet) would wait for a hung remote.
 */
const staleWhileBroken = 'proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;';

/**
 * The include step's log lines for the metrics process (shell/server/nginx-log.js reads them): each part
 * a composition included, with how asking the remote went when it did (the part handler's status: 200 ok,
 * 500 refused, 502 failed; `-` when the part came from the cache; the stale part nginx serves on a failure
 * hides that answer's own headers, not its status), each fetch's release (the part handler's
 * X-Part-Release), and each composed page answered. An include's line says all its outcome needs.
 */
const metricsLogFormats = [
  "  log_format careway_include 'include $part_remote $part_locale $status $upstream_status $request_time';",
  "  log_format careway_part 'part $part_remote $part_locale $sent_http_x_part_release';",
  "  log_format careway_page 'page $uri $status $request_time';",
];

/**
 * Sends a location's log lines to the metrics process (`metrics`: its address on this machine, `127.0.0.1:9465`).
 * @param {string} metrics
 * @param {string} format
 */
const metricsLog = (metrics, format) => `access_log syslog:server=${metrics},tag=${NGINX_LOG_TAG},nohostname ${format};`;

/**
 * The Web Vitals beacon (`/api/vitals`), passed to the metrics process with nothing about the visitor:
 * no address, cookie or user agent is forwarded, and no access log line is written for it.
 * @param {string} metrics
 * @param {Headers} headers
 */
function vitalsLocation(metrics, headers) {
  return location(`= ${VITALS_PATH}`, { ...headers, 'Cache-Control': 'no-store' }, [
    'limit_except POST { deny all; }',
    `client_max_body_size ${Math.ceil(MAX_BEACON_BYTES / 1024)}k;`,
    // A page view sends one beacon: one visitor cannot crowd out the others' (the address stays in nginx's memory).
    'limit_req zone=careway_vitals burst=10 nodelay;',
    'limit_req_status 429;',
    `proxy_pass http://${metrics};`,
    'proxy_set_header X-Forwarded-For "";',
    'proxy_set_header Cookie "";',
    'proxy_set_header User-Agent "";',
    'proxy_set_header Referer "";',
    'access_log off;',
  ]);
}

/**
 * While an answer not yet cached is fetched, everyone else asking for it waits for that one (up to
 * `waitMs`, as long as the fetch may take) instead of fetching it too: 50 visitors on a cold cache compose
 * a route once, not 50 times with 6 connections each.
 */
const oneAtATime = (/** @type {number} */ waitMs) => ['proxy_cache_lock on;', `proxy_cache_lock_timeout ${milliseconds(waitMs)};`, `proxy_cache_lock_age ${milliseconds(waitMs)};`];

/**
 * The include step's composer, before the shell's server block (http level): an internal server on a
 * unix socket, run by njs, which
 * - composes each route (`/about`, `/te/about`): the route's HTML from the build, its remote's page in
 *   the route's language and the remote's CSS, and the CSP with the hash of that CSS;
 * - keeps each remote's last good part per language (`/_fragment/<remote>/<language>`, a proxy_cache):
 *   fresh for freshMs, served stale while the remote is down, slow or broken; a failure is kept for
 *   retryMs, so a remote never seen working is asked again once per retry period, not per page view;
 * - fetches and checks a remote's part (`/_part/<remote>/<language>`): that language's fragment
 *   (fragment.html, fragment.te.html, ...) and fragment.css within the total deadline and size cap (a
 *   setTimeout race: nginx's own timeouts are per read, and a remote trickling a byte every 500 ms never
 *   trips them), checked by shared-content/tooling/fragment: 200 with both as JSON, or 500 (refused) or 502 (failed),
 *   never the remote's own error body.
 * @param {object} composer
 * @param {Record<string, string>} composer.remoteConfig  remote name -> its remoteEntry.js URL (remotes.json)
 * @param {ComposedRoute[]} composer.routes
 * @param {string} composer.pageCsp
 * @param {string} composer.stateDir
 * @param {string} composer.resolver
 * @param {string} [composer.metrics]
 */
function composerBlocks({ remoteConfig, routes, pageCsp, stateDir, resolver, metrics }) {
  // The parts the routes include (`about/te`), of the remotes the configuration names.
  const parts = [...new Set(routes.flatMap((route) => includedParts(fs.readFileSync(route.template, 'utf8'))))].filter(
    (key) => remoteConfig[partOf(key).remote],
  );
  const socket = path.join(stateDir, 'composer.sock');
  const setPart = (/** @type {string} */ key) => [`set $part_remote ${partOf(key).remote};`, `set $part_locale ${partOf(key).locale};`];
  return [
    ...(metrics ? [...metricsLogFormats, '  limit_req_zone $binary_remote_addr zone=careway_vitals:1m rate=30r/m;'] : []),
    // The encoding a page is composed in and cached under: gzip when the visitor takes it (nginx compresses
    // no brotli on the fly without the brotli filter module), else none.
    '  map $http_accept_encoding $shell_page_encoding {',
    '    default "";',
    '    "~*(^|,)\\s*gzip\\s*;\\s*q=0(\\.0*)?\\s*(,|$)" "";',
    '    "~*(^|,)\\s*gzip\\s*(;|,|$)" gzip;',
    '  }',
    `  proxy_cache_path ${path.join(stateDir, 'fragments')} levels=1 keys_zone=shell_fragments:1m max_size=64m inactive=30d use_temp_path=off;`,
    `  proxy_cache_path ${path.join(stateDir, 'pages')} levels=1 keys_zone=shell_pages:1m max_size=64m inactive=30d use_temp_path=off;`,
    `  upstream shell_composer {\n    server unix:${socket};\n    keepalive 16;\n  }`,
    `  js_path ${stateDir};`,
    '  js_import include_step from include-step.js;',
    '  server {',
    `    listen unix:${socket};`,
    `    resolver ${resolver} valid=30s ipv6=off;`,
    '    resolver_timeout 300ms;',
    `    js_fetch_timeout ${milliseconds(includeLimits.deadlineMs)};`,
    '    js_fetch_buffer_size 16k;',
    // ngx.fetch checks max_response_body_size only on chunked answers; this caps the others.
    `    js_fetch_max_response_buffer_size ${Math.ceil(includeLimits.maxBytes / 1024) + 1}k;`,
    // A composed page is compressed here, once per composition, for the page cache in front (any type:
    // njs gives its type with the charset, which gzip_types does not match).
    ...routes.map((route) =>
      location(`= ${route.path}`, {}, [
        `set $page_template ${route.template};`,
        `set $page_csp "${pageCsp}";`,
        'js_content include_step.page;',
        'gzip on;',
        'gzip_types *;',
        'gzip_comp_level 6;',
      ]),
    ),
    ...parts.map((key) =>
      location(`= /_fragment/${key}`, {}, [
        ...setPart(key),
        ...(metrics ? ['log_subrequest on;', metricsLog(metrics, 'careway_include')] : []),
        ...toComposer(`/_part/${key}`, { keepAlive: false }),
        // The part answers within its deadline; this only guards against nginx itself stalling.
        `proxy_read_timeout ${milliseconds(includeLimits.deadlineMs + 200)};`,
        'proxy_cache shell_fragments;',
        `proxy_cache_key ${key};`,
        `proxy_cache_valid 200 ${seconds(includeLimits.freshMs)};`,
        `proxy_cache_valid 500 502 504 ${seconds(includeLimits.retryMs)};`,
        staleWhileBroken,
        ...oneAtATime(includeLimits.deadlineMs + 200),
        'subrequest_output_buffer_size 1m;',
      ]),
    ),
    ...parts.map((key) =>
      location(`= /_part/${key}`, {}, [
        ...setPart(key),
        `set $remote_entry ${remoteConfig[partOf(key).remote]};`,
        ...(metrics ? [metricsLog(metrics, 'careway_part')] : []),
        'js_content include_step.checkedPart;',
      ]),
    ),
    location('/', {}, ['return 404;']),
    '  }',
  ];
}

/**
 * How long a composition may take before nginx gives up on it (504): the include deadline when a remote
 * hangs, but on a cold start every route checks its parts at once, and njs needs seconds of CPU for that.
 */
const composeTimeoutMs = 5000;

/**
 * A route in the shell's server: the composed page, through a short page cache, so nginx composes each
 * route about once per second whatever the traffic. The one request that refreshes a stale page waits for
 * the composition (at most the include deadline, when its remote hangs); everyone else gets the page at once,
 * or, before the route's first composition, waits for it. The page is cached compressed, once per encoding,
 * so an answer is sent as it was stored, not compressed again.
 * @param {ComposedRoute} route
 * @param {Headers} headers
 * @param {{ metrics?: string, accessLog: string }} logging
 */
function composedRouteLocation(route, headers, { metrics, accessLog }) {
  return location(`= ${route.path}`, headers, [
    // A location's own access_log replaces the server's: the site's access log is named again.
    ...(metrics ? [metricsLog(metrics, 'careway_page'), `access_log ${accessLog};`] : []),
    ...toComposer(route.path),
    'proxy_set_header Accept-Encoding $shell_page_encoding;',
    `proxy_read_timeout ${milliseconds(composeTimeoutMs)};`,
    'proxy_cache shell_pages;',
    `proxy_cache_key "${route.path} $shell_page_encoding";`,
    `proxy_cache_valid 200 ${seconds(includeLimits.retryMs)};`,
    staleWhileBroken,
    ...oneAtATime(composeTimeoutMs),
  ]);
}

/**
 * Release hook: a remote deployed as releases (layout in ../server/releases.js, root = the origin's folder).
 * The origin's files answer from the `current` symlink, which nginx resolves on every request (symlinks
 * are followed and open_file_cache is off by default), so a release switch needs no reload; each
 * release's own files stay at /releases/<id>/ for pages opened before a switch, and a hashed file is also
 * found in the release live before (`previous`), for a page that loaded its entry just before a switch.
 * @param {Headers} headers
 */
function releaseLocations(headers) {
  const immutable = { ...headers, 'Cache-Control': 'public, max-age=31536000, immutable' };
  const revalidate = { ...headers, 'Cache-Control': 'no-cache' };
  const hashedInRelease = location(`~ ${HASHED}`, immutable, ['try_files $uri =404;']).replace(/^/gm, '  ').trimStart();
  return [
    location('^~ /releases/', revalidate, [hashedInRelease, 'try_files $uri =404;']),
    location(`~ ${HASHED}`, immutable, ['try_files /current$uri /previous$uri =404;']),
    location('/', revalidate, ['try_files /current$uri =404;']),
  ];
}

/** @param {string} root */
function inlineHashesOf(root) {
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.html')) for (const hash of inlineScriptHashes(fs.readFileSync(path.join(root, file), 'utf8'))) hashes.add(hash);
  }
  return [...hashes];
}

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
    .map((file) => ({ path: `/${path.dirname(file) === '.' ? '' : path.dirname(file)}`, template: path.resolve(root, file) }));
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
    .map((entry) => {
      const templates = location('~ /index\\.html$', headers, ['return 404;']).replace(/^/gm, '  ').trimStart();
      return location(`~ ^/${entry.name}/`, headers, [`error_page 404 /${entry.name}/404.html;`, templates, 'try_files $uri =404;']);
    });
}

/** The DNS server nginx asks for the remotes' host names (it does not read /etc/hosts). */
function systemResolver() {
  const match = /^nameserver\s+(\S+)/m.exec(fs.existsSync('/etc/resolv.conf') ? fs.readFileSync('/etc/resolv.conf', 'utf8') : '');
  return match ? (match[1].includes(':') ? `[${match[1]}]` : match[1]) : '127.0.0.53';
}

/**
 * nginx's own refusals on a service's location, by status: the contact text's problem (form.server) its page tells.
 * @type {Record<number, 'tooLarge' | 'rateLimited' | 'unavailable'>}
 */
const serviceProblems = { 413: 'tooLarge', 429: 'rateLimited', 502: 'unavailable', 503: 'unavailable', 504: 'unavailable' };
const serviceErrorsDir = (/** @type {string} */ stateDir) => path.join(stateDir, 'service-errors');

/**
 * Writes the pages nginx answers a service's post with when it refuses the post itself (too large, too
 * often, the service down or slow), as the service's own pages: styled, no JavaScript, the phone number,
 * one per language (`<stateDir>/service-errors/te/413.html`), leading back to `siteUrl`'s contact page.
 * @param {string} stateDir
 * @param {string} [siteUrl]
 */
function writeServiceErrorPages(stateDir, siteUrl = process.env.SITE_URL || business.siteUrl) {
  for (const locale of locales) {
    const folder = path.join(serviceErrorsDir(stateDir), locale);
    fs.mkdirSync(folder, { recursive: true });
    for (const [status, problem] of Object.entries(serviceProblems)) {
      const { heading, text } = contactTextIn(locale).form.server[problem];
      const page = problemPage({ locale, heading, message: text, siteUrl: `${siteUrl.replace(/\/$/, '')}${localizedPath(locale, '/contact')}` });
      fs.writeFileSync(path.join(folder, `${status}.html`), page);
    }
  }
}

/**
 * A remote's own service on its origin (the contact team's `/api/messages`), proxied to where it runs:
 * the same body cap as the embedded server, and a per-visitor rate twice the service's own (a backstop:
 * the service answers a visitor over its limit itself, in the visitor's language), keyed on the address nginx sees
 * (the `X-Forwarded-For` it sends replaces any the visitor sent, so the service, trusting this proxy only,
 * counts each visitor apart, and a made-up header cannot add keys). What nginx refuses itself is answered
 * with the pages writeServiceErrorPages wrote, in the language the visitor's browser asks for first.
 * @param {Service} service
 * @param {Headers} headers
 * @param {string} zone  the name of its rate limit zone, unique in the configuration
 * @param {string} stateDir
 */
function serviceLocation({ path: servicePath, upstream, maxBodyBytes = 32 * 1024, perMinute = 10 }, headers, zone, stateDir) {
  const errorsPath = '/_service_errors/';
  const byLanguage = locales.filter((locale) => locale !== defaultLocale).map((locale) => `"~*^\\s*${locale}(-|;|,|$)" ${locale};`);
  return {
    // Posts count, as on the embedded server; a browser's preflight (OPTIONS) does not.
    zone: [`map $request_method $${zone}_key { POST $binary_remote_addr; default ""; }`, `limit_req_zone $${zone}_key zone=${zone}:1m rate=${2 * perMinute}r/m;`].join('\n'),
    languageMap: `map $http_accept_language $${zone}_locale { default ${defaultLocale}; ${byLanguage.join(' ')} }`,
    location: location(`^~ ${servicePath}`, headers, [
      `proxy_pass ${upstream};`,
      'proxy_set_header X-Forwarded-For $remote_addr;',
      'proxy_set_header Host $host;',
      `client_max_body_size ${Math.ceil(maxBodyBytes / 1024)}k;`,
      `limit_req zone=${zone} burst=${2 * perMinute} nodelay;`,
      'limit_req_status 429;',
      ...Object.keys(serviceProblems).map((status) => `error_page ${status} ${errorsPath}$${zone}_locale/${status}.html;`),
    ]),
    errorPages: location(`^~ ${errorsPath}`, { ...headers, 'Cache-Control': 'no-store', 'Content-Security-Policy': pageSecurityPolicy }, ['internal;', `alias ${serviceErrorsDir(stateDir)}/;`]),
  };
}

/**
 * A remote's own service on its origin, and how much nginx lets through to it.
 * @typedef {{ path: string, upstream: string, maxBodyBytes?: number, perMinute?: number }} Service
 */

/**
 * The options of an app's server block (the command's options, above).
 * @typedef {object} ServerOptions
 * @property {'shell' | 'remote'} kind
 * @property {string} root  the app's dist (a remote with `releases`: its origin's folder)
 * @property {string} [remotes]  the shell's remotes.json
 * @property {number | string} [listen]  nginx's `listen`: a port, or address:port
 * @property {string} [serverName]
 * @property {boolean} [brotli]
 * @property {string} [stateDir]
 * @property {string} [resolver]
 * @property {boolean} [releases]
 * @property {Service} [service]
 * @property {string} [metrics]
 * @property {string} [accessLog]
 */

/** @param {ServerOptions} options */
function serverBlock({
  kind,
  root,
  remotes,
  listen = 80,
  serverName = '_',
  brotli = false,
  stateDir = defaultStateDir,
  resolver = systemResolver(),
  releases = false,
  service,
  metrics,
  accessLog = '/var/log/nginx/access.log',
}) {
  const common = { ...securityHeaders, Vary: 'Accept-Encoding' };
  /** @type {string[]} */
  const before = [];
  const lines = [
    '  server {',
    `    listen ${listen};`,
    `    server_name ${serverName};`,
    `    root ${path.resolve(root)};`,
    '    charset utf-8;',
    '    server_tokens off;',
    '    gzip_static on;',
    ...(brotli ? ['    brotli_static on;'] : []),
    // Also on nginx's own answers (400, 414, 5xx), which no location handles.
    headerLines(common, '    '),
    // Source maps (sources, build paths) are not for the public.
    location('~ \\.map$', common, ['return 404;']),
  ];

  if (kind === 'shell') {
    if (!remotes) throw new Error("The shell's server block needs its remotes.json (--remotes)");
    /** @type {Record<string, string>} */
    const remoteConfig = JSON.parse(fs.readFileSync(remotes, 'utf8'));
    const policy = { remoteOrigins: Object.values(remoteConfig).map((entry) => new URL(entry).origin), scriptHashes: inlineHashesOf(root) };
    const headers = { ...common, 'Content-Security-Policy': contentSecurityPolicy(policy) };
    // Composed pages get their CSP from the include step, with the hashes of the stylesheets it inlined.
    const pageCsp = contentSecurityPolicy({ ...policy, styleHashes: [STYLE_HASHES] });
    const routes = composedRoutes(root);
    before.push(...composerBlocks({ remoteConfig, routes, pageCsp, stateDir, resolver, metrics }));
    lines.push(
      // For answers no file or cache holds compressed.
      '    gzip on;',
      '    error_page 404 /404.html;',
      ...nginxCanonicalRewrites(routePathsOf(root)).map((line) => `    ${line}`),
      ...routes.map((route) => composedRouteLocation(route, { ...common, 'Cache-Control': 'no-cache' }, { metrics, accessLog })),
      ...(metrics ? [vitalsLocation(metrics, common)] : []),
      location('= /remotes.json', { ...headers, 'Cache-Control': 'no-cache' }, [`alias ${path.resolve(remotes)};`, 'default_type application/json;']),
      // A `types` block replaces the whole MIME map, so the manifest's type is set where it is served.
      location('= /manifest.webmanifest', { ...headers, 'Cache-Control': 'no-cache' }, ['types { }', 'default_type application/manifest+json;']),
      location(`~ ${HASHED}`, { ...headers, 'Cache-Control': 'public, max-age=31536000, immutable' }, ['try_files $uri =404;']),
      // Under /te/, /hi/, /ur/: a 404 is that language's 404 page.
      ...languageLocations(root, { ...headers, 'Cache-Control': 'no-cache' }),
      // Route templates are only ever sent composed; anything else is a real 404 with the shell's 404 page.
      location('~ /index\\.html$', headers, ['return 404;']),
      location('/', { ...headers, 'Cache-Control': 'no-cache' }, ['try_files $uri =404;']),
    );
  } else {
    const headers = {
      ...common,
      'Access-Control-Allow-Origin': '*',
      'Content-Security-Policy': contentSecurityPolicy({ scriptHashes: inlineHashesOf(root) }),
    };
    lines.push(location('~ /mf-stats\\.json', common, ['return 404;']));
    if (service) {
      const zone = `service_${`${serverName}${service.path}_${listen}`.replace(/[^0-9a-z]/gi, '_')}`;
      const proxied = serviceLocation(service, common, zone, stateDir);
      before.push(proxied.zone, proxied.languageMap);
      lines.push(proxied.location, proxied.errorPages);
    }
    if (releases) {
      lines.push(...releaseLocations(headers));
    } else {
      lines.push(
        location(`~ ${HASHED}`, { ...headers, 'Cache-Control': 'public, max-age=31536000, immutable' }, ['try_files $uri =404;']),
        location('/', { ...headers, 'Cache-Control': 'no-cache' }, ['try_files $uri =404;']),
      );
    }
  }
  lines.push('  }');
  return [...before, ...lines].join('\n');
}

/**
 * A complete nginx.conf around one or more server blocks (for tests and single-app hosts).
 * @param {string[]} blocks
 * @param {{ prefix: string, brotliModule?: string, njsModule?: string }} options
 */
function standaloneConfig(blocks, { prefix, brotliModule, njsModule }) {
  return [
    ...(brotliModule ? [`load_module ${brotliModule};`] : []),
    ...(njsModule ? [`load_module ${njsModule};`] : []),
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    // A composition holds about 6 connections (the visitor's, both ends of the composer and fragment
    // hops, the remote's); the cache locks keep it to one per route and part at a time, the rest is visitors.
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  access_log ${prefix}/access.log;`,
    `  client_body_temp_path ${prefix}/body;`,
    `  proxy_temp_path ${prefix}/proxy;`,
    `  fastcgi_temp_path ${prefix}/fastcgi;`,
    `  uwsgi_temp_path ${prefix}/uwsgi;`,
    `  scgi_temp_path ${prefix}/scgi;`,
    '  sendfile on;',
    ...blocks,
    '}',
    '',
  ].join('\n');
}

module.exports = { serverBlock, standaloneConfig, writeServiceErrorPages };

if (require.main === module) {
  const [kind, ...rest] = process.argv.slice(2);
  const option = (/** @type {string} */ name) => {
    const index = rest.indexOf(`--${name}`);
    return index === -1 ? undefined : rest[index + 1];
  };
  const root = option('root');
  const service = option('service');
  if ((kind !== 'shell' && kind !== 'remote') || !root) {
    console.error('Usage: nginx-config.js shell|remote --root DIST [--remotes remotes.json] [--listen PORT] [--server-name NAME] [--brotli] [--state-dir DIR] [--resolver ADDRESS] [--service PATH=UPSTREAM] [--metrics HOST:PORT] [--access-log PATH]');
    process.exit(2);
  }
  const block = serverBlock({
    kind,
    root,
    remotes: option('remotes'),
    listen: option('listen'),
    serverName: option('server-name'),
    brotli: rest.includes('--brotli'),
    releases: rest.includes('--releases'),
    ...(option('state-dir') && { stateDir: option('state-dir') }),
    ...(option('resolver') && { resolver: option('resolver') }),
    ...(option('metrics') && { metrics: option('metrics') }),
    ...(option('access-log') && { accessLog: option('access-log') }),
    ...(service && { service: { path: service.split('=')[0], upstream: service.split('=').slice(1).join('=') } }),
  });
  if (kind === 'shell') writeIncludeStep(option('state-dir') ?? defaultStateDir);
  if (service) writeServiceErrorPages(option('state-dir') ?? defaultStateDir, option('site-url'));
  process.stdout.write(`# Generated by shell/deploy/nginx-config.js: put inside the http { } block.\n${block}\n`);
}
