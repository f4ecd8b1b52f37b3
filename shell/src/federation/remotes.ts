/**
 * Finds and loads the page remotes at run time. Their entries and integrity come from the page's pins,
 * which the composer writes into every page from the release registry, so a remote can move or be released
 * without rebuilding the shell, and a page loads only the code of the release its record names.
 */
import { init } from '@module-federation/enhanced/runtime';
import { createElement, type ComponentType } from 'react';
import type { Catalogue, Locale, PageProps, RemoteName } from 'shared-content';
import { remoteLoadLimits } from 'shared-content/tooling/fragment/names';
import { assertCompatible } from './compatibility';
import { pagePins, remoteEntry, RemoteNotPinned, verifiesScripts, type RemotesConfig } from './remotesConfig';
import { resiliencePlugin } from './resiliencePlugin';
import { verifiedScriptsPlugin } from './verifiedScriptsPlugin';
import { yieldingPlugin } from './yieldingPlugin';
import { guardRemoteStylesheets } from './stylesheetGuard';

export class RemoteLoadError extends Error {
  /** The page carried no usable pin for the remote: its code was never asked for (fail-closed, reported on its own). */
  readonly notPinned: boolean;

  constructor(remote: RemoteName, cause: unknown) {
    super(`The "${remote}" page could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
    this.notPinned = cause instanceof RemoteNotPinned;
  }
}

/** What a remote exposes as `./Page`: the page, and its text catalogue (a loader per language). */
type PageModule = { default?: ComponentType<PageProps<unknown>>; text?: Partial<Catalogue<unknown>> };

interface Federation {
  instance: ReturnType<typeof init>;
  entries: RemotesConfig;
  stylesheetsChecked: ReturnType<typeof guardRemoteStylesheets>;
}

let federation: Promise<Federation> | undefined;

function startFederation(): Promise<Federation> {
  federation ??= Promise.resolve()
    .then(() => {
      const pins = pagePins();
      const located = (Object.keys(pins) as RemoteName[]).flatMap((name) => {
        try {
          return [[name, remoteEntry(name, pins)] as const];
        } catch {
          return []; // not pinned: loadPage refuses it by name
        }
      });
      const entries = Object.fromEntries(located.map(([name, { url }]) => [name, url])) as RemotesConfig;
      // Joins the instance the build created, so remotes share the shell's React.
      const instance = init({
        name: 'shell',
        remotes: Object.entries(entries).map(([name, entry]) => ({ name, entry })),
        plugins: [resiliencePlugin(), yieldingPlugin(), verifiedScriptsPlugin(verifiesScripts ? new Map(located.map(([, entry]) => [entry.url, entry.integrity])) : null)],
        shareStrategy: 'loaded-first',
      });
      return { instance, entries, stylesheetsChecked: guardRemoteStylesheets(entries) };
    })
    .catch((error) => {
      federation = undefined; // let Try again read the pins again
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

const loadedPages = new Map<string, ComponentType>();
const pendingPages = new Map<string, Promise<ComponentType>>();

const pageKey = (remote: RemoteName, locale: Locale) => `${remote}:${locale}`;

/** The page component if it has already been loaded, so returning to a page renders at once. */
export function loadedPage(remote: RemoteName, locale: Locale): ComponentType | undefined {
  return loadedPages.get(pageKey(remote, locale));
}

/** The remote's page with its text in `locale`, as a component the shell renders without props. */
async function pageIn(module: PageModule | null, locale: Locale): Promise<ComponentType> {
  const Page = module?.default;
  const loadText = module?.text?.[locale];
  if (!Page) throw new Error('The remote exposed no page component');
  if (typeof loadText !== 'function') throw new Error(`The remote exposed no text in "${locale}"`);
  const text = await loadText();
  return function PageInLocale() {
    return createElement(Page, { locale, text });
  };
}

/**
 * Loads a remote's exposed `./Page` and its text in `locale`. Rejects with RemoteLoadError when either
 * fails or takes too long.
 */
export function loadPage(remote: RemoteName, locale: Locale): Promise<ComponentType> {
  const key = pageKey(remote, locale);
  const loaded = loadedPages.get(key);
  if (loaded) return Promise.resolve(loaded);
  let pending = pendingPages.get(key);
  if (!pending) {
    pending = withTimeout(
      startFederation().then(async ({ instance, entries, stylesheetsChecked }) => {
        if (!entries[remote]) throw new RemoteNotPinned(remote);
        // A remote built for another React major is down for the shell: its page is never rendered. Checked
        // while its code loads, at no extra round trip (and a failed entry preload is used up as before).
        const [module] = await Promise.all([
          instance.loadRemote<PageModule>(`${remote}/Page`),
          assertCompatible(entries[remote], remoteLoadLimits.fileMs),
        ]);
        await stylesheetsChecked(remote);
        return pageIn(module, locale);
      }),
      // Each file times out on its own (remoteLoadLimits.fileMs); this deadline is the whole page's.
      remoteLoadLimits.pageMs,
    )
      .then((Page) => {
        loadedPages.set(key, Page);
        return Page;
      })
      .catch((error) => {
        void startAfresh(remote);
        throw new RemoteLoadError(remote, error);
      })
      .finally(() => pendingPages.delete(key));
    pendingPages.set(key, pending);
  }
  return pending;
}

let attempts = 0;

/**
 * After a remote failed, the next attempt (Try again, or the next visit to its route) loads it from
 * scratch: a new request for its entry, which the runtime re-registers, never a request still hanging
 * from before (the browser would wait on that one again).
 */
async function startAfresh(remote: RemoteName) {
  const started = await federation?.catch(() => undefined);
  if (!started?.entries[remote]) return;
  const entry = new URL(started.entries[remote]);
  entry.searchParams.set('attempt', String((attempts += 1)));
  started.instance.registerRemotes([{ name: remote, entry: entry.href }], { force: true });
}

/** Starts loading a page the visitor is likely to open next (link hover or focus). Errors are shown later, if at all. */
export function preloadPage(remote: RemoteName, locale: Locale): void {
  loadPage(remote, locale).catch(() => undefined);
}
