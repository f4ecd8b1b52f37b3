import { REMOTE_ORIGIN } from 'shared-content/tooling/fragment/names';

/**
 * Where the message form POSTs: the contact service at the root of this remote's own origin
 * (`<contact remote origin>/api/messages`, see mf-contact/server), so it moves with the remote's URL in
 * the shell's deploy-time remotes configuration. The remote's files may sit deeper on that origin (a release's
 * code and page are under `/releases/<id>/`), but the service does not: only the origin of the public path
 * counts, so every release, rollback and roll-forward posts to the same service. In the build-time page
 * HTML the origin is the placeholder the composing server fills in.
 * `CONTACT_FORM_ENDPOINT=... npm run build -w mf-contact` points it elsewhere.
 * Empty (tests, no bundler): the visitor sends the message on WhatsApp or by e-mail.
 */
export const apiPath = '/api/messages';

/** A public path's origin: a real one, or the placeholder of the build-time page HTML. */
const ORIGIN = new RegExp(`^(?:https?://[^/?#]+|${REMOTE_ORIGIN})`);

/** The service's address for code loaded from `publicPath`: `<origin>/api/messages`, '' without an origin. */
export function endpointFor(publicPath: unknown): string {
  const origin = typeof publicPath === 'string' ? ORIGIN.exec(publicPath)?.[0] : undefined;
  return origin ? `${origin}${apiPath}` : '';
}

const configured = typeof __CONTACT_FORM_ENDPOINT__ === 'string' ? __CONTACT_FORM_ENDPOINT__.trim() : '';

export const formEndpoint: string = configured || endpointFor(typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : undefined);

/** How long to wait for the endpoint before offering the other ways to send. */
export const sendTimeoutMs = 15000;

/**
 * How long to wait for a form stamp (a few bytes) before sending without it; sending asks twice, so a person
 * in a hurry waits at most twice this before the post's own time starts.
 */
export const stampTimeoutMs = 5000;
