const { createConfig } = require('shared-content/tooling/webpack');

module.exports = createConfig({
  name: 'home',
  dirname: __dirname,
  exposes: { './Page': './src/Page.tsx' },
  title: 'Home',
});
