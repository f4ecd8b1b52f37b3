import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { localeOfPath } from 'shared-content';
import SiteRoutes from '../routes';
import { SiteTextProvider } from '../text/SiteTextProvider';
import { siteTexts } from '../text/siteTexts';

/** What a test can read from, and do with, the router. */
export interface TestRouter {
  location: Location;
  navigate: NavigateFunction;
}

/** Renders the shell (or the given element) in a memory router at `path`, in the path's language. */
export function renderRoute(path: string, element: ReactNode = <SiteRoutes />): TestRouter {
  const router = {} as TestRouter;
  function RouterProbe() {
    router.location = useLocation();
    router.navigate = useNavigate();
    return null;
  }
  const locale = localeOfPath(path);
  render(
    <SiteTextProvider value={{ locale, text: siteTexts[locale] }}>
      <MemoryRouter initialEntries={[path]}>
        {element}
        <RouterProbe />
      </MemoryRouter>
    </SiteTextProvider>,
  );
  return router;
}

/** Renders `path` and waits until its page (or fallback) has shown its h1. */
export async function renderPage(path: string) {
  const router = renderRoute(path);
  await screen.findByRole('heading', { level: 1 });
  return router;
}
