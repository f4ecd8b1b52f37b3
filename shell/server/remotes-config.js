// The deploy-time remotes configuration (`/remotes.json`): where the shell finds each page remote.
// In production this file is written next to the shell's index.html at deploy; locally it is derived
// from the ports in apps.js, or from REMOTE_<NAME>_URL (e.g. REMOTE_ABOUT_URL=https://about.example.in/remoteEntry.js).
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

/** @param {NodeJS.ProcessEnv} [env] */
function remotesConfigMiddleware(env = process.env) {
  return {
    name: 'remotes-config',
    path: '/remotes.json',
    /** @type {import('node:http').RequestListener} */
    middleware: (_request, response) => {
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.setHeader('Cache-Control', 'no-cache');
      response.end(JSON.stringify(remotesConfig(env)));
    },
  };
}

module.exports = { remotesConfig, remotesConfigMiddleware };
