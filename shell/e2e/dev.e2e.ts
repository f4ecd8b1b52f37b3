import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, waitUntilInteractive } from './support/browser';
import { pageHeadings, pages, shellText } from './support/routes';
import { freePortPerApp, waitForServer } from './support/ports';
import { describeLocal, repoRoot } from './support/site';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { apps } = require('shared-content/tooling/apps') as { apps: { name: string; portEnv: string }[] };

const heading = (page: Page, text: string) => page.getByRole('heading', { level: 1 }).filter({ hasText: text });

describeLocal('Development mode (npm run dev)', () => {
  let devServers: ChildProcess;
  let browser: Browser;
  // Ports of their own, so a developer's running `npm run dev` does not get in the way.
  let ports: Record<string, number>;

  beforeAll(async () => {
    ports = await freePortPerApp();
    const portEnv = Object.fromEntries(apps.map((app) => [app.portEnv, String(ports[app.name])]));
    // Its own process group, so the npm and webpack processes under it stop with it.
    devServers = spawn('node', [path.join(repoRoot, 'shell/server/dev-all.js')], {
      cwd: repoRoot,
      env: { ...process.env, ...portEnv },
      detached: true,
      stdio: 'ignore',
    });
    browser = await launchBrowser();
    await Promise.all(Object.values(ports).map((port) => waitForServer(port, 240000)));
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
