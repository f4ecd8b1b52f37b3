// Completes each route's HTML in each language after the build: the shell's own markup (navbar with the
// current link, footer, in the route's language) rendered in Node, and the include directives with which
// the composer (shared-content/tooling/fragment/include.js, in the embedded server and in nginx) puts the route's page
// fragment in that language and its stylesheet in at request time.
const fs = require('node:fs');
const path = require('node:path');
const { includeDirectives } = require('shared-content/tooling/fragment/include');
const { escapeHtml, siteRoutes } = require('./html-pages');

/** The page area when the remote did not answer: the page's name, a calm message and the phone number, in the page's language. */
function fallbackFragment(page, { remoteFallback, business }) {
  return [
    '<div class="container page-fallback" data-fallback="">',
    `<h1>${escapeHtml(page.navLabel)}</h1>`,
    `<p>${escapeHtml(remoteFallback.text)}</p>`,
    `<p>${escapeHtml(remoteFallback.callText)}</p>`,
    `<p><a class="button button--urgent" href="${business.phone.href}"><span class="phone-number">${escapeHtml(business.phone.display)}</span></a> `,
    `<a class="button button--secondary" href="${page.path}">${escapeHtml(remoteFallback.retry)}</a></p>`,
    '</div>',
  ].join('');
}

/**
 * @param {object} options  the site (see html-pages.js), with the server bundle's `renderShell(path)` and `PAGE_SLOT_MARKER`
 * @param {string} dist  the shell's build output, whose HTML files html-pages.js wrote
 */
async function renderPages({ renderShell, PAGE_SLOT_MARKER, ...site }, dist) {
  for (const route of siteRoutes(site)) {
    const file = path.join(dist, route.file);
    let html = fs.readFileSync(file, 'utf8');
    let shell = await renderShell(route.path);
    let blocks = '';
    if (route.page) {
      const fallback = fallbackFragment(route.page, { remoteFallback: site.siteTexts[route.locale].shell.remoteFallback, business: site.business });
      const includes = includeDirectives(route.page.remote, route.locale, fallback);
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
