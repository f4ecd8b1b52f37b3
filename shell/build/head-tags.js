// The shell's stylesheet belongs to a lazily loaded chunk, which the browser would only discover after
// main.js runs. Linking it in the HTML styles the server-rendered navbar and footer at first paint,
// with or without JavaScript. (Scripts are not preloaded: the page is readable before they run, and
// on a slow connection they would compete with the stylesheets for bandwidth.)
const HtmlWebpackPlugin = require('html-webpack-plugin');

class LinkStylesheetsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('LinkStylesheetsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('LinkStylesheetsPlugin', (groups) => {
        const publicPath = compilation.outputOptions.publicPath;
        const stylesheets = [...compilation.chunks]
          .filter((chunk) => !chunk.canBeInitial())
          .flatMap((chunk) => [...chunk.files])
          .filter((file) => file.endsWith('.css'));
        groups.headTags.push(
          ...stylesheets.map((file) => ({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'LinkStylesheetsPlugin' },
            attributes: { rel: 'stylesheet', href: publicPath + file },
          })),
        );
        return groups;
      });
    });
  }
}

module.exports = { LinkStylesheetsPlugin };
