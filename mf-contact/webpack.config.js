const { createConfig } = require('shared-content/tooling/webpack');

module.exports = createConfig({
  name: 'contact',
  dirname: __dirname,
  exposes: { './Page': './src/Page.tsx' },
  // Where the message form POSTs. Unset (the default): the contact service on this remote's own origin (src/form/endpoint.ts).
  define: { __CONTACT_FORM_ENDPOINT__: process.env.CONTACT_FORM_ENDPOINT ?? '' },
});
