// The five apps of the site: federation name, folder and default port (overridable by environment), and the
// module of an app's service, if it has one: its `siteService()` gives the routes the site mounts on the app's origin,
// and closes the service it started with its `close()`.
const apps = [
  { name: 'shell', dir: 'shell', port: 3000, portEnv: 'SHELL_PORT' },
  { name: 'home', dir: 'mf-home', port: 3001, portEnv: 'HOME_PORT' },
  { name: 'about', dir: 'mf-about', port: 3002, portEnv: 'ABOUT_PORT' },
  { name: 'howitworks', dir: 'mf-howitworks', port: 3003, portEnv: 'HOWITWORKS_PORT' },
  { name: 'contact', dir: 'mf-contact', port: 3004, portEnv: 'CONTACT_PORT', service: 'mf-contact/server' },
];

/** @typedef {(typeof apps)[number]} App */

/**
 * @param {App} app
 * @returns {number} the port `app` listens on
 */
function portOf(app, env = process.env) {
  return Number(env[app.portEnv] || app.port);
}

/**
 * @param {string} name the federation name
 * @returns {App}
 */
function appNamed(name) {
  const app = apps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown app "${name}"`);
  return app;
}

module.exports = { apps, portOf, appNamed };
