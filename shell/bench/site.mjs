// The production build as the benches serve it: every app on its own port with the embedded server, the
// hand-written static reference page beside them, and the routes to measure.
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// require (for CommonJS modules) knows no types: each is given its module's.
/** @type {typeof import('shared-content/tooling/apps')} */
const { apps } = require('shared-content/tooling/apps');
/** @type {typeof import('../server/shell-host')} */
const { createShellHandler } = require('../server/shell-host');
/** @type {typeof import('../server/site')} */
const { startSite } = require('../server/site');
/** @type {typeof import('shared-content/tooling/load-content')} */
const loadContent = require('shared-content/tooling/load-content');
const { isLocale, locales, localizedPath, pageRoutes } = loadContent();

const benchDir = import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname);
export const repoRoot = path.resolve(benchDir, '..', '..');
export const basePort = Number(process.env.BENCH_PORT || 5100);

/** @param {string} name */
function siteLocale(name) {
  if (!isLocale(name)) throw new Error(`BENCH_LOCALES: the site has no language "${name}" (it has ${locales.join(', ')})`);
  return name;
}

/** Every page in every language (BENCH_LOCALES=en,ur narrows it). */
const benchLocales = process.env.BENCH_LOCALES ? process.env.BENCH_LOCALES.split(',').map(siteLocale) : locales;
export const routes = benchLocales.flatMap((locale) => pageRoutes.map((route) => localizedPath(locale, route.path)));

export async function serveAll() {
  const site = await startSite({ basePort });
  const referencePort = basePort + apps.length;
  // The shell's server, so the reference page is sent with the same headers as the site's pages (it includes nothing).
  const reference = http.createServer(createShellHandler({ root: path.join(benchDir, 'reference') }));
  await /** @type {Promise<void>} */ (new Promise((resolve) => reference.listen(referencePort, resolve)));
  return {
    url: site.url,
    referenceUrl: `http://localhost:${referencePort}/index.html`,
    close: () => Promise.all([site.close(), new Promise((resolve) => reference.close(resolve))]),
  };
}
