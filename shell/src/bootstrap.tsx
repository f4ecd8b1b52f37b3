import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import 'shared-content/styles.css';
import SiteRoutes from './routes';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <SiteRoutes />
    </BrowserRouter>
  </StrictMode>
);

// The server sends the navbar, footer and page as HTML: hydrate it, in a transition so React yields to
// the visitor's taps between small slices of work. A host that serves the plain build output (no HTML)
// gets a client render.
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
