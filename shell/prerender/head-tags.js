// How the shell's HTML pulls in its CSS and JavaScript, so that the server-rendered page is styled and
// painted before any JavaScript competes with it.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const fs = require('node:fs');
const { LOADER_SCRIPTS_ATTRIBUTE, REMOTE_PINS_ID } = require('shared-content/tooling/fragment/names');
const { escapeHtml } = require('./html-pages');
const { sha384 } = require('../server/registry');
const { remotesConfig } = require('../server/remotes-config');

/** The Web Vitals beacon's file, built on its own (shell/webpack.config.js) and requested at idle. */
const beaconFile = 'vitals.js';

/** The page's inline loader (`src/loader/`), built with the beacon; every page carries its file's bytes. */
const loaderFile = 'loader.js';

/** The web app manifest: requested with the beacon at idle (src/loader/loader.ts; as a head link it would open a connection of its own while the page paints, which Lighthouse counts into LCP; the site icon is a data URL for the same reason). */
const manifestLink = { rel: 'manifest', href: '/manifest.webmanifest' };

/**
 * The integrity webpack-subresource-integrity gave a script tag (shared-content/tooling/webpack.js).
 * @param {HtmlWebpackPlugin.HtmlTagObject} tag
 */
function integrityAttribute(tag) {
  const { integrity } = tag.attributes;
  if (typeof integrity !== 'string' || !integrity.startsWith('sha384-')) throw new Error(`HeadTagsPlugin: ${tag.attributes.src} has no sha384 integrity: is webpack-subresource-integrity on?`);
  return integrity;
}

/**
 * The page's own scripts as their build wrote them (before the app's: shell/webpack.config.js): the loader's
 * bytes, and the beacon with its integrity.
 * @param {import('webpack').Compiler} compiler
 * @param {string} publicPath
 */
function builtPageScripts(compiler, publicPath) {
  const built = (/** @type {string} */ file) => fs.readFileSync(path.join(/** @type {string} */ (compiler.options.output.path), file));
  const loader = built(loaderFile).toString('utf8');
  if (/<\/script|<!--/i.test(loader)) throw new Error(`HeadTagsPlugin: ${loaderFile} holds text that would end its inline script early`);
  return { loader, beacon: { src: publicPath + beaconFile, integrity: sha384(built(beaconFile)) } };
}

class HeadTagsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    // Development HTML has no server-rendered page to paint first: its script tags stay as they are.
    const loadsOnInteraction = compiler.options.mode === 'production';
    compiler.hooks.compilation.tap('HeadTagsPlugin', (compilation) => {
      /** @type {ReturnType<typeof builtPageScripts> | undefined} read and hashed once, for every page of the build */
      let pageScripts;
      // After webpack-subresource-integrity (stage 10000) has given the app's script tag its integrity.
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap({ name: 'HeadTagsPlugin', stage: 20000 }, (groups) => {
        const { publicPath } = compilation.outputOptions;
        // The shell's files are at one public path ('/', shared-content/tooling/webpack.js), never computed per file.
        if (typeof publicPath !== 'string') throw new Error('HeadTagsPlugin links files from a fixed output.publicPath only');
        const tag = (/** @type {string} */ tagName, /** @type {Record<string, string>} */ attributes, innerHTML = '') => ({ tagName, voidTag: tagName === 'link', meta: { plugin: 'HeadTagsPlugin' }, attributes, ...(innerHTML && { innerHTML }) });
        // The shell's stylesheet belongs to a lazily loaded chunk, which the browser would only discover
        // after main.js runs. Linking it in the HTML styles the navbar and footer at first paint, with or
        // without JavaScript.
        const stylesheets = [...compilation.chunks]
          .filter((chunk) => !chunk.canBeInitial())
          .flatMap((chunk) => [...chunk.files])
          .filter((file) => file.endsWith('.css'));
        // The app's scripts: the only ones with a src (a tag's attributes are typed as possibly absent).
        const [app, ...others] = groups.headTags.filter((candidate) => candidate.tagName === 'script' && typeof candidate.attributes.src === 'string');
        if (loadsOnInteraction && (!app || others.length > 0)) throw new Error('HeadTagsPlugin loads one app script on interaction: the page has none or several');
        const inlineIcon = (/** @type {HtmlWebpackPlugin.HtmlTagObject} */ tag) => {
          const { href: iconPath } = tag.attributes;
          const file = loadsOnInteraction && tag.tagName === 'link' && tag.attributes.rel === 'icon' && typeof iconPath === 'string' && compilation.getAsset(iconPath.replace(publicPath, ''));
          if (!file) return tag;
          const href = `data:image/svg+xml,${encodeURIComponent(file.source.source().toString())}`;
          // A data URL needs no integrity (and an icon's is never checked).
          const { integrity, crossorigin, ...attributes } = tag.attributes;
          return { ...tag, attributes: { ...attributes, href } };
        };
        // Development HTML has no server-rendered page to keep free of script: its tags load at once (and
        // it has no beacon, which only the production build makes: shell/webpack.config.js). No composer
        // writes its pins: it names the dev servers' entries itself (remotes-config.js), unchecked.
        if (!loadsOnInteraction) {
          const devPins = Object.fromEntries(Object.entries(remotesConfig()).map(([remote, entry]) => [remote, { entry }]));
          return {
            ...groups,
            headTags: [
              ...groups.headTags,
              tag('link', manifestLink),
              ...stylesheets.map((file) => tag('link', { rel: 'stylesheet', href: publicPath + file })),
              tag('script', { type: 'application/json', id: REMOTE_PINS_ID }, JSON.stringify(devPins).replace(/</g, '\\u003c')),
            ],
            bodyTags: groups.bodyTags,
          };
        }
        const { beacon } = (pageScripts ??= builtPageScripts(compiler, publicPath));
        // The loader's scripts: the app, requested with the integrity of its file on the first sign of interaction, and the beacon.
        const scripts = { app: { src: /** @type {string} */ (app.attributes.src), integrity: integrityAttribute(app) }, beacon, manifest: manifestLink.href };
        return {
          ...groups,
          headTags: [
            ...groups.headTags.filter((candidate) => candidate !== app).map(inlineIcon),
            ...stylesheets.map((file) => tag('link', { rel: 'stylesheet', href: publicPath + file })),
          ],
          // At the end of the body, so the document is complete when the loader looks for the contact form.
          // Empty until the HTML is minified (below).
          bodyTags: [...groups.bodyTags, tag('script', { [LOADER_SCRIPTS_ATTRIBUTE]: escapeHtml(JSON.stringify(scripts)) })],
        };
      });
      // The loader's bytes go into each page once the HTML is emitted and minified (which would minify them
      // again), just before the compressed copies are written, so every page carries its built file's bytes as
      // they are: the CSP allows them by their hash, which the composer and the nginx generator compute from
      // the page (shell/server/headers.js).
      if (!loadsOnInteraction) return;
      const { Compilation, sources } = compiler.webpack;
      compilation.hooks.processAssets.tap({ name: 'HeadTagsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER - 1 }, (assets) => {
        for (const file of Object.keys(assets).filter((name) => name.endsWith('.html'))) {
          const html = String(assets[file].source());
          const loaderTags = html.match(loaderTag) ?? [];
          if (loaderTags.length !== 1) throw new Error(`HeadTagsPlugin: ${file} has ${loaderTags.length} loader scripts, not one empty one to fill`);
          const { loader } = /** @type {ReturnType<typeof builtPageScripts>} */ (pageScripts);
          compilation.updateAsset(file, new sources.RawSource(html.replace(loaderTag, (_tag, opening) => `${opening}${loader}</script>`)));
        }
      });
    });
  }
}

/** The loader's tag as the minified HTML writes it (its attribute quoted either way), still empty. */
const loaderTag = new RegExp(`(<script ${LOADER_SCRIPTS_ATTRIBUTE}=(?:"[^"]*"|'[^']*')>)</script>`, 'g');

module.exports = { HeadTagsPlugin, beaconFile, loaderFile };
