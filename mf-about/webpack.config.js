const { createConfig } = require('shared-content/tooling/webpack');

module.exports = createConfig({
  name: 'about',
  dirname: __dirname,
  exposes: { './Page': './src/Page.tsx' },
  title: 'About Us',
});
