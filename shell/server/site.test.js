/** @jest-environment node */
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { apps } = require('shared-content/tooling/apps');
const { emptyRecord, openRegistry, sha384, withLive } = require('./registry');
const { withCanaryStarted } = require('./registry/canary');
const { VISITOR_COOKIE } = require('./cookies');
const { recordRelease } = require('./metrics');
const { pinsIn } = require('./compose');
const { startSite, unbuiltApp } = require('./site');
const { warmUpMs } = require('./composer-timing');
const { newVisitorsIn } = require('./testing');

/**
 * The pins the composer wrote into the shell's page: each remote's live entry and integrity.
 * @param {string} url
 */
async function pinsOf(url) {
  return pinsIn(await (await fetch(`${url}/`)).text()) ?? {};
}

// The service apps.js declares, without its database and inbox: what startSite starts with startServices.
const serviceApp = (() => {
  const app = apps.find((candidate) => candidate.service);
  if (!app?.service) throw new Error('apps.js declares no service');
  return { name: app.name, service: app.service };
})();
const siteService = jest.fn();
jest.doMock(serviceApp.service, () => ({ siteService }));

/** @type {string} */
let repoRoot;

beforeEach(() => {
  repoRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  for (const app of apps) {
    fs.mkdirSync(path.join(repoRoot, app.dir, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(repoRoot, app.dir, 'dist', app.name === 'shell' ? 'index.html' : 'remoteEntry.js'), app.name === 'shell' ? '<head></head>' : app.name);
  }
});

afterEach(() => fs.rmSync(repoRoot, { recursive: true, force: true }));

/**
 * The shell alone, its about remote at an address nothing answers, each remote's record given by `releaseRecord`.
 * @param {(remote: string, built: import('./registry').ReleaseRecord) => Promise<import('./registry').ReleaseRecord> | import('./registry').ReleaseRecord} releaseRecord
 */
const startShellAlone = (releaseRecord) =>
  startSite({ repoRoot, only: ['shell'], basePort: 0, host: '127.0.0.1', remotesConfig: () => ({ about: 'http://127.0.0.1:9/remoteEntry.js' }), releaseRecord });

describe('startSite', () => {
  it("drains when told to stop: the page it is composing is answered and its connection closed, and it takes nothing new", async () => {
    /** @type {() => void} */
    let answerRecord = () => undefined;
    const recordHeld = new Promise((resolve) => (answerRecord = () => resolve(undefined)));
    /** @type {() => void} */
    let recordAsked = () => undefined;
    const composing = new Promise((resolve) => (recordAsked = () => resolve(undefined)));
    // Held for the page asked below, not for the pages the site composes before it listens.
    let holding = false;
    const site = await startShellAlone(async (_remote, built) => {
      if (holding) {
        recordAsked();
        await recordHeld;
      }
      return built;
    });
    holding = true;
    const agent = new http.Agent({ keepAlive: true });
    try {
      expect((await fetch(`${site.url}/_ready`)).status).toBe(200);
      const page = new Promise((resolve, reject) => {
        http.get(`${site.url}/`, { agent }, (response) => response.resume().on('end', () => resolve([response.statusCode, response.headers.connection]))).on('error', reject);
      });
      await composing;
      const drained = site.drain();
      await expect(fetch(`${site.url}/_ready`)).rejects.toThrow();
      answerRecord();
      expect(await page).toEqual([200, 'close']);
      await drained;
    } finally {
      agent.destroy();
      await site.close();
    }
  });

  it('listens once its pages are composed ahead, or after warmUpMs when what they need hangs (a registry that never answers)', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let hanging = true;
    const started = Date.now();
    const site = await startShellAlone((_remote, built) => (hanging ? new Promise(() => undefined) : built));
    const waited = Date.now() - started;
    hanging = false;
    try {
      expect(waited).toBeGreaterThanOrEqual(warmUpMs - 50);
      expect(waited).toBeLessThan(warmUpMs + 2000);
      expect((await fetch(`${site.url}/_ready`)).status).toBe(200);
      expect((await fetch(`${site.url}/`)).status).toBe(200);
      expect(warned).toHaveBeenCalledWith(`The shell's pages were not all composed ahead within ${warmUpMs} ms: it listens now, and the rest are composed when first asked for`);
    } finally {
      await site.close();
      warned.mockRestore();
    }
  });

  it('serves every app of apps.js on its own origin, the shell pointing at the remotes, and mounts a service on its remote', async () => {
    const service = (/** @type {http.IncomingMessage} */ _request, /** @type {http.ServerResponse} */ response) => response.writeHead(202).end('service');
    const site = await startSite({ repoRoot, basePort: 0, host: '127.0.0.1', services: { about: { routes: { '/api/x': service } } } });
    try {
      const remotes = apps.filter((app) => app.name !== 'shell');
      const pins = await pinsOf(site.url);
      expect(Object.keys(pins)).toEqual(remotes.map((app) => app.name));
      for (const app of remotes) expect(await (await fetch(pins[app.name].entry)).text()).toBe(app.name);
      const about = site.apps.about.origin;
      expect((await fetch(`${about}/remoteEntry.js`)).headers.get('access-control-allow-origin')).toBe('*');
      expect((await fetch(`${about}/api/x`)).status).toBe(202);
      expect((await fetch(`${site.apps.home.origin}/api/x`)).status).toBe(404);
    } finally {
      await site.close();
    }
  });

  it('starts only the apps asked for, with the remotes configuration the caller makes of theirs', async () => {
    const site = await startSite({ repoRoot, only: ['shell', 'home'], basePort: 0, remotesConfig: (started) => ({ ...started, about: 'https://about.example.in/remoteEntry.js' }) });
    try {
      expect(Object.keys(site.apps)).toEqual(['home', 'shell']);
      expect(site.url).toMatch(/^http:\/\/localhost:\d+$/);
      // The shell's page pins what has a live release: the remote it started (the about origin elsewhere has none here).
      expect(await pinsOf(site.url)).toEqual({ home: { entry: `${site.apps.home.origin}/remoteEntry.js`, integrity: sha384('home'), release: 'unreleased' } });
      expect((await fetch(`${site.url}/remotes.json`)).status).toBe(404);
    } finally {
      await site.close();
    }
  });

  it("records each remote's build as it is when the site starts, so bytes changed later never pass; the caller's records instead when given", async () => {
    const site = await startSite({ repoRoot, only: ['shell', 'home', 'about'], basePort: 0, host: '127.0.0.1' });
    try {
      fs.writeFileSync(path.join(repoRoot, 'mf-home', 'dist', 'remoteEntry.js'), 'changed after the start');
      expect(await pinsOf(site.url)).toEqual({
        home: { entry: `${site.apps.home.origin}/remoteEntry.js`, integrity: sha384('home'), release: 'unreleased' },
        about: { entry: `${site.apps.about.origin}/remoteEntry.js`, integrity: sha384('about'), release: 'unreleased' },
      });
    } finally {
      await site.close();
    }
    const released = { live: 'abc123', previous: null, switchedAt: 1, releases: { abc123: { created: 1, commit: null, verifiedAt: 1, files: { 'remoteEntry.js': sha384('released') } } } };
    const empty = { live: null, previous: null, switchedAt: 0, releases: {} };
    const given = await startSite({ repoRoot, only: ['shell', 'home', 'about'], basePort: 0, host: '127.0.0.1', releaseRecord: async (remote) => (remote === 'about' ? released : empty) });
    try {
      expect(await pinsOf(given.url)).toEqual({ about: { entry: `${given.apps.about.origin}/releases/abc123/remoteEntry.js`, integrity: sha384('released'), release: 'abc123' } });
    } finally {
      await given.close();
    }
  });

  it('composes without a remote whose record cannot be read, and says so in its log and metrics', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const site = await startSite({ repoRoot, only: ['shell', 'home'], basePort: 0, host: '127.0.0.1', releaseRecord: async () => Promise.reject(new Error('about.json is damaged')) });
    try {
      expect(await pinsOf(site.url)).toEqual({});
      await pinsOf(site.url);
      expect(error).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledWith('The release record of home cannot be read: about.json is damaged; its pages show the fallback');
      const { metricValues } = require('./testing');
      const unrecorded = (await metricValues('careway_remote_unrecorded')).filter((sample) => sample.value === 1);
      expect(unrecorded.map((sample) => sample.labels.remote)).toEqual(['home']);
    } finally {
      await site.close();
      error.mockRestore();
    }
  });

  it('closes the services it started itself when the site closes, and never a service it was given', async () => {
    const ownService = { routes: { '/api/x': (/** @type {unknown} */ _request, /** @type {import('node:http').ServerResponse} */ response) => response.writeHead(202).end() }, close: jest.fn(async () => {}) };
    siteService.mockReturnValue(ownService);
    const own = await startSite({ repoRoot, only: [serviceApp.name], basePort: 0, host: '127.0.0.1', startServices: true });
    expect((await fetch(`${own.apps[serviceApp.name].origin}/api/x`)).status).toBe(202);
    await own.close();
    expect(ownService.close).toHaveBeenCalledTimes(1);

    const givenService = { routes: {}, close: jest.fn(async () => {}) };
    const given = await startSite({ repoRoot, only: [serviceApp.name], basePort: 0, host: '127.0.0.1', startServices: true, services: { [serviceApp.name]: givenService } });
    await given.close();
    expect(givenService.close).not.toHaveBeenCalled();
    expect(siteService).toHaveBeenCalledTimes(1);
  });

  it('still closes the services it started when one of its servers fails to close', async () => {
    const ownService = { routes: {}, close: jest.fn(async () => {}) };
    siteService.mockReturnValue(ownService);
    const site = await startSite({
      repoRoot,
      only: [serviceApp.name],
      startServices: true,
      wrap: () => ({ listen: async () => {}, origin: 'http://127.0.0.1:1', close: async () => Promise.reject(new Error('stuck')) }),
    });
    await expect(site.close()).rejects.toThrow('stuck');
    expect(ownService.close).toHaveBeenCalledTimes(1);
  });

  describe('the canary judge', () => {
    const registryDir = () => path.join(repoRoot, 'registry');
    const release = (/** @type {number} */ created) => ({ created, commit: null, verifiedAt: created, files: { 'remoteEntry.js': sha384(String(created)) } });
    /** @type {import('./registry').Registry} */
    let registry;
    beforeEach(async () => {
      registry = openRegistry(registryDir());
      // Release bbb a canary of about for its first stage's 5% of visitors, aaa live.
      await registry.update('about', () => withCanaryStarted(withLive({ ...emptyRecord(), releases: { aaa: release(1), bbb: release(2) } }, 'aaa', 0), 'bbb'));
      // As the composers would have after including both releases in pages.
      recordRelease('about', 'aaa');
      recordRelease('about', 'bbb');
    });
    afterEach(() => registry.close());

    /** Composers judging in the registry, each composing from its records as composer-main.js does. */
    const startComposers = (/** @type {number} */ count) =>
      Promise.all(
        Array.from({ length: count }, () => {
          const records = openRegistry(registryDir());
          return startSite({ repoRoot, only: ['shell'], basePort: 0, host: '127.0.0.1', remotesConfig: () => ({ about: 'http://127.0.0.1:1/remoteEntry.js' }), releaseRecord: (remote) => records.read(remote), canaryRegistry: records });
        }),
      );
    let address = 0;
    /** A view of about at `release` from its own address, by the visitor `id` (none: no cookie), failed or not. */
    const beacon = (/** @type {string | undefined} */ url, /** @type {string} */ shown, /** @type {string | null} */ id, /** @type {boolean} */ failed) => {
      address += 1;
      return fetch(`${url}/api/vitals`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', 'X-Real-IP': `10.0.${address >> 8}.${address & 255}`, ...(id && { Cookie: `${VISITOR_COOKIE}=${id}` }) },
        body: JSON.stringify({ route: '/about', language: 'en', release: shown, metrics: [{ name: 'LCP', value: 1800 }], ...(failed && { remoteFailures: ['about'] }) }),
      });
    };
    const statuses = async (/** @type {Promise<Response>[]} */ answers) => new Set((await Promise.all(answers)).map((answer) => answer.status));

    it("judges canaries from the beacons every composer takes, in the one record: a rollback there is every composer's", async () => {
      const composers = await startComposers(2);
      try {
        const [inLive, inCanary] = [newVisitorsIn('live', 'about', 240), newVisitorsIn('canary', 'about', 240)];
        const answers = composers.flatMap((composer, index) =>
          Array.from({ length: 120 }, (_, view) => [beacon(composer.url, 'aaa', inLive[120 * index + view], false), beacon(composer.url, 'bbb', inCanary[120 * index + view], view % 4 === index)]).flat(),
        );
        expect(await statuses(answers)).toEqual(new Set([204]));
        // Neither composer took the 200 views per arm a verdict needs (JUDGE_SETTINGS.minimumViews); both together did.
        await Promise.all(composers.map((composer) => composer.canaryJudge?.round()));
        expect(await registry.read('about')).toMatchObject({ live: 'aaa', canary: null, canaryEnded: { release: 'bbb', outcome: 'aborted' } });
      } finally {
        await Promise.all(composers.map((composer) => composer.close()));
      }
    }, 60_000);

    it("counts a view only for the release its visitor's arm gets: views claiming the canary's release from the live arm, forged or not, cannot roll it back", async () => {
      const [composer] = await startComposers(1);
      try {
        const inLive = newVisitorsIn('live', 'about', 480);
        const answers = inLive.slice(0, 240).flatMap((id, view) => [beacon(composer.url, 'aaa', id, false), beacon(composer.url, 'bbb', inLive[240 + view], true), beacon(composer.url, 'bbb', null, true)]);
        expect(await statuses(answers)).toEqual(new Set([204]));
        await composer.canaryJudge?.round();
        const record = await registry.read('about');
        expect([record.canary?.release, record.canary?.evidence?.canary.views, record.canary?.evidence?.live.views]).toEqual(['bbb', 0, 240]);
      } finally {
        await composer.close();
      }
    }, 60_000);
  });

  it('stops the metrics listener it started when the site closes', async () => {
    // A free port (jest gives each test file its own copy of the environment).
    process.env.METRICS_PORT = '0';
    const site = await startSite({ repoRoot, only: ['shell'], basePort: 0, metrics: true });
    const listener = await site.metrics;
    if (!listener) throw new Error('startSite started no metrics listener');
    const metricsUrl = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (listener.address()).port}/metrics`;
    expect((await fetch(metricsUrl)).status).toBe(200);
    await site.close();
    expect(listener.listening).toBe(false);
    await expect(fetch(metricsUrl)).rejects.toThrow();
  });

  it('serves an app wrapped by the caller on the caller\'s own server', async () => {
    /** @type {string[]} */
    const wrapped = [];
    const site = await startSite({
      repoRoot,
      only: ['home'],
      basePort: 0,
      wrap: (app, handler) => {
        wrapped.push(app.name);
        const server = http.createServer(handler);
        return {
          listen: () => /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))),
          get origin() {
            return `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
          },
          close: () => new Promise((resolve) => server.close(resolve)),
        };
      },
    });
    try {
      expect(wrapped).toEqual(['home']);
      expect(await (await fetch(`${site.apps.home.origin}/remoteEntry.js`)).text()).toBe('home');
    } finally {
      await site.close();
    }
  });
});

describe('unbuiltApp', () => {
  it('names the first app whose dist is not built, and none when all are', () => {
    expect(unbuiltApp(repoRoot)).toBeUndefined();
    fs.rmSync(path.join(repoRoot, 'mf-about', 'dist', 'remoteEntry.js'));
    expect(unbuiltApp(repoRoot)?.dir).toBe('mf-about');
    expect(unbuiltApp(repoRoot, ['shell', 'home'])).toBeUndefined();
  });
});
