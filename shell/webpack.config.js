const { createConfig } = require('shared-content/tooling/webpack');
const loadSharedContent = require('shared-content/tooling/load-content');
const { htmlPages, SiteFilesPlugin } = require('./prerender/html-pages');
const { HeadTagsPlugin, beaconFile } = require('./prerender/head-tags');
const { renderPages } = require('./prerender/render-pages');
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
});

/**
 * The Web Vitals beacon (`src/beacon.ts`), built on its own: the federation plugin would put its runtime
 * into every entry of the app's build, and the beacon must stay a few KB without React or federation.
 * The inline loader (prerender/head-tags.js) requests it at idle, apart from the app it loads on
 * interaction, with the integrity of the file this build wrote: so it is built first, and the app's build,
 * which cleans the folder, keeps it. An entry file, served no-cache.
 * @param {ReturnType<ReturnType<typeof createConfig>>} configs  the app's browser build and its HTML build
 */
function withBeacon(configs) {
  if (!Array.isArray(configs)) return configs; // development: no beacon (see prerender/head-tags.js)
  const [appBuild, ...others] = configs;
  const client = { ...appBuild, dependencies: ['beacon'], output: { ...appBuild.output, clean: { keep: (/** @type {string} */ file) => file.startsWith(beaconFile) } } };
  const beacon = {
    name: 'beacon',
    mode: appBuild.mode,
    target: appBuild.target,
    devtool: appBuild.devtool,
    context: appBuild.context,
    entry: { vitals: './src/beacon.ts' },
    output: { path: appBuild.output?.path, filename: beaconFile, publicPath: '/' },
    resolve: appBuild.resolve,
    module: appBuild.module,
    plugins: appBuild.plugins?.filter((plugin) => plugin instanceof PrecompressPlugin),
    performance: appBuild.performance,
  };
  return [beacon, client, ...others];
}

/**
 * @param {unknown} env
 * @param {{ mode?: string }} argv
 */
module.exports = (env, argv) => withBeacon(shellConfig(env, argv));
