const { createConfig } = require('shared-content/tooling/webpack');
const loadSharedContent = require('shared-content/tooling/load-content');
const { htmlPages, SiteFilesPlugin } = require('./build/html-pages');
const { HeadTagsPlugin } = require('./build/head-tags');
const { renderPages } = require('./build/render-pages');
const { remotesConfigMiddleware } = require('./server/remotes-config');

const content = loadSharedContent();
// The public address for canonical URLs and the sitemap: the SAMPLE value in business.ts, or SITE_URL at build.
const business = { ...content.business, siteUrl: process.env.SITE_URL || content.business.siteUrl };

module.exports = createConfig({
  name: 'shell',
  dirname: __dirname,
  pages: htmlPages({ ...content, business }),
  plugins: [new SiteFilesPlugin({ pages: content.pages, business }), new HeadTagsPlugin()],
  serverRender: { entry: './src/server/renderShell.tsx', render: (exports, dist) => renderPages({ ...exports, business }, dist) },
  devServer: (server) => ({
    ...server,
    setupMiddlewares: (middlewares) => [remotesConfigMiddleware(), ...middlewares],
  }),
});
