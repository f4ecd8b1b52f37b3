#!/usr/bin/env node
// Generates the reference nginx configuration for the shell or for one page remote, from the same rules
// as the embedded server (../server/headers.js). Each app is deployable on its own.
//
//   node shell/deploy/nginx-config.js shell  --root /srv/shell/dist --remotes /srv/shell/remotes.json --listen 80
//   node shell/deploy/nginx-config.js remote --root /srv/about/dist --listen 80
//
// Options: --listen PORT, --server-name NAME, --brotli (needs libnginx-mod-http-brotli-static),
// --standalone (a whole nginx.conf with events/http blocks, for tests and single-app hosts).
const fs = require('node:fs');
const path = require('node:path');
const { nginxCanonicalRewrites, routePathsOf } = require('../server/canonical-url');
const { contentSecurityPolicy, inlineScriptHashes, securityHeaders } = require('../server/headers');

const HASHED = '"\\.[0-9a-f]{8}\\.[a-z]+$"';

function headerLines(headers, indent) {
  return Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
    .join('\n');
}

/** nginx drops server-level add_header in any location that sets its own, so each location lists all. */
function location(match, headers, body = []) {
  return [`    location ${match} {`, headerLines(headers, '      '), ...body.map((line) => `      ${line}`), '    }'].join('\n');
}

/**
 * `/_fragment/<remote>` and `/_fragment/<remote>/head`: the remote's pre-rendered page and its stylesheet
 * links, fetched from the remote's own origin (so its deploy alone changes them) with short timeouts;
 * on failure the SSI include shows its stub (the fallback with the phone number).
 */
function fragmentLocations(name, entry) {
  const origin = new URL(entry).origin;
  const proxy = (file) => [
    'internal;',
    `proxy_pass ${new URL(file, entry).href};`,
    'proxy_set_header Accept-Encoding "";',
    'proxy_connect_timeout 300ms;',
    'proxy_send_timeout 800ms;',
    'proxy_read_timeout 800ms;',
    `sub_filter '%REMOTE_ORIGIN%' '${origin}';`,
    'sub_filter_once off;',
  ];
  return [
    `    location = /_fragment/${name} {\n${proxy('fragment.html').map((line) => `      ${line}`).join('\n')}\n    }`,
    `    location = /_fragment/${name}/head {\n${proxy('fragment-head.html').map((line) => `      ${line}`).join('\n')}\n    }`,
  ];
}

function inlineHashesOf(root) {
  const hashes = new Set();
  for (const file of fs.readdirSync(root, { recursive: true })) {
    if (String(file).endsWith('.html')) for (const hash of inlineScriptHashes(fs.readFileSync(path.join(root, file), 'utf8'))) hashes.add(hash);
  }
  return [...hashes];
}

function serverBlock({ kind, root, remotes, listen = 80, serverName = '_', brotli = false }) {
  const common = { ...securityHeaders, Vary: 'Accept-Encoding' };
  const lines = [
    '  server {',
    `    listen ${listen};`,
    `    server_name ${serverName};`,
    `    root ${path.resolve(root)};`,
    '    charset utf-8;',
    '    server_tokens off;',
    '    gzip_static on;',
    ...(brotli ? ['    brotli_static on;'] : []),
  ];

  if (kind === 'shell') {
    const remoteConfig = JSON.parse(fs.readFileSync(remotes, 'utf8'));
    const csp = contentSecurityPolicy({
      remoteOrigins: Object.values(remoteConfig).map((entry) => new URL(entry).origin),
      scriptHashes: inlineHashesOf(root),
    });
    const headers = { ...common, 'Content-Security-Policy': csp };
    lines.push(
      // HTML is composed per request (SSI includes of the page fragments), so it is compressed per request.
      '    gzip on;',
      '    error_page 404 /404.html;',
      ...nginxCanonicalRewrites(routePathsOf(root)).map((line) => `    ${line}`),
      ...Object.entries(remoteConfig).flatMap(([name, entry]) => fragmentLocations(name, entry)),
      location('= /remotes.json', { ...headers, 'Cache-Control': 'no-cache' }, [`alias ${path.resolve(remotes)};`, 'default_type application/json;']),
      // A `types` block replaces the whole MIME map, so the manifest's type is set where it is served.
      location('= /manifest.webmanifest', { ...headers, 'Cache-Control': 'no-cache' }, ['types { }', 'default_type application/manifest+json;']),
      location(`~ ${HASHED}`, { ...headers, 'Cache-Control': 'public, max-age=31536000, immutable' }, ['try_files $uri =404;']),
      // Routes answer with their own HTML (deep links); anything else is a real 404 with the shell's 404 page.
      location('/', { ...headers, 'Cache-Control': 'no-cache' }, ['ssi on;', 'try_files $uri $uri/index.html =404;']),
    );
  } else {
    const headers = {
      ...common,
      'Access-Control-Allow-Origin': '*',
      'Content-Security-Policy': contentSecurityPolicy({ scriptHashes: inlineHashesOf(root) }),
    };
    lines.push(
      location(`~ ${HASHED}`, { ...headers, 'Cache-Control': 'public, max-age=31536000, immutable' }, ['try_files $uri =404;']),
      location('/', { ...headers, 'Cache-Control': 'no-cache' }, ['try_files $uri =404;']),
    );
  }
  lines.push('  }');
  return lines.join('\n');
}

/** A complete nginx.conf around one or more server blocks (for tests and single-app hosts). */
function standaloneConfig(blocks, { prefix, brotliModule }) {
  return [
    ...(brotliModule ? [`load_module ${brotliModule};`] : []),
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'events { worker_connections 256; }',
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

module.exports = { serverBlock, standaloneConfig };

if (require.main === module) {
  const [kind, ...rest] = process.argv.slice(2);
  const option = (name) => {
    const index = rest.indexOf(`--${name}`);
    return index === -1 ? undefined : rest[index + 1];
  };
  if (kind !== 'shell' && kind !== 'remote') {
    console.error('Usage: nginx-config.js shell|remote --root DIST [--remotes remotes.json] [--listen PORT] [--server-name NAME] [--brotli]');
    process.exit(2);
  }
  const block = serverBlock({
    kind,
    root: option('root'),
    remotes: option('remotes'),
    listen: option('listen'),
    serverName: option('server-name'),
    brotli: rest.includes('--brotli'),
  });
  process.stdout.write(`# Generated by shell/deploy/nginx-config.js: put inside the http { } block.\n${block}\n`);
}
