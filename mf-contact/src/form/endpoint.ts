/**
 * The URL the form POSTs to, fixed at build time (`CONTACT_FORM_ENDPOINT=... npm run build -w mf-contact`).
 * Empty by default: the visitor then sends the message on WhatsApp or by e-mail.
 */
export const formEndpoint: string =
  typeof __CONTACT_FORM_ENDPOINT__ === 'string' ? __CONTACT_FORM_ENDPOINT__.trim() : '';

/** How long to wait for the endpoint before offering the other ways to send. */
export const sendTimeoutMs = 15000;
