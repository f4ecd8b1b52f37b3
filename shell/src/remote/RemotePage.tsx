import { startTransition, useEffect, useState, type ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import type { Locale, RemoteName } from 'shared-content';
import { PAGE_AREA_ID } from 'shared-content/tooling/fragment/names';
import { loadedPage, loadPage, RemoteLoadError } from '../federation/remotes';
import { pagePinsPresent } from '../federation/remotesConfig';
import ErrorBoundary from '../layout/ErrorBoundary';
import { markPageInteractive, PageCommitted } from '../layout/interactiveMarks';
import { usePageFocus } from '../layout/usePageFocus';
import { useSite } from '../text/SiteTextProvider';
import { reportRemoteFailure, reportRemoteShown } from '../beaconReports';
import PageArea from './PageArea';
import PageLoading from './PageLoading';
import RemoteFallback from './RemoteFallback';
import { findServerPage, PAGE_SLOT_MARKER, type ServerPage } from './serverPage';
import { yieldToMain } from '../yieldToMain';

type LoadState =
  | { status: 'loading' }
  /** notPinned: the page carried no usable pin for the remote, so no release of it was tried. */
  | { status: 'failed'; notPinned: boolean }
  | { status: 'ready'; Page: ComponentType }
  /** The server's HTML is shown; the remote's code hydrates it in a root of its own. */
  | { status: 'server'; serverPage: ServerPage };

function initialState(remote: RemoteName, locale: Locale): LoadState {
  const serverPage = findServerPage(remote);
  if (serverPage) return { status: 'server', serverPage };
  const Page = loadedPage(remote, locale);
  return Page ? { status: 'ready', Page } : { status: 'loading' };
}

/**
 * The page area: loads the route's remote with its text in the document's language, and shows a fallback
 * (never a blank page) when it fails.
 */
export default function RemotePage({ remote }: { remote: RemoteName }) {
  const { locale, pages } = useSite();
  const page = pages.find((candidate) => candidate.remote === remote)!;
  const [state, setState] = useState<LoadState>(() => initialState(remote, locale));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (state.status !== 'server') return;
    const { element, rendered } = state.serverPage;
    if (!rendered) {
      setState({ status: 'loading' });
      return;
    }
    let root: Root | undefined;
    let rootHydrated: () => void;
    const hydration = new Promise<void>((resolve) => (rootHydrated = resolve));
    let current = true;
    const pageCommitted = () => {
      rootHydrated();
      // A page the visitor left while it hydrated did not become interactive for them.
      if (current) markPageInteractive();
    };
    // Hydrate only once the remote's module is here: a lazy component would mismatch the server HTML. React
    // DOM is asked for here rather than imported (the app's modules run apart from it: index.ts), and has
    // arrived already; the visitor gets a turn between the remote's code running and its hydration.
    Promise.all([loadPage(remote, locale), import('react-dom/client')]).then(
      async ([Page, { hydrateRoot }]) => {
        await yieldToMain();
        if (!current) return;
        const hydrated = (
          <PageCommitted onCommitted={pageCommitted}>
            <Page />
          </PageCommitted>
        );
        // In a transition: hydration runs in slices and never blocks a tap for long.
        startTransition(() => void (root = hydrateRoot(element, hydrated)));
      },
      (error) => {
        console.warn(`[shell] The "${remote}" page stays as the server sent it:`, error);
        reportRemoteFailure(remote, error instanceof RemoteLoadError && error.notPinned);
      },
    );
    return () => {
      current = false;
      // Unmount after React has let go of the element (it is being removed with this page), and not before
      // the root has hydrated: an unmount is an update, and one that reaches a root still hydrating (a tap
      // on a link during its hydration) makes React throw its server HTML away with error #424.
      if (root) void hydration.then(() => root!.unmount());
    };
  }, [remote, locale, state]);

  // The page view showed the remote's pinned release, whether it loaded now, was here already (preloaded by the
  // navbar) or failed: the canary judge counts the view for it, failures included (beaconReports.ts).
  useEffect(() => {
    if (state.status === 'ready' || (state.status === 'failed' && !state.notPinned)) reportRemoteShown(remote);
  }, [remote, state]);

  useEffect(() => {
    if (state.status !== 'loading') return;
    let current = true;
    loadPage(remote, locale).then(
      (Page) => {
        if (current) setState({ status: 'ready', Page });
      },
      (error) => {
        const notPinned = error instanceof RemoteLoadError && error.notPinned;
        // A document nginx wrote itself (a 404 page, a page for a composer that is down) carries no pins at
        // all: the page reached from it is asked of the server, whose composed page carries them.
        if (notPinned && !pagePinsPresent()) return window.location.reload();
        console.warn(`[shell] The "${remote}" page shows its fallback:`, error);
        reportRemoteFailure(remote, notPinned);
        if (current) setState({ status: 'failed', notPinned });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, locale, state.status]);

  usePageFocus(state.status !== 'loading', attempt);

  const retry = () => {
    setAttempt((count) => count + 1);
    setState({ status: 'loading' });
  };

  if (typeof document === 'undefined') {
    // Build-time render: the server includes the remote's fragment here at request time.
    return <PageArea remote={remote} id={PAGE_AREA_ID} data-remote={remote} data-locale={locale} dangerouslySetInnerHTML={{ __html: PAGE_SLOT_MARKER }} />;
  }
  if (state.status === 'server') {
    return <PageArea remote={remote} id={PAGE_AREA_ID} data-remote={remote} data-locale={locale} dangerouslySetInnerHTML={{ __html: state.serverPage.html }} />;
  }
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') return <RemoteFallback page={page} onRetry={retry} />;
  return (
    <ErrorBoundary
      onError={(error) => {
        console.error(`[shell] The "${remote}" page failed while rendering:`, error);
        reportRemoteFailure(remote);
      }}
      fallback={(reset) => <RemoteFallback page={page} onRetry={reset} />}
    >
      <PageArea remote={remote}>
        <state.Page />
      </PageArea>
    </ErrorBoundary>
  );
}
