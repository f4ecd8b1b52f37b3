/** @jest-environment node */
const crypto = require('node:crypto');
const http = require('node:http');
const { checkStylesheet, pageAreaScope } = require('shared-content/tooling/fragment/check');
const { LATE_ANSWER, OVERSIZED_ANSWER } = require('shared-content/tooling/fragment/include');
const { UNRELEASED, releaseMarker } = require('shared-content/tooling/fragment/names');
const { createPartCache, fetchLimited } = require('./compose');
const metrics = require('./metrics');
const { sha384 } = require('./registry');
const { composedPage, metricValues } = require('./testing');

/** As a remote's build writes it: the check's own writing of the rules it checked, which the composer includes. */
const stylesheet = checkStylesheet(`${pageAreaScope('about')} h1{color:#123}`, 'about').css;

/** A route's HTML as the shell's build writes it, in one language. */
const pageIn = (/** @type {string} */ locale) =>
  [
    `<!--# block name="about_${locale}_fallback" --><p>Call us instead (${locale})</p><!--# endblock -->`,
    '<head><!--# include virtual="/_fragment/about/style" --></head>',
    `<main><!--# include virtual="/_fragment/about/${locale}" stub="about_${locale}_fallback" --></main>`,
  ].join('');
const page = pageIn('en');
const fallbackPage = '<head></head><main><p>Call us instead (en)</p></main>';

let mode = 'up';
/** @type {http.Server} */
let server;
/** @type {string} */
let origin;

/** A release at the origin, answered under /releases/<id>/ (its files can be altered there). */
const RELEASED = 'abc123';
/** @type {Record<string, string>} */
let releasedFiles;
const releasedPage = `${releaseMarker(RELEASED)}<h1>About Us, released</h1>`;
beforeEach(() => {
  releasedFiles = { '/fragment.html': releasedPage, '/fragment.css': `${stylesheet}\n` };
  metrics.resetMetrics();
});

/**
 * The live releases the composer is given: the plain build (UNRELEASED) with the hashes of what the remote
 * answers now in `mode` (as if its team had released exactly that: the checks after the hashes then judge
 * it), or the release under /releases/.
 * @param {'plain' | 'released'} [which]
 */
async function live(which = 'plain') {
  if (which === 'released') {
    const files = Object.fromEntries(Object.entries(releasedFiles).map(([file, body]) => [file.slice(1), sha384(body)]));
    return { about: { release: RELEASED, entry: `${origin}/releases/${RELEASED}/remoteEntry.js`, files: { ...files, 'remoteEntry.js': sha384('entry') } } };
  }
  const answer = async (/** @type {string} */ file) => {
    if (['hang', 'cut', 'error'].includes(mode)) return sha384('');
    return sha384(await (await fetch(`${origin}/${file}`)).text());
  };
  const files = { 'fragment.html': await answer('fragment.html'), 'fragment.te.html': await answer('fragment.te.html'), 'fragment.css': await answer('fragment.css'), 'remoteEntry.js': sha384('entry') };
  return { about: { release: UNRELEASED, entry: `${origin}/remoteEntry.js`, files } };
}

