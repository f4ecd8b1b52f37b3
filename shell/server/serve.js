// `npm run serve`: serves the built dist folder of every app on its own port (see shared-content/tooling/apps.js).
const path = require('node:path');
const { apps, appNamed, portOf } = require('shared-content/tooling/apps');
const { reportRegistryHealth } = require('./metrics');
const { remotesConfig } = require('./remotes-config');
const { defaultRegistryDir, openRegistry } = require('./registry');
const { remoteRoots } = require('./releases');
const { startSite, unbuiltApp } = require('./site');

const unbuilt = unbuiltApp();
if (unbuilt) {
  console.error(`${unbuilt.dir}/dist is missing: run "npm run build" first (or "npm start" to build and serve).`);
  process.exit(1);
}

/** The origin folder `npm run release` keeps a remote's releases in (release.js's default). */
const deployOf = (/** @type {string} */ name) => path.join(__dirname, '..', '..', appNamed(name).dir, 'deploy');

const registryStore = openRegistry(defaultRegistryDir());
const registry = registryStore.follow();
reportRegistryHealth(registry);

startSite({
  // A remote's origin serves its releases (npm run release) and its dist; the shell composes from the live
  // release the registry records (shell/registry), or from the build as it is now until there is one.
  remoteRoot: (app, dist) => remoteRoots({ dist, root: deployOf(app.name) }),
  remotesConfig: () => remotesConfig(),
  releaseRecord: async (remote, built) => {
    const record = await registry.read(remote);
    return record.live ? record : built;
  },
  // The contact team's message endpoint, on its remote's origin: POST /api/messages.
  startServices: true,
  canaryRegistry: registryStore,
  metrics: true,
}).then((site) => {
  for (const app of apps.filter((candidate) => candidate.name !== 'shell')) console.log(`  ${app.dir.padEnd(14)} http://localhost:${portOf(app)}/`);
  site.metrics?.then(
    (metrics) => console.log(`  metrics        http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (metrics.address()).port}/metrics (this machine only)`),
    (error) => console.error(`The metrics listener did not start (${error.message}); the site runs without it. Set METRICS_PORT to another port.`),
  );
});

console.log(`\nThe site is running. Open http://localhost:${portOf(apps[0])}/ (remotes below).`);
