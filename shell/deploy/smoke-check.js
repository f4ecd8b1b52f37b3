// The release command's smoke check: the candidate release served beside the live site, its route in
// every language composed and hydrated in Chromium, its team's journeys run, then (if they pass) the shell's.
const fs = require('node:fs');
const path = require('node:path');
const { startInteraction, waitForPageInteractive } = require('shared-content/tooling/first-interaction');
const { releaseMarker } = require('shared-content/tooling/fragment/names');

const repoRoot = path.join(__dirname, '..', '..');

/** @typedef {import('shared-content/tooling/apps').App} App */

/**
 * Serves the candidate release beside the live site (a temporary origin for it, with the throwaway
 * services its team's journeys need, and a temporary shell whose remotes configuration points the page at
 * it), then checks that its route in every language is composed on the server from this release and
 * renders and hydrates in Chromium with no console error, that the team's own journeys pass
 * (`<remote>/journeys`, see shared-content/tooling/journeys.js), then, if they did, the shell's (shell/journeys: the chrome
 * as the server sent it once the page's script has run). The candidate is composed and its script runs as
 * visitors' will, from the record the release will write (`files`: its hashes); the other remotes from
 * theirs in `registry`.
 * @param {{ app: App, root: string, id: string, files: Record<string, string>, registry: import('../server/registry').Registry, shellDist: string, log?: (line: string) => void }} candidate
 *   `log` hears the shell journeys' progress
 * @returns {Promise<string[]>} problems
 */
async function smokeCheck({ app, root, id, files, registry, shellDist, log }) {
  const { remotesConfig } = require('../server/remotes-config');
  const { startSite } = require('../server/site');
  const { chromium } = require('playwright-core');
  const { journeysOf, runJourneys } = require('shared-content/tooling/journeys');
  const { pageRoutes, locales, localizedPath } = require('shared-content/tooling/load-content')();
  const pageRoute = pageRoutes.find((route) => route.remote === app.name);
  if (!pageRoute) throw new Error(`${app.name} has no page route in shared-content`);
  const englishPath = pageRoute.path;
  const routes = locales.map((locale) => localizedPath(locale, englishPath));
  if (!fs.existsSync(path.join(shellDist, 'index.html'))) return [`the shell is not built (${shellDist}): run "npm run build -w shell" first`];

  const team = journeysOf(app.name, repoRoot);
  /** @type {string[]} */
  const siteOrigins = [];
  const services = team.startServices ? await team.startServices({ siteOrigins }) : null;
  const site = await startSite({
    only: ['shell', app.name],
    basePort: 0,
    host: 'localhost',
    shellRoot: shellDist,
    // The candidate's origin: its releases (`/releases/<id>/...`) as the origin folder holds them.
    remoteRoot: () => root,
    remotesConfig: (candidate) => ({ ...remotesConfig(), ...candidate }),
    releaseRecord: (remote) =>
      remote === app.name ? { live: id, previous: null, switchedAt: Date.now(), releases: { [id]: { created: Date.now(), commit: null, verifiedAt: Date.now(), files } } } : registry.read(remote),
    services: { [app.name]: services },
    vitals: false,
  });
  const shellUrl = site.url;
  const { VISITOR_BROWSER_ARGS, runShellJourneys, visitorUrl } = require('../journeys/run');
  siteOrigins.push(shellUrl, visitorUrl(shellUrl));
  /** @type {string[]} */
  const problems = [];
  /** @type {import('playwright-core').Browser | undefined} */
  let browser;
  try {
    const launched = await chromium.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...VISITOR_BROWSER_ARGS],
    });
    browser = launched;
    // The languages' routes at once, in pages of their own: most of a route's check is waiting for the page.
    for (const found of await Promise.all(routes.map((route) => smokeCheckRoute(launched, shellUrl + route, route, id)))) problems.push(...found);
    if (problems.length === 0) {
      problems.push(...(await runJourneys({ browser, shellUrl, remote: app.name, journeys: team.journeys, services, localizedPath, routePath: englishPath })));
      // The team's journeys refused the release already: the shell's gate (its 30 s watch) would not change that.
      const pagePaths = pageRoutes.map((candidate) => candidate.path);
      if (problems.length > 0) problems.push(SHELL_JOURNEYS_NOT_RUN);
      else problems.push(...(await runShellJourneys({ browser, shellUrl, remote: app.name, teamJourneys: team.journeys, services, localizedPath, pagePaths, routePath: englishPath, log })));
    }
  } catch (error) {
    const { message } = /** @type {Error} */ (error);
    problems.push(browser ? `the smoke check stopped: ${message.split('\n')[0]}` : `Chromium did not start: ${message.split('\n')[0]}`);
  } finally {
    await browser?.close();
    await site.close();
    await services?.close();
  }
  return problems;
}

/**
 * One route of the candidate: composed from its release on the server, and the same h1 once hydrated.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {string} route
 * @param {string} id
 */
async function smokeCheckRoute(browser, url, route, id) {
  /** @type {string[]} */
  const problems = [];
  const page = await browser.newPage();
  try {
    // A composer shows the fallback when the first fetch of a part misses its deadline (a busy machine); it has the part for the next.
    let html = '';
    for (let attempt = 0; attempt < COMPOSE_ATTEMPTS && !composedFrom(html, id); attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
      html = await (await fetch(url)).text();
    }
    if (!composedFrom(html, id)) problems.push(`${route} was not composed with this release's page on the server`);
    page.on('console', (message) => message.type() === 'error' && problems.push(`console error in ${route}: ${message.text()}`));
    page.on('pageerror', (error) => problems.push(`page error in ${route}: ${error.message}`));
    await page.goto(url);
    const heading = page.getByRole('heading', { level: 1 });
    const served = await heading.textContent({ timeout: 15000 });
    // The page loads its code on the visitor's first sign of interaction; the shell marks `page-interactive`
    // (shell/src/layout/interactiveMarks.ts) once the page has hydrated.
    await startInteraction(page);
    await waitForPageInteractive(page);
    const hydrated = await heading.textContent();
    if (!served || served !== hydrated) problems.push(`${route} shows "${served}" from the server but "${hydrated}" once hydrated`);
  } catch (error) {
    problems.push(`${route} did not render in Chromium: ${/** @type {Error} */ (error).message.split('\n')[0]}`);
  } finally {
    await page.close();
  }
  return problems;
}

/** What a refusal by the team's journeys says of the shell's, which did not run. */
const SHELL_JOURNEYS_NOT_RUN = "the shell's journeys were not run: the team's journeys refused the release already";

/** How often a route is asked for before its page counts as not composed from the release. */
const COMPOSE_ATTEMPTS = 3;

/**
 * Whether `html` is a page composed from release `id`.
 * @param {string} html
 * @param {string} id
 */
const composedFrom = (html, id) => html.includes(releaseMarker(id)) && !html.includes('data-fallback');

module.exports = { SHELL_JOURNEYS_NOT_RUN, smokeCheck };
