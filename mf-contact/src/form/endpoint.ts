/**
 * Where the message form POSTs: the contact service beside this remote's own files
 * (`<contact remote origin>/api/messages`, see mf-contact/server), so it moves with the remote's URL in
 * the shell's deploy-time /remotes.json. In the build-time page HTML the origin is the placeholder the
 * composing server fills in. `CONTACT_FORM_ENDPOINT=... npm run build -w mf-contact` points it elsewhere.
 * Empty (tests, no bundler): the visitor sends the message on WhatsApp or by e-mail.
 */
export const apiPath = 'api/messages';

function remoteBase(): string {
  return typeof __webpack_public_path__ === 'string' && /^(https?:\/\/|%REMOTE_ORIGIN%)/.test(__webpack_public_path__)
    ? __webpack_public_path__
    : '';
}

const configured = typeof __CONTACT_FORM_ENDPOINT__ === 'string' ? __CONTACT_FORM_ENDPOINT__.trim() : '';
const base = remoteBase();

export const formEndpoint: string = configured || (base && `${base.replace(/\/$/, '')}/${apiPath}`);

/** How long to wait for the endpoint before offering the other ways to send. */
export const sendTimeoutMs = 15000;
