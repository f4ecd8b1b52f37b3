import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { pageHeadings, shellText } from './support/routes';
import { alteredCodeRan, alterScripts } from './support/alteredScripts';
import { launchBrowser, openPage, startInteraction, waitUntilInteractive } from './support/browser';
import { eventually } from './support/metrics';
import { copyRepository } from './support/repositoryCopy';
import { describeLocal, serveSite, type LocalSite } from './support/site';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { metricValues } = require('../server/testing') as { metricValues: (name: string) => Promise<{ labels: Record<string, string>; value: number }[]> };

const headingOf = (remote: keyof typeof pageHeadings) => pageHeadings[remote];

/** careway_script_refused_total by remote, as the site's metrics count the loader's reports. */
async function refusals(): Promise<Record<string, number>> {
  return Object.fromEntries((await metricValues('careway_script_refused_total')).map((sample) => [sample.labels.remote, sample.value]));
}

/** careway_rum_remote_not_pinned_total by remote, as the beacon reports remotes the page pinned none of. */
async function notPinned(): Promise<Record<string, number>> {
  const samples = await metricValues('careway_rum_remote_not_pinned_total');
  return samples.reduce<Record<string, number>>((counted, sample) => ({ ...counted, [sample.labels.remote]: (counted[sample.labels.remote] ?? 0) + sample.value }), {});
}

const isInteractive = (page: Page, mark: 'shell-interactive' | 'page-interactive') => page.evaluate((name) => performance.getEntriesByName(name).length > 0, mark);

