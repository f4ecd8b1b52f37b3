import { useRoutes, type RouteObject } from 'react-router-dom';
import { localizedPath, locales, pageRoutes } from 'shared-content';
import ErrorBoundary from './layout/ErrorBoundary';
import Layout from './layout/Layout';
import AppErrorScreen, { reportAppError } from './pages/AppErrorScreen';
import NotFound from './pages/NotFound';
import RemotePage from './remote/RemotePage';

/**
 * Every page in every language (`/about`, `/te/about`, ...). Any other path, under a language prefix or
 * not, is the 404 page. The page and the 404 are shown in the document's language (see SiteTextProvider),
 * which is the language of the path the document was loaded at: links to another language load a new document.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...locales.flatMap((locale) =>
        pageRoutes.map((route) => ({
          path: localizedPath(locale, route.path),
          element: <RemotePage key={route.remote} remote={route.remote} />,
        })),
      ),
      { path: '*', element: <NotFound /> },
    ],
  },
];

function MatchedRoute() {
  return useRoutes(routes);
}

/**
 * The site inside any router (the browser's, or a static or memory one) and a SiteTextProvider. An error
 * in the layout itself shows the error screen alone; an error in a page shows it inside the navbar and
 * footer (see Layout).
 */
export default function SiteRoutes() {
  return (
    <ErrorBoundary onError={reportAppError} fallback={() => <AppErrorScreen />}>
      <MatchedRoute />
    </ErrorBoundary>
  );
}
