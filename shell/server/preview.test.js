/** @jest-environment node */
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { PREVIEW_COOKIE, PREVIEW_LEAVE_PATH, PREVIEW_MAX_MS, previewKey, previewLink, signPreview, verifyPreview } = require('./preview');
const { createShellServer } = require('./shell-host');

/** @typedef {import('node:net').AddressInfo} AddressInfo */

const key = crypto.randomBytes(32);
const now = Date.UTC(2026, 10, 28, 12);
const preview = { remote: 'about', release: '0123456789ab', expires: now + 60 * 60 * 1000 };

describe('preview links', () => {
  it('name what the shell host signed, until they expire', () => {
    expect(verifyPreview(signPreview(preview, key), key, now)).toEqual(preview);
    expect(verifyPreview(signPreview(preview, key), key, preview.expires)).toBeNull();
  });

  it('are ignored when forged, altered, signed with another key or made to last over a day', () => {
    const token = signPreview(preview, key);
    expect(verifyPreview(token.replace('0123456789ab', '0123456789ac'), key, now)).toBeNull();
    expect(verifyPreview(token.replace('.about.', '.home.').replace(/^about\./, 'home.'), key, now)).toBeNull();
    expect(verifyPreview(token.replace(String(preview.expires), String(preview.expires + 1)), key, now)).toBeNull();
    expect(verifyPreview(signPreview(preview, crypto.randomBytes(32)), key, now)).toBeNull();
    expect(verifyPreview(signPreview({ ...preview, expires: now + PREVIEW_MAX_MS + 1 }, key), key, now)).toBeNull();
    expect(verifyPreview(`${token}x`, key, now)).toBeNull();
    // Signed, but naming no release id (over RELEASE_ID's 64 digits).
    expect(verifyPreview(signPreview({ ...preview, release: 'a'.repeat(65) }, key), key, now)).toBeNull();
    expect(verifyPreview(undefined, key, now)).toBeNull();
  });

  it("keep their key in a file of the shell host's own, made once, readable by its owner only", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-key-'));
    try {
      const file = path.join(folder, 'preview.key');
      const made = previewKey(file);
      expect(made.length).toBe(32);
      expect(previewKey(file)).toEqual(made);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('the composer with a preview', () => {
  /** @type {string} */
  let shellRoot;
  /** @type {import('node:http').Server} */
  let shell;
  /** @type {string} */
  let shellUrl;
  /** @type {unknown[]} */
  const visitors = [];
  const live = { release: 'aaaaaaaaaaaa', entry: 'http://127.0.0.1:1/releases/aaaaaaaaaaaa/remoteEntry.js', files: { 'remoteEntry.js': 'sha384-live' } };
  const previewed = { release: preview.release, entry: `http://127.0.0.1:1/releases/${preview.release}/remoteEntry.js`, files: { 'remoteEntry.js': 'sha384-preview' }, shownAs: /** @type {const} */ ('preview') };

  beforeAll(async () => {
    shellRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-shell-'));
    fs.mkdirSync(path.join(shellRoot, 'te', 'about'), { recursive: true });
    fs.writeFileSync(path.join(shellRoot, 'index.html'), '<html lang="en"><head></head><body><div id="root">Home</div></body></html>');
    fs.writeFileSync(path.join(shellRoot, 'te', 'about', 'index.html'), '<html lang="te"><head></head><body><div id="root">About</div></body></html>');
    shell = createShellServer({
      root: shellRoot,
      previewKey: () => key,
      liveReleases: async (visitor) => {
        visitors.push(visitor);
        return { about: visitor.preview?.remote === 'about' ? previewed : live };
      },
    });
    await /** @type {Promise<void>} */ (new Promise((resolve) => shell.listen(0, '127.0.0.1', resolve)));
    shellUrl = `http://127.0.0.1:${/** @type {AddressInfo} */ (shell.address()).port}`;
  });

  afterAll(() => {
    shell.close();
    fs.rmSync(shellRoot, { recursive: true, force: true });
  });

  const current = { ...preview, expires: Date.now() + 60 * 60 * 1000 };

  it("opening a link sets a first-party cookie scripts cannot read and leads to the remote's page", async () => {
    const link = new URL(previewLink(shellUrl, current, key));
    const response = await fetch(link, { redirect: 'manual' });
    expect([response.status, response.headers.get('location'), response.headers.get('cache-control')]).toEqual([303, '/about', 'private, no-store']);
    const cookie = /** @type {string} */ (response.headers.get('set-cookie'));
    expect(cookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=${signPreview(current, key).replace(/\./g, '\\.')}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`));
    // Secure where the visitor's connection is https (nginx says so).
    const viaHttps = await fetch(link, { redirect: 'manual', headers: { 'X-Forwarded-Proto': 'https' } });
    expect(viaHttps.headers.get('set-cookie')).toMatch(/; Secure$/);
  });

  it('ignores an altered link: no cookie, the home page', async () => {
    const altered = previewLink(shellUrl, current, key).replace(preview.release, 'ffffffffffff');
    const response = await fetch(altered, { redirect: 'manual' });
    expect([response.status, response.headers.get('location'), response.headers.get('set-cookie')]).toEqual([303, '/', null]);
  });

  it("serves the previewed release's pins on every page to the cookie's holder, with the banner in the page's language, kept by no cache", async () => {
    const response = await fetch(`${shellUrl}/te/about`, { headers: { Cookie: `other=1; ${PREVIEW_COOKIE}=${signPreview(current, key)}` } });
    const html = await response.text();
    expect(visitors.at(-1)).toEqual({ preview: current, visitorId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain(previewed.entry);
    expect(html).toMatch(/<body><aside class="careway-preview" aria-label="ప్రివ్యూ">.*<code>0123456789ab<\/code>.*<a href="\/_preview\/leave">/);
    // The banner's rules are allowed by their hash, and the previewed release's folder may run its code.
    const style = /<style>(.*?)<\/style>/.exec(html)?.[1] ?? '';
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`'sha256-${crypto.createHash('sha256').update(style).digest('base64')}'`);
    expect(policy).toContain(`http://127.0.0.1:1/releases/${preview.release}/`);
  });

  it('serves the live page to a visitor whose cookie is altered or expired', async () => {
    for (const token of [signPreview(current, key).replace(preview.release, 'ffffffffffff'), signPreview({ ...current, expires: Date.now() - 1 }, key)]) {
      const response = await fetch(`${shellUrl}/`, { headers: { Cookie: `${PREVIEW_COOKIE}=${token}` } });
      const html = await response.text();
      expect(visitors.at(-1)).toEqual({ preview: null, visitorId: expect.stringMatching(/^[0-9a-f]{32}$/) });
      expect([response.headers.get('cache-control'), html.includes(live.entry), html.includes('careway-preview')]).toEqual(['no-cache', true, false]);
    }
  });

  it('leaving clears the cookie and goes back to the page the visitor was on', async () => {
    const response = await fetch(`${shellUrl}${PREVIEW_LEAVE_PATH}`, { redirect: 'manual', headers: { Referer: `${shellUrl}/te/about` } });
    expect([response.status, response.headers.get('location'), response.headers.get('set-cookie')]).toEqual([303, '/te/about', `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`]);
  });
});
