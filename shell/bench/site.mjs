// The production build as the benches serve it: every app on its own port with the embedded server, the
// hand-written static reference page beside them, and the routes to measure.
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { apps } = require('shared-content/tooling/apps');
const { createStaticServer } = require('../server/static-server');
const { VITALS_PATH, createVitalsEndpoint } = require('../server/vitals');
const { locales, localizedPath, pageRoutes } = require('shared-content/tooling/load-content')();

const benchDir = import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname);
export const repoRoot = path.resolve(benchDir, '..', '..');
export const basePort = Number(process.env.BENCH_PORT || 5100);

/** Every page in every language (BENCH_LOCALES=en,ur narrows it). */
const benchLocales = process.env.BENCH_LOCALES ? process.env.BENCH_LOCALES.split(',') : locales;
export const routes = benchLocales.flatMap((locale) => pageRoutes.map((route) => localizedPath(locale, route.path)));

export function serveAll() {
  const remotes = apps.filter((app) => app.name !== 'shell');
  const origin = (index) => `http://localhost:${basePort + index}`;
  const config = Object.fromEntries(remotes.map((app, index) => [app.name, `${origin(index + 1)}/remoteEntry.js`]));
  const servers = apps.map((app, index) => {
    const root = path.join(repoRoot, app.dir, 'dist');
    const server =
      app.name === 'shell'
        ? createStaticServer({ root, spa: true, json: { '/remotes.json': () => config }, handlers: { [VITALS_PATH]: createVitalsEndpoint() }, remotes: () => config })
        : createStaticServer({ root, cors: true });
    return server.listen(basePort + index);
  });
  const referencePort = basePort + apps.length;
  servers.push(createStaticServer({ root: path.join(benchDir, 'reference') }).listen(referencePort));
  return { url: origin(0), referenceUrl: `http://localhost:${referencePort}/index.html`, close: () => servers.forEach((server) => server.close()) };
}
