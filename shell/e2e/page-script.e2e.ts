import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Page as FirefoxPage } from 'puppeteer-core';
import { localizedPath, locales } from 'shared-content';
import { launchBrowser, openPage, waitForHydration, waitUntilInteractive } from './support/browser';
import { carelessScripts, onceHydrated, releasedMistakes, visitorMistakes } from './support/careless-scripts';
import { launchFirefox, setViewport, waitUntilInteractive as waitUntilInteractiveInFirefox } from './support/firefox';
import { eventually, samples, startMeasuredComposers, type ComposerName } from './support/metrics';
import { type CommandResult, inTurns, recordWithoutGate, releaseCommand as runReleaseCommand } from './support/releases';
import { copyRepository } from './support/repositoryCopy';
import { pages, shellText } from './support/routes';
import { describeLocal } from './support/site';
import { useSite } from './support/suite';
import { launchWebKit, visitIn } from './support/webkit';

const cases = carelessScripts.map((careless) => [careless.name, careless] as const);
/** Everything the release gate must refuse: the hostile scripts and the table's ordinary mistakes. */
const refusedAtRelease = [...carelessScripts, ...releasedMistakes].map((mistake) => [mistake.name, mistake] as const);
const mistakes = visitorMistakes.map((mistake) => [mistake.name, mistake] as const);
/** What the mistakes Firefox and WebKit are tried with do: hide body, hold the page inert under a modal dialog. */
const acrossEngines = mistakes.filter(([, mistake]) => /body hidden|showModal/.test(mistake.name));
/** The watch looks at the lifelines every 2 s: long enough for the mistakes' timers (up to 3 s) and a look after them. */
const WATCH_LOOKS_MS = 5500;

