/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { business, locales, localeInfo, localizedPath, pagesIn } = require('shared-content');
const { siteRoutes } = require('./html-pages');
const { renderFallback } = require('../src/prerender/renderFallback');
const { renderPages } = require('./render-pages');

const siteTexts = Object.fromEntries(locales.map((locale) => [locale, require(`shared-content/text/${locale}/site`).default]));
const site = { business, locales, localeInfo, localizedPath, pagesIn, siteTexts };
const PAGE_SLOT_MARKER = '<!--page-->';

/** @type {string} */
let dist;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'render-pages-'));
  for (const route of siteRoutes(site)) {
    fs.mkdirSync(path.dirname(path.join(dist, route.file)), { recursive: true });
    fs.writeFileSync(path.join(dist, route.file), '<html><head><title>t</title></head><body><div id="root"></div></body></html>');
  }
  const renderShell = (/** @type {string} */ routePath) => `<nav>${routePath}</nav>${routePath.endsWith('404') ? '<h1>404</h1>' : `<main>${PAGE_SLOT_MARKER}</main>`}`;
  await renderPages({ ...site, renderShell, renderFallback, PAGE_SLOT_MARKER }, dist);
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const read = (/** @type {string} */ file) => fs.readFileSync(path.join(dist, file), 'utf8');

describe('renderPages', () => {
  it("puts the shell rendered for the route and the include of the remote's page in the route's language into its HTML", () => {
    const html = read('te/about/index.html');
    expect(html).toContain('<!--# include virtual="/_fragment/about/style" --></head>');
    expect(html).toContain('<div id="root"><nav>/te/about</nav><main><!--# include virtual="/_fragment/about/te" stub="about_te_fallback" --></main></div>');
    expect(read('index.html')).toContain('<!--# include virtual="/_fragment/home/en" stub="home_en_fallback" -->');
    expect(read('ur/contact/index.html')).toContain('<!--# include virtual="/_fragment/contact/ur" stub="contact_ur_fallback" -->');
  });

  it("defines the fallback in the route's language: the page's name, the message, the phone number and a retry link", () => {
    const block = /<!--# block name="about_te_fallback" -->([\s\S]*?)<!--# endblock -->/.exec(read('te/about/index.html'))?.[1];
    const words = siteTexts.te;
    expect(block).toContain(`<h1>${words.pages.about.navLabel}</h1>`);
    expect(block).toContain(`<p>${words.shell.remoteFallback.text}</p>`);
    expect(block).toContain(`href="${business.phone.href}"><span class="phone-number">${business.phone.display}</span></a>`);
    expect(block).toContain(`href="/te/about">${words.shell.remoteFallback.retry}</a>`);
  });

  it('renders each 404 page in its language, with no include', () => {
    expect(read('te/404.html')).toContain('<div id="root"><nav>/te/404</nav><h1>404</h1></div>');
    expect(read('404.html')).toContain('<nav>/404</nav>');
    expect(read('te/404.html')).not.toContain('<!--#');
  });
});
