import fs from 'node:fs';
import path from 'node:path';
import aboutText from 'shared-content/text/en/about';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, startInteraction, visit, waitUntilInteractive } from './support/browser';
import { startNginx } from './support/nginx';
import { copyRepository, fingerprint } from './support/repositoryCopy';
import { type CommandResult, recordWithoutGate, releaseCommand as runReleaseCommand } from './support/releases';
import { navLink, pageHeadings, shellText } from './support/routes';
import { eventually, samples } from './support/metrics';
import { composedReleaseOf, describeLocal, pagePinsOf, serveSite, type LocalSite } from './support/site';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { remoteRoots } = require('../server/releases');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { isRecordedFile, openRegistry, sha384, withLive } = require('../server/registry');

/** The product promise: a release switch takes under a second (one write of the shell host's registry), and the composer takes it on the next page it composes. */
const SWITCH_WITHIN_MS = 1000;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { includeLimits } = require('shared-content/tooling/fragment/names') as { includeLimits: { freshMs: number; retryMs: number } };
/** Composed pages keep a remote's last good part this long (nginx also keeps the page for retryMs), plus a margin. */
const COMPOSED_WITHIN_MS = includeLimits.freshMs + includeLimits.retryMs + 1000;

/** Asks for a composed page until it comes from `id`; fails after COMPOSED_WITHIN_MS. */
async function composedFrom(fetchHtml: () => Promise<string>, id: string): Promise<string> {
  const deadline = Date.now() + COMPOSED_WITHIN_MS;
  for (;;) {
    const html = await fetchHtml();
    if (composedReleaseOf(html) === id || Date.now() > deadline) {
      expect(composedReleaseOf(html)).toBe(id);
      return html;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const newHeading = `${aboutText.hero.heading} (release 2)`;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

describeLocal('Immutable releases of one page remote, switched by its one release record', () => {
  let copy: string;
  /** The remote's origin folder, and the shell host's registry: two places, as in production. */
  let releasesRoot: string;
  let registryDir: string;
  let site: LocalSite;
  let browser: Browser;
  const ids: string[] = [];
  let untouched: Record<string, Record<string, string>>;
  const untouchedDirs = ['shell', 'mf-home', 'mf-howitworks', 'mf-contact'];

  /** The release command as an operator runs it, in the copy, on the about remote. */
  function releaseCommand(...args: string[]): Promise<CommandResult> {
    return runReleaseCommand(copy, [...args, 'about', '--root', releasesRoot, '--registry', registryDir]);
  }

  async function release(...args: string[]) {
    const result = await releaseCommand('release', ...args);
    const id = /Release ([0-9a-f]{12}) of about is live/.exec(result.output)?.[1];
    if (result.code !== 0 || !id) throw new Error(`The release failed:\n${result.output}`);
    ids.push(id);
    return id;
  }

  const aboutHtml = async () => (await fetch(`${site.url}/about`)).text();

  beforeAll(async () => {
    copy = copyRepository('release-');
    fs.chmodSync(copy, 0o755); // nginx workers drop root and must read the copy
    releasesRoot = path.join(copy, 'mf-about', 'deploy');
    registryDir = path.join(copy, 'shell', 'registry');
    untouched = Object.fromEntries(untouchedDirs.map((dir) => [dir, fingerprint(path.join(copy, dir, 'dist'))]));
    // The about remote answers from its releases, and is composed from the live one its record names, as `npm run serve` does.
    site = await serveSite(copy, {
      remoteRoot: (name, dist) => (name === 'about' ? remoteRoots({ dist, root: releasesRoot }) : dist),
    });
    browser = await launchBrowser();
    // Release 1, the build the copy came with: live to start from. team-journeys.e2e.ts releases this build
    // through the gate, so it is recorded without it here.
    ids.push(await recordWithoutGate(copy, 'about', path.join(copy, 'mf-about', 'dist')));
  }, 180000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  });

  it('keeps an open tab working across a release, shows the new release on reload, and rolls back within a second', async () => {
    const { page, context, problems } = await openPage(browser, 1280);
    const failedRequests: string[] = [];
    const entries: string[] = [];
    page.on('response', (response) => response.status() >= 400 && failedRequests.push(`${response.status()} ${response.url()}`));
    page.on('request', (request) => request.url().endsWith('/remoteEntry.js') && entries.push(request.url()));
    await visit(page, `${site.url}/about`);
    expect(await heading(page).textContent()).toBe(aboutText.hero.heading);
    // The page hydrates with the code of the release its HTML came from.
    expect(entries).toContain(`${site.remotes.about.origin}/releases/${ids[0]}/remoteEntry.js`);

    // The about team changes its heading and releases again while the tab stays open.
    const contentFile = path.join(copy, 'shared-content', 'src', 'text', 'en', 'about.ts');
    const source = fs.readFileSync(contentFile, 'utf8');
    fs.writeFileSync(contentFile, source.replace(`'${aboutText.hero.heading}'`, `'${newHeading}'`));
    const second = await release();
    expect(second).not.toBe(ids[0]);
    const list = await releaseCommand('list');
    expect(list.output).toMatch(new RegExp(`^ +${ids[0]} `, 'm'));
    expect(list.output).toMatch(new RegExp(`^\\* live +${second} `, 'm'));

    // The open tab: client navigation away from /about and back still renders, without a failed request.
    await navLink(page, 'Home').click();
    await heading(page).filter({ hasText: pageHeadings.home }).waitFor();
    await navLink(page, 'About Us').click();
    await heading(page).filter({ hasText: aboutText.hero.heading }).waitFor();
    await page.goBack();
    await heading(page).filter({ hasText: pageHeadings.home }).waitFor();
    await page.goForward();
    await heading(page).filter({ hasText: aboutText.hero.heading }).waitFor();
    expect(failedRequests).toEqual([]);

    // A reload gets release 2, its HTML and its code agreeing: no hydration warning or any console error.
    expect((await composedFrom(aboutHtml, second)).includes(`>${newHeading}</h1>`)).toBe(true);
    await page.reload();
    await waitUntilInteractive(page);
    expect(await heading(page).textContent()).toBe(newHeading);
    expect(entries).toContain(`${site.remotes.about.origin}/releases/${second}/remoteEntry.js`);
    expect(problems).toEqual([]);
    expect(failedRequests).toEqual([]);

    // Rollback: one write on the shell host, within a second; composed pages show release 1 once their last
    // good part ages out, and pages opened since load release 1's code after client navigation too.
    const rollback = await releaseCommand('rollback');
    expect(rollback.code).toBe(0);
    expect(rollback.ms).toBeLessThan(SWITCH_WITHIN_MS);
    const html = await composedFrom(aboutHtml, ids[0]);
    expect(html.includes(`>${aboutText.hero.heading}</h1>`)).toBe(true);
    await expectNavigatedTo(ids[0], aboutText.hero.heading);
    // ...and rolls forward again.
    const rollforward = await releaseCommand('rollforward');
    expect([rollforward.code, rollforward.output]).toEqual([0, expect.stringContaining(`Release ${second} of about is live`)]);
    await composedFrom(aboutHtml, second);
    await expectNavigatedTo(second, newHeading);

    for (const dir of untouchedDirs) expect(fingerprint(path.join(copy, dir, 'dist'))).toEqual(untouched[dir]);
    expect(problems).toEqual([]);
    await context.close();
  }, 300000);

  /** A page opened now on another route, then About reached by client navigation: `id`'s code and heading. */
  async function expectNavigatedTo(id: string, expectedHeading: string, url = site.url) {
    const { page, context, problems } = await openPage(browser, 1280);
    const entries: string[] = [];
    page.on('request', (request) => request.url().endsWith('/remoteEntry.js') && entries.push(request.url()));
    expect((await pagePinsOf(`${url}/`)).about.entry).toMatch(new RegExp(`/releases/${id}/remoteEntry\\.js$`));
    await visit(page, `${url}/`);
    await waitUntilInteractive(page);
    await navLink(page, 'About Us').click();
    await heading(page).filter({ hasText: expectedHeading }).waitFor({ timeout: 15000 });
    expect([...new Set(entries.filter((entry) => entry.includes('/releases/')))]).toEqual([expect.stringMatching(new RegExp(`/releases/${id}/remoteEntry\\.js$`))]);
    expect(problems).toEqual([]);
    await context.close();
  }

  it('refuses a release that declares React 18 or fails its smoke check, and a remote forced live anyway costs only its page', async () => {
    // The same build, but its federation manifest asks for React 18.
    const live = ids[ids.length - 1];
    const react18 = (manifestFile: string) => {
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
      for (const shared of manifest.shared) if (/^react(-dom)?(\/|$)/.test(shared.name)) shared.requiredVersion = '^18.2.0';
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));
      for (const precompressed of ['.br', '.gz']) fs.rmSync(manifestFile + precompressed, { force: true });
    };
    const brokenDist = path.join(copy, 'broken-dist');
    fs.cpSync(path.join(copy, 'mf-about', 'dist'), brokenDist, { recursive: true });
    react18(path.join(brokenDist, 'mf-manifest.json'));
    const refused = await releaseCommand('release', '--dist', brokenDist);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("The about release breaks the shell's contract");
    expect(refused.output).toMatch(/asks for react \^18\.2\.0, but the shell provides react 19\./);
    expect(refused.output).toContain('The live release was not changed.');
    expect((await releaseCommand('list')).output).toMatch(new RegExp(`^\\* live +${live} `, 'm'));

    // A build that keeps the contract but whose code fails in the browser is stopped by the smoke check.
    const crashingDist = path.join(copy, 'crashing-dist');
    fs.cpSync(path.join(copy, 'mf-about', 'dist'), crashingDist, { recursive: true });
    fs.writeFileSync(path.join(crashingDist, 'remoteEntry.js'), "throw new Error('release smoke test: broken entry');\n");
    for (const precompressed of ['.br', '.gz']) fs.rmSync(path.join(crashingDist, `remoteEntry.js${precompressed}`));
    const stopped = await releaseCommand('release', '--dist', crashingDist);
    expect(stopped.code).toBe(1);
    expect(stopped.output).toMatch(/Release [0-9a-f]{12} of about failed its smoke check/);
    expect(stopped.output).toContain('release smoke test: broken entry');
    expect(stopped.output).toContain('The live release was not changed.');
    const afterSmoke = (await releaseCommand('list')).output;
    expect(afterSmoke).toMatch(new RegExp(`^\\* live +${live} `, 'm'));
    expect(afterSmoke.trim().split('\n')).toHaveLength(ids.length);

    // An operator forces it live by hand, bypassing the release command: stored, and recorded with its hashes.
    const forced = 'badbadbadbad';
    const forcedDir = path.join(releasesRoot, 'releases', forced);
    fs.cpSync(path.join(releasesRoot, 'releases', live), forcedDir, { recursive: true });
    for (const file of fs.readdirSync(forcedDir).filter((name) => /^fragment/.test(name))) {
      const filePath = path.join(forcedDir, file);
      fs.writeFileSync(filePath, fs.readFileSync(filePath, 'utf8').replaceAll(live, forced));
    }
    react18(path.join(forcedDir, 'mf-manifest.json'));
    const registry = openRegistry(registryDir);
    const files = Object.fromEntries(fs.readdirSync(forcedDir).filter(isRecordedFile).map((file: string) => [file, sha384(fs.readFileSync(path.join(forcedDir, file)))]));
    await registry.update('about', (record: { releases: object }) => withLive({ ...record, releases: { ...record.releases, [forced]: { created: Date.now(), commit: null, verifiedAt: Date.now(), files } } }, forced));
    try {
      await composedFrom(aboutHtml, forced);
      await expectOnlyItsPageDown();
    } finally {
      await registry.update('about', (record: { releases: Record<string, unknown> }) => {
        const { [forced]: _forced, ...releases } = withLive(record, live).releases;
        return { ...withLive(record, live), previous: null, releases };
      });
      fs.rmSync(forcedDir, { recursive: true });
    }
  }, 180000);

  async function expectOnlyItsPageDown() {
    const { page, context, problems } = await openPage(browser, 1280);
    // Opened on the page: its server HTML stays readable (not hydrated), the shell keeps working.
    const refusedByShell = page.waitForEvent('console', {
      predicate: (message) => message.text().includes('"about" page stays as the server sent it'),
      timeout: 15000,
    });
    await page.goto(`${site.url}/about`);
    await startInteraction(page);
    await refusedByShell;
    expect(await heading(page).textContent()).toBe(newHeading);
    expect(await page.evaluate(() => performance.getEntriesByName('page-interactive').length)).toBe(0);
    // Reached by navigation: the fallback with the phone number and Try again; the other pages work.
    await navLink(page, 'Contact').click();
    await heading(page).filter({ hasText: pageHeadings.contact }).waitFor({ timeout: 15000 });
    await navLink(page, 'About Us').click();
    await page.getByRole('button', { name: shellText.remoteFallback.retry }).waitFor({ timeout: 15000 });
    expect(await page.getByRole('alert').textContent()).toBe(shellText.remoteFallback.text);
    expect(await page.getByRole('main').getByRole('link', { name: /\+91/ }).getAttribute('href')).toMatch(/^tel:\+91\d{10}$/);
    await navLink(page, 'How It Works').click();
    await heading(page).filter({ hasText: pageHeadings.howitworks }).waitFor({ timeout: 15000 });
    expect(problems).toEqual([]);
    await context.close();
  }

  it("production as the README runs it (nginx in front, the composer, the origin folder apart from the registry): rollback, altered files refused, prune", async () => {
    const nginx = await startNginx({ repo: copy, remoteBlocks: { about: { root: releasesRoot, releases: true } } });
    const origin = (name: string) => (name === 'shell' ? nginx.shellUrl : nginx.remoteUrls[name]);
    expect(nginx.registry).toBe(registryDir);
    try {
      const [first, second] = ids;
      const shellAbout = async () => (await fetch(`${origin('shell')}/about`)).text();
      await composedFrom(shellAbout, second);

      const rollback = await releaseCommand('rollback');
      expect(rollback.code).toBe(0);
      expect(rollback.ms).toBeLessThan(SWITCH_WITHIN_MS);
      const html = await composedFrom(shellAbout, first);
      expect(html.includes(`>${aboutText.hero.heading}</h1>`)).toBe(true);
      // Its images come from the same release.
      expect(html.includes(`${origin('about')}/releases/${first}/`)).toBe(true);
      await expectNavigatedTo(first, aboutText.hero.heading, origin('shell'));

      // The origin answers only release folders (no pointer of its own): each release's files stay at their own
      // path (immutable when hashed), for pages opened before a switch.
      expect((await fetch(`${origin('about')}/remoteEntry.js`)).status).toBe(404);
      const manifest = JSON.parse(fs.readFileSync(path.join(releasesRoot, 'releases', second, 'mf-manifest.json'), 'utf8'));
      const chunk = manifest.exposes[0].assets.js.sync.find((file: string) => /\.[0-9a-f]{8}\.js$/.test(file));
      const kept = await fetch(`${origin('about')}/releases/${second}/${chunk}`);
      expect([kept.status, kept.headers.get('cache-control'), kept.headers.get('access-control-allow-origin')]).toEqual([200, 'public, max-age=31536000, immutable', '*']);

      // The live release's page altered at its origin: never shown, counted as altered by the composer.
      const livePage = path.join(releasesRoot, 'releases', first, 'fragment.html');
      const original = fs.readFileSync(livePage, 'utf8');
      const alteredHeading = 'Call 0000 000 000 now';
      fs.writeFileSync(livePage, original.replace(`>${aboutText.hero.heading}</h1>`, `>${alteredHeading}</h1>`));
      try {
        const altered = await eventually(
          async () => {
            await shellAbout(); // the composer takes a new look once its last good part ages out
            return samples(await (await fetch(nginx.composer.metricsUrl)).text(), 'careway_include_total');
          },
          (counts) => (counts['remote="about",language="en",outcome="altered"'] ?? 0) > 0,
          COMPOSED_WITHIN_MS * 2,
        );
        expect(altered['remote="about",language="en",outcome="altered"']).toBeGreaterThan(0);
        const shown = await shellAbout();
        expect(shown).not.toContain(alteredHeading);
        expect(shown).toContain(`>${aboutText.hero.heading}</h1>`);
      } finally {
        fs.writeFileSync(livePage, original);
      }

      // In Chromium, through nginx: the live release renders and hydrates with no console error.
      const { page, context, problems } = await openPage(browser, 375);
      await visit(page, `${origin('shell')}/about`);
      expect(await heading(page).textContent()).toBe(aboutText.hero.heading);
      expect(problems).toEqual([]);
      await context.close();

      // Prune: a release keeping one more removes the oldest release that is neither live nor the rollback
      // target from the record and the origin; composed pages and client navigation show the new one.
      await releaseCommand('rollforward');
      const another = path.join(copy, 'another-dist');
      fs.cpSync(path.join(copy, 'mf-about', 'dist'), another, { recursive: true });
      fs.writeFileSync(path.join(another, 'build.txt'), 'another build of the same code');
      const third = await release('--dist', another, '--keep', '1');
      const list = (await releaseCommand('list')).output;
      expect(list).not.toContain(first);
      expect(list).toMatch(new RegExp(`^\\* live +${third} `, 'm'));
      expect(fs.existsSync(path.join(releasesRoot, 'releases', first))).toBe(false);
      await composedFrom(shellAbout, third);
      await expectNavigatedTo(third, newHeading, origin('shell'));
    } finally {
      await nginx.stop();
    }
  }, 240000);
});