describeLocal("A page's script that reaches the chrome", () => {
  let copy: string;
  let live: string;
  const refusals = new Map<string, Promise<CommandResult>>();

  function releaseCommand(args: string[], onWatching?: () => void): Promise<CommandResult> {
    return runReleaseCommand(copy, [...args, 'about', '--root', path.join(copy, 'mf-about', 'deploy')], onWatching);
  }

  /** The about page's build with `script` added to its entry, as a page team's code would run it. */
  function scriptedBuild(name: string, script: string) {
    const dist = path.join(copy, `about-${name.replace(/\W+/g, '-')}-dist`);
    fs.cpSync(path.join(copy, 'mf-about', 'dist'), dist, { recursive: true });
    fs.appendFileSync(path.join(dist, 'remoteEntry.js'), onceHydrated(script));
    for (const compressed of ['remoteEntry.js.br', 'remoteEntry.js.gz']) fs.rmSync(path.join(dist, compressed), { force: true });
    return dist;
  }

  // The releases to refuse, in turns into the same origin (support/releases.ts), in processes of their own. They
  // start once the chrome watch's timed reports below are done (they slowed its reports past their wait once),
  // and go on while the site as it is is visited; their tests come last. The live release they must leave
  // untouched is the plain build, recorded without its gate (team-journeys.e2e.ts releases it through the gate).
  beforeAll(async () => {
    copy = copyRepository('page-script-');
    live = await recordWithoutGate(copy, 'about', path.join(copy, 'mf-about', 'dist'));
  }, 180000);
  const startRefusals = () => {
    if (refusals.size > 0) return;
    const inTurn = inTurns();
    for (const [name, mistake] of refusedAtRelease) refusals.set(name, inTurn((freeTurn) => releaseCommand(['release', '--dist', scriptedBuild(name, mistake.script)], freeTurn)));
  };
  afterAll(async () => {
    await Promise.all(refusals.values());
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  }, 900000);

  describe('served as a live release anyway, is reported by the chrome watch on the embedded server and through nginx', () => {
    let measured: Awaited<ReturnType<typeof startMeasuredComposers>>;
    let browser: Browser;
    const changes = async (composer: ComposerName) => samples(await measured.metricsText(composer), 'careway_chrome_changed_total');

    beforeAll(async () => {
      measured = await startMeasuredComposers();
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
      await measured?.close();
    });

    it.each(cases)('%s', async (_name, careless) => {
      await measured.composers.remotes.about.setMode('careless', 'all', { script: onceHydrated(careless.script) });
      try {
        for (const composer of ['embedded', 'nginx'] as const) {
          const series = `remote="about",what="${careless.what}"`;
          const before = (await changes(composer))[series] ?? 0;
          const { page, context } = await openPage(browser, 375);
          await page.goto(`${measured.composers.urls[composer]}/about`);
          await waitUntilInteractive(page);
          // The watch looks at the call link a second after the page became interactive.
          await page.waitForTimeout(1500);
          await careless.visitor?.(page);
          // What it can put back is back: the call link visible, the footer there, <html dir> as the route says.
          if (!careless.visitor) await expectChrome(page, careless.what);
          // Leaving the page hides it: the beacon leaves then.
          await page.goto('about:blank');
          await context.close();
          const after = await eventually(() => changes(composer), (values) => (values[series] ?? 0) > before);
          expect([composer, after[series]]).toEqual([composer, before + 1]);
        }
      } finally {
        await measured.composers.remotes.about.setMode('up');
      }
    });

    /** Serves `script` as the about page's live code for `run`, and expects the watch's report of `what` once `run` has left the page. */
    async function reported(script: string, what: string, run: (url: string) => Promise<void>) {
      await measured.composers.remotes.about.setMode('careless', 'all', { script: onceHydrated(script) });
      try {
        const series = `remote="about",what="${what}"`;
        const before = (await changes('embedded'))[series] ?? 0;
        await run(`${measured.composers.urls.embedded}/about`);
        const after = await eventually(() => changes('embedded'), (values) => (values[series] ?? 0) > before);
        expect([what, after[series]]).toEqual([what, before + 1]);
      } finally {
        await measured.composers.remotes.about.setMode('up');
      }
    }

    it('adds a script element, or imports a module, from an address no release pinned: it runs nothing, and is not even fetched', async () => {
      const fetched: string[] = [];
      const elsewhere = http.createServer((request, response) => {
        fetched.push(request.url ?? '');
        response.writeHead(200, { 'Content-Type': 'text/javascript', 'Access-Control-Allow-Origin': '*' }).end(`window.__unpinnedRan = (window.__unpinnedRan || []).concat(${JSON.stringify(request.url)});`);
      });
      await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
      const address = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
      const script = `const tag = document.createElement('script'); tag.src = '${address}/tag.js'; document.head.append(tag); import('${address}/module.js').catch(function () {});`;
      await measured.composers.remotes.about.setMode('careless', 'all', { script: onceHydrated(script) });
      try {
        for (const composer of ['embedded', 'nginx'] as const) {
          const { page, context } = await openPage(browser, 375);
          const refusedByPolicy: string[] = [];
          page.on('console', (message) => message.text().includes('Content Security Policy') && refusedByPolicy.push(message.text()));
          await page.goto(`${measured.composers.urls[composer]}/about`);
          await waitUntilInteractive(page);
          await page.waitForTimeout(1500);
          const ran = await page.evaluate(() => (window as unknown as { __unpinnedRan?: string[] }).__unpinnedRan ?? []);
          expect([composer, ran, refusedByPolicy.filter((text) => text.includes(address)).length > 0]).toEqual([composer, [], true]);
          await context.close();
        }
        expect(fetched).toEqual([]);
      } finally {
        await measured.composers.remotes.about.setMode('up');
        elsewhere.close();
      }
    });

    describe("a page team's ordinary mistakes the release may not see: reported with their kind, the phone number one tap away", () => {
      it.each(mistakes)('%s (Chromium)', (_name, mistake) =>
        reported(mistake.script, mistake.what, async (url) => {
          const { page, context } = await openPage(browser, 375);
          await page.goto(url);
          await waitUntilInteractive(page);
          await page.waitForTimeout(WATCH_LOOKS_MS);
          await mistake.visitor?.(page);
          expect([mistake.what, await phoneInOneTap(page)]).toEqual([mistake.what, true]);
          if (mistake.what === 'footer') expect(await page.locator('footer').count()).toBe(1);
          await page.goto('about:blank');
          await context.close();
        }),
      );

      it.each(acrossEngines)('%s (Firefox ESR)', async (_name, mistake) => {
        const firefox = await launchFirefox();
        try {
          await reported(mistake.script, mistake.what, async (url) => {
            const page: FirefoxPage = await firefox.newPage();
            await setViewport(page, { width: 375, height: 900 });
            await page.goto(url);
            await waitUntilInteractiveInFirefox(page);
            await new Promise((resolve) => setTimeout(resolve, WATCH_LOOKS_MS));
            expect(await page.evaluate(rescueTapped)).toBe('the phone number');
            await page.goto('about:blank');
            await page.close();
          });
        } finally {
          await firefox.close();
        }
      });

      it.each(acrossEngines)('%s (WebKit)', async (_name, mistake) => {
        const webkit = await launchWebKit();
        try {
          await reported(mistake.script, mistake.what, async (url) => {
            await webkit.driver.manage().window().setRect({ width: 375, height: 900 });
            await visitIn(webkit.driver, url);
            await new Promise((resolve) => setTimeout(resolve, WATCH_LOOKS_MS));
            expect(await webkit.driver.executeScript(`return (${rescueTapped})()`)).toBe('the phone number');
            await webkit.driver.get('about:blank');
          });
        } finally {
          await webkit.quit();
        }
      });
    });
  });

  describe('the site as it is raises no chrome report and shows no phone number on top, whoever visits', () => {
    beforeAll(startRefusals);
    const site = useSite();
    const WIDTHS = [360, 375, 1280];

    /** In the page: what the watch would report, and whether it shows its phone number. */
    const watchSaw = () => ({
      reports: (window as unknown as { __carewayBeaconReports?: { chrome: string[] } }).__carewayBeaconReports?.chrome ?? [],
      phoneShown: Boolean(document.getElementById('chrome-watch-phone')),
    });

    it.each(locales.map((locale) => [locale] as const))('%s: every page at 360, 375 and 1280 px, by keyboard (Tab through the chrome and the page), pointer and touch', async (locale) => {
      const seen: string[] = [];
      // The three widths at once, each in its own context: most of each visit is waiting for the watch to look.
      await Promise.all(WIDTHS.map(async (width) => {
        const context = await site.browser.newContext({ viewport: { width, height: 800 }, hasTouch: width < 1000 });
        const page = await context.newPage();
        page.on('console', (message) => message.type() === 'warning' && message.text().includes('chrome watch') && seen.push(`${width} px ${page.url()}: ${message.text()}`));
        for (const { path: routePath } of pages) {
          const where = `${width} px ${localizedPath(locale, routePath)}`;
          await page.goto(site.url + localizedPath(locale, routePath));
          // A keyboard, switch or screen reader user's first Tab: the skip link, then the app hydrates and the watch looks.
          await page.keyboard.press('Tab');
          await waitForHydration(page);
          await page.waitForTimeout(2500);
          const controls = await page.evaluate(() => document.querySelectorAll('a[href], button, input, select, textarea').length);
          for (let step = 0; step < controls + 2; step += 1) await page.keyboard.press('Tab');
          if (width < 1000) await page.locator('main h1').first().tap();
          else await page.locator('header a[href^="tel:"]').hover();
          await page.waitForTimeout(2200);
          const saw = await page.evaluate(watchSaw);
          if (saw.reports.length > 0 || saw.phoneShown) seen.push(`${where}: ${JSON.stringify(saw)}`);
        }
        await context.close();
      }));
      expect(seen).toEqual([]);
    });
  });

  describe('is refused at release (the shell journeys), naming what changed; the live release is untouched', () => {
    it.each(refusedAtRelease)('%s', async (name, mistake) => {
      startRefusals();
      const result = await refusals.get(name)!;
      expect([name, result.code]).toEqual([name, 1]);
      expect(result.output).toMatch(mistake.refusal);
      expect(result.output).toContain('The live release was not changed.');
      expect((await releaseCommand(['list'])).output).toMatch(new RegExp(`^\\* live +${live} `, 'm'));
    }, 900000);
  });
});

