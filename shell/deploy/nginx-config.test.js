/** @jest-environment node */
// The generated configuration as text: what nginx is told to do, for what the browser suite cannot see
// (shell/e2e/nginx*.e2e.ts run real nginx with it).
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { includeDirectives } = require('shared-content/tooling/fragment/include');
const { VITALS_PATH } = require('shared-content/tooling/fragment/names');
const { composerKeepAliveMs } = require('../server/composer-timing');
const { VISITOR_COOKIE } = require('../server/cookies');

/** The beacon's location block in a generated configuration. */
const beaconLocation = (/** @type {string} */ config) => new RegExp(`location = ${VITALS_PATH.replace(/\//g, '\\/')} \\{[\\s\\S]*?\\n {4}\\}`).exec(config)?.[0] ?? '';

/** @type {string} */
let dist;
/** @type {string} */
let stateDir;
/** @type {string} */
let remotes;

/** The command line's answer (a process of its own: what it loads is what a fresh host loads). */
const generate = (/** @type {string[]} */ ...args) => spawnSync(process.execPath, [path.join(__dirname, 'nginx-config.js'), ...args], { encoding: 'utf8' });

beforeAll(() => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-config-'));
  dist = path.join(base, 'dist');
  stateDir = path.join(base, 'state');
  remotes = path.join(base, 'remotes.json');
  const about = includeDirectives('about', 'te', '<p>Call us: <a href="tel:+919876543210">+91 98765 43210</a></p>');
  const pages = {
    'index.html': '<html lang="en"><head></head><body><main>Home</main></body></html>',
    '404.html': '<html lang="en">Page not found</html>',
    'te/about/index.html': `<html lang="te"><head>${about.style}</head><body>${about.block}<main>${about.page}</main></body></html>`,
  };
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), html);
  }
  fs.writeFileSync(remotes, JSON.stringify({ about: 'https://about.example.in/remoteEntry.js' }));
});

describe("the shell's server block", () => {
  it('is generated without any remote built, loading nothing of the contact remote', () => {
    const script = `require(${JSON.stringify(path.join(__dirname, 'nginx-config.js'))}).blockFor(${JSON.stringify(['shell', '--root', dist, '--remotes', remotes, '--state-dir', stateDir])});
      console.log(JSON.stringify(Object.keys(require.cache).filter((file) => /mf-contact/.test(file))));`;
    const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual([]);
  });

  it('sends composed routes to the composer through the page cache, and has nginx compose nothing itself', () => {
    const run = generate('shell', '--root', dist, '--remotes', remotes, '--state-dir', stateDir, '--composer', '127.0.0.1:3100');
    expect(run.status).toBe(0);
    const route = /location = \/te\/about \{[\s\S]*?\n {4}\}/.exec(run.stdout)?.[0] ?? '';
    expect(run.stdout).toMatch(/server 127\.0\.0\.1:3100 /);
    expect(route).toContain('proxy_pass http://shell_composer;');
    expect(route).toContain('proxy_cache shell_pages;');
    expect(route).toContain('proxy_cache_lock on;');
    expect(route).toContain('proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;');
    expect(run.stdout).not.toMatch(/^\s*js_/m);
    expect(run.stdout).not.toContain('ssi on');
  });

  it('spreads pages over every composer given, asks the next one for a page that fails, and never sends a POST to a second composer', () => {
    const run = generate('shell', '--root', dist, '--remotes', remotes, '--state-dir', stateDir, '--composer', '127.0.0.1:3100', '--composer', '127.0.0.1:3101');
    expect(run.status).toBe(0);
    const upstream = /upstream shell_composer \{[\s\S]*?\n {2}\}/.exec(run.stdout)?.[0] ?? '';
    expect(upstream).toContain('server 127.0.0.1:3100 max_fails=1 fail_timeout=1s;');
    expect(upstream).toContain('server 127.0.0.1:3101 max_fails=1 fail_timeout=1s;');
    const route = /location = \/te\/about \{[\s\S]*?\n {4}\}/.exec(run.stdout)?.[0] ?? '';
    expect(route).toContain('proxy_next_upstream error timeout http_502 http_503;');
    expect(route).toContain('proxy_next_upstream_tries 3;');
    expect(route).toMatch(/proxy_next_upstream_timeout \d+ms;/);
    const beacon = beaconLocation(run.stdout);
    expect(beacon).toContain('limit_except POST');
    expect(run.stdout).not.toContain('non_idempotent');
    expect(beacon).not.toContain('proxy_next_upstream ');
  });

  it("passes the beacon the visitor's random id alone of its cookies (its canary arm, which a view's claims are held to), and no user agent or referrer", () => {
    const run = generate('shell', '--root', dist, '--remotes', remotes, '--state-dir', stateDir);
    const beacon = beaconLocation(run.stdout);
    expect(beacon.match(/proxy_set_header (Cookie|User-Agent|Referer) .*;/g)).toEqual([`proxy_set_header Cookie "${VISITOR_COOKIE}=$cookie_${VISITOR_COOKIE}";`, 'proxy_set_header User-Agent "";', 'proxy_set_header Referer "";']);
  });

  it("closes an idle connection to a composer before the composer would, so nginx never reuses one the composer is closing", () => {
    const run = generate('shell', '--root', dist, '--remotes', remotes, '--state-dir', stateDir);
    const nginxSeconds = Number(/keepalive_timeout (\d+)s;/.exec(run.stdout)?.[1]);
    expect(nginxSeconds * 1000).toBeLessThan(composerKeepAliveMs);
  });

  it("writes each route's page for a composer that is down: the route with its fallback and phone number, no directive left", () => {
    generate('shell', '--root', dist, '--remotes', remotes, '--state-dir', stateDir);
    const page = fs.readFileSync(path.join(stateDir, 'composer-down', 'te', 'about.html'), 'utf8');
    expect(page).toContain('<main><p>Call us: <a href="tel:+919876543210">');
    expect(page).not.toContain('<!--#');
  });

  it('listens with TLS when given a certificate and its key', () => {
    const run = generate('shell', '--root', dist, '--remotes', remotes, '--state-dir', stateDir, '--listen', '443', '--tls-certificate', '/etc/ssl/site.pem', '--tls-key', '/etc/ssl/site.key');
    expect(run.stdout).toContain('listen 443 ssl http2;');
    expect(run.stdout).toContain('ssl_certificate /etc/ssl/site.pem;');
    expect(run.stdout).toContain('ssl_certificate_key /etc/ssl/site.key;');
  });
});

