import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { mustNotAppear, startComposers, type Composers, type Misbehaviour } from './support/misbehaving-remote';
import { localizedPath } from 'shared-content';
import hindiHowItWorks from 'shared-content/text/hi/howItWorks';
import teluguSite from 'shared-content/text/te/site';
import urduHowItWorks from 'shared-content/text/ur/howItWorks';
import { pageHeadings, pages, shellText } from './support/routes';
import { describeLocal } from './support/site';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { includeLimits } = require('shared-content/tooling/fragment/names');

const matrix: [Misbehaviour, string][] = [
  ['refused', 'connection refused'],
  ['hang', 'no answer'],
  ['trickle', '1 byte per 500 ms'],
  ['cut', 'connection closed partway'],
  ['not-found', '404'],
  ['error-body', '500 with a body'],
  ['empty', 'empty 200'],
  ['huge', '50 MB'],
  ['endless', 'endless stream'],
  ['script', 'fragment with <script>'],
  ['closes-main', 'fragment with </main>'],
  ['open-comment', 'fragment with an unclosed <!--'],
  ['meta-refresh', 'fragment with <meta http-equiv=refresh>'],
];

/** The remote that answered well once (its last good page must show) and the one never seen working (fallback). */
const SEEN = 'about';
const NEVER_SEEN = 'contact';
const UNAFFECTED = 'howitworks';
const routeOf = (remote: string) => pages.find((page) => page.remote === remote)!;

/** The whole response, complete, in time: what a visitor gets whatever a remote does. */
async function getPage(url: string) {
  const started = Date.now();
  const response = await fetch(url);
  const html = await response.text();
  return { status: response.status, html, ms: Date.now() - started, csp: response.headers.get('content-security-policy') ?? '' };
}

function expectCompletePage(result: Awaited<ReturnType<typeof getPage>>) {
  expect(result.status).toBe(200);
  expect(result.ms).toBeLessThan(1000);
  expect(result.html).toMatch(/<\/footer>[\s\S]*<\/html>\s*$/);
  expect(result.html.match(/<\/main>/g)).toHaveLength(1);
  for (const text of mustNotAppear) expect(result.html).not.toContain(text);
  expect(result.csp).not.toMatch(/unsafe-inline/);
}

/** A complete page from `composer` that shows its remote's fallback, in the language and direction of its route. */
function expectFallbackPageIn(composer: string, result: Awaited<ReturnType<typeof getPage>>, { lang, dir, fallbackText }: { lang: string; dir: string; fallbackText: string }) {
  expectCompletePage(result);
  expect([composer, result.html]).toEqual([composer, expect.stringContaining('data-fallback')]);
  expect(result.html).toContain(`<html lang="${lang}" dir="${dir}">`);
  expect(result.html).toContain(fallbackText);
}

