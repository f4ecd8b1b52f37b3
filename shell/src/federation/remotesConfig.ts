import type { RemoteName } from 'shared-content';

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
 * Starts downloading the current route's remote entry while the shell's own code still loads, so the
 * page does not wait for one more round trip. The federation runtime later uses the preloaded script.
 */
export function preloadRemoteEntry(remote: RemoteName) {
  remotesConfig()
    .then((entries) => {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = entries[remote];
      document.head.append(link);
    })
    .catch(() => undefined); // the page itself reports the failure
}
