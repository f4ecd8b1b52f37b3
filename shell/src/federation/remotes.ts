/**
 * Finds and loads the page remotes at run time. Their URLs come from `/remotes.json`, written at deploy
 * time next to index.html, so a remote can move or be redeployed without rebuilding the shell.
 */
import { init } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from 'shared-content';
import { assertCompatible } from './compatibility';
import { remoteEntry, remotesConfig, type RemotesConfig } from './remotesConfig';
import { resiliencePlugin, REMOTE_TIMEOUT_MS } from './resiliencePlugin';

export class RemoteLoadError extends Error {
  constructor(remote: RemoteName, cause: unknown) {
    super(`The "${remote}" page could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}

type PageModule = { default: ComponentType };

interface Federation {
  instance: ReturnType<typeof init>;
  entries: RemotesConfig;
}

let federation: Promise<Federation> | undefined;

function startFederation(): Promise<Federation> {
  federation ??= remotesConfig()
    .then((config) => {
      const entries = Object.fromEntries(
        Object.keys(config).map((name) => [name, remoteEntry(name as RemoteName, config)]),
      ) as RemotesConfig;
      // Joins the instance the build created, so remotes share the shell's React.
      const instance = init({
        name: 'shell',
        remotes: Object.entries(entries).map(([name, entry]) => ({ name, entry })),
        plugins: [resiliencePlugin()],
        shareStrategy: 'loaded-first',
      });
      return { instance, entries };
    })
    .catch((error) => {
      federation = undefined; // let Try again fetch the configuration again
      throw error;
    });
  return federation;
}

function withTimeout<T>(promise: Promise<T>, milliseconds: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No answer after ${milliseconds} ms`)), milliseconds);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const loadedPages = new Map<RemoteName, ComponentType>();
const pendingPages = new Map<RemoteName, Promise<ComponentType>>();

/** The page component if it has already been loaded, so returning to a page renders at once. */
export function loadedPage(remote: RemoteName): ComponentType | undefined {
  return loadedPages.get(remote);
}

/** Loads a remote's exposed `./Page`. Rejects with RemoteLoadError when it fails or takes too long. */
export function loadPage(remote: RemoteName): Promise<ComponentType> {
  const loaded = loadedPages.get(remote);
  if (loaded) return Promise.resolve(loaded);
  let pending = pendingPages.get(remote);
  if (!pending) {
    pending = withTimeout(
      startFederation().then(async ({ instance, entries }) => {
        // A remote built for another React major is down for the shell: its page is never rendered. Checked
        // while its code loads, at no extra round trip (and a failed entry preload is used up as before).
        const [module] = await Promise.all([
          instance.loadRemote<PageModule>(`${remote}/Page`),
          withTimeout(assertCompatible(entries[remote]), REMOTE_TIMEOUT_MS),
        ]);
        return module;
      }),
      // The entry script and each chunk time out after REMOTE_TIMEOUT_MS on their own; this deadline also
      // covers a remote whose files arrive, but too slowly to be of use.
      REMOTE_TIMEOUT_MS + 3000,
    )
      .then((module) => {
        if (!module?.default) throw new Error('The remote exposed no page component');
        loadedPages.set(remote, module.default);
        return module.default;
      })
      .catch((error) => {
        throw new RemoteLoadError(remote, error);
      })
      .finally(() => pendingPages.delete(remote));
    pendingPages.set(remote, pending);
  }
  return pending;
}

/** Starts loading a page the visitor is likely to open next (link hover or focus). Errors are shown later, if at all. */
export function preloadPage(remote: RemoteName): void {
  loadPage(remote).catch(() => undefined);
}
