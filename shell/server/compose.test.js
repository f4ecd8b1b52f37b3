/** @jest-environment node */
const crypto = require('node:crypto');
const http = require('node:http');
const { checkStylesheet, pageAreaScope } = require('shared-content/tooling/fragment/check');
const { LATE_ANSWER, OVERSIZED_ANSWER } = require('shared-content/tooling/fragment/include');
const { compose, createPartCache, fetchLimited } = require('./compose');

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
/** @type {Record<string, string>} */
let remotes;
/** @type {string} */
let origin;

beforeAll(async () => {
  server = http.createServer((request, response) => {
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
  remotes = { about: `${origin}/remoteEntry.js` };
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const fastRetry = { deadlineMs: 800, maxBytes: 256 * 1024, freshMs: 0, retryMs: 0 };

/** Composes the English page once with the remote working (`good`), then breaks the remote: the next compose with `partFor` meets the error. */
async function composeWorkingThenBroken() {
  const partFor = createPartCache({ limits: fastRetry, log: () => {} });
  mode = 'up';
  const good = await compose(page, remotes, partFor);
  mode = 'error';
  return { partFor, good };
}

describe('compose', () => {
  it("includes the remote's fragment, and its stylesheet inline with the CSP hash of that stylesheet", async () => {
    mode = 'up';
    const { html, styleHashes } = await compose(page, remotes, createPartCache());
    expect(html).toBe(`<head><style>${stylesheet}</style></head><main><h1>About Us</h1><img src="${origin}/assets/van.svg" alt=""></main>`);
    expect(styleHashes).toEqual([`'sha256-${crypto.createHash('sha256').update(stylesheet).digest('base64')}'`]);
  });

  it("includes the remote's page in the route's language, with the same stylesheet", async () => {
    mode = 'up';
    const { html } = await compose(pageIn('te'), remotes, createPartCache());
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
    const { html, styleHashes } = await compose(page, remotes, createPartCache({ log: () => {} }));
    expect(html).toBe(fallbackPage);
    expect(styleHashes).toEqual([]);
  });

  it('refuses a broken page in one language only: that route shows its fallback in its language, the others their page', async () => {
    mode = 'telugu-script';
    const partFor = createPartCache({ log: () => {} });
    expect((await compose(pageIn('te'), remotes, partFor)).html).toBe('<head></head><main><p>Call us instead (te)</p></main>');
    expect((await compose(page, remotes, partFor)).html).toContain('<h1>About Us</h1>');
  });

  it('keeps the last good page per language: a language never seen working gets its fallback, not another language', async () => {
    const { partFor, good: english } = await composeWorkingThenBroken();
    expect(await compose(page, remotes, partFor)).toEqual(english);
    expect((await compose(pageIn('te'), remotes, partFor)).html).toBe('<head></head><main><p>Call us instead (te)</p></main>');
  });

  it('gives up on a remote that does not answer within the deadline', async () => {
    mode = 'hang';
    const log = jest.fn();
    const started = Date.now();
    const { html } = await compose(page, remotes, createPartCache({ log }));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(html).toBe(fallbackPage);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(LATE_ANSWER));
  });

  it('keeps showing the last good page and its stylesheet while the remote is broken, and the new one once it is back', async () => {
    const { partFor, good } = await composeWorkingThenBroken();
    expect(await compose(page, remotes, partFor)).toEqual(good);
    mode = 'hang';
    expect(await compose(page, remotes, partFor)).toEqual(good);
    mode = 'up';
    expect((await compose(page, remotes, partFor)).html).toContain('About Us');
  });

  it('logs a failing remote once per language and retry period, not once per request', async () => {
    mode = 'error';
    const log = jest.fn();
    const partFor = createPartCache({ limits: { ...fastRetry, retryMs: 60000 }, log });
    for (let i = 0; i < 5; i++) await compose(page, remotes, partFor);
    expect(log).toHaveBeenCalledTimes(1);
    await compose(pageIn('te'), remotes, partFor);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining(`Remote ${origin}/remoteEntry.js (te)`));
  });

  it('shows the stub when no remote is configured for the include', async () => {
    expect((await compose(page, {}, createPartCache())).html).toBe(fallbackPage);
  });
});

describe('fetchLimited', () => {
  it('refuses an answer over the size cap', async () => {
    mode = 'up';
    await expect(fetchLimited(`${origin}/big`, Date.now() + 800)).rejects.toHaveProperty('message', OVERSIZED_ANSWER);
  });
});
