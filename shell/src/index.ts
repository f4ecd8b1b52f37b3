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
// (The Web Vitals beacon is not the app's: the page's inline loader requests it at idle, src/beacon.ts.)
setTimeout(() => void import('./bootstrap').then((app) => app.start(locale, text)));
