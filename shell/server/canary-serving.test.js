/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ARM_COOKIE, VISITOR_COOKIE } = require('./cookies');
const { pinsIn } = require('./compose');
const { armOf, newVisitorId, withCanaryStarted } = require('./registry/canary');
const { startSite } = require('./site');

const files = { 'remoteEntry.js': `sha384-${'a'.repeat(64)}` };
const record = withCanaryStarted(
  { live: 'aaaaaaaaaaaa', previous: null, switchedAt: 0, releases: { aaaaaaaaaaaa: { created: 1, commit: null, verifiedAt: 1, files }, bbbbbbbbbbbb: { created: 2, commit: null, verifiedAt: 2, files } } },
  'bbbbbbbbbbbb',
  { stages: [{ share: 50, minimumMs: 0 }, { share: 100, minimumMs: 0 }] },
);
const ids = Array.from({ length: 64 }, newVisitorId);
const inCanary = /** @type {string} */ (ids.find((id) => armOf(id, 'about', 50) === 'canary'));
const inLive = /** @type {string} */ (ids.find((id) => armOf(id, 'about', 50) === 'live'));

describe("the composer's canary arms", () => {
  /** @type {string} */
  let shellRoot;
  /** @type {{ embedded: Awaited<ReturnType<typeof startSite>>, behindNginx: Awaited<ReturnType<typeof startSite>> }} */
  let sites;

  beforeAll(async () => {
    shellRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-shell-'));
    fs.writeFileSync(path.join(shellRoot, 'index.html'), '<html lang="en"><head></head><body><div id="root"></div></body></html>');
    const options = { only: ['shell'], basePort: 0, host: '127.0.0.1', shellRoot, vitals: false, remotesConfig: () => ({ about: 'http://127.0.0.1:1/remoteEntry.js' }), releaseRecord: () => record };
    sites = { embedded: await startSite(options), behindNginx: await startSite({ ...options, assignVisitorIds: false }) };
  });

  afterAll(async () => {
    await Promise.all(Object.values(sites).map((site) => site.close()));
    fs.rmSync(shellRoot, { recursive: true, force: true });
  });

  /**
   * The release the page's pins name for about, and the cookies the answer sets.
   * @param {string | undefined} url
   * @param {string} [cookies]
   */
  async function ask(url, cookies) {
    const response = await fetch(`${url}/`, { headers: cookies ? { Cookie: cookies } : {} });
    const release = /\/releases\/([0-9a-f]+)\//.exec(pinsIn(await response.text())?.about.entry ?? '')?.[1];
    return { release, cookies: response.headers.getSetCookie() };
  }

  it("serves each visitor its arm's release, and names the arm in a cookie until the visitor sends it", async () => {
    const url = sites.behindNginx.url;
    expect(await ask(url, `${VISITOR_COOKIE}=${inCanary}`)).toEqual({ release: 'bbbbbbbbbbbb', cookies: [`${ARM_COOKIE}=about-bbbbbbbbbbbb; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`] });
    expect(await ask(url, `${VISITOR_COOKIE}=${inCanary}; ${ARM_COOKIE}=about-bbbbbbbbbbbb`)).toEqual({ release: 'bbbbbbbbbbbb', cookies: [] });
    expect(await ask(url, `${VISITOR_COOKIE}=${inLive}`)).toEqual({ release: 'aaaaaaaaaaaa', cookies: [expect.stringMatching(new RegExp(`^${ARM_COOKIE}=live;`))] });
    // The arm cookie is never trusted: a live visitor naming the canary's arm gets the live release and its arm back.
    expect(await ask(url, `${VISITOR_COOKIE}=${inLive}; ${ARM_COOKIE}=about-bbbbbbbbbbbb`)).toEqual({ release: 'aaaaaaaaaaaa', cookies: [expect.stringMatching(new RegExp(`^${ARM_COOKIE}=live;`))] });
  });

  it('behind nginx, gives a visitor without an id the live release and sets no cookie, so nginx may keep the page', async () => {
    expect(await ask(sites.behindNginx.url)).toEqual({ release: 'aaaaaaaaaaaa', cookies: [] });
    expect(await ask(sites.behindNginx.url, `${VISITOR_COOKIE}=not-an-id; ${ARM_COOKIE}=about-bbbbbbbbbbbb`)).toEqual({ release: 'aaaaaaaaaaaa', cookies: [expect.stringMatching(new RegExp(`^${ARM_COOKIE}=live;`))] });
  });

  it('on the embedded server, gives a visitor without an id a random one and the arm it puts the visitor in', async () => {
    const first = await ask(sites.embedded.url);
    const id = /** @type {string} */ (new RegExp(`^${VISITOR_COOKIE}=([0-9a-f]{32}); Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax$`).exec(first.cookies[0])?.[1]);
    const arm = armOf(id, 'about', 50);
    expect(first).toEqual({ release: arm === 'canary' ? 'bbbbbbbbbbbb' : 'aaaaaaaaaaaa', cookies: [expect.any(String), `${ARM_COOKIE}=${arm === 'canary' ? 'about-bbbbbbbbbbbb' : 'live'}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`] });
  });
});
