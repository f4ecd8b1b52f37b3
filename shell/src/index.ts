import { pages } from 'shared-content';
import { preloadRemoteEntry } from './federation/remotesConfig';

const currentPage = pages.find((page) => page.path === window.location.pathname);
if (currentPage) preloadRemoteEntry(currentPage.remote);

// Async boundary: lets the federation runtime set up shared React before the app runs. In a task of
// its own, so starting the runtime and starting the app are two short tasks, not one that blocks a tap.
setTimeout(() => import('./bootstrap'));
