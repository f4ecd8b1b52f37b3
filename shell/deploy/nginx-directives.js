// The pieces every generated nginx server block is written with: a location with its headers, the
// hashed-file rule of ../server/headers.js as an nginx pattern, and the nginx.conf around the blocks.
const fs = require('node:fs');
const path = require('node:path');
const { contentHashed, inlineScriptHashes } = require('../server/headers');
const { realIpLines } = require('./nginx-real-ip');

/** @typedef {Record<string, string>} Headers */

/** headers.js's hashed-file rule (`main.1a2b3c4d.js`), as an nginx location pattern. */
const HASHED = `"${contentHashed.source}"`;

const immutable = 'public, max-age=31536000, immutable';
const milliseconds = (/** @type {number} */ ms) => `${ms}ms`;
/** For the directives that take whole seconds only. */
const seconds = (/** @type {number} */ ms) => `${Math.ceil(ms / 1000)}s`;

/**
 * The hashes of every inline script of the HTML files under `root`, for a CSP that allows exactly those.
 * @param {string} root
 */
function inlineScriptHashesOf(root) {
  const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  return [...new Set(files.flatMap((file) => inlineScriptHashes(fs.readFileSync(path.join(root, file), 'utf8'))))];
}

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

/**
 * A location inside another one (its lines indented once more).
 * @param {Parameters<typeof location>} args
 */
const nestedLocation = (...args) => location(...args).replace(/^/gm, '  ').trimStart();

/**
 * A server block's certificate and key (PEM files): it then listens with TLS and HTTP/2.
 * @typedef {{ certificate: string, key: string }} Tls
 */

/**
 * The start of a server block: where it listens (with `tls`, TLS on that port), its folder, compression
 * of files built compressed (`.gz`, and `.br` with `brotli`: libnginx-mod-http-brotli-static), and
 * `headers` on nginx's own answers too (400, 414, 5xx), which no location handles, and with `realIp` the
 * visitor as a load balancer in front names it (nginx-real-ip.js).
 * @param {{ listen: number | string, serverName: string, root: string, brotli: boolean, tls?: Tls, realIp?: import('./nginx-real-ip').RealIp, headers: Headers }} options
 */
function serverStart({ listen, serverName, root, brotli, tls, realIp, headers }) {
  return [
    '  server {',
    ...(tls
      ? [`    listen ${listen} ssl http2;`, `    ssl_certificate ${tls.certificate};`, `    ssl_certificate_key ${tls.key};`, '    ssl_protocols TLSv1.2 TLSv1.3;']
      : [`    listen ${listen};`]),
    `    server_name ${serverName};`,
    ...realIpLines(realIp),
    `    root ${root};`,
    '    charset utf-8;',
    '    server_tokens off;',
    '    gzip_static on;',
    ...(brotli ? ['    brotli_static on;'] : []),
    headerLines(headers, '    '),
    // Source maps (sources, build paths) are not for the public.
    location('~ \\.map$', headers, ['return 404;']),
  ];
}

/**
 * A complete nginx.conf around one or more server blocks (for tests and single-app hosts).
 * @param {string[]} blocks
 * @param {{ prefix: string, brotliModule?: string }} options
 */
function standaloneConfig(blocks, { prefix, brotliModule }) {
  return [
    ...(brotliModule ? [`load_module ${brotliModule};`] : []),
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
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

module.exports = { HASHED, headerLines, immutable, inlineScriptHashesOf, location, milliseconds, nestedLocation, seconds, serverStart, standaloneConfig };
