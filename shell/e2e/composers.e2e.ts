import { locales, localizedPath } from 'shared-content';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { samples } from './support/metrics';
import { startNginx, type Composer, type RunningNginx } from './support/nginx';
import { pageHeadings, pages } from './support/routes';
import { describeLocal } from './support/site';

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

  beforeAll(async () => {
    postgres = await startPostgres();
    [nginx, browser] = await Promise.all([startNginx({ composers: 2, registry: postgres.url }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await nginx?.stop();
    postgres?.stop();
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
});
