import { useEffect, useState, type ComponentType } from 'react';
import type { PageMeta } from 'shared-content';
import { loadedPage, loadPage } from '../federation/remotes';
import { usePageFocus } from '../layout/usePageFocus';
import PageLoading from './PageLoading';
import RemoteErrorBoundary from './RemoteErrorBoundary';
import RemoteFallback from './RemoteFallback';

type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; Page: ComponentType };

/** The page area: loads the route's remote, and shows a fallback (never a blank page) when it fails. */
export default function RemotePage({ page }: { page: PageMeta }) {
  const [state, setState] = useState<LoadState>(() => {
    const Page = loadedPage(page.remote);
    return Page ? { status: 'ready', Page } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (state.status !== 'loading') return;
    let current = true;
    loadPage(page.remote).then(
      (Page) => current && setState({ status: 'ready', Page }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [page.remote, state.status]);

  usePageFocus(state.status !== 'loading', attempt);

  const retry = () => {
    setAttempt((count) => count + 1);
    setState({ status: 'loading' });
  };

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') return <RemoteFallback page={page} onRetry={retry} />;
  return (
    <RemoteErrorBoundary remote={page.remote} fallback={(reset) => <RemoteFallback page={page} onRetry={reset} />}>
      <state.Page />
    </RemoteErrorBoundary>
  );
}
