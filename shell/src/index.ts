import { localeOfPath } from 'shared-content';
import { siteText } from 'shared-content/text/site';

// A document is in one language, the one of the path it was loaded at. Its words (a chunk of their own)
// start loading now, alongside the shell's own code (the page's loader asked for the page's remote entry
// beside this file: src/loader/loader.ts).
const locale = localeOfPath(window.location.pathname);
const text = siteText[locale]();

// Async boundary: lets the federation runtime set up shared React before the app runs. In a task of
// its own, so starting the runtime and starting the app are two short tasks, not one that blocks a tap.
// (The Web Vitals beacon is not the app's: the page's inline loader requests it at idle, src/beacon.ts.)
setTimeout(() => void import('./bootstrap').then((app) => app.start(locale, text)));
