import { StrictMode, startTransition } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { localeInfo, type Locale } from 'shared-content';
import 'shared-content/styles.css';
import type { SiteText } from 'shared-content/text/site';
import SiteRoutes from './routes';
import { SiteTextProvider } from './text/SiteTextProvider';

/**
 * Starts the app with the document's words and React DOM, which index.ts loaded beside this module (so
 * that evaluating React DOM and evaluating the app are two tasks, not one).
 */
export function start(locale: Locale, text: SiteText, { createRoot, hydrateRoot }: typeof ReactDomClient) {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <SiteTextProvider value={{ locale, text }}>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </SiteTextProvider>
    </StrictMode>
  );

  // The server sends the navbar, footer and page as HTML, in this language: hydrate it, in a transition so
  // React yields to the visitor's taps between small slices of work. A host that serves the plain build
  // output (no HTML, an English template) gets a client render in the path's language.
  if (container.firstElementChild) {
    startTransition(() => void hydrateRoot(container, app));
  } else {
    document.documentElement.lang = localeInfo[locale].lang;
    document.documentElement.dir = localeInfo[locale].dir;
    createRoot(container).render(app);
  }
}
