const { createConfig } = require('shared-content/tooling/webpack');
const loadSharedContent = require('shared-content/tooling/load-content');
const { htmlPages, SiteFilesPlugin } = require('./prerender/html-pages');
const { HeadTagsPlugin, beaconFile } = require('./prerender/head-tags');
const { renderPages } = require('./prerender/render-pages');
const { remotesConfigMiddleware } = require('./server/remotes-config');
const { PrecompressPlugin } = require('shared-content/tooling/precompress-plugin');

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

const shellConfig = createConfig({
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

/**
 * The Web Vitals beacon (`src/beacon.ts`), built on its own: the federation plugin would put its runtime
 * into every entry of the app's build, and the beacon must stay a few KB without React or federation.
 * The inline loader (prerender/head-tags.js) requests it at idle, apart from the app it loads on
 * interaction. Built after the app, whose build cleans the folder; an entry file, served no-cache.
 * @param {ReturnType<ReturnType<typeof createConfig>>} configs  the app's browser build and its HTML build
 */
function withBeacon(configs) {
  if (!Array.isArray(configs)) return configs; // development: no beacon (see prerender/head-tags.js)
  const [client] = configs;
  const beacon = {
    name: 'beacon',
    dependencies: [client.name],
    mode: client.mode,
    target: client.target,
    devtool: client.devtool,
    context: client.context,
    entry: { vitals: './src/beacon.ts' },
    output: { path: client.output?.path, filename: beaconFile, publicPath: '/' },
    resolve: client.resolve,
    module: client.module,
    plugins: client.plugins?.filter((plugin) => plugin instanceof PrecompressPlugin),
    performance: client.performance,
  };
  return [...configs, beacon];
}

/**
 * @param {unknown} env
 * @param {{ mode?: string }} argv
 */
module.exports = (env, argv) => withBeacon(shellConfig(env, argv));
