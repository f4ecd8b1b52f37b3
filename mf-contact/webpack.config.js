const { createConfig } = require('shared-content/tooling/webpack');

module.exports = createConfig({
  name: 'contact',
  dirname: __dirname,
  exposes: { './Page': './src/Page.tsx' },
  // Where the message form POSTs its JSON. Unset (the default): visitors send by WhatsApp or e-mail.
  define: { __CONTACT_FORM_ENDPOINT__: process.env.CONTACT_FORM_ENDPOINT ?? '' },
});
