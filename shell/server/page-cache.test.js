/** @jest-environment node */
// The composer's kept pages (page-cache.js) through the shell's host as startSite wires it: each visitor gets
// the page of exactly the releases it is shown, and a page is composed before the site listens. Behind nginx
// (no visitor id given): a visitor without one is in the live arm.
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { checkStylesheet, pageAreaScope } = require('shared-content/tooling/fragment/check');
const { includeLimits, releaseMarker } = require('shared-content/tooling/fragment/names');
const { PREVIEW_COOKIE, previewKey, signPreview } = require('./preview');
const { VISITOR_COOKIE } = require('./cookies');
const metrics = require('./metrics');
const { sha384 } = require('./registry');
const { armOf, newVisitorId, withCanaryStarted } = require('./registry/canary');
const { startSite } = require('./site');
const { metricValues } = require('./testing');

const [LIVE, OTHER] = ['aaaaaaaaaaaa', 'bbbbbbbbbbbb'];
const heading = (/** @type {string} */ release) => `About us, release ${release}`;
const stylesheet = `${checkStylesheet(`${pageAreaScope('about')} h1{color:#123}`, 'about').css}\n`;
/** Each release's files at the about remote's origin, by path (a test alters them there). */
const served = Object.fromEntries(
  [LIVE, OTHER].flatMap((release) => [
    [`/releases/${release}/fragment.html`, `${releaseMarker(release)}<h1>${heading(release)}</h1>`],
    [`/releases/${release}/fragment.css`, stylesheet],
  ]),
);
/** The record of both releases as released (the hashes of their files as first served), LIVE live. */
const released = () => {
  const files = (/** @type {string} */ release) => ({
    'fragment.html': sha384(served[`/releases/${release}/fragment.html`]),
    'fragment.css': sha384(stylesheet),
    'remoteEntry.js': sha384(`entry ${release}`),
  });
  return { live: LIVE, previous: null, switchedAt: 0, releases: { [LIVE]: { created: 1, commit: null, verifiedAt: 1, files: files(LIVE) }, [OTHER]: { created: 2, commit: null, verifiedAt: 2, files: files(OTHER) } } };
};
const template = [
  '<!doctype html><html lang="en"><head><!--# include virtual="/_fragment/about/style" --></head><body>',
  '<!--# block name="about_en_fallback" --><p>Call us instead</p><!--# endblock -->',
  '<main><!--# include virtual="/_fragment/about/en" stub="about_en_fallback" --></main></body></html>',
].join('');

/** @type {http.Server} */
let remote;
/** @type {string} */
let shellRoot;
/** @type {import('./registry').ReleaseRecord} */
let record;
/** @type {Awaited<ReturnType<typeof startSite>>} */
let site;
const keyFile = () => path.join(shellRoot, 'preview.key');

const startRemote = async () => {
  remote = http.createServer((request, response) => (Object.hasOwn(served, request.url ?? '') ? response.end(served[/** @type {string} */ (request.url)]) : response.writeHead(404).end()));
  await /** @type {Promise<void>} */ (new Promise((resolve) => remote.listen(0, '127.0.0.1', resolve)));
  return `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (remote.address()).port}/remoteEntry.js`;
};
const stopRemote = () => {
  remote.closeAllConnections();
  return new Promise((resolve) => remote.close(resolve));
};

beforeEach(async () => {
  metrics.resetMetrics();
  shellRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-'));
  for (const file of ['index.html', '404.html']) fs.writeFileSync(path.join(shellRoot, file), template);
  process.env.PREVIEW_KEY_FILE = keyFile();
  record = released();
  const entry = await startRemote();
  site = await startSite({ only: ['shell'], basePort: 0, host: '127.0.0.1', shellRoot, vitals: false, assignVisitorIds: false, remotesConfig: () => ({ about: entry }), releaseRecord: () => record });
});

afterEach(async () => {
  await site.close();
  if (remote.listening) await stopRemote();
  fs.rmSync(shellRoot, { recursive: true, force: true });
  delete process.env.PREVIEW_KEY_FILE;
});

/**
 * The release whose heading the home page shows (null: the fallback), and whether it carries the preview banner.
 * @param {Record<string, string>} [headers]
 */
async function shown(headers = {}) {
  const response = await fetch(`${site.url}/`, { headers });
  const html = await response.text();
  return {
    release: [LIVE, OTHER].find((release) => html.includes(`<h1>${heading(release)}</h1>`)) ?? (html.includes('Call us instead') ? null : 'something else'),
    banner: html.includes('class="careway-preview"'),
    cacheControl: response.headers.get('cache-control'),
  };
}

it('composes every page before the site listens, counting none of it as a page', async () => {
  expect(await metricValues('careway_include_total')).toEqual([]);
  // The remote gone before the first visitor: the part fetched while warming is there, and the 404 page too.
  await stopRemote();
  expect(await shown()).toEqual({ release: LIVE, banner: false, cacheControl: 'no-cache' });
  const notFound = await fetch(`${site.url}/nothing`);
  expect([notFound.status, (await notFound.text()).includes(heading(LIVE))]).toEqual([404, true]);
});

it('shows a switch and a rollback at the next page, the bodies of each encoding the same page', async () => {
  const plain = await (await fetch(`${site.url}/`, { headers: { 'Accept-Encoding': 'identity' } })).text();
  const brotli = await fetch(`${site.url}/`, { headers: { 'Accept-Encoding': 'br' } });
  expect(brotli.headers.get('content-encoding')).toBe('br');
  // fetch takes the brotli off.
  expect(await brotli.text()).toBe(plain);
  record = { ...record, live: OTHER, previous: LIVE, switchedAt: Date.now() };
  expect((await shown()).release).toBe(OTHER);
  record = { ...record, live: LIVE, previous: OTHER, switchedAt: Date.now() };
  expect((await shown()).release).toBe(LIVE);
});

it("gives each canary arm its own release's page, and a visitor without an id the live one", async () => {
  record = withCanaryStarted(record, OTHER, { stages: [{ share: 50, minimumMs: 0 }, { share: 100, minimumMs: 0 }] });
  const ids = Array.from({ length: 64 }, newVisitorId);
  const inCanary = ids.find((id) => armOf(id, 'about', 50) === 'canary');
  const inLive = ids.find((id) => armOf(id, 'about', 50) === 'live');
  for (let round = 0; round < 2; round++) {
    expect((await shown({ Cookie: `${VISITOR_COOKIE}=${inCanary}` })).release).toBe(OTHER);
    expect((await shown({ Cookie: `${VISITOR_COOKIE}=${inLive}` })).release).toBe(LIVE);
    expect((await shown()).release).toBe(LIVE);
  }
});

it("gives a preview's holder its release with the banner, kept by no one, and everyone else the live page", async () => {
  const preview = signPreview({ remote: 'about', release: OTHER, expires: Date.now() + 60_000 }, previewKey(keyFile()));
  for (let round = 0; round < 2; round++) {
    expect(await shown({ Cookie: `${PREVIEW_COOKIE}=${preview}` })).toEqual({ release: OTHER, banner: true, cacheControl: 'private, no-store' });
    expect(await shown()).toEqual({ release: LIVE, banner: false, cacheControl: 'no-cache' });
  }
});

it('never shows a part altered at its origin: the kept page stays the verified one, and the altered answer is counted', async () => {
  const [file, otherFile] = [LIVE, OTHER].map((release) => `/releases/${release}/fragment.html`);
  const originals = { ...served };
  const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // Kept once as the release recorded it, then altered at the origin.
  expect((await shown()).release).toBe(LIVE);
  served[file] = served[file].replace(heading(LIVE), 'Call 0000 000 000 now');
  try {
    const deadline = Date.now() + includeLimits.freshMs * 3;
    const altered = async () => (await metricValues('careway_include_total')).find((value) => value.labels.outcome === 'altered')?.value ?? 0;
    while ((await altered()) === 0 && Date.now() < deadline) {
      expect(await shown()).toEqual({ release: LIVE, banner: false, cacheControl: 'no-cache' });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await altered()).toBeGreaterThan(0);
    expect((await shown()).release).toBe(LIVE);
    // A release whose part was altered before any composer fetched it: the fallback, never the altered bytes.
    record = { ...record, live: OTHER, previous: null, switchedAt: 0 };
    served[otherFile] += '<p>added at the origin</p>';
    expect((await shown()).release).toBeNull();
    expect(warned).toHaveBeenCalledWith(expect.stringContaining(`release ${LIVE} (en) ALTERED at its origin`));
  } finally {
    Object.assign(served, originals);
    warned.mockRestore();
  }
});
