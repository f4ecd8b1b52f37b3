/** @jest-environment node */
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { contentSecurityPolicy, securityHeaders } = require('./headers');
const { createShellServer } = require('./shell-host');
const { checkFormStamp, formStampLimits } = require('shared-content/tooling/form-stamp');
const { includeDirectives } = require('shared-content/tooling/fragment/include');
const { FORM_STAMP, FORM_STAMP_FIELD } = require('shared-content/tooling/fragment/names');

/** @typedef {import('node:net').AddressInfo} AddressInfo */

describe('the embedded server for the shell', () => {
  /** @type {string} */
  let shellRoot;
  /** @type {import('node:http').Server} */
  let shell;
  /** @type {string} */
  let shellUrl;
  const getShell = (/** @type {string} */ pathname) => fetch(`${shellUrl}${pathname}`, { redirect: 'manual' });

  beforeAll(async () => {
    shellRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-shell-'));
    const pages = {
      'index.html': '<html lang="en">Home</html>',
      '404.html': '<html lang="en">Page not found</html>',
      'about/index.html': '<html lang="en">About</html>',
      'te/index.html': '<html lang="te">హోమ్</html>',
      'te/404.html': '<html lang="te">పేజీ కనబడలేదు</html>',
      'te/about/index.html': '<html lang="te">మా గురించి</html>',
      'main.js': 'console.log(1);',
    };
    for (const [file, html] of Object.entries(pages)) {
      fs.mkdirSync(path.dirname(path.join(shellRoot, file)), { recursive: true });
      fs.writeFileSync(path.join(shellRoot, file), html);
    }
    shell = createShellServer({ root: shellRoot });
    await /** @type {Promise<void>} */ (new Promise((resolve) => shell.listen(0, '127.0.0.1', resolve)));
    shellUrl = `http://127.0.0.1:${/** @type {AddressInfo} */ (shell.address()).port}`;
  });

  afterAll(() => {
    shell.close();
    fs.rmSync(shellRoot, { recursive: true, force: true });
  });

  it('answers each route in each language with its HTML', async () => {
    for (const [pathname, text] of [['/te', 'హోమ్'], ['/te/about', 'మా గురించి'], ['/about', 'About']]) {
      const response = await getShell(pathname);
      expect([pathname, response.status, await response.text()]).toEqual([pathname, 200, expect.stringContaining(text)]);
    }
  });

  it('answers an unknown path with the 404 page in the language of its first segment', async () => {
    for (const [pathname, text] of [['/te/nothing', 'పేజీ కనబడలేదు'], ['/te/about/more', 'పేజీ కనబడలేదు'], ['/nothing', 'Page not found'], ['/about/nothing', 'Page not found'], ['/hi/nothing', 'Page not found']]) {
      const response = await getShell(pathname);
      expect([pathname, response.status, await response.text()]).toEqual([pathname, 404, expect.stringContaining(text)]);
    }
  });

  it('redirects the variants of a route in another language to its one address', async () => {
    for (const [variant, canonical] of [['/te/', '/te'], ['/TE/About', '/te/about'], ['/te/about/', '/te/about'], ['/te/about/index.html?x=1', '/te/about?x=1']]) {
      const response = await getShell(variant);
      expect([variant, response.status, response.headers.get('location')]).toEqual([variant, 301, canonical]);
    }
  });

  it('sends the security headers and Vary once on a page (GET, HEAD, 304), its 404 page, a file (200, 304), a redirect, a refused method and a missing file', async () => {
    const page = await getShell('/about');
    const file = await getShell('/main.js');
    const ifNoneMatch = (/** @type {Response} */ response) => ({ headers: { 'If-None-Match': /** @type {string} */ (response.headers.get('etag')) } });
    /** @type {[string, Response, number][]} name, answer, its status */
    const answers = [
      ['page', page, 200],
      ['page HEAD', await fetch(`${shellUrl}/about`, { method: 'HEAD' }), 200],
      ['page 304', await fetch(`${shellUrl}/about`, ifNoneMatch(page)), 304],
      ['404 page', await getShell('/te/nothing'), 404],
      ['file', file, 200],
      ['file 304', await fetch(`${shellUrl}/main.js`, ifNoneMatch(file)), 304],
      ['redirect', await getShell('/te/'), 301],
      ['refused method', await fetch(`${shellUrl}/about`, { method: 'POST' }), 405],
      ['missing file', await getShell('/nothing.js'), 404],
    ];
    // A header sent twice would read as both values joined by ', '.
    const once = { nosniff: 'nosniff', hsts: 'max-age=31536000; includeSubDomains', referrer: 'strict-origin-when-cross-origin', permissions: securityHeaders['Permissions-Policy'], vary: 'Accept-Encoding' };
    for (const [name, response, status] of answers) {
      const headers = { nosniff: response.headers.get('x-content-type-options'), hsts: response.headers.get('strict-transport-security'), referrer: response.headers.get('referrer-policy'), permissions: response.headers.get('permissions-policy'), vary: response.headers.get('vary') };
      expect([name, response.status, headers]).toEqual([name, status, once]);
    }
    const pages = answers.filter(([name]) => name.startsWith('page') || name === '404 page');
    expect(pages.map(([name, response]) => [name, response.headers.get('content-security-policy')])).toEqual(pages.map(([name]) => [name, contentSecurityPolicy()]));
  });
});

