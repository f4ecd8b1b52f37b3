/** @jest-environment node */
const http = require('node:http');
const { pageAreaScope } = require('shared-content/tooling/fragment/check');
const { UNRELEASED } = require('shared-content/tooling/fragment/names');
const { createPartCache } = require('./compose');
const { sha384 } = require('./registry');
const { recordPage, resetMetrics, routeLabels, startSiteMetricsListener } = require('./metrics');
const { createShellHandler } = require('./shell-host');
const { composedPage, metricValues } = require('./testing');

/** @typedef {import('node:net').AddressInfo} AddressInfo */

const page = [
  '<!--# block name="about_en_fallback" --><p>Call us instead</p><!--# endblock -->',
  '<head><!--# include virtual="/_fragment/about/style" --></head>',
  '<main><!--# include virtual="/_fragment/about/en" stub="about_en_fallback" --></main>',
].join('');

let mode = 'up';
/** @type {http.Server} */
let remote;
/** @type {string} */
let origin;

const stylesheet = `${pageAreaScope('about')} h1{color:#123}\n`;
/** What the remote's page is, and which release, in each working mode (`script`: a release its team made with a script in it). */
const pages = {
  up: { release: UNRELEASED, html: '<h1>About Us</h1>' },
  released: { release: 'abc123', html: '<!--release:abc123--><h1>About Us</h1>' },
  script: { release: 'def456', html: '<!--release:def456--><h1>About Us</h1><script>alert(1)</script>' },
};
const pageNow = () => pages[/** @type {keyof typeof pages} */ (mode)] ?? pages.up;

beforeAll(async () => {
  remote = http.createServer((request, response) => {
    if (mode === 'hang') return;
    if (mode === 'error') return response.writeHead(500).end();
    if (request.url?.endsWith('/fragment.css')) return response.end(stylesheet);
    return response.end(pageNow().html);
  });
  await /** @type {Promise<void>} */ (new Promise((resolve) => remote.listen(0, '127.0.0.1', resolve)));
  origin = `http://127.0.0.1:${/** @type {AddressInfo} */ (remote.address()).port}`;
});

/** The remote's live release as its record would say, in the current mode. */
const remotes = () => {
  const { release, html } = pageNow();
  const entry = release === UNRELEASED ? `${origin}/remoteEntry.js` : `${origin}/releases/${release}/remoteEntry.js`;
  return { about: { release, entry, files: { 'fragment.html': sha384(html), 'fragment.css': sha384(stylesheet), 'remoteEntry.js': sha384('entry') } } };
};

afterAll(() => {
  remote.closeAllConnections();
  remote.close();
});

beforeEach(() => resetMetrics());

const includes = async () => {
  const values = await metricValues('careway_include_total');
  return Object.fromEntries(values.filter((value) => value.labels.remote === 'about').map((value) => [value.labels.outcome, value.value]));
};
const releases = async () => (await metricValues('careway_release_info')).map((value) => `${value.labels.remote} ${value.labels.release}`);

/** Every part is stale at once, so each page asks the remote again. */
const alwaysAsk = { deadlineMs: 300, maxBytes: 256 * 1024, freshMs: 0, retryMs: 0, switchGraceMs: 0 };

/**
 * Composes the page once with the remote working, then again with the remote in `nextMode`, with one cache that always asks.
 * @param {string} nextMode
 */
async function composeOnceWorkingThen(nextMode) {
  const partFor = createPartCache({ limits: alwaysAsk, log: () => {} });
  mode = 'up';
  await composedPage(page, remotes(), partFor);
  mode = nextMode;
  const { html } = await composedPage(page, remotes(), partFor);
  return { partFor, html };
}

