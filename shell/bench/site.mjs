// The production build as the benches serve it: every app on its own port with the embedded server, the
// hand-written static reference page beside them, and the routes to measure.
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { apps } = require('shared-content/tooling/apps');
const { createStaticHandler } = require('../server/static-server');
const { startSite } = require('../server/site');
const { locales, localizedPath, pageRoutes } = require('shared-content/tooling/load-content')();

const benchDir = import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname);
export const repoRoot = path.resolve(benchDir, '..', '..');
export const basePort = Number(process.env.BENCH_PORT || 5100);

/** Every page in every language (BENCH_LOCALES=en,ur narrows it). */
const benchLocales = process.env.BENCH_LOCALES ? process.env.BENCH_LOCALES.split(',') : locales;
export const routes = benchLocales.flatMap((locale) => pageRoutes.map((route) => localizedPath(locale, route.path)));

export async function serveAll() {
  const site = await startSite({ basePort });
  const referencePort = basePort + apps.length;
  const reference = http.createServer(createStaticHandler({ root: path.join(benchDir, 'reference') }));
  await new Promise((resolve) => reference.listen(referencePort, resolve));
  return {
    url: site.url,
    referenceUrl: `http://localhost:${referencePort}/index.html`,
    close: () => Promise.all([site.close(), new Promise((resolve) => reference.close(resolve))]),
  };
}
