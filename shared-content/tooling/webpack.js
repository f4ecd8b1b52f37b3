// The one webpack + Module Federation config every app uses (shell and the four page remotes).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SubresourceIntegrityPlugin } = require('webpack-subresource-integrity');
const { makePlaceholder } = require('webpack-subresource-integrity/util');
const { appNamed, portOf } = require('./apps');
const { NOT_PINNED, REMOTE_ENTRY, remoteLoadLimits } = require('./fragment/names');
const { PrecompressPlugin } = require('./precompress-plugin');
const { cssModuleOptions, serverRenderConfig, typeScriptRule, writeFragment } = require('./server-render');
const { reactSingletons, shellVersions } = require('./shared-react');

// Every app's HTML, the shell's and a remote's standalone page, shows the site's icon (and asks for no favicon.ico).
const siteIcon = path.join(__dirname, '../src/brand/favicon.svg');
/** The site's base styles and tokens: global in the shell, and in a remote's standalone page (which stands in for the shell). */
const siteStyles = path.join(__dirname, '../src/styles');
/** A remote's standalone page (`npm run dev -w <remote>`): the one page every remote renders its page into. */
const standalonePage = path.join(__dirname, 'standalone.html');

const injectExternalRuntimePlugin = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/** @type {[string]} The integrity of every script: sha384, which every browser of the support policy checks. */
const integrityHashes = ['sha384'];

/**
 * webpack-subresource-integrity writes into an entry a placeholder for the hash of each chunk it may load,
 * and fills them in once each chunk's file is written. A chunk that only consumes a shared module (React,
 * provided by the shell through federation) has no file, so its placeholder would stay and fail the build
 * (the gap with federation chunks, webpack-subresource-integrity #176). No script is ever loaded for such a
 * chunk: before the entry is hashed, its placeholder becomes an integrity no bytes have.
 */
class FilelessChunkIntegrityPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FilelessChunkIntegrityPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FilelessChunkIntegrityPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE - 1 }, (assets) => {
        const placeholders = [...compilation.chunks].flatMap((chunk) => (chunk.files.size === 0 && chunk.id !== null ? [makePlaceholder(integrityHashes, chunk.id)] : []));
        for (const file of Object.keys(assets).filter((name) => name.endsWith('.js'))) {
          const source = String(assets[file].source());
          const filled = placeholders.reduce((text, placeholder) => text.replaceAll(placeholder, NOT_PINNED), source);
          if (filled !== source) compilation.updateAsset(file, new sources.RawSource(filled));
        }
      });
    });
  }
}

const shared = Object.fromEntries(
  Object.entries(reactSingletons).map(([request, packageName]) => [request, { singleton: true, requiredVersion: shellVersions[packageName] }]),
);

/**
 * Build-time HTML: `render` gets what the webpack-built bundle of `entry` exports, whatever that module exports.
 * @typedef {{ entry: string, render: (exports: any, dist: string) => Promise<void> }} ServerRender
 */

/**
 * @param {object} options
 * @param {string} options.name        federation name from apps.js
 * @param {string} options.dirname     the app's folder
 * @param {Record<string,string>} [options.exposes]  modules a remote exposes
 * @param {string} [options.title]  a remote's page name, the title of its standalone page
 * @param {HtmlWebpackPlugin.Options[]} [options.pages]  HTML files to emit (default: one index.html), each with the site's favicon
 * @param {Record<string,string>} [options.define]  build-time constants
 * @param {object[]} [options.plugins]  extra webpack plugins
 * @param {ServerRender} [options.serverRender]  build-time HTML (default for remotes: the page fragment)
 * @param {Record<string, string>} [options.serverEntries]  the app's code for its own Node processes (see serverRenderConfig)
 * @param {(devServer: object) => object} [options.devServer]  adjusts the dev server
 */
