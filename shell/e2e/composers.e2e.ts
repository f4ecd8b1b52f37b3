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

/** Requests a second: a few visitors at once, each route in each language, cached by nginx for a second or composed. */
const RATE = 40;
const routes = locales.flatMap((locale) => pages.map((page) => localizedPath(locale, page.path)));
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** What a visitor would notice: anything but a whole page (a 503 page with the phone number included), or no answer. */
const failed = (answers: Answer[]) => answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.url}: ${answer.error ?? answer.status}`);

describeLocal('The site on two composers behind nginx', () => {
  let nginx: RunningNginx;
  let browser: Browser;

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
    [nginx, browser] = await Promise.all([startNginx({ composers: 2 }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await nginx?.stop();
  });

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
});
