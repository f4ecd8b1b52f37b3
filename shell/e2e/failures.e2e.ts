import type { Page } from 'playwright-core';
import { remoteLoadLimits } from 'shared-content/tooling/fragment/names';
import { interactiveMarks } from '../src/layout/interactiveMarks';
import { isInteractive, openPage, startInteraction, visit } from './support/browser';
import { pageHeadings, pages, shellText } from './support/routes';
import { describeLocal, repoRoot, serveSite, type LocalSite, type RemoteMode } from './support/site';
import { useSite } from './support/suite';

const failures: [RemoteMode, string][] = [
  ['down', 'connection refused'],
  ['error', 'HTTP 500 for its files'],
  ['hang', 'no answer'],
];

/**
 * The fallback must show within this long after the shell asks for the remote, whatever the failure
 * (the remote entry times out after 5 s).
 */
const FALLBACK_WITHIN_MS = 7000;
/** Generous bound for the shell itself to load on a busy CI machine. */
const SHELL_LOAD_MS = 10000;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * `test` on a site of its own whose `remote` fails in `mode` from the start: the shell composes its pages
 * before it listens, so a remote that worked then keeps its last good page (include-step.e2e.ts); one it never
 * saw working gets the fallback.
 */
async function withRemoteFailingFromStart(remote: string, mode: RemoteMode, test: (local: LocalSite) => Promise<void>) {
  const local = await serveSite(repoRoot, { from: { [remote]: mode } });
  try {
    await test(local);
  } finally {
    await local.close();
  }
}

