// Completes each route's HTML in each language after the build: the shell's own markup (navbar with the
// current link, footer, in the route's language) rendered in Node, and the include directives with which
// the composer (shared-content/tooling/fragment/include.js, in the embedded server and in nginx) puts the route's page
// fragment in that language and its stylesheet in at request time.
const fs = require('node:fs');
const path = require('node:path');
const { includeDirectives } = require('shared-content/tooling/fragment/include');
const { siteRoutes } = require('./html-pages');

/**
 * The server bundle's (shell/src/prerender/renderShell.tsx) exports that complete a route.
 * @typedef {object} ShellRender
 * @property {(path: string) => string | Promise<string>} renderShell
 * @property {(page: import('shared-content/node').PageMeta, locale: import('shared-content/node').Locale) => string} renderFallback  the page
 *   area when the remote did not answer
 * @property {string} PAGE_SLOT_MARKER
 */

/**
 * @param {import('./html-pages').Site & ShellRender} options  the site (see html-pages.js) and the server bundle's exports
 * @param {string} dist  the shell's build output, whose HTML files html-pages.js wrote
 */
async function renderPages({ renderShell, renderFallback, PAGE_SLOT_MARKER, ...site }, dist) {
  for (const route of siteRoutes(site)) {
    const file = path.join(dist, route.file);
    let html = fs.readFileSync(file, 'utf8');
    let shell = await renderShell(route.path);
    let blocks = '';
    if (route.page) {
      const includes = includeDirectives(route.page.remote, route.locale, renderFallback(route.page, route.locale));
      if (!shell.includes(PAGE_SLOT_MARKER)) throw new Error(`The shell rendered no page area for ${route.path}`);
      shell = shell.replace(PAGE_SLOT_MARKER, () => includes.page);
      blocks = includes.block;
      html = html.replace('</head>', () => `${includes.style}</head>`);
    }
    html = html.replace(/<div id="?root"?><\/div>/, () => `${blocks}<div id="root">${shell}</div>`);
    fs.writeFileSync(file, html);
  }
}

module.exports = { renderPages };
