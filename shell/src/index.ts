import { pages } from 'shared-content';
import { preloadRemoteEntry } from './federation/remotesConfig';

const currentPage = pages.find((page) => page.path === window.location.pathname);
if (currentPage) preloadRemoteEntry(currentPage.remote);

// Async boundary: lets the federation runtime set up shared React before the app runs.
import('./bootstrap');