describe('the composer and the contact form', () => {
  const key = crypto.randomBytes(32);
  /** @type {string} */
  let shellRoot;
  /** @type {import('node:http').Server} */
  let shell;
  /** @type {string} */
  let shellUrl;
  const fallback = '<p>Call us</p>';
  const directives = includeDirectives('contact', 'en', fallback);
  // The same part object on every page: as a cache of composed parts gives it.
  const part = { html: `<form action="https://contact.test/api/messages" method="post"><input type="hidden" name="${FORM_STAMP_FIELD}" value="${FORM_STAMP}"></form>`, css: '', release: 'abc123' };
  const live = { contact: { release: 'abc123', entry: 'https://contact.test/remoteEntry.js', files: { 'remoteEntry.js': 'sha384-x' } } };

  beforeAll(async () => {
    shellRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'stamp-shell-'));
    fs.mkdirSync(path.join(shellRoot, 'contact'));
    fs.writeFileSync(path.join(shellRoot, 'contact', 'index.html'), `<html lang="en"><head></head><body>${directives.block}<main>${directives.page}</main></body></html>`);
    fs.writeFileSync(path.join(shellRoot, 'index.html'), '<html lang="en"><head></head><body>Home</body></html>');
    shell = createShellServer({ root: shellRoot, liveReleases: async () => live, partFor: async () => part, formStampKey: () => key });
    await /** @type {Promise<void>} */ (new Promise((resolve) => shell.listen(0, '127.0.0.1', resolve)));
    shellUrl = `http://127.0.0.1:${/** @type {AddressInfo} */ (shell.address()).port}`;
  });

  afterAll(() => {
    shell.close();
    fs.rmSync(shellRoot, { recursive: true, force: true });
  });

  const stampOf = (/** @type {string} */ html) => new RegExp(`name="${FORM_STAMP_FIELD}" value="([^"]*)"`).exec(html)?.[1] ?? '';

  it('writes a stamp of its own into each page it answers, signed with the form stamp key, even from the same composed part', async () => {
    const before = Date.now();
    const first = await fetch(`${shellUrl}/contact`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await fetch(`${shellUrl}/contact`);
    const stamps = [stampOf(await first.text()), stampOf(await second.text())];
    expect(stamps[0]).not.toBe(stamps[1]);
    for (const stamp of stamps) {
      const { verdict, ageMs } = checkFormStamp(stamp, key, { limits: { ...formStampLimits, minFillMs: 0 } });
      expect(verdict).toBe('fresh');
      expect(/** @type {number} */ (ageMs)).toBeLessThanOrEqual(Date.now() - before);
    }
    // The page is the same page: a browser that kept it is told so (304), and posts its older stamp.
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect((await fetch(`${shellUrl}/contact`, { headers: { 'If-None-Match': /** @type {string} */ (first.headers.get('etag')) } })).status).toBe(304);
  });

  it('serves the contact page with its placeholder when the key cannot be read, saying so once', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const unreadable = jest.fn(() => {
      throw new Error('EACCES: permission denied, open form-stamp.key');
    });
    const keyless = createShellServer({ root: shellRoot, liveReleases: async () => live, partFor: async () => part, formStampKey: unreadable });
    await /** @type {Promise<void>} */ (new Promise((resolve) => keyless.listen(0, '127.0.0.1', resolve)));
    try {
      for (let page = 0; page < 2; page++) {
        const response = await fetch(`http://127.0.0.1:${/** @type {AddressInfo} */ (keyless.address()).port}/contact`);
        expect(response.status).toBe(200);
        expect(stampOf(await response.text())).toBe(FORM_STAMP);
      }
      expect(unreadable).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('The form stamp key cannot be read (EACCES: permission denied'));
    } finally {
      keyless.close();
      error.mockRestore();
    }
  });

  it('reads no key for a page without a form', async () => {
    const unread = jest.fn(() => key);
    const plain = createShellServer({ root: shellRoot, formStampKey: unread });
    await /** @type {Promise<void>} */ (new Promise((resolve) => plain.listen(0, '127.0.0.1', resolve)));
    try {
      const response = await fetch(`http://127.0.0.1:${/** @type {AddressInfo} */ (plain.address()).port}/`);
      expect(await response.text()).toContain('Home');
      expect(unread).not.toHaveBeenCalled();
    } finally {
      plain.close();
    }
  });
});
