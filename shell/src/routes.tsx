import type { RouteObject } from 'react-router-dom';
import { pages } from 'shared-content';
import Layout from './layout/Layout';
import AppErrorScreen from './pages/AppErrorScreen';
import NotFound from './pages/NotFound';
import RemotePage from './remote/RemotePage';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Errors in the layout itself: the error screen alone.
    errorElement: <AppErrorScreen />,
    children: [
      {
        // Errors in a page: the error screen inside the navbar and footer.
        errorElement: <AppErrorScreen />,
        children: [
          ...pages.map((page) => ({ path: page.path, element: <RemotePage key={page.remote} page={page} /> })),
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];