describe('include outcomes, as the embedded composer counts them', () => {
  it('a working remote is included, and its release is the live one', async () => {
    const partFor = createPartCache({ limits: alwaysAsk, log: () => {} });
    mode = 'up';
    await composedPage(page, remotes(), partFor);
    expect(await releases()).toEqual(['about unreleased']);
    mode = 'released';
    await composedPage(page, remotes(), partFor);
    expect(await includes()).toEqual({ included: 2 });
    expect(await releases()).toEqual(['about abc123']);
  });

  it('a hung or broken remote shows as last_good, then fallback for a composer that never saw it work', async () => {
    const { partFor, html } = await composeOnceWorkingThen('hang');
    expect(html).toContain('<h1>About Us</h1>');
    mode = 'error';
    await composedPage(page, remotes(), partFor);
    await composedPage(page, remotes(), createPartCache({ limits: alwaysAsk, log: () => {} }));
    expect(await includes()).toEqual({ included: 1, last_good: 2, fallback: 1 });
  });

  it('a part whose bytes are not the recorded ones is altered, counted apart from the refusals', async () => {
    const partFor = createPartCache({ limits: alwaysAsk, log: () => {} });
    mode = 'released';
    const recorded = remotes();
    await composedPage(page, recorded, partFor);
    mode = 'script';
    const { html } = await composedPage(page, recorded, partFor);
    expect(html).not.toContain('<script>');
    expect(await includes()).toEqual({ included: 1, altered: 1 });
  });

  it('a part that fails the checks is refused, and a page of the release before is no stand-in once its grace is over', async () => {
    const { html } = await composeOnceWorkingThen('script');
    expect(html).toContain('<p>Call us instead</p>');
    expect(html).not.toContain('<script>');
    expect(await includes()).toEqual({ included: 1, refused: 1 });
    // The release it answered with is the live one, refused or not: a release refused whole is seen going live.
    expect(await releases()).toEqual(['about def456']);
  });

  it("counts each site's own outcome when two sites compose in one process (a release's smoke check beside the live site)", async () => {
    const live = createPartCache({ limits: { ...alwaysAsk, freshMs: 60_000 }, log: () => {} });
    const smokeCheck = createPartCache({ limits: alwaysAsk, log: () => {} });
    mode = 'up';
    const liveRelease = remotes();
    await composedPage(page, liveRelease, live);
    // The new release the smoke check fetches is refused; the live site keeps including the live release's page.
    mode = 'script';
    await composedPage(page, remotes(), smokeCheck);
    await composedPage(page, liveRelease, live);
    expect(await includes()).toEqual({ included: 2, refused: 1 });
  });

  it('times each include: a part in the cache costs the page about nothing', async () => {
    const partFor = createPartCache({ limits: { ...alwaysAsk, freshMs: 60_000 }, log: () => {} });
    mode = 'up';
    await composedPage(page, remotes(), partFor);
    await composedPage(page, remotes(), partFor);
    const values = await metricValues('careway_include_duration_seconds');
    const bucket = (/** @type {number | string} */ le) => values.find((value) => value.metricName === 'careway_include_duration_seconds_bucket' && value.labels.le === le)?.value;
    expect(bucket(0.025)).toBeGreaterThanOrEqual(1);
    expect(bucket('+Inf')).toBe(2);
  });
});

describe('routeLabels', () => {
  it('names a composed route by its English path and language', () => {
    expect(routeLabels('/')).toEqual({ route: '/', language: 'en' });
    expect(routeLabels('/te/about')).toEqual({ route: '/about', language: 'te' });
    expect(routeLabels('/ur')).toEqual({ route: '/', language: 'ur' });
  });

  it('gives no label to a path that is not a page (a label set stays small)', () => {
    expect(routeLabels('/wp-admin')).toBeNull();
    expect(routeLabels('/te/x')).toBeNull();
  });
});

describe('where the metrics are shown', () => {
  /** @type {http.Server | undefined} */
  let listener;
  afterEach(() => listener?.close());

  it('on a listener of their own on this machine: GET /metrics in Prometheus text format, nothing else', async () => {
    listener = await startSiteMetricsListener({ port: 0 });
    const { address, port } = /** @type {AddressInfo} */ (listener.address());
    expect(address).toBe('127.0.0.1');
    const base = `http://127.0.0.1:${port}`;
    const metrics = await fetch(`${base}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = await metrics.text();
    expect(text).toContain('# TYPE careway_include_total counter');
    expect(text).toContain('process_cpu_seconds_total');
    expect((await fetch(`${base}/`)).status).toBe(404);
  });

  it('never on the site: /metrics on the public port is not found', async () => {
    const site = http.createServer(createShellHandler({ root: __dirname }));
    await /** @type {Promise<void>} */ (new Promise((resolve) => site.listen(0, '127.0.0.1', resolve)));
    try {
      const response = await fetch(`http://127.0.0.1:${/** @type {AddressInfo} */ (site.address()).port}/metrics`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('careway_');
    } finally {
      site.close();
    }
  });
});

describe('a second copy of the metrics in one process', () => {
  afterEach(() => jest.dontMock('prom-client'));

  it('counts into the same counters as the first', async () => {
    const client = require('prom-client');
    /** @type {typeof import('./metrics')} */
    let copy = /** @type {any} */ (undefined);
    jest.isolateModules(() => {
      jest.doMock('prom-client', () => client);
      copy = require('./metrics');
    });
    expect(copy).not.toBe(require('./metrics'));
    recordPage({ route: '/about', language: 'en' }, 200, 0.01);
    copy.recordPage({ route: '/about', language: 'en' }, 200, 0.01);
    expect(await metricValues('careway_http_requests_total')).toEqual([{ labels: { route: '/about', language: 'en', status: '200' }, value: 2 }]);
  });
});