it('answers a command line without an app kind or --root with its usage', () => {
  const run = generate('shell');
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('Usage: nginx-config.js shell|remote --root DIST');
});

describe('behind a load balancer or TLS terminator', () => {
  /** The lines of the server block (not of a location) that set who the visitor is. */
  const realIpLinesOf = (/** @type {string} */ output) => output.split('\n').filter((line) => /^ {4}(set_real_ip_from|real_ip_)/.test(line));

  it("makes nginx's visitor the one the trusted proxies name, in the shell's block and a remote's", () => {
    const options = ['--trusted-proxies', '10.0.0.0/8, 192.0.2.7', '--real-ip-header', 'X-Real-IP'];
    const shell = generate('shell', '--root', dist, '--remotes', remotes, '--state-dir', stateDir, ...options);
    const remote = generate('remote', '--root', dist, ...options);
    for (const run of [shell, remote]) {
      expect(run.stderr).toBe('');
      expect(realIpLinesOf(run.stdout)).toEqual(['    set_real_ip_from 10.0.0.0/8;', '    set_real_ip_from 192.0.2.7;', '    real_ip_header X-Real-IP;', '    real_ip_recursive on;']);
    }
  });

  it('reads the visitor from X-Forwarded-For unless told otherwise, and trusts no header without the proxies', () => {
    const trusted = generate('shell', '--root', dist, '--remotes', remotes, '--state-dir', stateDir, '--trusted-proxies', '10.0.0.1');
    expect(realIpLinesOf(trusted.stdout)).toContain('    real_ip_header X-Forwarded-For;');
    const direct = generate('shell', '--root', dist, '--remotes', remotes, '--state-dir', stateDir);
    expect(realIpLinesOf(direct.stdout)).toEqual([]);
  });

  it('refuses a proxy that is not an address or a network, and a header that is not a name, naming the option', () => {
    const proxy = generate('remote', '--root', dist, '--trusted-proxies', 'balancer.internal');
    expect(proxy.status).toBe(2);
    expect(proxy.stderr).toContain('--trusted-proxies: "balancer.internal" is not an address or a network');
    const header = generate('remote', '--root', dist, '--trusted-proxies', '10.0.0.1', '--real-ip-header', 'X-Forwarded-For;');
    expect(header.status).toBe(2);
    expect(header.stderr).toContain('--real-ip-header "X-Forwarded-For;" is not a header name');
  });
});
