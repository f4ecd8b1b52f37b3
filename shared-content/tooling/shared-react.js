// React as the shell provides it to every page remote: the federation share keys (webpack.js) and the
// versions a remote's manifest must accept (contract.js).
const rootPackage = require('../../package.json');

/**
 * Loaded once per page: the shell provides them, every remote uses the shell's copy. Share key -> the package whose version answers it.
 * @type {Record<string, 'react' | 'react-dom'>}
 */
const reactSingletons = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
};

/** The versions the shell provides to every remote (the root package.json pins them). */
const shellVersions = { react: rootPackage.dependencies.react, 'react-dom': rootPackage.dependencies['react-dom'] };

module.exports = { reactSingletons, shellVersions };
