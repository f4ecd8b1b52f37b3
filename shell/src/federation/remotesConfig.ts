import type { RemoteName } from 'shared-content';
import { NOT_PINNED, PAGE_AREA_ID, PINNED_INTEGRITY, releaseOfComment, REMOTE_ENTRY, SCRIPT_INTEGRITY_PATH, UNRELEASED, type ScriptPins } from 'shared-content/tooling/fragment/names';

export type RemotesConfig = Record<RemoteName, string>;
/** Each remote's pinned entry hashes (shell/server/script-pins.js); a remote missing here runs no script. */
export type RemotePins = Partial<Record<RemoteName, ScriptPins>>;

/** Where the shell finds the remotes, and which bytes of their entries may run. */
export interface RemotesSetup {
  config: RemotesConfig;
  pins: RemotePins;
}

/**
 * Production builds (webpack sets NODE_ENV by mode) run only pinned bytes. Development builds change with
 * every save and are never pinned: there the remotes load unchecked.
 */
export const verifiesScripts = process.env.NODE_ENV === 'production';

let setup: Promise<RemotesSetup> | undefined;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The deploy-time remotes configuration, `/remotes.json` next to index.html, and the pins the composer
 * answers at SCRIPT_INTEGRITY_PATH (both preloaded by the HTML's loader).
 */
export function remotesSetup(): Promise<RemotesSetup> {
  setup ??= Promise.all([fetchJson<RemotesConfig>('/remotes.json'), verifiesScripts ? fetchJson<RemotePins>(SCRIPT_INTEGRITY_PATH) : {}])
    .then(([config, pins]) => ({ config, pins }))
    .catch((error) => {
      setup = undefined; // let Try again fetch them again
      throw error;
    });
  return setup;
}

/**
 * The release a server-rendered page came from: a released fragment starts with `<!--release:<id>-->`
 * (see shell/server/releases.js). Null without one (a plain build, or no server page for `remote`).
 */
export function serverPageRelease(remote: RemoteName): string | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(PAGE_AREA_ID);
  const first = element?.dataset.remote === remote ? element.firstChild : null;
  return first?.nodeType === Node.COMMENT_NODE ? releaseOfComment((first as Comment).data) : null;
}

/**
 * Where the shell loads `remote`'s code from, and the integrity its bytes must have. A server page hydrates
 * with the code of the release its HTML came from, even if another release went live meanwhile; other
 * pages load the release the pins name live. Either way from its own folder (`releases/<id>/remoteEntry.js`
 * beside the configured entry), whose bytes never change; a plain build answers at the configured entry.
 */
export function remoteEntry(remote: RemoteName, { config, pins }: RemotesSetup): { url: string; integrity: string } {
  const pinned = pins[remote];
  const release = serverPageRelease(remote) ?? pinned?.live ?? UNRELEASED;
  const url = release === UNRELEASED ? config[remote] : new URL(`releases/${release}/${REMOTE_ENTRY}`, config[remote]).href;
  // Only a well-formed sha384 of this very release: a malformed value would let the browser run the script unchecked.
  const integrity = pinned && Object.hasOwn(pinned.releases, release) ? pinned.releases[release] : undefined;
  return { url, integrity: integrity && PINNED_INTEGRITY.test(integrity) ? integrity : NOT_PINNED };
}

/**
 * Starts downloading the current route's remote entry while the shell's own code still loads, so the
 * page does not wait for one more round trip. The federation runtime later uses the preloaded script
 * (a preload is used only by a request of the same integrity and CORS mode).
 */
export function preloadRemoteEntry(remote: RemoteName) {
  remotesSetup()
    .then((remotes) => {
      const { url, integrity } = remoteEntry(remote, remotes);
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.crossOrigin = 'anonymous';
      if (verifiesScripts) link.setAttribute('integrity', integrity);
      link.href = url;
      document.head.append(link);
    })
    .catch(() => undefined); // the page itself reports the failure
}
