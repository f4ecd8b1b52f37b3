// The shell's every chunk is needed on first load, but the browser would only discover them after
// main.js runs. Listing them in the HTML lets them download in parallel with main.js (one round trip
// less on a slow phone); the shell's stylesheet is linked so it applies before the first paint.
const HtmlWebpackPlugin = require('html-webpack-plugin');

class PreloadChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadChunksPlugin', (groups) => {
        const publicPath = compilation.outputOptions.publicPath;
        const files = [...compilation.chunks]
          .filter((chunk) => !chunk.canBeInitial())
          .flatMap((chunk) => [...chunk.files]);
        const tag = (attributes) => ({ tagName: 'link', voidTag: true, meta: { plugin: 'PreloadChunksPlugin' }, attributes });
        groups.headTags.push(
          ...files.filter((file) => file.endsWith('.css')).map((file) => tag({ rel: 'stylesheet', href: publicPath + file })),
          ...files.filter((file) => file.endsWith('.js')).map((file) => tag({ rel: 'preload', as: 'script', href: publicPath + file })),
        );
        return groups;
      });
    });
  }
}

module.exports = { PreloadChunksPlugin };
