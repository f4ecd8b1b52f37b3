const { createConfig } = require('shared-content/tooling/webpack');
const loadSharedContent = require('shared-content/tooling/load-content');
const { htmlPages, SiteFilesPlugin } = require('./prerender/html-pages');
const { HeadTagsPlugin } = require('./prerender/head-tags');
const { renderPages } = require('./prerender/render-pages');
const { remotesConfigMiddleware } = require('./server/remotes-config');

const { business, locales, localeInfo, localizedPath, pagesIn } = loadSharedContent();
// The site's words in each language (from shared-content's Node build, as load-content), for every route's <head>.
const siteTexts = Object.fromEntries(locales.map((locale) => [locale, require(`shared-content/node/text/${locale}/site`).default]));
const site = {
  // The public address for canonical URLs and the sitemap: the SAMPLE value in business.ts, or SITE_URL at build.
  business: { ...business, siteUrl: process.env.SITE_URL || business.siteUrl },
  locales,
  localeInfo,
  localizedPath,
  pagesIn,
  siteTexts,
};

module.exports = createConfig({
  name: 'shell',
  dirname: __dirname,
  pages: htmlPages(site),
  plugins: [new SiteFilesPlugin(site), new HeadTagsPlugin()],
  serverRender: {
    entry: './src/prerender/renderShell.tsx',
    render: ({ renderShell, renderFallback, PAGE_SLOT_MARKER }, dist) => renderPages({ ...site, renderShell, renderFallback, PAGE_SLOT_MARKER }, dist),
  },
  devServer: (server) => ({
    ...server,
    setupMiddlewares: (/** @type {import('webpack-dev-server').Middleware[]} */ middlewares) => [remotesConfigMiddleware(), ...middlewares],
  }),
});
