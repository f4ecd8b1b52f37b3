import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { locales, localizedPath } from 'shared-content';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, visit } from './support/browser';
import { eventually, samples } from './support/metrics';
import { startNginx, type Composer, type RunningNginx } from './support/nginx';
import { startPrometheus } from './support/prometheus';
import { navLink, pageHeadings, pages } from './support/routes';
import { composedReleaseOf, describeLocal, releaseEntriesAsked, repoRoot } from './support/site';

interface Answer {
  url: string;
  at: number;
  ms: number;
  status?: number;
  error?: string;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { steadyLoad } = require('../bench/steady-load') as { steadyLoad: (options: { urls: string[]; rate: number }) => { stop(): Promise<Answer[]> } };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { READY_PATH } = require('../server/composer-timing') as { READY_PATH: string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startPostgres } = require('shared-content/tooling/throwaway-postgres') as typeof import('shared-content/tooling/throwaway-postgres');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { openRegistry } = require('../server/registry') as typeof import('../server/registry');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pinsIn } = require('../server/compose') as typeof import('../server/compose');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { release } = require('../deploy/release') as typeof import('../deploy/release');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { appNamed } = require('shared-content/tooling/apps') as typeof import('shared-content/tooling/apps');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { VITALS_PATH } = require('shared-content/tooling/fragment/names') as typeof import('shared-content/tooling/fragment/names');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { JUDGE_SETTINGS } = require('../server/canary/judge') as typeof import('../server/canary/judge');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { canaryOf, withCanaryAborted } = require('../server/registry/canary') as typeof import('../server/registry/canary');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { newVisitorsIn } = require('../server/testing') as typeof import('../server/testing');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ARM_COOKIE, VISITOR_COOKIE } = require('../server/cookies') as typeof import('../server/cookies');