describeLocal('The include step, on the embedded server and through nginx', () => {
  let remotes: Composers['remotes'];
  let composers: Composers['urls'];
  let started: Composers;
  let browser: Browser;

  beforeAll(async () => {
    // Each composer sees the first remote answer well once; the second never does, not even while the
    // composers warm their pages before they listen.
    started = await startComposers({ from: { [NEVER_SEEN]: { mode: 'error-body' } } });
    ({ remotes, urls: composers } = started);
    browser = await launchBrowser();

    for (const url of Object.values(composers)) expect((await getPage(url + routeOf(SEEN).path)).html).toContain(`>${pageHeadings[SEEN]}</h1>`);
  });

  afterAll(async () => {
    await browser?.close();
    await started?.close();
  });

  it.each(matrix)('%s (%s): complete page within 1 s, last good page or the fallback with the call link, other routes unaffected', async (mode) => {
    await remotes[SEEN].setMode(mode);
    await remotes[NEVER_SEEN].setMode(mode);
    // Past the freshness of the last good part, so the composers really ask the broken remote again.
    await new Promise((resolve) => setTimeout(resolve, includeLimits.freshMs + 200));
    await Promise.all(
      Object.entries(composers).map(async ([composer, url]) => {
        const seen = await getPage(url + routeOf(SEEN).path);
        expectCompletePage(seen);
        expect([composer, seen.html]).toEqual([composer, expect.stringContaining(`>${pageHeadings[SEEN]}</h1>`)]);
        expect(seen.html).not.toContain('data-fallback');
        // Its stylesheet inline in <head>, then the page's pins, which the composer writes last.
        expect(seen.html).toMatch(/<style>[^<]+<\/style><script type="application\/json" id="remote-pins">[^<]+<\/script><\/head>/);

        const neverSeen = await getPage(url + routeOf(NEVER_SEEN).path);
        expectCompletePage(neverSeen);
        expect([composer, neverSeen.html]).toEqual([composer, expect.stringContaining('data-fallback')]);
        expect(neverSeen.html).toContain(shellText.remoteFallback.text);
        expect(neverSeen.html).toMatch(/<main[^>]*>[\s\S]*href="tel:\+91\d{10}"[\s\S]*<\/main>/);

        const other = await getPage(url + routeOf(UNAFFECTED).path);
        expectCompletePage(other);
        expect(other.html).toContain(`>${pageHeadings[UNAFFECTED]}</h1>`);
      }),
    );
  });

  it('logs a failing remote a bounded number of times, not once per page view', async () => {
    await remotes[NEVER_SEEN].setMode('error-body');
    for (let i = 0; i < 50; i++) await Promise.all(Object.values(composers).map((url) => fetch(url + routeOf(NEVER_SEEN).path).then((response) => response.text())));
    // The composer behind nginx: one warning per remote and retry period over the whole matrix, not one per request.
    const composerLog = fs.readFileSync(path.join(started.nginx.prefix, 'composer.log'), 'utf8');
    expect(composerLog).toContain(`Remote ${started.remotes[NEVER_SEEN].origin}/remoteEntry.js (en)`);
    expect(composerLog.split('\n').length).toBeLessThan(200);
  });

  it("shows a Telugu route whose remote is down with the Telugu fallback and the call link, while another remote's English route is fine", async () => {
    await remotes[SEEN].setMode('up');
    await remotes[NEVER_SEEN].setMode('refused');
    await Promise.all(
      Object.entries(composers).map(async ([composer, url]) => {
        const telugu = await getPage(url + localizedPath('te', routeOf(NEVER_SEEN).path));
        expectFallbackPageIn(composer, telugu, { lang: 'te', dir: 'ltr', fallbackText: teluguSite.shell.remoteFallback.text });
        expect(telugu.html).toMatch(/<main[^>]*>[\s\S]*href="tel:\+91\d{10}"[\s\S]*<\/main>/);

        const english = await getPage(url + routeOf(SEEN).path);
        expectCompletePage(english);
        expect([composer, english.html]).toEqual([composer, expect.stringContaining(`>${pageHeadings[SEEN]}</h1>`)]);
      }),
    );
  });

  it('refuses a hostile fragment.ur.html for the Urdu route only: it keeps its last good page, and the other languages of that remote show their page', async () => {
    await remotes[UNAFFECTED].setMode('script', ['ur']);
    await new Promise((resolve) => setTimeout(resolve, includeLimits.freshMs + 200));
    await Promise.all(
      Object.entries(composers).map(async ([composer, url]) => {
        // Seen working while the composers warmed their pages: its last good part, never the hostile one.
        const urdu = await getPage(url + localizedPath('ur', routeOf(UNAFFECTED).path));
        expectCompletePage(urdu);
        expect([composer, urdu.html]).toEqual([composer, expect.stringContaining(`>${urduHowItWorks.hero.heading}</h1>`)]);
        expect(urdu.html).toContain('<html lang="ur" dir="rtl">');

        const english = await getPage(url + routeOf(UNAFFECTED).path);
        expectCompletePage(english);
        expect([composer, english.html]).toEqual([composer, expect.stringContaining(`>${pageHeadings[UNAFFECTED]}</h1>`)]);
        const hindi = await getPage(url + localizedPath('hi', routeOf(UNAFFECTED).path));
        expectCompletePage(hindi);
        expect([composer, hindi.html]).toEqual([composer, expect.stringContaining(`>${hindiHowItWorks.hero.heading}</h1>`)]);
        expect(hindi.html).not.toContain('data-fallback');
      }),
    );
    await remotes[UNAFFECTED].setMode('up');
  });

  describe.each(['embedded', 'nginx'] as const)('%s: a remote origin that stalls for the browser only', (composer) => {
    it.each(pages.map((meta) => [meta.remote, meta] as const))('%s: navbar, page text and call link painted within 3 s', async (remoteName, meta) => {
      for (const remote of Object.values(remotes)) await remote.setMode('up');
      await remotes[remoteName].setMode('browser-stall');
      const { page, context } = await openPage(browser, 375);
      await page.goto(composers[composer] + meta.path, { waitUntil: 'commit' });
      const call = page.getByRole('banner').getByRole('link', { name: /Call/ });
      await call.waitFor({ state: 'visible', timeout: 3000 });
      await page.getByRole('heading', { level: 1, name: pageHeadings[remoteName] }).waitFor({ state: 'visible', timeout: 3000 });
      const paint = await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, undefined, { timeout: 3000 });
      const paintedMs = (await paint.jsonValue()) as number;
      expect(paintedMs).toBeLessThan(3000);
      expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
      // The page's own stylesheet arrived with the page, inline: no request to the stalled origin styles it.
      expect(await page.evaluate(() => document.head.querySelector('style')?.sheet?.cssRules.length ?? 0)).toBeGreaterThan(0);
      await context.close();
    });
  });
});
