// `npm run serve`: serves the built dist folder of every app on its own port (see shared-content/tooling/apps.js).
const path = require('node:path');
const fs = require('node:fs');
const { apps, portOf } = require('shared-content/tooling/apps');
const { createStaticServer } = require('./static-server');
const { remotesConfig } = require('./remotes-config');
const { siteService } = require('mf-contact/server');
const { remoteRoots } = require('./releases');
const { startSiteMetricsListener } = require('./metrics');
const { VITALS_PATH, createVitalsEndpoint } = require('./vitals');

const repoRoot = path.join(__dirname, '..', '..');

for (const app of apps) {
  const root = path.join(repoRoot, app.dir, 'dist');
  if (!fs.existsSync(root)) {
    console.error(`${app.dir}/dist is missing: run "npm run build" first (or "npm start" to build and serve).`);
    process.exit(1);
  }
  const isShell = app.name === 'shell';
  const server = isShell
    ? createStaticServer({
        root,
        spa: true,
        json: { '/remotes.json': () => remotesConfig() },
        handlers: { [VITALS_PATH]: createVitalsEndpoint() },
        remotes: () => remotesConfig(),
      })
    : // A remote answers from its live release once it has one (npm run release), from its dist until then.
      createStaticServer({
        root: remoteRoots({ dist: root, root: path.join(repoRoot, app.dir, 'deploy') }),
        cors: true,
        // The contact team's message endpoint, on its remote's origin: POST /api/messages.
        routes: app.name === 'contact' ? siteService().routes : {},
      });
  server.listen(portOf(app), () => {
    if (!isShell) console.log(`  ${app.dir.padEnd(14)} http://localhost:${portOf(app)}/`);
  });
}

startSiteMetricsListener().then(
  (metrics) => console.log(`  metrics        http://127.0.0.1:${metrics.address().port}/metrics (this machine only)`),
  (error) => console.error(`The metrics listener did not start (${error.message}); the site runs without it. Set METRICS_PORT to another port.`),
);

console.log(`\nThe site is running. Open http://localhost:${portOf(apps[0])}/ (remotes below).`);
