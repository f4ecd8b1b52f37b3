// Server rendering at build time: a second, Node-targeted compilation of the same components, with the
// same CSS module class names, whose output is rendered to HTML once the client build has been written.
const path = require('node:path');
const { checkFragment, checkStylesheet } = require('./fragment/check');
const { FRAGMENT_STYLESHEET, REMOTE_ORIGIN, fragmentFile } = require('./fragment/names');

/**
 * The app's TypeScript for webpack, its client build's and its server render's: compiled without a type check
 * (each workspace's `npm test` runs tsc).
 * @param {string} dirname  the app's folder, whose tsconfig.json applies
 * @returns {import('webpack').RuleSetRule}
 */
function typeScriptRule(dirname) {
  return { test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dirname, 'tsconfig.json') } } };
}

/**
 * @param {object} options
 * @param {string} options.name       the app's federation name (CSS class names depend on it)
 * @param {string} options.dirname    the app's folder
 * @param {string} options.entry      module exporting what `render` needs
 * @param {boolean} options.production
 * @param {(exports: object, dist: string) => Promise<void>} options.render  writes HTML into the client dist
 * @param {Record<string, string>} [options.serverEntries]  the app's own Node code, built beside render.js as
 *   `.server-render/<name>.js` so no process of the app loads TypeScript at run time (`server: './src/server.ts'`,
 *   which the jest setup maps back to its source)
 * @returns {import('webpack').Configuration}
 */
function serverRenderConfig({ name, dirname, entry, production, render, serverEntries = {} }) {
  const dist = path.join(dirname, 'dist');
  const outputPath = path.join(dirname, '.server-render');
  return {
    name: 'server-render',
    // Runs after the client build, whose dist (manifest, HTML) it completes.
    dependencies: ['client'],
    mode: production ? 'production' : 'development',
    target: 'node',
    context: dirname,
    devtool: false,
    entry: { render: entry, ...serverEntries },
    // Lazily loaded modules (each language's text) are chunks beside render.js, loaded with require().
    output: {
      path: outputPath,
      filename: '[name].js',
      chunkFilename: '[name].js',
      chunkFormat: 'commonjs',
      chunkLoading: 'require',
      library: { type: 'commonjs2' },
      clean: true,
      publicPath: `${REMOTE_ORIGIN}/`,
    },
    externals: [/^react(-dom)?(\/.*)?$/, /^react-router(-dom)?$/, /^@module-federation\//].map(
      (pattern) =>
        /** @type {(data: import('webpack').ExternalItemFunctionData, callback: (error?: Error | null, result?: string) => void) => void} */
        (({ request }, callback) => (request !== undefined && pattern.test(request) ? callback(null, `commonjs ${request}`) : callback())),
    ),
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        typeScriptRule(dirname),
        {
          test: /\.module\.css$/,
          use: {
            loader: 'css-loader',
            options: { modules: { ...cssModuleOptions(name, production), exportOnlyLocals: true } },
          },
        },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'asset/source', generator: { emit: false } },
        { test: /\.(svg|png|webp)$/, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:8][ext]', emit: false } },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      {
        apply(compiler) {
          compiler.hooks.afterEmit.tapPromise('ServerRender', async () => {
            const bundle = path.join(outputPath, 'render.js');
            delete require.cache[bundle];
            await render(require(bundle), dist);
          });
        },
      },
    ],
  };
}

/**
 * CSS module naming shared by the client and server builds, so both render the same class names.
 * @param {string} name  the app's federation name
 * @param {boolean} production
 */
function cssModuleOptions(name, production) {
  return {
    namedExport: false,
    exportLocalsConvention: 'as-is',
    localIdentName: production ? '[hash:base64:7]' : '[name]__[local]--[hash:base64:4]',
    // Same file names in two remotes must not give the same class names.
    localIdentHashSalt: name,
  };
}

module.exports = { serverRenderConfig, cssModuleOptions, typeScriptRule };

/**
 * A remote's server render: its page in every language (`fragment.html` for English, `fragment.te.html`,
 * ...: the exposed module's default export given that language's text from its `text` catalogue), and the
 * page's CSS, the same for every language, as `fragment.css` for the shell's <head>.
 * @param {string} name  the remote's federation name
 * @returns {(pageModule: import('./contract').ExposedModule, dist: string) => Promise<void>}
 */
function writeFragment(name) {
  const fs = require('node:fs');
  return async (pageModule, dist) => {
    const { createElement } = require('react');
    const { renderToString } = require('react-dom/server');
    const { locales } = require('./load-content')();
    const { pageOf, pageProps } = require('./contract');
    const { Page, text, problems: exportProblems } = pageOf(pageModule);
    if (Page === null) throw new Error(`The ${name} page cannot be rendered: ${exportProblems.join('; ')}`);
    const pages = [];
    for (const locale of locales) pages.push({ file: fragmentFile(locale), html: renderToString(createElement(Page, await pageProps(text, locale))) });
    /** @type {{ exposes: { path: string, assets: { css: { sync: string[], async: string[] } } }[] }} */
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    const exposed = manifest.exposes.find((expose) => expose.path === './Page');
    if (!exposed) throw new Error(`The ${name} remote's federation manifest has no ./Page`);
    const { css } = exposed.assets;
    // The composer puts this inline into the page's <head>: the page is styled by its first response,
    // with no render-blocking request to the remote's origin. The check writes it back minified, without
    // comments (source map links).
    const stylesheet = [...css.sync, ...css.async].map((file) => fs.readFileSync(path.join(dist, file), 'utf8')).join('\n');
    // What is written is what the checks read, written back: the same bytes the composer will include.
    const checkedPages = pages.map((page) => ({ file: page.file, ...checkFragment(page.html) }));
    const checkedStylesheet = checkStylesheet(stylesheet, name);
    const problems = [
      ...checkedPages.flatMap((page) => page.problems.map((problem) => `${page.file}: ${problem}`)),
      ...checkedStylesheet.problems.map((problem) => `${FRAGMENT_STYLESHEET}: ${problem}`),
    ];
    if (problems.length > 0) {
      throw new Error(`The ${name} page cannot be included into the shell's HTML:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    }
    for (const page of checkedPages) fs.writeFileSync(path.join(dist, page.file), `${page.html}\n`);
    fs.writeFileSync(path.join(dist, FRAGMENT_STYLESHEET), `${checkedStylesheet.css}\n`);
    // Build statistics (with the build machine's paths) are not for the public: the runtime reads mf-manifest.json.
    for (const file of fs.readdirSync(dist).filter((file) => file.startsWith('mf-stats.json'))) fs.rmSync(path.join(dist, file));
  };
}

module.exports.writeFragment = writeFragment;