/** The page without the pins block the composer writes into every head (tested on its own below). */
const withoutPins = (/** @type {{ html: string, styleHashes: string[] }} */ composed) => ({ ...composed, html: composed.html.replace(/<script type="application\/json" id="remote-pins">.*?<\/script>/, '') });

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url?.startsWith(`/releases/${RELEASED}/`)) return response.end(releasedFiles[request.url.slice(`/releases/${RELEASED}`.length)] ?? '');
    if (mode === 'hang') return;
    if (mode === 'error') return response.writeHead(500).end('<h1>boom</h1>');
    if (mode === 'script' && request.url === '/fragment.html') return response.end('<h1>About Us</h1><script>alert(1)</script>');
    if (mode === 'hidden-javascript-link' && request.url === '/fragment.html') return response.end('<h1>About Us</h1><a href="\u2028javascript:alert(1)">Call</a>');
    if (mode === 'telugu-script' && request.url === '/fragment.te.html') return response.end('<h1>మా గురించి</h1><script>alert(1)</script>');
    if (mode === 'cut') {
      response.writeHead(200, { 'Content-Length': 1000 });
      return response.write('<h1>About', () => response.destroy());
    }
    if (request.url === '/fragment.html') return response.end('<h1>About Us</h1><img src="%REMOTE_ORIGIN%/assets/van.svg" alt="">');
    if (request.url === '/fragment.te.html') return response.end('<h1>మా గురించి</h1>');
    if (mode === 'unscoped-css' && request.url === '/fragment.css') return response.end('header{display:none}\n');
    if (request.url === '/fragment.css') return response.end(`${stylesheet}\n`);
    if (request.url === '/big') return response.end('x'.repeat(300 * 1024));
    response.writeHead(404).end();
  });
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, resolve)));
  origin = `http://localhost:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const fastRetry = { deadlineMs: 800, maxBytes: 256 * 1024, freshMs: 0, retryMs: 0, switchGraceMs: 0 };

/** Composes the English page once with the remote working (`good`), then breaks the remote: the next compose with `partFor` meets the error. */
async function composeWorkingThenBroken() {
  const partFor = createPartCache({ limits: fastRetry, log: () => {} });
  mode = 'up';
  const good = withoutPins(await composedPage(page, await live(), partFor));
  mode = 'error';
  return { partFor, good };
}

describe('a composed page (includedPartsOf, then composeWith)', () => {
  it("includes the remote's fragment, and its stylesheet inline with the CSP hash of that stylesheet", async () => {
    mode = 'up';
    const { html, styleHashes } = withoutPins(await composedPage(page, await live(), createPartCache()));
    expect(html).toBe(`<head><style>${stylesheet}</style></head><main><h1>About Us</h1><img src="${origin}/assets/van.svg" alt=""></main>`);
    expect(styleHashes).toEqual([`'sha256-${crypto.createHash('sha256').update(stylesheet).digest('base64')}'`]);
  });

  it("includes the remote's page in the route's language, with the same stylesheet", async () => {
    mode = 'up';
    const { html } = withoutPins(await composedPage(pageIn('te'), await live(), createPartCache()));
    expect(html).toBe(`<head><style>${stylesheet}</style></head><main><h1>మా గురించి</h1></main>`);
  });

  it.each([
    ['answers 500 with a body', 'error'],
    ['sends a fragment with a script', 'script'],
    ['cuts its answer short', 'cut'],
    ['sends a stylesheet not scoped to its page area', 'unscoped-css'],
    ['sends a link to javascript: behind a line separator (\\u2028), which browsers strip', 'hidden-javascript-link'],
  ])('shows the fallback, never the remote body, when a remote never seen before %s', async (_, failure) => {
    mode = failure;
    const { html, styleHashes } = withoutPins(await composedPage(page, await live(), createPartCache({ log: () => {} })));
    expect(html).toBe(fallbackPage);
    expect(styleHashes).toEqual([]);
  });

  it('refuses a broken page in one language only: that route shows its fallback in its language, the others their page', async () => {
    mode = 'telugu-script';
    const partFor = createPartCache({ log: () => {} });
    expect((withoutPins(await composedPage(pageIn('te'), await live(), partFor))).html).toBe('<head></head><main><p>Call us instead (te)</p></main>');
    expect((withoutPins(await composedPage(page, await live(), partFor))).html).toContain('<h1>About Us</h1>');
  });

  it('keeps the last good page per language: a language never seen working gets its fallback, not another language', async () => {
    const { partFor, good: english } = await composeWorkingThenBroken();
    expect(withoutPins(await composedPage(page, await live(), partFor))).toEqual(english);
    expect((withoutPins(await composedPage(pageIn('te'), await live(), partFor))).html).toBe('<head></head><main><p>Call us instead (te)</p></main>');
  });

  it('gives up on a remote that does not answer within the deadline', async () => {
    mode = 'hang';
    const log = jest.fn();
    const started = Date.now();
    const { html } = withoutPins(await composedPage(page, await live(), createPartCache({ log })));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(html).toBe(fallbackPage);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(LATE_ANSWER));
  });

  it('keeps showing the last good page and its stylesheet while the remote is broken, and the new one once it is back', async () => {
    const { partFor, good } = await composeWorkingThenBroken();
    expect(withoutPins(await composedPage(page, await live(), partFor))).toEqual(good);
    mode = 'hang';
    expect(withoutPins(await composedPage(page, await live(), partFor))).toEqual(good);
    mode = 'up';
    expect((withoutPins(await composedPage(page, await live(), partFor))).html).toContain('About Us');
  });

  it('logs a failing remote once per language and retry period, not once per request', async () => {
    mode = 'error';
    const log = jest.fn();
    const partFor = createPartCache({ limits: { ...fastRetry, retryMs: 60000 }, log });
    for (let i = 0; i < 5; i++) await composedPage(page, await live(), partFor);
    expect(log).toHaveBeenCalledTimes(1);
    await composedPage(pageIn('te'), await live(), partFor);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining(`Remote ${origin}/remoteEntry.js (te)`));
  });

  it('lets the release before a switch stand in for its grace period only, then shows the fallback rather than a page its pins do not name', async () => {
    const partFor = createPartCache({ limits: { ...fastRetry, switchGraceMs: 60_000 }, log: () => {} });
    mode = 'up';
    const good = withoutPins(await composedPage(page, await live(), partFor));
    // The switch to the released build, whose origin now fails: the plain build stands in, just after the switch only.
    mode = 'error';
    const switched = (/** @type {number} */ switchedAt) => ({ about: { ...releasedLive, previous: UNRELEASED, switchedAt } });
    const releasedLive = (await live('released')).about;
    const failingRelease = { ...releasedLive, entry: `${origin}/gone/remoteEntry.js` };
    expect(withoutPins(await composedPage(page, { about: { ...switched(Date.now()).about, ...failingRelease } }, partFor))).toEqual(good);
    expect(withoutPins(await composedPage(page, { about: { ...switched(Date.now() - 120_000).about, ...failingRelease } }, partFor)).html).toBe(fallbackPage);
  });

  it('shows the stub when the remote has no live release recorded', async () => {
    expect(withoutPins(await composedPage(page, {}, createPartCache())).html).toBe(fallbackPage);
  });
});

describe('only the bytes the live release recorded', () => {
  const includes = async () => Object.fromEntries((await metricValues('careway_include_total')).map((sample) => [sample.labels.outcome, sample.value]));

  it("fetches the live release's own files, and writes the page's pins (the live entry, its integrity and release) into its head as data", async () => {
    const released = await live('released');
    const { html } = await composedPage(page, released, createPartCache());
    const pins = JSON.stringify({ about: { entry: `${origin}/releases/${RELEASED}/remoteEntry.js`, integrity: sha384('entry'), release: RELEASED } });
    expect(html).toBe(`<head><style>${stylesheet}</style><script type="application/json" id="remote-pins">${pins}</script></head><main>${releasedPage}</main>`);
  });

  it("makes a canary's release a label its arm's reports carry, while the live release stays the one named live", async () => {
    const canary = await live('released');
    await composedPage(page, { about: { ...canary.about, shownAs: 'canary' } }, createPartCache());
    expect(metrics.releaseLabel('about', RELEASED)).toBe(RELEASED);
    expect(await metricValues('careway_release_info')).toEqual([]);
  });

  it('refuses a file altered at the origin before any other check: the last good part stays, counted as altered and logged once with the file and the release', async () => {
    const log = jest.fn();
    const partFor = createPartCache({ limits: fastRetry, log });
    const released = await live('released');
    const good = await composedPage(page, released, partFor);
    releasedFiles['/fragment.html'] = releasedPage.replace('About Us', 'Call 0000 0000');
    for (let i = 0; i < 3; i++) expect(await composedPage(page, released, partFor)).toEqual(good);
    expect(await includes()).toEqual({ included: 1, altered: 3 });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`release ${RELEASED} \\(en\\) ALTERED at its origin: fragment.html: not the bytes release ${RELEASED} recorded`)));
    releasedFiles['/fragment.css'] = 'header{display:none}';
    await composedPage(page, released, partFor);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('fragment.css: not the bytes'));
  });

  it('refuses, with the fallback for a part never seen, a fragment naming another release even with bytes recorded for it', async () => {
    releasedFiles['/fragment.html'] = `${releaseMarker('def456')}<h1>About Us, an older release</h1>`;
    const { html } = withoutPins(await composedPage(page, await live('released'), createPartCache({ log: () => {} })));
    expect(html).toBe(fallbackPage);
    expect(await includes()).toEqual({ altered: 1 });
  });

  it('after a switch, no page gets the part of the release live before once the new one answers', async () => {
    mode = 'up';
    const partFor = createPartCache({ log: () => {} });
    const plain = await composedPage(page, await live(), partFor);
    expect(plain.html).toContain('<h1>About Us</h1>');
    expect((await composedPage(page, await live('released'), partFor)).html).toContain('About Us, released');
  });
});

describe('fetchLimited', () => {
  it('refuses an answer over the size cap', async () => {
    mode = 'up';
    await expect(fetchLimited(`${origin}/big`, Date.now() + 800)).rejects.toHaveProperty('message', OVERSIZED_ANSWER);
  });
});