describeLocal('A page remote that fails', () => {
  const site = useSite();

  it.each(failures)('%s (%s), never seen working: the HTML carries the fallback within a second', (mode) =>
    withRemoteFailingFromStart('about', mode, async (local) => {
      const started = Date.now();
      const response = await fetch(`${local.url}/about`);
      const html = await response.text();
      expect(Date.now() - started).toBeLessThan(1000);
      expect(response.status).toBe(200);
      expect(html).toContain('data-fallback');
      expect(html).toContain(shellText.remoteFallback.text);
      expect(html).toMatch(/href="tel:\+91\d{10}"/);
    }),
  );

  afterEach(async () => {
    for (const remote of Object.values(site.local!.remotes)) await remote.setMode('up');
  });

  describe.each(pages.map((meta) => [meta.remote, meta] as const))('%s', (remoteName, meta) => {
    it.each(failures)('%s (%s), never seen working: fallback with phone and Try again, other pages work, Try again recovers', (mode) =>
      withRemoteFailingFromStart(remoteName, mode, async (local) => {
        const remote = local.remotes[remoteName];
        const { page, context } = await openPage(site.browser, 1280);

        let askedForRemoteAt = 0;
        page.on('request', (request) => {
          if (!askedForRemoteAt && request.url().startsWith(remote.origin)) askedForRemoteAt = Date.now();
        });
        await page.goto(local.url + meta.path, { waitUntil: 'commit' });
        await startInteraction(page);
        await page.getByRole('button', { name: shellText.remoteFallback.retry }).waitFor({ timeout: SHELL_LOAD_MS + FALLBACK_WITHIN_MS });
        expect(askedForRemoteAt).toBeGreaterThan(0);
        expect(Date.now() - askedForRemoteAt).toBeLessThan(FALLBACK_WITHIN_MS);
        expect(await heading(page).textContent()).toBe(meta.navLabel);
        expect(await page.getByRole('alert').textContent()).toBe(shellText.remoteFallback.text);
        const call = page.getByRole('main').getByRole('link', { name: /\+91/ });
        expect(await call.getAttribute('href')).toMatch(/^tel:\+91\d{10}$/);
        expect(await page.getByRole('banner').isVisible()).toBe(true);
        expect(await page.getByRole('contentinfo').isVisible()).toBe(true);

        // Another page still works, client-side.
        await page.evaluate(() => Object.assign(window, { sameDocument: true }));
        const other = pages.find((candidate) => candidate.remote !== remoteName)!;
        await page.getByRole('navigation', { name: shellText.nav.label }).getByRole('link', { name: other.navLabel, exact: true }).click();
        await heading(page).filter({ hasText: pageHeadings[other.remote] }).waitFor();

        // Back to the broken page, then the remote recovers: Try again shows it without a reload. (Its document's
        // load event may wait on the hanging remote, as the first visit's did: the navigation is waited for as
        // far as its commit, then the fallback.)
        await page.goBack({ waitUntil: 'commit' });
        await page.getByRole('button', { name: shellText.remoteFallback.retry }).waitFor({ timeout: SHELL_LOAD_MS + FALLBACK_WITHIN_MS });
        await remote.setMode('up');
        await page.getByRole('button', { name: shellText.remoteFallback.retry }).click();
        await heading(page).filter({ hasText: pageHeadings[remoteName] }).waitFor({ timeout: 10000 });
        expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
        await context.close();
      }),
    );
  });

  it('a remote hung for the browser, then back: Try again, and the next visit to its route, show its page within 2 s', async () => {
    const { page, context } = await openPage(site.browser, 1280);
    const navigation = page.getByRole('navigation', { name: shellText.nav.label });
    const open = (remote: string) => navigation.getByRole('link', { name: pages.find((meta) => meta.remote === remote)!.navLabel, exact: true }).click();
    const retry = page.getByRole('button', { name: shellText.remoteFallback.retry });
    await visit(page, `${site.url}/contact`);
    await heading(page).filter({ hasText: pageHeadings.contact }).waitFor();

    // Try again, on the page whose code timed out while the visitor watched.
    site.local!.remotes.about.setMode('hang');
    await open('about');
    await retry.waitFor({ timeout: SHELL_LOAD_MS + FALLBACK_WITHIN_MS });
    site.local!.remotes.about.recoverFromHang();
    let asked = Date.now();
    await retry.click();
    await heading(page).filter({ hasText: pageHeadings.about }).waitFor({ timeout: 2000 });
    expect(Date.now() - asked).toBeLessThan(2000);

    // The next visit, after the visitor went elsewhere while the remote recovered.
    site.local!.remotes.howitworks.setMode('hang');
    await open('howitworks');
    await retry.waitFor({ timeout: SHELL_LOAD_MS + FALLBACK_WITHIN_MS });
    await open('contact');
    await heading(page).filter({ hasText: pageHeadings.contact }).waitFor();
    site.local!.remotes.howitworks.recoverFromHang();
    asked = Date.now();
    await open('howitworks');
    await heading(page).filter({ hasText: pageHeadings.howitworks }).waitFor({ timeout: 2000 });
    expect(Date.now() - asked).toBeLessThan(2000);
    await context.close();
  });
});

describeLocal("The shell's own code on a slow line", () => {
  const site = useSite();

  it("a start-up file of the shell (React's JSX runtime among them) arriving after a remote's file limit: the page still becomes interactive", async () => {
    const { page, context, problems } = await openPage(site.browser, 1280);
    const slowBy = remoteLoadLimits.fileMs + 1000;
    // The shell's lazily loaded chunks (content-hashed, on its own origin): React's shared modules and the app.
    await page.route(new RegExp(`^${site.url}/\\d+\\.[0-9a-f]{8}\\.js$`), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, slowBy));
      await route.continue();
    });
    await page.goto(`${site.url}/te`);
    await startInteraction(page);
    // Waited for before the checks, so a page that never became interactive is shown with its errors.
    await page.waitForFunction(isInteractive, interactiveMarks, { timeout: slowBy + SHELL_LOAD_MS }).catch(() => undefined);
    expect(problems).toEqual([]);
    expect(await page.evaluate(isInteractive, interactiveMarks)).toBe(true);
    await context.close();
  });
});
