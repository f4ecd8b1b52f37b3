// The Web Vitals beacon as a script of its own: the page's inline loader requests it once the browser is
// idle after the first paint, whether or not the visitor ever interacts, so every page view is measured
// without React, the router or the federation runtime (src/loader/loader.ts). It watches for the remotes'
// uncaught errors from then on: their code loads later, on the first interaction.
import { watchScriptErrors } from './scriptErrors';
import { reportWebVitals } from './vitals';

reportWebVitals();
watchScriptErrors();
