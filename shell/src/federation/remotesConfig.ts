import type { RemoteName } from 'shared-content';
import { NOT_PINNED, PAGE_AREA_ID, PINNED_INTEGRITY, releaseOfComment, REMOTE_PINS_ID, UNRELEASED, type PagePins } from 'shared-content/tooling/fragment/names';

export type RemotesConfig = Record<RemoteName, string>;

/**
 * Production builds (webpack sets NODE_ENV by mode) run only pinned bytes. Development builds change with
 * every save and are never pinned: there the remotes load unchecked.
 */
export const verifiesScripts = process.env.NODE_ENV === 'production';

/** A remote the page carries no usable pin for: its code is never loaded (the page stays as the server sent it). */
export class RemoteNotPinned extends Error {
  constructor(remote: RemoteName) {
    super(`The page carries no pin for the "${remote}" page's code`);
    this.name = 'RemoteNotPinned';
  }
}

/**
 * The page's pins: each remote's live entry and its integrity, as the composer wrote them into this page
 * from the release registry (a JSON data block, REMOTE_PINS_ID; in development, the dev server's HTML
 * names the entries without integrity). The page and the code it loads come from the same record. A page
 * without the block (nginx's page for a composer that is down) pins nothing, and loads no remote's code.
 */
export function pagePins(): PagePins {
  const text = typeof document === 'undefined' ? null : document.getElementById(REMOTE_PINS_ID)?.textContent;
  return text ? (JSON.parse(text) as PagePins) : {};
}

/** Whether this document carries pins at all (a composed page), even none for some remote. */
export function pagePinsPresent(): boolean {
  return typeof document !== 'undefined' && document.getElementById(REMOTE_PINS_ID) !== null;
}

/**
 * The release a server-rendered page came from: a released fragment starts with `<!--release:<id>-->`
 * (see shell/deploy/release-store.js). Null without one (a plain build, or no server page for `remote`).
 * Only a label for the page view's Web Vitals: which code loads is the page's pins' to say.
 */
export function serverPageRelease(remote: RemoteName): string | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(PAGE_AREA_ID);
  const first = element?.dataset.remote === remote ? element.firstChild : null;
  return first?.nodeType === Node.COMMENT_NODE ? releaseOfComment((first as Comment).data) : null;
}

/**
 * The releases the page's pins name for `remotes` (pages the app rendered with their pinned code): a label for
 * the page view's beacon, like serverPageRelease. A plain build's (UNRELEASED), or none, is left out.
 */
export function pinnedReleases(remotes: RemoteName[], pins: PagePins = pagePins()): Partial<Record<RemoteName, string>> {
  return Object.fromEntries(remotes.flatMap((remote) => (Object.hasOwn(pins, remote) && typeof pins[remote].release === 'string' && pins[remote].release !== UNRELEASED ? [[remote, pins[remote].release]] : [])));
}

/**
 * Where the shell loads `remote`'s code from, and the integrity its bytes must have, from the page's pins.
 * Throws RemoteNotPinned for a remote the page has no entry for, or (production) no well-formed sha384 for:
 * a malformed value would let the browser run the script unchecked.
 */
export function remoteEntry(remote: RemoteName, pins: PagePins): { url: string; integrity: string } {
  const pinned = Object.hasOwn(pins, remote) ? pins[remote] : undefined;
  if (!pinned || typeof pinned.entry !== 'string') throw new RemoteNotPinned(remote);
  if (!verifiesScripts) return { url: pinned.entry, integrity: NOT_PINNED };
  if (typeof pinned.integrity !== 'string' || !PINNED_INTEGRITY.test(pinned.integrity)) throw new RemoteNotPinned(remote);
  return { url: pinned.entry, integrity: pinned.integrity };
}
