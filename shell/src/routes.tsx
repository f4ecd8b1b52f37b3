import { useRoutes, type RouteObject } from 'react-router-dom';
import { pages } from 'shared-content';
import ErrorBoundary from './layout/ErrorBoundary';
import Layout from './layout/Layout';
import AppErrorScreen, { reportAppError } from './pages/AppErrorScreen';
import NotFound from './pages/NotFound';
import RemotePage from './remote/RemotePage';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...pages.map((page) => ({ path: page.path, element: <RemotePage key={page.remote} page={page} /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
];

function MatchedRoute() {
  return useRoutes(routes);
}

/**
 * The site inside any router (the browser's, or a static or memory one). An error in the layout itself
 * shows the error screen alone; an error in a page shows it inside the navbar and footer (see Layout).
 */
export default function SiteRoutes() {
  return (
    <ErrorBoundary onError={reportAppError} fallback={() => <AppErrorScreen />}>
      <MatchedRoute />
    </ErrorBoundary>
  );
}
