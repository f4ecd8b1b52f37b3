const { createConfig } = require('shared-content/tooling/webpack');
const loadSharedContent = require('shared-content/tooling/load-content');
const { htmlPages, SiteFilesPlugin } = require('./prerender/html-pages');
const { HeadTagsPlugin, beaconFile, loaderFile } = require('./prerender/head-tags');
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
 * The page's own scripts, built on their own: the inline loader (`src/loader/`, whose file's bytes every page
 * carries: prerender/head-tags.js) and the Web Vitals beacon (`src/beacon.ts`). The federation plugin would
 * put its runtime into every entry of the app's build, and these must stay a few KB without React or
 * federation. The loader requests the beacon at idle, apart from the app it loads on interaction, with the
 * integrity of the file this build wrote: so they are built first, and the app's build, which cleans the
 * folder, keeps them. Entry files, served no-cache.
 * @param {ReturnType<ReturnType<typeof createConfig>>} configs  the app's browser build and its HTML build
 */
function withPageScripts(configs) {
  if (!Array.isArray(configs)) return configs; // development: no loader and no beacon (see prerender/head-tags.js)
  const [appBuild, ...others] = configs;
  const pageScriptFiles = [beaconFile, loaderFile];
  const client = { ...appBuild, dependencies: ['page-scripts'], output: { ...appBuild.output, clean: { keep: (/** @type {string} */ file) => pageScriptFiles.some((name) => file.startsWith(name)) } } };
  const pageScripts = {
    name: 'page-scripts',
    mode: appBuild.mode,
    target: appBuild.target,
    // Maps without a comment naming them: the loader's bytes are inlined into the page, where a relative map address would mean nothing.
    devtool: 'hidden-source-map',
    context: appBuild.context,
    entry: { [beaconFile.replace(/\.js$/, '')]: './src/beacon.ts', [loaderFile.replace(/\.js$/, '')]: './src/loader/index.ts' },
    output: { path: appBuild.output?.path, filename: '[name].js', publicPath: '/' },
    resolve: appBuild.resolve,
    module: appBuild.module,
    plugins: appBuild.plugins?.filter((plugin) => plugin instanceof PrecompressPlugin),
    performance: appBuild.performance,
  };
  return [pageScripts, client, ...others];
}

/**
 * @param {unknown} env
 * @param {{ mode?: string }} argv
 */
module.exports = (env, argv) => withPageScripts(shellConfig(env, argv));
