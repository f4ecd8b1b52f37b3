import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import siteText from 'shared-content/text/en/site';
import { launchBrowser, openPage, visit, waitUntilInteractive } from './support/browser';
import { startNginx, type RunningNginx } from './support/nginx';
import { copyRepository } from './support/repositoryCopy';
import { navLink, pageHeadings } from './support/routes';
import { composedReleaseOf, describeLocal, releaseEntriesAsked } from './support/site';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { appNamed } = require('shared-content/tooling/apps');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { release } = require('../deploy/release');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { openRegistry } = require('../server/registry');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { armOf, newVisitorId, withCanaryAborted, withCanaryStarted } = require('../server/registry/canary');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ARM_COOKIE, VISITOR_COOKIE } = require('../server/cookies');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PREVIEW_COOKIE, previewKey, signPreview } = require('../server/preview');

const words = siteText.shell.preview;
const banner = (page: Page) => page.getByRole('complementary', { name: words.label });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

describeLocal('A release previewed by its link, and a canary arm, on the production composer behind nginx', () => {
  let copy: string;
  let releasesRoot: string;
  let nginx: RunningNginx;
  let browser: Browser;
  let live: string;
  let candidate: string;
  let link: string;
  let key: Buffer;
  const keyFile = () => path.join(copy, 'shell', 'preview.key');

  /** The about remote's build released by the release command (its checks are release.e2e.ts's), live or as a preview. */
  async function released(dist: string, preview?: { siteUrl: string }) {
    const lines: string[] = [];
    const id = await release({
      app: appNamed('about'),
      root: releasesRoot,
      registry: openRegistry(path.join(copy, 'shell', 'registry')),
      build: false,
      dist,
      preview: preview && { ...preview, key },
      checks: { contractCheck: async () => [], smoke: async () => [] },
      log: (line: string) => lines.push(line),
    });
    return { id: id as string, output: lines.join('\n') };
  }

  /** Every page nginx keeps, as text. */
  const keptPages = () => {
    const folder = path.join(nginx.prefix, 'state', 'pages');
    return (fs.readdirSync(folder, { recursive: true }) as string[]).map((file) => path.join(folder, file)).filter((file) => fs.statSync(file).isFile()).map((file) => fs.readFileSync(file));
  };

  beforeAll(async () => {
    copy = copyRepository('preview-');
    fs.chmodSync(copy, 0o755); // nginx workers drop root and must read the copy
    releasesRoot = path.join(copy, 'mf-about', 'deploy');
    // The composer (a process of its own) and the release command share the shell host's key.
    process.env.PREVIEW_KEY_FILE = keyFile();
    key = previewKey(keyFile());
    live = (await released(path.join(copy, 'mf-about', 'dist'))).id;
    nginx = await startNginx({ repo: copy, remoteBlocks: { about: { root: releasesRoot, releases: true } } });
    expect(nginx.registry).toBe(path.join(copy, 'shell', 'registry'));
    // The candidate: the same code with one more file, so another release.
    const another = path.join(copy, 'another-dist');
    fs.cpSync(path.join(copy, 'mf-about', 'dist'), another, { recursive: true });
    fs.writeFileSync(path.join(another, 'build.txt'), 'another build');
    const previewed = await released(another, { siteUrl: nginx.shellUrl });
    candidate = previewed.id;
    expect(previewed.output).toContain(`Release ${candidate} of about is verified, not live.`);
    link = /Preview it \(this browser only, until [^)]+\): (\S+)/.exec(previewed.output)![1];
    browser = await launchBrowser();
  }, 120000);

  afterAll(async () => {
    delete process.env.PREVIEW_KEY_FILE;
    await browser?.close();
    await nginx?.stop();
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  });

  it("shows the candidate to the link's holder only: on composed pages, after client navigation, never from nginx's cache to anyone else", async () => {
    expect(link.startsWith(`${nginx.shellUrl}/_preview?link=about.${candidate}.`)).toBe(true);
    const holder = await openPage(browser, 1280);
    const entries = releaseEntriesAsked(holder.page);
    const answers: string[] = [];
    holder.page.on('response', (response) => response.request().resourceType() === 'document' && answers.push(`${new URL(response.url()).pathname} ${response.headers()['cache-control']}`));
    await holder.page.goto(link);
    await waitUntilInteractive(holder.page);
    expect(new URL(holder.page.url()).pathname).toBe('/about');
    await expect(banner(holder.page).textContent()).resolves.toContain(candidate);
    expect(entries).toEqual([expect.stringContaining(`/releases/${candidate}/remoteEntry.js`)]);
    expect(answers).toContain('/about private, no-store');

    // Everywhere in the site: a page opened elsewhere has the banner, and About reached by client navigation is the candidate's.
    entries.length = 0;
    await visit(holder.page, `${nginx.shellUrl}/contact`);
    await expect(banner(holder.page).textContent()).resolves.toContain(candidate);
    await navLink(holder.page, 'About Us').click();
    await heading(holder.page).filter({ hasText: pageHeadings.about }).waitFor({ timeout: 15000 });
    expect(entries).toEqual([expect.stringContaining(`/releases/${candidate}/remoteEntry.js`)]);

    // Another browser, through nginx's cache, at once and again: the live release, no banner.
    const other = await openPage(browser, 375);
    const otherEntries = releaseEntriesAsked(other.page);
    await visit(other.page, `${nginx.shellUrl}/about`);
    expect(await banner(other.page).count()).toBe(0);
    expect(otherEntries).toEqual([expect.stringContaining(`/releases/${live}/remoteEntry.js`)]);
    for (let ask = 0; ask < 3; ask++) expect(composedReleaseOf(await (await fetch(`${nginx.shellUrl}/about`)).text())).toBe(live);
    expect(keptPages().some((page) => page.includes(candidate))).toBe(false);
    expect([...holder.problems, ...other.problems]).toEqual([]);

    // Leaving: the cookie is cleared, the live page is back.
    await banner(holder.page).getByRole('link', { name: words.leave }).click();
    await holder.page.waitForURL(`${nginx.shellUrl}/about`);
    expect(await banner(holder.page).count()).toBe(0);
    expect((await holder.context.cookies()).map((cookie) => cookie.name)).not.toContain(PREVIEW_COOKIE);
    await Promise.all([holder.context.close(), other.context.close()]);
  });

  it('ignores an altered link, an expired one and an altered cookie: the live page', async () => {
    const expired = `${nginx.shellUrl}/_preview?link=${signPreview({ remote: 'about', release: candidate, expires: Date.now() - 1000 }, key)}`;
    const altered = link.replace(candidate, live);
    for (const ignored of [altered, expired]) {
      const { page, context } = await openPage(browser, 375);
      await page.goto(ignored);
      expect(new URL(page.url()).pathname).toBe('/');
      await page.goto(`${nginx.shellUrl}/about`);
      expect(await banner(page).count()).toBe(0);
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(PREVIEW_COOKIE);
      await context.close();
    }
    const token = signPreview({ remote: 'about', release: candidate, expires: Date.now() + 60_000 }, key);
    const forged = await fetch(`${nginx.shellUrl}/about`, { headers: { Cookie: `${PREVIEW_COOKIE}=${token.slice(0, -2)}AA` } });
    expect(composedReleaseOf(await forged.text())).toBe(live);
  });

  it('shows a canary at its share to the visitors of its arm only, through nginx', async () => {
    const registry = openRegistry(nginx.registry);
    const stages = [{ share: 50, minimumMs: 0 }, { share: 100, minimumMs: 0 }];
    await registry.update('about', (record: object) => withCanaryStarted(record, candidate, { stages }));
    try {
      const ids = Array.from({ length: 64 }, () => newVisitorId() as string);
      const inCanary = ids.find((id) => armOf(id, 'about', 50) === 'canary')!;
      const inLive = ids.find((id) => armOf(id, 'about', 50) === 'live')!;
      const ask = (cookies: string) => fetch(`${nginx.shellUrl}/about`, { headers: { Cookie: cookies } });

      // Each visitor's first page names its arm; its pages after are of that arm, kept by nginx per arm.
      const first = await ask(`${VISITOR_COOKIE}=${inCanary}`);
      expect(composedReleaseOf(await first.text())).toBe(candidate);
      const arm = /careway_arm=([^;]*)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
      expect(arm).toBe(`about-${candidate}`);
      const liveFirst = await ask(`${VISITOR_COOKIE}=${inLive}`);
      expect(composedReleaseOf(await liveFirst.text())).toBe(live);
      for (let round = 0; round < 3; round++) {
        expect(composedReleaseOf(await (await ask(`${VISITOR_COOKIE}=${inCanary}; ${ARM_COOKIE}=${arm}`)).text())).toBe(candidate);
        expect(composedReleaseOf(await (await ask(`${VISITOR_COOKIE}=${inLive}; ${ARM_COOKIE}=live`)).text())).toBe(live);
        // A first visit, without any cookie, is never another visitor's canary page: the live one, and an id from nginx.
        const firstVisit = await fetch(`${nginx.shellUrl}/about`);
        expect(composedReleaseOf(await firstVisit.text())).toBe(live);
        expect(firstVisit.headers.get('set-cookie')).toMatch(new RegExp(`^${VISITOR_COOKIE}=[0-9a-f]{32}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`));
      }
      // A visitor claiming the canary's arm with the live arm's id is put back, and its page is not kept.
      const claimed = await ask(`${VISITOR_COOKIE}=${inLive}; ${ARM_COOKIE}=other`);
      expect([composedReleaseOf(await claimed.text()), claimed.headers.get('set-cookie')]).toEqual([live, expect.stringContaining(`${ARM_COOKIE}=live;`)]);

      // In the browser: the canary arm's visitor hydrates the canary's code, the other the live code.
      for (const [id, expected] of [[inCanary, candidate], [inLive, live]]) {
        const { page, context, problems } = await openPage(browser, 375);
        await context.addCookies([{ name: VISITOR_COOKIE, value: id, url: nginx.shellUrl }]);
        const entries = releaseEntriesAsked(page);
        await visit(page, `${nginx.shellUrl}/about`);
        expect(entries).toEqual([expect.stringContaining(`/releases/${expected}/remoteEntry.js`)]);
        expect(await banner(page).count()).toBe(0);
        expect(problems).toEqual([]);
        await context.close();
      }
    } finally {
      await registry.update('about', (record: object) => withCanaryAborted(record, 'the test is over'));
    }
  });
});
