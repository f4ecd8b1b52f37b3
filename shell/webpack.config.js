const { createConfig } = require('shared-content/tooling/webpack');
const loadSharedContent = require('shared-content/tooling/load-content');
const { remotesConfigMiddleware } = require('./server/remotes-config');

const { pages, shellText } = loadSharedContent();

// One HTML file per route, so each route's title and description are in the HTML the server sends,
// plus 404.html for every other path.
const htmlPages = [
  ...pages.map((page) => ({
    filename: page.path === '/' ? 'index.html' : `${page.path.slice(1)}/index.html`,
    title: page.title,
    meta: { description: page.description },
  })),
  { filename: '404.html', title: shellText.notFound.title, meta: { description: shellText.notFound.help } },
];

module.exports = createConfig({
  name: 'shell',
  dirname: __dirname,
  pages: htmlPages,
  devServer: (server) => ({
    ...server,
    setupMiddlewares: (middlewares) => [remotesConfigMiddleware(), ...middlewares],
  }),
});
