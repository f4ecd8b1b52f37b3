import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, waitUntilInteractive } from './support/browser';
import { carelessScripts, onceHydrated } from './support/careless-scripts';
import { eventually, samples, startMeasuredComposers, type ComposerName } from './support/metrics';
import { copyRepository } from './support/repositoryCopy';
import { describeLocal } from './support/site';

const cases = carelessScripts.map((careless) => [careless.name, careless] as const);

describeLocal("A page's script that reaches the chrome", () => {
  describe('is refused at release (the shell journeys), naming what changed; the live release is untouched', () => {
    let copy: string;
    let live: string;

    function releaseCommand(...args: string[]): Promise<{ code: number | null; output: string }> {
      return new Promise((resolve) => {
        const child = spawn(process.execPath, [path.join(copy, 'shell/deploy/release.js'), ...args, 'about', '--root', path.join(copy, 'mf-about', 'deploy')], { cwd: copy });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => resolve({ code, output }));
      });
    }

    /** The about page's build with `script` added to its entry, as a page team's code would run it. */
    function scriptedBuild(name: string, script: string) {
      const dist = path.join(copy, `about-${name.replace(/\W+/g, '-')}-dist`);
      fs.cpSync(path.join(copy, 'mf-about', 'dist'), dist, { recursive: true });
      fs.appendFileSync(path.join(dist, 'remoteEntry.js'), onceHydrated(script));
      for (const compressed of ['remoteEntry.js.br', 'remoteEntry.js.gz']) fs.rmSync(path.join(dist, compressed), { force: true });
      return dist;
    }

    beforeAll(() => {
      copy = copyRepository('page-script-');
    });
    afterAll(() => {
      if (copy) fs.rmSync(copy, { recursive: true, force: true });
    });

    it('the page as it is releases', async () => {
      const result = await releaseCommand('release', '--no-build');
      expect([result.code, result.output]).toEqual([0, expect.stringMatching(/Release [0-9a-f]{12} of about is live/)]);
      live = /Release ([0-9a-f]{12}) of about is live/.exec(result.output)![1];
    });

    it.each(cases)('%s', async (name, careless) => {
      const result = await releaseCommand('release', '--dist', scriptedBuild(name, careless.script));
      expect(result.code).toBe(1);
      expect(result.output).toMatch(careless.refusal);
      expect(result.output).toContain('The live release was not changed.');
      expect((await releaseCommand('list')).output).toMatch(new RegExp(`^\\* live +${live} `, 'm'));
    });
  });

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
  });
});

/** What the watch put back, or (for what it cannot put back) the phone number it shows on top. */
async function expectChrome(page: import('playwright-core').Page, what: string) {
  const seen = await page.evaluate(() => ({
    callVisible: Boolean(document.querySelector('header a[href^="tel:"]')?.checkVisibility({ visibilityProperty: true })),
    footer: Boolean(document.querySelector('footer')),
    dir: document.documentElement.dir,
    styles: [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes('header, footer')).length,
    phoneShown: Boolean(document.querySelector('#chrome-watch-phone:popover-open')),
  }));
  expect({ what, ...seen }).toEqual({ what, callVisible: true, footer: true, dir: 'ltr', styles: 0, phoneShown: what === 'covered' });
}