function createConfig({ name, dirname, exposes, title, pages, define = {}, plugins = [], serverRender, serverEntries, devServer = (server) => server }) {
  const app = appNamed(name);
  const isRemote = Boolean(exposes);

  /**
   * @param {unknown} _env
   * @param {{ mode?: string }} argv
   */
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const cssLoaders = (/** @type {boolean} */ modules, scoped = isRemote) => [
      MiniCssExtractPlugin.loader,
      {
        loader: 'css-loader',
        options: {
          modules: modules && cssModuleOptions(name, production),
        },
      },
      // A page's CSS applies inside its page area only (the shell's CSS is the chrome's own); both are
      // lowered to the browser support policy.
      scoped ? { loader: require.resolve('./scope-css-loader'), options: { remote: name } } : require.resolve('./css-targets-loader'),
    ];

    const client = {
      name: 'client',
      mode: production ? 'production' : 'development',
      // The code webpack writes itself (its runtime, the modules' wrappers) and what the minifier may
      // use follow the support policy, `browserslist` in the root package.json.
      target: 'browserslist',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      context: dirname,
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dirname, 'dist'),
        // The federation runtime cannot hash its entry files: entries stay unhashed (served no-cache),
        // lazily loaded chunks are content-hashed (served immutable).
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        publicPath: isRemote ? 'auto' : '/',
        uniqueName: name,
        clean: true,
        // A remote's hung chunk must fail fast so the shell can show its fallback. The shell's own chunks
        // (its start-up: React, the app) have no fallback: one cut off at that limit on a slow line left the
        // page never interactive though the file was on its way, so they keep webpack's default wait.
        ...(isRemote && { chunkLoadTimeout: remoteLoadLimits.fileMs }),
        // Every chunk and stylesheet is fetched with CORS: the browser checks a script's integrity
        // (below), and the shell reads the rules of a remote's stylesheet before it applies
        // (shell/src/federation/stylesheetGuard.ts).
        crossOriginLoading: 'anonymous',
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          typeScriptRule(dirname),
          { test: /\.module\.css$/, use: cssLoaders(true) },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            // The site's own stylesheet stands in for the shell in a remote's standalone page: not scoped.
            oneOf: [{ include: siteStyles, use: cssLoaders(false, false) }, { use: cssLoaders(false) }],
          },
          { test: /\.(svg|png|webp)$/, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:8][ext]' } },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isRemote ? REMOTE_ENTRY : undefined,
          exposes,
          shared,
          // One remote being down must not stall the others: with the default 'version-first', the runtime
          // loads every remote's entry to compare the versions they share before it picks one.
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: isRemote,
          // The shell provides the federation runtime once; production remotes use it instead of
          // carrying their own copy (~25 KB gzip each). Dev builds keep it, so a remote runs standalone.
          // (`provideExternalRuntime: true` would add this runtime plugin by its CommonJS file, and with
          // it a second, CommonJS copy of the runtime next to the ES module one: ~15 KB gzip.)
          runtimePlugins: production && !isRemote ? [injectExternalRuntimePlugin] : [],
          experiments: {
            ...(production && isRemote && { externalRuntime: true }),
            // Leaves out of the runtime what this site never uses: its Node.js loaders, and the
            // manifest "snapshot" (remotes are found by the entry URL the page's pins give).
            optimization: { target: 'web', disableSnapshot: true },
          },
        }),
        new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].[contenthash:8].css' }),
        // Each entry carries the sha384 of every chunk it loads, and the HTML's script tags theirs: the
        // browser runs no other bytes. The entries themselves are pinned by who loads them: the shell's by
        // its HTML (shell/prerender/head-tags.js), a remote's by its release record (shell/server/registry).
        // Development builds change with every save: unchecked.
        new SubresourceIntegrityPlugin({ hashFuncNames: integrityHashes, enabled: production }),
        ...(production ? [new FilelessChunkIntegrityPlugin()] : []),
        ...(pages ?? [{ filename: 'index.html' }]).map(
          (page) =>
            new HtmlWebpackPlugin({
              template: isRemote ? standalonePage : path.join(dirname, 'src/index.html'),
              ...(isRemote && { title }),
              favicon: siteIcon,
              chunks: ['main'],
              ...page,
            }),
        ),
        new (require('webpack').DefinePlugin)(
          Object.fromEntries(Object.entries(define).map(([key, value]) => [key, JSON.stringify(value)])),
        ),
        ...plugins,
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      performance: { hints: false },
      // Minified HTML keeps its attribute quotes (`lang="te"`, `hreflang="te" href="..."`), so what reads
      // the HTML as text (the shell's build step, the composers, crawlers, tests) finds it as written.
      optimization: production ? { minimize: { html: { normalizeAttributeQuotes: false } } } : {},
      devServer: devServer({
        port: portOf(app),
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        liveReload: true,
        client: { overlay: { warnings: false } },
      }),
    };
    if (!production) return client;
    // Production builds also render HTML in Node: a remote its page fragment, the shell its routes.
    /** @type {ServerRender} */
    const render = serverRender ?? { entry: './src/Page.tsx', render: writeFragment(name) };
    return [client, serverRenderConfig({ name, dirname, production, serverEntries, ...render })];
  };
}

module.exports = { createConfig, shared };
