// The deploy-time remotes configuration: where the composer finds each page remote's origin (its configured
// entry; a release's files are beside it, under releases/<id>/). In production a remotes.json the composer and
// the nginx generator read (--remotes); locally it is derived from the ports in apps.js, or from REMOTE_<NAME>_URL (e.g. REMOTE_ABOUT_URL=https://about.example.in/remoteEntry.js).
const { apps, portOf } = require('shared-content/tooling/apps');
const { REMOTE_ENTRY } = require('shared-content/tooling/fragment/names');

/** @param {NodeJS.ProcessEnv} [env] */
function remotesConfig(env = process.env) {
  return Object.fromEntries(
    apps
      .filter((app) => app.name !== 'shell')
      .map((app) => [
        app.name,
        env[`REMOTE_${app.name.toUpperCase()}_URL`] || `http://localhost:${portOf(app, env)}/${REMOTE_ENTRY}`,
      ]),
  );
}

module.exports = { remotesConfig };
