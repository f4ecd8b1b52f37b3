const { createConfig } = require('shared-content/tooling/webpack');

module.exports = createConfig({
  name: 'howitworks',
  dirname: __dirname,
  exposes: { './Page': './src/Page.tsx' },
  title: 'How It Works',
});
