// How the shell's HTML pulls in its CSS and JavaScript, so that the server-rendered page is styled and
// painted before any JavaScript competes with it.
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * Links the page does not need for its first paint: the web app manifest, and the remotes configuration
 * the app fetches first. Requested with the app, after the paint: as head links they would be fetched
 * on connections of their own while the page paints, and Lighthouse counts them into LCP. (The site
 * icon, for the same reason, is written into the page as a data URL.)
 */
const afterPaintLinks = [
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'preload', href: '/remotes.json', as: 'fetch', crossOrigin: 'anonymous' },
];

/**
 * Loads the app once the page has painted its content: a slow phone shows the whole page first, and
 * main.js (then React) never delays that paint. It waits for the browser to report the first contentful
 * paint rather than for the next animation frame, which can run before that frame reaches the screen;
 * after 3 s it loads anyway, should that report never come. Inline, so it costs no request (the CSP
 * allows it by its hash). At the end of the body, so the document is complete when the app hydrates it.
 */
const loadAfterPaint = (/** @type {string} */ src) =>
  `(function(){var started=false;function load(){if(started)return;started=true;` +
  `${JSON.stringify(afterPaintLinks)}.forEach(function(a){var l=document.createElement('link');for(var k in a)l[k]=a[k];document.head.appendChild(l)});` +
  `var s=document.createElement('script');s.src=${JSON.stringify(src)};document.head.appendChild(s)}` +
  `var P=window.PerformanceObserver;` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){` +
  `new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(load)}}).observe({type:'paint',buffered:true});setTimeout(load,3000)` +
  `}else{requestAnimationFrame(function(){setTimeout(load)})}})()`;

class HeadTagsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    // Development HTML has no server-rendered page to paint first: its script tags stay as they are.
    const loadsAfterPaint = compiler.options.mode === 'production';
    compiler.hooks.compilation.tap('HeadTagsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('HeadTagsPlugin', (groups) => {
        const { publicPath } = compilation.outputOptions;
        // The shell's files are at one public path ('/', shared-content/tooling/webpack.js), never computed per file.
        if (typeof publicPath !== 'string') throw new Error('HeadTagsPlugin links files from a fixed output.publicPath only');
        // The shell's stylesheet belongs to a lazily loaded chunk, which the browser would only discover
        // after main.js runs. Linking it in the HTML styles the navbar and footer at first paint, with or
        // without JavaScript.
        const stylesheets = [...compilation.chunks]
          .filter((chunk) => !chunk.canBeInitial())
          .flatMap((chunk) => [...chunk.files])
          .filter((file) => file.endsWith('.css'));
        // Only scripts with a src, which the map below reads (a tag's attributes are typed as possibly absent).
        const scripts = loadsAfterPaint ? groups.headTags.filter((tag) => tag.tagName === 'script' && tag.attributes.src) : [];
        const inlineIcon = (/** @type {HtmlWebpackPlugin.HtmlTagObject} */ tag) => {
          const { href: iconPath } = tag.attributes;
          const file = loadsAfterPaint && tag.tagName === 'link' && tag.attributes.rel === 'icon' && typeof iconPath === 'string' && compilation.getAsset(iconPath.replace(publicPath, ''));
          if (!file) return tag;
          const href = `data:image/svg+xml,${encodeURIComponent(file.source.source().toString())}`;
          return { ...tag, attributes: { ...tag.attributes, href } };
        };
        return {
          ...groups,
          headTags: [
            ...groups.headTags.filter((tag) => !scripts.includes(tag)).map(inlineIcon),
            ...(loadsAfterPaint ? [] : afterPaintLinks.map(({ crossOrigin, ...attributes }) => ({ tagName: 'link', voidTag: true, meta: { plugin: 'HeadTagsPlugin' }, attributes: { ...attributes, ...(crossOrigin && { crossorigin: crossOrigin }) } }))),
            ...stylesheets.map((file) => ({ tagName: 'link', voidTag: true, meta: { plugin: 'HeadTagsPlugin' }, attributes: { rel: 'stylesheet', href: publicPath + file } })),
          ],
          bodyTags: [
            ...groups.bodyTags,
            ...scripts.map((tag) => ({ tagName: 'script', voidTag: false, meta: { plugin: 'HeadTagsPlugin' }, attributes: {}, innerHTML: loadAfterPaint(/** @type {string} */ (tag.attributes.src)) })),
          ],
        };
      });
    });
  }
}

module.exports = { HeadTagsPlugin };
