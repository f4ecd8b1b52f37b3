const { createConfig } = require('shared-content/tooling/webpack');

module.exports = createConfig({
  name: 'contact',
  dirname: __dirname,
  exposes: { './Page': './src/Page.tsx' },
  title: 'Contact',
  // The contact service's share of the page's code (rules, texts, the no-JavaScript pages): .server-render/server.js.
  serverEntries: { server: './src/server.ts' },
  // Where the message form POSTs. Unset (the default): the contact service on this remote's own origin (src/form/endpoint.ts).
  define: { __CONTACT_FORM_ENDPOINT__: process.env.CONTACT_FORM_ENDPOINT ?? '' },
});
