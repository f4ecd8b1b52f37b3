import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import aboutText from 'shared-content/text/en/about';
import { launchBrowser, visit, waitUntilInteractive } from './support/browser';
import { copyRepository, fingerprint } from './support/repositoryCopy';
import { describeLocal, serveSite, type LocalSite } from './support/site';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildRecord } = require('../server/site');
import type { Browser } from 'playwright-core';

describeLocal('Independent redeploy of one page remote', () => {
  let copy: string;
  let site: LocalSite;
  let browser: Browser;

  beforeAll(async () => {
    copy = copyRepository('redeploy-');
    // The about team's deploy records each build it deploys (as `npm run release` would): here, whatever mf-about/dist holds.
    const aboutDist = path.join(copy, 'mf-about', 'dist');
    site = await serveSite(copy, { releaseRecord: (remote, built) => (remote === 'about' ? buildRecord(aboutDist) : built) });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    fs.rmSync(copy, { recursive: true, force: true });
  });

  it('shows the new content after rebuilding only mf-about, with every other dist byte-for-byte unchanged', async () => {
    const context = await browser.newContext();
    const problems: string[] = [];
    const page = await context.newPage();
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    await visit(page, `${site.url}/about`);
    await page.getByRole('heading', { level: 1, name: aboutText.hero.heading }).waitFor();

    const untouched = ['shell', 'mf-home', 'mf-howitworks', 'mf-contact'];
    const before = Object.fromEntries(untouched.map((dir) => [dir, fingerprint(path.join(copy, dir, 'dist'))]));

    // The about team changes its page's heading and redeploys its remote alone, while the site runs.
    const newHeading = `${aboutText.hero.heading} (redeployed)`;
    const contentFile = path.join(copy, 'shared-content', 'src', 'text', 'en', 'about.ts');
    const source = fs.readFileSync(contentFile, 'utf8');
    const quoted = `'${aboutText.hero.heading}'`;
    expect(source).toContain(quoted);
    fs.writeFileSync(contentFile, source.replace(quoted, `'${newHeading}'`));
    execFileSync('npm', ['run', 'build', '-w', 'mf-about'], { cwd: copy, stdio: 'pipe' });

    // Its HTML (the server-rendered fragment) and its hydrated page both change.
    expect(await (await fetch(`${site.url}/about`)).text()).toContain(`>${newHeading}</h1>`);
    await page.reload();
    await waitUntilInteractive(page);
    await page.getByRole('heading', { level: 1, name: newHeading }).waitFor({ timeout: 15000 });
    for (const dir of untouched) expect(fingerprint(path.join(copy, dir, 'dist'))).toEqual(before[dir]);
    // The new fragment and the new code belong to one deploy: they hydrate without a mismatch.
    expect(problems).toEqual([]);
    await context.close();
  });
});
