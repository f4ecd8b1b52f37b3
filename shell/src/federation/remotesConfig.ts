import type { RemoteName } from 'shared-content';
import { PAGE_AREA_ID, releaseOfComment } from 'shared-content/tooling/fragment/names';

export type RemotesConfig = Record<RemoteName, string>;

let config: Promise<RemotesConfig> | undefined;

/** The deploy-time remotes configuration, `/remotes.json` next to index.html (preloaded by the HTML). */
export function remotesConfig(): Promise<RemotesConfig> {
  config ??= fetch('/remotes.json')
    .then((response) => {
      if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
      return response.json() as Promise<RemotesConfig>;
    })
    .catch((error) => {
      config = undefined; // let Try again fetch it again
      throw error;
    });
  return config;
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
 * Where the shell loads `remote`'s code from. A server page hydrates with the code of the release its
 * HTML came from (`releases/<id>/remoteEntry.js` beside the configured entry), even if another release
 * went live meanwhile; other pages use the configured entry, which answers from the live release.
 */
export function remoteEntry(remote: RemoteName, config: RemotesConfig): string {
  const release = serverPageRelease(remote);
  return release ? new URL(`releases/${release}/remoteEntry.js`, config[remote]).href : config[remote];
}

/**
 * Starts downloading the current route's remote entry while the shell's own code still loads, so the
 * page does not wait for one more round trip. The federation runtime later uses the preloaded script.
 */
export function preloadRemoteEntry(remote: RemoteName) {
  remotesConfig()
    .then((entries) => {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = remoteEntry(remote, entries);
      document.head.append(link);
    })
    .catch(() => undefined); // the page itself reports the failure
}
