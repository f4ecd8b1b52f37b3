// The five apps of the site, the one list of them: federation name, folder and default port (overridable by
// environment), for a page remote the path of its page (in English; shared-content/src/site.ts makes the page
// routes and RemoteName of it), and the module of an app's service, if it has one: its `siteService()` gives the
// routes the site mounts on the app's origin, and closes the service it started with its `close()`. The browser
// reads this file too (the page routes): it imports nothing, and reads the environment only when asked a port.
/** @type {typeof import('./apps').apps} */
const apps = [
  { name: 'shell', dir: 'shell', port: 3000, portEnv: 'SHELL_PORT' },
  { name: 'home', dir: 'mf-home', port: 3001, portEnv: 'HOME_PORT', path: '/' },
  { name: 'about', dir: 'mf-about', port: 3002, portEnv: 'ABOUT_PORT', path: '/about' },
  { name: 'howitworks', dir: 'mf-howitworks', port: 3003, portEnv: 'HOWITWORKS_PORT', path: '/how-it-works' },
  { name: 'contact', dir: 'mf-contact', port: 3004, portEnv: 'CONTACT_PORT', path: '/contact', service: 'mf-contact/server' },
];

/** @typedef {import('./apps').App} App */

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

// TypeScript readers see apps.d.ts; the list above is checked against it.
module.exports = { apps, portOf, appNamed };