/** Whether some link to the phone number, named as the header's call link is, takes a tap at its centre (Playwright's actionability checks: visible, stable, enabled, not covered, not inert). */
async function phoneInOneTap(page: Page) {
  for (const link of await page.getByRole('link', { name: shellText.nav.callLabel, exact: true }).all()) {
    if (await link.click({ trial: true, timeout: 1500 }).then(() => true, () => false)) return true;
  }
  return false;
}

/** In the page (Firefox, WebKit): what a tap at the centre of the phone number the watch shows reaches. */
function rescueTapped() {
  const link = document.querySelector('#chrome-watch-phone a');
  if (!link) return 'no phone number shown';
  const box = link.getBoundingClientRect();
  const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  return hit && link.contains(hit) ? 'the phone number' : `covered by ${hit?.outerHTML.slice(0, 80)}`;
}

/** What the watch put back, or (for what it cannot put back) the phone number it shows on top. */
async function expectChrome(page: import('playwright-core').Page, what: string) {
  const seen = await page.evaluate(() => ({
    callVisible: Boolean(document.querySelector('header a[href^="tel:"]')?.checkVisibility({ visibilityProperty: true })),
    footer: Boolean(document.querySelector('footer')),
    dir: document.documentElement.dir,
    phoneShown: Boolean(document.querySelector('#chrome-watch-phone:popover-open')),
  }));
  expect({ what, ...seen }).toEqual({ what, callVisible: true, footer: true, dir: 'ltr', phoneShown: what === 'covered' });
}