/** Requests a second: a few visitors at once, each route in each language, cached by nginx for a second or composed. */
const RATE = 40;
const routes = locales.flatMap((locale) => pages.map((page) => localizedPath(locale, page.path)));
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** What a visitor would notice: anything but a whole page (a 503 page with the phone number included), or no answer. */
const failed = (answers: Answer[]) => answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.url}: ${answer.error ?? answer.status}`);

describeLocal('The site on two composers behind nginx, with the release record in PostgreSQL', () => {
  let nginx: RunningNginx;
  let browser: Browser;
  let postgres: Awaited<ReturnType<typeof startPostgres>>;

  /** The composed pages a composer has answered so far (its metrics). */
  const pagesComposed = async (composer: Composer) =>
    Object.values(samples(await (await fetch(composer.metricsUrl)).text(), 'careway_http_requests_total')).reduce((sum, count) => sum + count, 0);
  /** A steady stream of visitors on every route for `during`'s time. */
  async function visitorsDuring(during: () => Promise<void>) {
    const load = steadyLoad({ urls: routes.map((route) => nginx.shellUrl + route), rate: RATE });
    await pause(1000);
    await during();
    await pause(1000);
    return load.stop();
  }

  let releasesRoot: string;
  /** The about remote's live release, released by the release command to its origin's folder (its checks are release.e2e.ts's). */
  let live: string;
  const aboutDist = path.join(repoRoot, 'mf-about', 'dist');
  const releaseAbout = async (dist: string, options: { canary?: boolean } = {}) => {
    const registry = openRegistry(postgres.url);
    try {
      const checks = { contractCheck: async () => [], smoke: async () => [] };
      return (await release({ app: appNamed('about'), root: releasesRoot, registry, build: false, dist, ...options, checks, log: () => undefined })) as string;
    } finally {
      await registry.close();
    }
  };

  beforeAll(async () => {
    postgres = await startPostgres();
    releasesRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'composers-about-'));
    fs.chmodSync(releasesRoot, 0o755); // nginx workers drop root and must read the releases
    live = await releaseAbout(aboutDist);
    const about = { root: releasesRoot, releases: true };
    [nginx, browser] = await Promise.all([startNginx({ composers: 2, registry: postgres.url, remoteBlocks: { about } }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await nginx?.stop();
    postgres?.stop();
    if (releasesRoot) fs.rmSync(releasesRoot, { recursive: true, force: true });
  });

  /** Milliseconds until every composer (asked directly, past nginx's page cache) composes /about with the about remote's code pinned, or without (its fallback). */
  const pins = async (composer: Composer) => Object.hasOwn(pinsIn(await (await fetch(`${composer.url}/about`)).text()) ?? {}, 'about');
  async function untilEveryComposer(pinsAbout: boolean) {
    const started = Date.now();
    while ((await Promise.all(nginx.composers.map(pins))).some((pinned) => pinned !== pinsAbout)) {
      if (Date.now() - started > 5000) throw new Error(`a composer still ${pinsAbout ? 'lacks' : 'pins'} the about remote after 5 s`);
      await pause(20);
    }
    return Date.now() - started;
  }

  it('composes pages on both composers, and keeps their readiness checks to themselves', async () => {
    const before = await Promise.all(nginx.composers.map(pagesComposed));
    const answers = await visitorsDuring(() => pause(1000));
    expect(failed(answers)).toEqual([]);
    const after = await Promise.all(nginx.composers.map(pagesComposed));
    expect(after.map((count, index) => count > before[index])).toEqual([true, true]);

    for (const composer of nginx.composers) expect(await (await fetch(composer.url + READY_PATH)).text()).toBe('ready');
    expect((await fetch(nginx.shellUrl + READY_PATH)).status).toBe(404);

    const { page, context } = await openPage(browser, 375);
    await page.goto(`${nginx.shellUrl}/about`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(pageHeadings.about);
    await context.close();
  });

  it('gives a steady stream of visitors no error and no reset while each composer is stopped and started again in turn', async () => {
    const answers = await visitorsDuring(async () => {
      for (const composer of nginx.composers) {
        // A deployment's stop: the composer drains (SIGTERM), then the new one is started and ready.
        await composer.terminate();
        await composer.start();
        await pause(1000);
      }
    });
    expect(answers.length).toBeGreaterThan(RATE * 4);
    expect(failed(answers)).toEqual([]);
  });

  it('gives no failed GET while one composer is killed', async () => {
    const answers = await visitorsDuring(async () => {
      await nginx.composers[0].stop();
      await pause(3000);
      await nginx.composers[0].start();
    });
    expect(failed(answers)).toEqual([]);
    expect(await Promise.all(nginx.composers.map(async (composer) => (await fetch(composer.url + READY_PATH)).status))).toEqual([200, 200]);
  });

  it('shows a switch of the record on both composers within a second, and keeps serving while the database is down', async () => {
    const registry = openRegistry(postgres.url);
    try {
      const recorded = await registry.read('about');
      // No live release: the page's fallback (what a rollback to nothing shows), then the release again.
      await registry.update('about', (record) => ({ ...record, live: null, previous: record.live, switchedAt: Date.now() }));
      expect(await untilEveryComposer(false)).toBeLessThan(1000);
      await registry.update('about', (record) => ({ ...record, live: recorded.live, previous: null, switchedAt: Date.now() }));
      expect(await untilEveryComposer(true)).toBeLessThan(1000);

      postgres.pause();
      try {
        const answers = await visitorsDuring(() => pause(2000));
        expect(failed(answers)).toEqual([]);
        expect(await Promise.all(nginx.composers.map(pins))).toEqual([true, true]);
      } finally {
        postgres.resume();
      }
    } finally {
      await registry.close();
    }
  });

  it("names a canary's release in its arm's beacons after client navigation; the judge's rollback is on both composers within a second, for its arm's visitors too, and the alert fires", async () => {
    const registry = openRegistry(postgres.url);
    // Started now, to scrape while the canary starts.
    const prometheusStarted = startPrometheus(Object.fromEntries(nginx.composers.map((composer, index) => [`composer${index}`, new URL(composer.metricsUrl).host])));
    const visitor = await openPage(browser, 1280);
    try {
      // The candidate (the same code with one more file: another release), a canary for 5% of visitors by the release command.
      const another = path.join(releasesRoot, 'another-dist');
      fs.cpSync(aboutDist, another, { recursive: true });
      fs.writeFileSync(path.join(another, 'build.txt'), 'another build');
      const candidate = await releaseAbout(another, { canary: true });
      const [[inCanary], [inLive]] = [newVisitorsIn('canary', 'about', 1), newVisitorsIn('live', 'about', 1)];
      const releaseShown = async (url: string, cookie: string) => composedReleaseOf(await (await fetch(`${url}/about`, { headers: { Cookie: cookie } })).text());
      const shownByEach = () => Promise.all(nginx.composers.flatMap((composer) => [inCanary, inLive].map((id) => releaseShown(composer.url, `${VISITOR_COOKIE}=${id}`))));
      expect(await eventually(shownByEach, (shown) => shown.join() === [candidate, live, candidate, live].join(), 5000)).toEqual([candidate, live, candidate, live]);
      // Its arm's visitor lands on Contact and goes to About by client navigation: the canary's code, and the
      // page view's beacon names the release it showed there (the judge counts the view for it).
      const entries = releaseEntriesAsked(visitor.page);
      const beacons: string[] = [];
      visitor.page.on('request', (request) => request.url().endsWith(VITALS_PATH) && beacons.push(request.postData() ?? ''));
      await visitor.context.addCookies([{ name: VISITOR_COOKIE, value: inCanary, url: nginx.shellUrl }]);
      await visit(visitor.page, `${nginx.shellUrl}/contact`);
      await navLink(visitor.page, 'About Us').click();
      await visitor.page.getByRole('heading', { level: 1 }).filter({ hasText: pageHeadings.about }).waitFor({ timeout: 15_000 });
      expect(entries.splice(0)).toEqual([expect.stringContaining(`/releases/${candidate}/remoteEntry.js`)]);
      await visitor.page.waitForFunction(() => performance.getEntriesByName(`${location.origin}/vitals.js`).length > 0);
      // The page hidden (as when the visitor switches app): the beacon leaves.
      await visitor.page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      });
      const sent = await eventually(async () => beacons, (found) => found.length > 0, 5000);
      expect(JSON.parse(sent[0])).toMatchObject({ route: '/contact', shown: { about: candidate } });
      // nginx passes the visitor's id with the beacon, so the judge counts the view in the canary's arm (at its next round).
      const canaryViews = async () => canaryOf(await registry.read('about'))?.evidence?.canary.views ?? 0;
      expect(await eventually(canaryViews, (views) => views > 0, 15_000)).toBe(1);

      // Prometheus has seen each composer count no rollback yet, so the judge's is an increase.
      const prometheus = await prometheusStarted;
      const rollbacks = 'careway_canary_rollbacks_total{remote="about",metric="failed"}';
      expect(await eventually(() => prometheus.query(rollbacks), (series) => series.length === 2, 30_000)).toHaveLength(2);

      // Real-user evidence through the judge's own entry point, a composer's beacon endpoint: enough views in each arm,
      // each from an address of its own (as nginx names it) and a visitor of that arm (the judge counts no other's),
      // half the canary's views with the about remote failed.
      const views = Array.from({ length: JUDGE_SETTINGS.minimumViews + 10 }, (_, index) => index);
      const [canaryVisitors, liveVisitors] = [newVisitorsIn('canary', 'about', views.length), newVisitorsIn('live', 'about', views.length)];
      const beacon = (shown: string, visitorId: string, failed: boolean, index: number) =>
        fetch(nginx.composers[0].url + VITALS_PATH, {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain', 'X-Real-IP': `10.44.${index >> 8}.${index & 255}`, Cookie: `${VISITOR_COOKIE}=${visitorId}` },
          body: JSON.stringify({ route: '/about', language: 'en', release: shown, metrics: [{ name: 'LCP', value: 1200 }], ...(failed && { remoteFailures: ['about'] }) }),
        });
      const answers = await Promise.all(
        views.flatMap((index) => [beacon(live, liveVisitors[index], false, 2 * index), beacon(candidate, canaryVisitors[index], index < views.length / 2, 2 * index + 1)]),
      );
      expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([204]));

      // That composer's next round of the judge (every 10 s) rolls it back in the record; from then on both
      // composers, asked directly, and nginx (which keeps each arm's page for a second) give its arm the live release.
      const arm = `${VISITOR_COOKIE}=${inCanary}; ${ARM_COOKIE}=about-${candidate}`;
      const started = Date.now();
      /** When `url` first answers the canary's arm with the live release: each asked on its own, so one slow answer holds no other. */
      const liveFrom = async (url: string) => {
        while ((await releaseShown(url, arm)) !== live) {
          if (Date.now() - started > 20_000) throw new Error(`${url} still serves the canary 20 s after its views were sent`);
          await pause(20);
        }
        return Date.now();
      };
      const [first, second, throughNginx] = await Promise.all([...nginx.composers.map((composer) => liveFrom(composer.url)), liveFrom(nginx.shellUrl)]);
      const record = await registry.read('about');
      expect([canaryOf(record), record.canaryEnded]).toEqual([null, expect.objectContaining({ release: candidate, outcome: 'aborted', reason: expect.stringContaining('failed') })]);
      const verdictAt = record.canaryEnded!.at;
      expect(Math.max(first, second) - verdictAt).toBeLessThan(1000);
      // nginx keeps a page for a second, counted in whole seconds (its clock's): up to two, then the composers' page.
      expect(throughNginx - verdictAt).toBeLessThan(3000);
      await visit(visitor.page, `${nginx.shellUrl}/about`);
      expect(entries).toEqual([expect.stringContaining(`/releases/${live}/remoteEntry.js`)]);
      expect((await visitor.context.cookies()).find((cookie) => cookie.name === ARM_COOKIE)?.value).toBe('live');
      expect(visitor.problems).toEqual([]);

      // The composer that applied the verdict counted it, and the alert rule fires on what Prometheus scraped.
      const counted = await Promise.all(nginx.composers.map(async (composer) => samples(await (await fetch(composer.metricsUrl)).text(), 'careway_canary_rollbacks_total')['remote="about",metric="failed"']));
      expect(counted.sort()).toEqual([0, 1]);
      const firing = await eventually(() => prometheus.query('ALERTS{alertname="CanaryRolledBack",alertstate="firing"}'), (series) => series.length > 0, 15_000);
      expect(firing.map(({ metric }) => `${metric.remote} ${metric.metric} ${metric.severity}`)).toEqual(['about failed ticket']);
    } finally {
      await visitor.context.close();
      await prometheusStarted.then((prometheus) => prometheus.stop(), () => undefined);
      await registry.update('about', (record) => (canaryOf(record) ? withCanaryAborted(record, 'the test is over') : record));
      await registry.close();
    }
  });
});
