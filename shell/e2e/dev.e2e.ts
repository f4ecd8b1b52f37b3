import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, waitUntilInteractive } from './support/browser';
import { pageHeadings, pages, shellText } from './support/routes';
import { describeLocal, repoRoot } from './support/site';

const { apps } = require('shared-content/tooling/apps');

// Ports of their own, so a developer's running `npm run dev` does not get in the way.
const ports: Record<string, number> = Object.fromEntries(apps.map((app: { name: string }, index: number) => [app.name, 4300 + index]));
const portEnv = Object.fromEntries(apps.map((app: { name: string; portEnv: string }) => [app.portEnv, String(ports[app.name])]));

async function untilServing(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(url).then((response) => response.ok, () => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const heading = (page: Page, text: string) => page.getByRole('heading', { level: 1 }).filter({ hasText: text });

describeLocal('Development mode (npm run dev)', () => {
  let devServers: ChildProcess;
  let browser: Browser;

  beforeAll(async () => {
    // Its own process group, so the npm and webpack processes under it stop with it.
    devServers = spawn('node', [path.join(repoRoot, 'shell/server/dev-all.js')], {
      cwd: repoRoot,
      env: { ...process.env, ...portEnv },
      detached: true,
      stdio: 'ignore',
    });
    browser = await launchBrowser();
    await Promise.all(Object.values(ports).map((port) => untilServing(`http://localhost:${port}/`, 240000)));
  }, 300000);

  afterAll(async () => {
    await browser?.close();
    if (devServers?.pid) process.kill(-devServers.pid, 'SIGTERM');
  });

  it('serves the whole site: the shell loads each page from its dev server', async () => {
    const { page, context, problems } = await openPage(browser, 1280);
    await page.goto(`http://localhost:${ports.shell}/about`);
    await waitUntilInteractive(page);
    await heading(page, pageHeadings.about).waitFor();
    const contact = pages.find((meta) => meta.remote === 'contact')!;
    await page.getByRole('navigation', { name: shellText.nav.label }).getByRole('link', { name: contact.navLabel, exact: true }).click();
    await heading(page, pageHeadings.contact).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(pages.map((meta) => [meta.remote] as const))('runs the %s page alone on its own dev server, for its team', async (remote) => {
    const { page, context, problems } = await openPage(browser, 375);
    await page.goto(`http://localhost:${ports[remote]}/`);
    await heading(page, pageHeadings[remote]).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
