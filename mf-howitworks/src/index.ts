// Async boundary: lets the federation runtime negotiate shared React before any page code runs.
import('./bootstrap');