describeLocal('Only the script a release verified runs (Subresource Integrity, fail-closed)', () => {
  let copy: string;
  let site: LocalSite;
  let browser: Browser;
  const dists = (...names: string[]) => names.map((name) => path.join(copy, name, 'dist'));
  const remoteDists = () => dists('mf-home', 'mf-about', 'mf-howitworks', 'mf-contact');

  beforeAll(async () => {
    copy = copyRepository('script-integrity-');
    // The site pins its remotes' entries as they are when it starts (the registry record of each build, shell/server/site.js): altered after that.
    site = await serveSite(copy);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  });

  /** Opens `route` at 375 px and gives the first sign of interaction, which asks for the code. */
  async function openAndTouch(route: string) {
    const watched = await openPage(browser, 375);
    await watched.page.goto(site.url + route);
    await startInteraction(watched.page);
    return watched;
  }

  it('the unaltered site runs its code, and nothing is refused', async () => {
    const before = await refusals();
    const { page, problems } = await openAndTouch('/about');
    await waitUntilInteractive(page);
    expect(await page.evaluate(alteredCodeRan)).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
    expect(await refusals()).toEqual(before);
  });

  it('every script of the shell and the remotes altered: none runs, each page works as without JavaScript, and the refusals are counted', async () => {
    const restore = alterScripts([...dists('shell'), ...remoteDists()]);
    try {
      for (const [route, remote] of [['/', 'home'], ['/contact', 'contact'], ['/ur/about', 'about']] as const) {
        const before = (await refusals()).shell ?? 0;
        const { page } = await openAndTouch(route);
        // The app (main.js) and, at idle, the Web Vitals beacon (vitals.js): both refused, both reported by the loader.
        await eventually(refusals, (counted) => (counted.shell ?? 0) >= before + 2);
        expect([route, await page.evaluate(alteredCodeRan)]).toEqual([route, false]);
        expect(await isInteractive(page, 'shell-interactive')).toBe(false);
        // The page as the server sent it: its heading, the Menu (a popover) opening, a link opening its page.
        expect(await page.locator('h1').count()).toBe(1);
        if (route !== '/ur/about') expect(await page.locator('h1').textContent()).toBe(headingOf(remote));
        await page.locator('header button[popovertarget]').click();
        expect(await page.locator('#site-menu').evaluate((menu) => menu.matches(':popover-open'))).toBe(true);
        await page.keyboard.press('Escape');
        await page.locator('footer a[href$="/how-it-works"]').first().click();
        await page.waitForURL(/\/how-it-works$/);
        expect(await page.locator('h1').count()).toBe(1);
        expect(await page.evaluate(alteredCodeRan)).toBe(false);
        await page.context().close();
      }
    } finally {
      restore();
    }
  });

  /**
   * With the scripts `alter` changes (it returns what puts them back), opens `route`, gives the first sign
   * of interaction and waits until the refusals of `owner`'s script are counted; then no altered code has
   * run, and `check` looks at the page.
   */
  async function refusedOn(route: string, owner: string, alter: () => () => void, check: (page: Page) => Promise<void>) {
    const restore = alter();
    try {
      const before = (await refusals())[owner] ?? 0;
      const { page } = await openAndTouch(route);
      await eventually(refusals, (counted) => (counted[owner] ?? 0) > before);
      expect(await page.evaluate(alteredCodeRan)).toBe(false);
      await check(page);
      expect(await page.evaluate(alteredCodeRan)).toBe(false);
      await page.context().close();
    } finally {
      restore();
    }
  }

  it("a remote's entry altered: the shell runs, the page stays as the server sent it, and the remote's refusal is counted", () =>
    refusedOn('/about', 'about', () => alterScripts(remoteDists(), (file) => file === 'remoteEntry.js'), async (page) => {
      await page.waitForFunction(() => performance.getEntriesByName('shell-interactive').length > 0);
      expect(await page.locator('h1').textContent()).toBe(headingOf('about'));
      expect(await isInteractive(page, 'page-interactive')).toBe(false);
      // Another page reached in the app: its remote is refused too, and the page area offers the phone number and Try again.
      await page.locator('header button[popovertarget]').click();
      await page.locator('#site-menu a[href="/how-it-works"]').click();
      await page.getByRole('button', { name: shellText.remoteFallback.retry }).waitFor();
      expect(await page.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    }));

  it("a remote's chunks altered, its entry as released: the entry refuses them, the page stays as the server sent it, and the refusal is counted", () =>
    refusedOn('/contact', 'contact', () => alterScripts(dists('mf-contact'), (file) => file !== 'remoteEntry.js'), async (page) => {
      await page.waitForFunction(() => performance.getEntriesByName('shell-interactive').length > 0);
      expect(await page.locator('h1').textContent()).toBe(headingOf('contact'));
      expect(await isInteractive(page, 'page-interactive')).toBe(false);
      // The form is the server's, which posts without JavaScript: what is typed stays.
      await page.locator('#contact-firstName').fill('Lakshmi');
      expect(await page.locator('#contact-firstName').inputValue()).toBe('Lakshmi');
    }));

  it("the shell's chunks altered, main.js as built: main.js refuses them, the page stays as the server sent it, and the refusal is counted", () =>
    refusedOn('/how-it-works', 'shell', () => alterScripts(dists('shell'), (file) => file !== 'main.js' && file !== 'vitals.js'), async (page) => {
      expect(await isInteractive(page, 'shell-interactive')).toBe(false);
      expect(await page.locator('h1').textContent()).toBe(headingOf('howitworks'));
      await page.locator('header button[popovertarget]').click();
      expect(await page.locator('#site-menu').evaluate((menu) => menu.matches(':popover-open'))).toBe(true);
    }));

  it('a remote with no live release recorded: its page shows the fallback, none of its code is asked for, and the page view reports it as not pinned', async () => {
    const empty = { live: null, previous: null, switchedAt: 0, releases: {} };
    const unrecorded = await serveSite(copy, { releaseRecord: (remote, built) => (remote === 'about' ? empty : built) });
    try {
      const before = (await notPinned()).about ?? 0;
      const { page, context, problems } = await openPage(browser, 375);
      const aboutRequests: string[] = [];
      page.on('request', (request) => request.url().startsWith(unrecorded.remotes.about.origin) && aboutRequests.push(request.url()));
      await page.goto(`${unrecorded.url}/`);
      await waitUntilInteractive(page);
      await page.waitForFunction(() => performance.getEntriesByName(`${location.origin}/vitals.js`).length > 0);
      await page.locator('header button[popovertarget]').click();
      await page.locator('#site-menu a[href="/about"]').click();
      await page.getByRole('button', { name: shellText.remoteFallback.retry }).waitFor();
      expect(await page.locator('main a[href^="tel:"]').count()).toBeGreaterThan(0);
      expect(aboutRequests).toEqual([]);
      // Leaving the page hides it: the page view's beacon leaves then.
      await page.goto('about:blank');
      await context.close();
      expect(problems).toEqual([]);
      const counted = await eventually(notPinned, (now) => (now.about ?? 0) > before);
      expect(counted.about).toBe(before + 1);
    } finally {
      await unrecorded.close();
    }
  });
});
