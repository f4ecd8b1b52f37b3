// Completes each route's HTML after the build: the shell's own markup (navbar with the current link,
// footer) rendered in Node, and the include directives with which the composer (shell/server/include-step.js,
// in the embedded server and in nginx) puts the route's page fragment and its stylesheet in at request time.
const fs = require('node:fs');
const path = require('node:path');
const { escapeHtml } = require('./html-pages');

function fallbackFragment(page, { shellText, business }) {
  const text = shellText.remoteFallback;
  return [
    '<div class="container page-fallback" data-fallback="">',
    `<h1>${escapeHtml(page.navLabel)}</h1>`,
    `<p>${escapeHtml(text.text)}</p>`,
    `<p>${escapeHtml(text.callText)}</p>`,
    `<p><a class="button button--urgent" href="${business.phone.href}">${escapeHtml(business.phone.display)}</a> `,
    `<a class="button button--secondary" href="${page.path}">${escapeHtml(text.retry)}</a></p>`,
    '</div>',
  ].join('');
}

async function renderPages({ renderShell, pages, shellText, business, PAGE_SLOT_MARKER }, dist) {
  const routes = [
    ...pages.map((page) => ({ page, path: page.path, file: page.path === '/' ? 'index.html' : `${page.path.slice(1)}/index.html` })),
    { path: '/404', file: '404.html' },
  ];
  for (const route of routes) {
    const file = path.join(dist, route.file);
    let html = fs.readFileSync(file, 'utf8');
    const body = await renderShell(route.path);
    let blocks = '';
    let shell = body;
    if (route.page) {
      const { remote } = route.page;
      const stub = `${remote}_fallback`;
      shell = body.replace(PAGE_SLOT_MARKER, `<!--# include virtual="/_fragment/${remote}" stub="${stub}" -->`);
      // Blocks are defined before use and never shown themselves; the include shows one when the remote fails.
      blocks = `<!--# block name="${stub}" -->${fallbackFragment(route.page, { shellText, business })}<!--# endblock -->`;
      html = html.replace('</head>', `<!--# include virtual="/_fragment/${remote}/style" --></head>`);
    }
    html = html.replace(/<div id="?root"?><\/div>/, () => `${blocks}<div id="root">${shell}</div>`);
    fs.writeFileSync(file, html);
  }
}

module.exports = { renderPages };
