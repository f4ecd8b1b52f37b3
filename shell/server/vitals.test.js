/** @jest-environment node */
const http = require('node:http');
const { recordRelease, resetMetrics } = require('./metrics');
const { metricValues } = require('./testing');
const { REPORT_WINDOW_MS } = require('./visitors');
const { VISITOR_COOKIE } = require('./cookies');
const { BEACON_LIMITS, MAX_BEACON_BYTES, createVitalsEndpoint } = require('./vitals');

/** @type {http.Server} */
let server;
/** @type {string} */
let url;
/** @type {http.RequestListener} */
let endpoint;

beforeAll(async () => {
  server = http.createServer((request, response) => endpoint(request, response));
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)));
  url = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}/api/vitals`;
});
afterAll(() => server.close());
beforeEach(() => {
  resetMetrics();
  endpoint = createVitalsEndpoint();
});

/**
 * @param {unknown} body  a string as it is, anything else as JSON
 * @param {Record<string, string>} [headers]
 */
const send = (body, headers = { 'Content-Type': 'text/plain;charset=UTF-8' }) =>
  fetch(url, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) }).then((response) => response.status);

const pageView = { route: '/about', language: 'ur', release: null, metrics: [{ name: 'LCP', value: 1830 }, { name: 'CLS', value: 0.02 }, { name: 'INP', value: 96 }, { name: 'FCP', value: 912 }, { name: 'TTFB', value: 140 }] };

/**
 * The samples a histogram holds, as `labels: count (sum)`.
 * @param {string} name
 */
async function samples(name) {
  const values = await metricValues(name);
  return values
    .filter((value) => value.metricName === `${name}_count`)
    .map((value) => `${value.labels.route} ${value.labels.language} ${value.labels.release}: ${value.value}`);
}
const beacons = async () => Object.fromEntries((await metricValues('careway_rum_beacons_total')).map((value) => [value.labels.outcome, value.value]));

it('adds a page view to each metric histogram, in seconds, by route, language and release', async () => {
  expect(await send(pageView)).toBe(204);
  expect(await samples('careway_rum_lcp_seconds')).toEqual(['/about ur unreleased: 1']);
  const values = await metricValues('careway_rum_lcp_seconds');
  expect(values.find((value) => value.metricName === 'careway_rum_lcp_seconds_sum')?.value).toBeCloseTo(1.83);
  expect(values.find((value) => value.labels.le === 2)?.value).toBe(1);
  expect(values.find((value) => value.labels.le === 1.5)?.value).toBe(0);
  for (const name of ['careway_rum_inp_seconds', 'careway_rum_cls', 'careway_rum_fcp_seconds', 'careway_rum_ttfb_seconds']) expect(await samples(name)).toEqual(['/about ur unreleased: 1']);
  expect(await beacons()).toEqual({ accepted: 1 });
});

it('takes JSON too, and a report of some metrics only', async () => {
  expect(await send({ ...pageView, metrics: [{ name: 'TTFB', value: 80 }] }, { 'Content-Type': 'application/json' })).toBe(204);
  expect(await samples('careway_rum_ttfb_seconds')).toEqual(['/about ur unreleased: 1']);
  expect(await samples('careway_rum_lcp_seconds')).toEqual([]);
});

it('counts the page remotes that failed in the browser during the page view, by remote, route and language', async () => {
  expect(await send({ ...pageView, remoteFailures: ['about', 'contact'] })).toBe(204);
  const failures = await metricValues('careway_rum_remote_failures_total');
  expect(failures.map((value) => `${value.labels.remote} ${value.labels.route} ${value.labels.language}: ${value.value}`)).toEqual(['about /about ur: 1', 'contact /about ur: 1']);
  expect(await send({ ...pageView, remoteFailures: ['nowhere'] })).toBe(400);
  expect(await send({ ...pageView, remoteFailures: ['about', 'about'] })).toBe(400);
  expect(await beacons()).toEqual({ accepted: 1, invalid: 2 });
});

it('counts, under their own reason, the remotes whose code the page pinned none of (fail-closed)', async () => {
  expect(await send({ ...pageView, metrics: [], remotesNotPinned: ['about'] })).toBe(204);
  const notPinned = await metricValues('careway_rum_remote_not_pinned_total');
  expect(notPinned.map((value) => `${value.labels.remote} ${value.labels.route} ${value.labels.language}: ${value.value}`)).toEqual(['about /about ur: 1']);
  expect(await metricValues('careway_rum_remote_failures_total')).toEqual([]);
  expect(await send({ ...pageView, remotesNotPinned: ['about', 'about'] })).toBe(400);
});

it("labels a release the composer included by its id, and any other by 'other'", async () => {
  recordRelease('about', 'abc123');
  expect(await send({ ...pageView, release: 'abc123' })).toBe(204);
  expect(await send({ ...pageView, release: 'ffff0000' })).toBe(204);
  expect(await samples('careway_rum_lcp_seconds')).toEqual(['/about ur abc123: 1', '/about ur other: 1']);
});

it("counts the remotes whose script threw an error nothing caught, and gives the canary judge each page view of a release the composer included", async () => {
  /** @type {unknown[][]} */
  const counted = [];
  endpoint = createVitalsEndpoint({ countCanaryView: (...view) => counted.push(view), armRelease: () => 'abc123' });
  recordRelease('about', 'abc123');
  expect(await send({ ...pageView, release: 'abc123' })).toBe(204);
  expect(await send({ ...pageView, release: 'abc123', metrics: [{ name: 'LCP', value: 2000 }], scriptErrors: ['about', 'home'] })).toBe(204);
  expect(await send({ ...pageView, release: 'abc123', metrics: [], chrome: ['about:footer'] })).toBe(204);
  expect(await send({ ...pageView, release: 'abc123', remoteFailures: ['contact'] })).toBe(204);
  expect(await send({ ...pageView, release: 'ffff0000' })).toBe(204);
  expect(await send({ ...pageView, scriptErrors: ['about', 'about'] })).toBe(400);
  // A visitor's sixth view within the minute is taken, but not judged: one client's forged views weigh little.
  expect(await send({ ...pageView, release: 'abc123' })).toBe(204);
  expect(await send({ ...pageView, release: 'abc123' })).toBe(204);
  expect(counted).toEqual([
    ['about', 'abc123', { inpMs: 96, lcpMs: 1830, failed: false }],
    ['about', 'abc123', { lcpMs: 2000, failed: true }],
    ['about', 'abc123', { failed: true }],
    ['about', 'abc123', { inpMs: 96, lcpMs: 1830, failed: false }],
    ['about', 'abc123', { inpMs: 96, lcpMs: 1830, failed: false }],
  ]);
  const errors = await metricValues('careway_rum_script_errors_total');
  expect(errors.map((value) => `${value.labels.remote} ${value.labels.route}: ${value.value}`)).toEqual(['about /about: 1', 'home /about: 1']);
});

it('gives the canary judge each remote a page view showed after client navigation, with the release its pins named: its INP and failures, not the landing page\'s LCP', async () => {
  /** @type {unknown[][]} */
  const counted = [];
  const inArm = /** @type {Record<string, string>} */ ({ about: 'abc123', contact: 'c0c0', home: 'e0e0' });
  endpoint = createVitalsEndpoint({ countCanaryView: (...view) => counted.push(view), armRelease: (remote) => inArm[remote] });
  recordRelease('about', 'abc123');
  recordRelease('contact', 'c0c0');
  recordRelease('home', 'e0e0');
  expect(await send({ ...pageView, release: 'abc123', shown: { contact: 'c0c0', home: 'e0e0' }, remoteFailures: ['contact'] })).toBe(204);
  // Landed on a page of no release the composer included: the remotes shown after it are judged all the same.
  expect(await send({ ...pageView, shown: { home: 'e0e0', contact: 'ffff0000' } })).toBe(204);
  expect(counted).toEqual([
    ['about', 'abc123', { inpMs: 96, lcpMs: 1830, failed: false }],
    ['contact', 'c0c0', { inpMs: 96, failed: true }],
    ['home', 'e0e0', { inpMs: 96, failed: false }],
    ['home', 'e0e0', { inpMs: 96, failed: false }],
  ]);
  // Its Web Vitals stay the landing page's, by its release.
  expect(await samples('careway_rum_lcp_seconds')).toEqual(['/about ur abc123: 1', '/about ur unreleased: 1']);
});

it("gives the canary judge a view only for the release the visitor's arm gets, by the visitor's first-party id: a claim of the other arm's is ignored", async () => {
  /** @type {unknown[][]} */
  const counted = [];
  /** @type {(string | null)[]} */
  const askedFor = [];
  const inCanary = 'c'.repeat(32);
  const inLive = 'f'.repeat(32);
  endpoint = createVitalsEndpoint({
    limits: { ...BEACON_LIMITS, judged: { perMinute: 60, burst: 20 } },
    countCanaryView: (remote, release) => counted.push([remote, release]),
    armRelease: (remote, visitorId) => {
      askedFor.push(visitorId);
      if (remote === 'contact') throw new Error('the record of contact cannot be read');
      return visitorId === inCanary ? 'bbb' : 'aaa';
    },
  });
  recordRelease('about', 'aaa');
  recordRelease('about', 'bbb');
  recordRelease('contact', 'c0c0');
  const fromVisitor = (/** @type {string} */ cookie) => ({ 'Content-Type': 'text/plain', Cookie: cookie });
  const views = [
    [{ ...pageView, release: 'bbb' }, `careway_preview=x; ${VISITOR_COOKIE}=${inCanary}`],
    [{ ...pageView, release: 'aaa' }, `${VISITOR_COOKIE}=${inCanary}`],
    [{ ...pageView, release: 'bbb' }, `${VISITOR_COOKIE}=${inLive}`],
    [{ ...pageView, release: 'aaa' }, `${VISITOR_COOKIE}=${inLive}`],
    // No id, or one that is not an id newVisitorId makes: the live arm's visitor (site.js).
    [{ ...pageView, release: 'bbb' }, `${VISITOR_COOKIE}=${inCanary}x`],
    [{ ...pageView, release: 'aaa' }, ''],
    // An arm that cannot be told counts nothing.
    [{ ...pageView, release: 'aaa', shown: { contact: 'c0c0' } }, `${VISITOR_COOKIE}=${inLive}`],
  ];
  for (const [view, cookie] of views) expect(await send(view, fromVisitor(/** @type {string} */ (cookie)))).toBe(204);
  expect(counted).toEqual([
    ['about', 'bbb'],
    ['about', 'aaa'],
    ['about', 'aaa'],
    ['about', 'aaa'],
  ]);
  expect(askedFor).toEqual([inCanary, inCanary, inLive, inLive, null, null, inLive, inLive]);
  // Every one of them is a page view all the same: its Web Vitals are counted.
  expect(await beacons()).toEqual({ accepted: views.length });
});

it.each([
  ['not JSON', 'LCP=1830'],
  ['a page that does not exist', { ...pageView, route: '/wp-login.php' }],
  ['a language the site does not have', { ...pageView, language: 'fr' }],
  ['a metric web-vitals does not report', { ...pageView, metrics: [{ name: 'FID', value: 10 }] }],
  ['a value out of range', { ...pageView, metrics: [{ name: 'LCP', value: 9e9 }] }],
  ['a negative value', { ...pageView, metrics: [{ name: 'CLS', value: -1 }] }],
  ['a metric twice', { ...pageView, metrics: [{ name: 'LCP', value: 1000 }, { name: 'LCP', value: 1000 }] }],
  ['a field of its own (a visitor id)', { ...pageView, visitor: 'someone@example.com' }],
  ['a release that is not a release id', { ...pageView, release: '<script>' }],
  ['releases shown of the landing remote', { ...pageView, shown: { about: 'abc123' } }],
  ['releases shown of a remote that does not exist', { ...pageView, shown: { nowhere: 'abc123' } }],
  ['a release shown that is not a release id', { ...pageView, shown: { home: '<script>' } }],
  ['releases shown as a list', { ...pageView, shown: ['home'] }],
  ['no metrics', { ...pageView, metrics: [] }],
])('refuses %s (400) and counts nothing', async (_, body) => {
  expect(await send(body)).toBe(400);
  expect(await samples('careway_rum_lcp_seconds')).toEqual([]);
  expect(await beacons()).toEqual({ invalid: 1 });
});

it("counts the chrome watch's changes by remote and what, with the Web Vitals or alone", async () => {
  const changes = async () => (await metricValues('careway_chrome_changed_total')).map((value) => `${value.labels.remote} ${value.labels.what}: ${value.value}`).sort();
  expect(await send({ ...pageView, chrome: ['about:footer', 'about:dir'] })).toBe(204);
  expect(await send({ ...pageView, metrics: [], chrome: ['about:footer', 'contact:covered'] })).toBe(204);
  expect(await changes()).toEqual(['about dir: 1', 'about footer: 2', 'contact covered: 1']);
  expect(await samples('careway_rum_lcp_seconds')).toEqual(['/about ur unreleased: 1']);
  for (const chrome of [['about:footer', 'about:footer'], ['about:title'], ['nowhere:footer'], ['about:footer:x'], 'about:footer', [7]]) expect(await send({ ...pageView, chrome })).toBe(400);
  expect(await send({ ...pageView, metrics: [], chrome: [] })).toBe(400);
  expect(await changes()).toEqual(['about dir: 1', 'about footer: 2', 'contact covered: 1']);
});

it('refuses a beacon over the size cap (413) and a body of another type (415)', async () => {
  expect(await send({ ...pageView, padding: 'x'.repeat(MAX_BEACON_BYTES) })).toBe(413);
  expect(await send(pageView, { 'Content-Type': 'application/x-www-form-urlencoded' })).toBe(415);
  expect(await samples('careway_rum_lcp_seconds')).toEqual([]);
});

describe('limits per visitor', () => {
  let now = 0;
  const limits = { pageViews: { perMinute: 60, burst: 2 }, refusals: { perMinute: 60, burst: 1 }, chrome: { perMinute: 60, burst: 1 }, judged: { perMinute: 60, burst: 1 } };
  /** @param {string} address  the visitor as nginx on this machine names it */
  const from = (address) => ({ 'Content-Type': 'text/plain', 'X-Real-IP': address });
  const counts = async (/** @type {string} */ name) => Object.fromEntries((await metricValues(name)).map((value) => [Object.values(value.labels).join(' '), value.value]));
  beforeEach(() => {
    now = 0;
    endpoint = createVitalsEndpoint({ limits, now: () => now, remoteAt: () => 'about' });
  });

  it('takes a burst of beacons from one visitor, drops the rest (429) and takes them again later; other visitors are not held back', async () => {
    expect([await send(pageView, from('203.0.113.7')), await send(pageView, from('203.0.113.7')), await send(pageView, from('203.0.113.7'))]).toEqual([204, 204, 429]);
    expect(await send(pageView, from('198.51.100.1'))).toBe(204);
    now += 1000;
    expect(await send(pageView, from('203.0.113.7'))).toBe(204);
    expect(await beacons()).toEqual({ accepted: 4, rate_limited: 1 });
  });

  it('keeps separate buckets for page views, refused scripts and chrome reports: a flood of one kind leaves the others', async () => {
    const visitor = from('203.0.113.7');
    expect([await send(pageView, visitor), await send(pageView, visitor), await send(pageView, visitor)]).toEqual([204, 204, 429]);
    expect([await send({ refusedScript: 'shell' }, visitor), await send({ refusedScript: 'shell' }, visitor)]).toEqual([204, 429]);
    expect([await send({ ...pageView, chrome: ['about:footer'] }, visitor), await send({ ...pageView, chrome: ['about:footer'] }, visitor)]).toEqual([204, 429]);
  });

  it('counts a forging client as one visitor however many reports it sends, and many visitors as many', async () => {
    for (let minute = 0; minute < 9; minute += 1, now += 60_000) {
      await send({ ...pageView, chrome: ['about:covered'] }, from('203.0.113.7'));
      await send({ refusedScript: 'https://about.example' }, from('203.0.113.7'));
      // The remote failed, or its page pinned none of its code: either is that visitor's report of it failing.
      await send({ ...pageView, ...(minute % 2 ? { remoteFailures: ['about'] } : { remotesNotPinned: ['about'] }) }, from('203.0.113.7'));
    }
    expect(await counts('careway_chrome_changed_total')).toEqual({ 'about covered': 9 });
    expect(await counts('careway_chrome_changed_visitors_total')).toEqual({ 'about covered': 1 });
    expect(await counts('careway_script_refused_visitors_total')).toEqual({ about: 1 });
    expect(await counts('careway_rum_remote_failed_visitors_total')).toEqual({ about: 1 });
    for (const visitor of ['198.51.100.1', '198.51.100.2', '2001:db8::3']) {
      await send({ ...pageView, chrome: ['about:covered'] }, from(visitor));
      await send({ refusedScript: 'https://about.example' }, from(visitor));
      await send({ ...pageView, remoteFailures: ['about', 'home'] }, from(visitor));
    }
    expect(await counts('careway_chrome_changed_visitors_total')).toEqual({ 'about covered': 4 });
    expect(await counts('careway_script_refused_visitors_total')).toEqual({ about: 4 });
    expect(await counts('careway_rum_remote_failed_visitors_total')).toEqual({ about: 4, home: 3 });
    // The same visitor after the window: counted again.
    now += REPORT_WINDOW_MS;
    await send({ ...pageView, chrome: ['about:covered'], remoteFailures: ['about'] }, from('203.0.113.7'));
    expect(await counts('careway_chrome_changed_visitors_total')).toEqual({ 'about covered': 5 });
    expect(await counts('careway_rum_remote_failed_visitors_total')).toEqual({ about: 5, home: 3 });
  });

  it('takes the address a proxy on this machine names, and only an address', async () => {
    expect([await send(pageView, from('not an address')), await send(pageView, from('also not')), await send(pageView, from('still not'))]).toEqual([204, 204, 429]);
  });
});

it('answers only POST', async () => {
  expect((await fetch(url)).status).toBe(405);
});

describe("the loader's reports of refused scripts", () => {
  const refused = async () => Object.fromEntries((await metricValues('careway_script_refused_total')).map((value) => [value.labels.remote, value.value]));
  beforeEach(() => {
    endpoint = createVitalsEndpoint({ remoteAt: (origin) => (origin === 'https://about.example' ? 'about' : null) });
  });

  it("counts a refused script as the shell's or the remote's served from its origin", async () => {
    expect(await send({ refusedScript: 'shell' })).toBe(204);
    expect(await send({ refusedScript: 'https://about.example' })).toBe(204);
    expect(await send({ refusedScript: 'shell' })).toBe(204);
    expect(await refused()).toEqual({ shell: 2, about: 1 });
    expect(await beacons()).toEqual({ accepted: 3 });
  });

  it('refuses a report naming an origin no remote is served from, or not one origin, or with other keys', async () => {
    for (const report of [{ refusedScript: 'https://evil.example' }, { refusedScript: ['shell'] }, { refusedScript: null }, { refusedScript: 'shell', route: '/' }]) {
      expect(await send(report)).toBe(400);
    }
    expect(await refused()).toEqual({});
  });
});

describe("INP's attribution", () => {
  const inp = { name: 'INP', value: 152, attribution: { inputDelay: 104, processingDuration: 16, presentationDelay: 32 } };
  /** The phases' histograms' samples, as `route language phase: count (sum in ms)`. */
  const phases = async () =>
    (await metricValues('careway_rum_inp_phase_seconds'))
      .filter((value) => value.metricName === 'careway_rum_inp_phase_seconds_sum')
      .map((value) => `${value.labels.route} ${value.labels.language} ${value.labels.phase}: ${Math.round(value.value * 1000)} ms`);

  it('adds the input delay, the processing and the presentation delay of the page view INP to their histograms, by route and language', async () => {
    expect(await send({ ...pageView, metrics: [inp] })).toBe(204);
    expect(await phases()).toEqual(['/about ur input_delay: 104 ms', '/about ur processing: 16 ms', '/about ur presentation_delay: 32 ms']);
    const inputDelay = await metricValues('careway_rum_inp_phase_seconds');
    expect(inputDelay.find((value) => value.labels.phase === 'input_delay' && value.labels.le === 0.1)?.value).toBe(0);
    expect(inputDelay.find((value) => value.labels.phase === 'input_delay' && value.labels.le === 0.15)?.value).toBe(1);
    expect(await samples('careway_rum_inp_seconds')).toEqual(['/about ur unreleased: 1']);
  });

  it('takes INP without attribution (a browser without Event Timing attribution), counting no phase', async () => {
    expect(await send(pageView)).toBe(204);
    expect(await phases()).toEqual([]);
  });

  it.each([
    ['a phase missing', { inputDelay: 104, processingDuration: 16 }],
    ['a phase of its own', { ...inp.attribution, interactionTarget: 'button' }],
    ['a phase below 0', { ...inp.attribution, inputDelay: -1 }],
    ['a phase past what INP is believed', { ...inp.attribution, presentationDelay: 61_000 }],
    ['a phase not a number', { ...inp.attribution, processingDuration: '16' }],
    ['no object', [104, 16, 32]],
  ])('refuses a beacon whose INP attribution has %s, and attribution on another metric', async (_case, attribution) => {
    expect(await send({ ...pageView, metrics: [{ ...inp, attribution }] })).toBe(400);
    expect(await send({ ...pageView, metrics: [{ name: 'LCP', value: 1830, attribution: inp.attribution }] })).toBe(400);
    expect(await phases()).toEqual([]);
    expect(await beacons()).toEqual({ invalid: 2 });
  });
});
