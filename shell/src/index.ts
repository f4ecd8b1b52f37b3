import { localeOfPath, pageRoutes, pathWithoutLocale } from 'shared-content';
import { siteText } from 'shared-content/text/site';
import { preloadRemoteEntry } from './federation/remotesConfig';

// A document is in one language, the one of the path it was loaded at. Its words (a chunk of their own)
// and the current page's remote entry start loading now, alongside the shell's own code.
const locale = localeOfPath(window.location.pathname);
const text = siteText[locale]();

const currentPage = pageRoutes.find((route) => route.path === pathWithoutLocale(window.location.pathname));
if (currentPage) preloadRemoteEntry(currentPage.remote);

// Async boundary: lets the federation runtime set up shared React before the app runs. In a task of
// its own, so starting the runtime and starting the app are two short tasks, not one that blocks a tap.
// Real-user Web Vitals follow, a small chunk of their own once the app has started or failed to (its
// failure is what they must see): measuring costs the first paint and the app's start nothing, and a
// chunk that does not load costs the visitor nothing.
setTimeout(() => {
  const measure = () => import('./vitals').then((vitals) => vitals.reportWebVitals()).catch(() => undefined);
  import('./bootstrap')
    .then((app) => app.start(locale, text))
    .then(measure, (error) => {
      measure();
      throw error;
    });
});
