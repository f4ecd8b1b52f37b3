// Async boundary: lets the federation runtime set up shared React before the app runs.
import('./bootstrap');
