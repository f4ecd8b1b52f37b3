import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import 'shared-content/styles.css';
import { routes } from './routes';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes)} />
  </StrictMode>
);

// The server sends the navbar, footer and page as HTML: hydrate it. A host that serves the plain
// build output (no HTML) gets a client render.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
