import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, waitUntilInteractive } from './support/browser';
import { eventually, samples, startMeasuredComposers, type ComposerName } from './support/metrics';
import type { Composers } from './support/misbehaving-remote';
import { startPrometheus } from './support/prometheus';
import { describeLocal } from './support/site';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { includeLimits } = require('shared-content/tooling/fragment/names');

const composerNames: ComposerName[] = ['embedded', 'nginx'];

describeLocal('Production metrics, on the embedded server and through nginx', () => {
  let composers: Composers;
  let browser: Browser;
  let measured: Awaited<ReturnType<typeof startMeasuredComposers>>;
  const metricsText = (composer: ComposerName) => measured.metricsText(composer);

  beforeAll(async () => {
    // The about remote's Hindi page hangs from the start: the composers never see it working, not even while
    // they compose their pages before they listen.
    measured = await startMeasuredComposers({ from: { about: { mode: 'hang', languages: ['hi'] } } });
    composers = measured.composers;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await measured?.close();
  });

  afterEach(async () => {
    for (const remote of Object.values(composers.remotes)) await remote.setMode('up');
  });

  it.each(composerNames)('%s: not on the public port (/metrics answers 404)', async (composer) => {
    const response = await fetch(`${composers.urls[composer]}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('careway_');
  });

  it.each(composerNames)("%s: real visits in Chromium produce Web Vitals histograms by route and language, the visitor's code loaded or not", async (composer) => {
    for (const [route, interacts] of [['/about', false], ['/ur/contact', true]] as const) {
      const { page, context, problems } = await openPage(browser, 375);
      await page.goto(composers.urls[composer] + route);
      // Only read: the beacon comes at idle, without the app. Interacted with: the app too.
      if (interacts) await waitUntilInteractive(page);
      await page.waitForFunction(() => performance.getEntriesByName(`${location.origin}/vitals.js`).length > 0);
      await page.waitForLoadState('networkidle');
      expect([route, await page.evaluate(() => performance.getEntriesByName(`${location.origin}/main.js`).length)]).toEqual([route, interacts ? 1 : 0]);
      // Leaving the page hides it: the beacon leaves then, as when a visitor closes the tab or switches app.
      await page.goto('about:blank');
      await context.close();
      expect(problems).toEqual([]);
    }
    const text = await eventually(
      () => metricsText(composer),
      (metrics) => Object.keys(samples(metrics, 'careway_rum_lcp_seconds_count')).length >= 2,
    );
    const views = samples(text, 'careway_rum_lcp_seconds_count');
    expect(views).toEqual({ 'route="/about",language="en",release="unreleased"': 1, 'route="/contact",language="ur",release="unreleased"': 1 });
    for (const metric of ['careway_rum_fcp_seconds', 'careway_rum_ttfb_seconds', 'careway_rum_cls']) {
      expect(Object.keys(samples(text, `${metric}_count`)).sort()).toEqual(Object.keys(views).sort());
    }
    const lcpSum = samples(text, 'careway_rum_lcp_seconds_sum')['route="/about",language="en",release="unreleased"'];
    expect(lcpSum).toBeGreaterThan(0);
    expect(lcpSum).toBeLessThan(30);
    expect(samples(text, 'careway_rum_beacons_total')).toEqual({ 'outcome="accepted"': 2 });
  });

  it('a hung or broken remote shows as last_good, fallback and refused on the embedded server and through nginx; a real Prometheus scrapes them', async () => {
    const about = composers.remotes.about;
    // Seen working in English first, on both paths.
    for (const composer of composerNames) expect((await fetch(`${composers.urls[composer]}/about`)).status).toBe(200);
    // English and Hindi hang (Hindi never seen working), Telugu answers with a script the checks refuse.
    await about.setMode('hang', ['en', 'hi']);
    // nginx keeps a page for a second: past freshMs plus a second, the composer asks again on both paths.
    await new Promise((resolve) => setTimeout(resolve, includeLimits.freshMs + 1200));
    for (const composer of composerNames) {
      for (const route of ['/about', '/hi/about']) {
        const response = await fetch(`${composers.urls[composer]}${route}`);
        expect(response.status).toBe(200);
      }
    }
    await about.setMode('script', ['te']);
    for (const composer of composerNames) expect(await (await fetch(`${composers.urls[composer]}/te/about`)).text()).not.toContain('alert(');

    const expected = {
      'remote="about",language="en",outcome="included"': expect.any(Number),
      'remote="about",language="en",outcome="last_good"': expect.any(Number),
      'remote="about",language="hi",outcome="fallback"': expect.any(Number),
      'remote="about",language="te",outcome="refused"': expect.any(Number),
    };
    for (const composer of composerNames) {
      const text = await eventually(
        () => metricsText(composer),
        (metrics) => Object.keys(samples(metrics, 'careway_include_total')).filter((labels) => labels.startsWith('remote="about"')).length >= 4,
      );
      const about = Object.fromEntries(Object.entries(samples(text, 'careway_include_total')).filter(([labels]) => labels.startsWith('remote="about"')));
      expect({ composer, about }).toEqual({ composer, about: expected });
      expect(samples(text, 'careway_http_requests_total')).toMatchObject({ 'route="/about",language="en",status="200"': expect.any(Number) });
      expect(samples(text, 'careway_release_info')).toMatchObject({ 'remote="about",release="unreleased"': 1 });
      // Nothing about a visitor: no address in any label or value of any metric.
      expect(text).not.toMatch(/\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b/);
    }

    // A real Prometheus (Debian's prometheus) with the site's alert rules, scraping the composers' metrics.
    const prometheus = await startPrometheus({ embedded: new URL(measured.metricsUrl.embedded).host, nginx: new URL(measured.metricsUrl.nginx).host });
    try {
      const query = async () =>
        (await prometheus.query('careway_include_total{remote="about",outcome!="included"}')).map(({ metric }) => `${metric.job} ${metric.language} ${metric.outcome}`).sort();
      expect(await eventually(query, (series) => series.length >= 6, 30_000)).toEqual([
        'embedded en last_good',
        'embedded hi fallback',
        'embedded te refused',
        'nginx en last_good',
        'nginx hi fallback',
        'nginx te refused',
      ]);
      const rules = await fetch(`${prometheus.url}/api/v1/rules`).then((response) => response.json());
      const loaded = rules.data.groups.flatMap((group: { rules: { name: string; health: string }[] }) => group.rules);
      expect(loaded.map((rule: { name: string }) => rule.name)).toContain('RemotePageNotIncluded');
      expect(await eventually(async () => (await fetch(`${prometheus.url}/api/v1/rules`).then((response) => response.json())).data.groups[0].rules.every((rule: { health: string }) => rule.health === 'ok'), Boolean)).toBe(true);
    } finally {
      await prometheus.stop();
    }
  });
});
