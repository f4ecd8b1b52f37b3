// The site's browser support policy (`browserslist` in the root package.json) applied to CSS at build time,
// with lightningcss: modern syntax gets the fallbacks the oldest browser of the policy needs, and what every
// browser of it understands is left as written. The shell's CSS and the site's base styles go through this
// loader; a page remote's CSS gets the same targets in scope-css-loader.js.
const browserslist = require('browserslist');
const { browserslistToTargets, transform } = require('lightningcss');

/** The support policy as lightningcss targets. */
const targets = browserslistToTargets(browserslist(undefined, { path: __dirname }));

/**
 * webpack loader (before css-loader). CSS modules' `:global(...)` is kept as written, for css-loader.
 * @this {import('webpack').LoaderContext<{}>}
 * @param {string} source
 * @param {string} [map]
 */
function cssTargetsLoader(source, map) {
  try {
    const result = transform({ filename: this.resourcePath, code: Buffer.from(source), targets, sourceMap: this.sourceMap });
    this.callback(null, result.code.toString(), result.map ? result.map.toString() : map);
  } catch (error) {
    this.callback(/** @type {Error} */ (error));
  }
}

module.exports = cssTargetsLoader;
module.exports.targets = targets;
