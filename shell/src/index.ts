import { localeOfPath } from 'shared-content';
import { siteText } from 'shared-content/text/site';
import { yieldToMain } from './yieldToMain';

// A document is in one language, the one of the path it was loaded at.
const locale = localeOfPath(window.location.pathname);

/**
 * Starts the app in steps, each a task of its own with a turn for the visitor's taps between them (the
 * page's loader asked for the page's remote entry beside this file: src/loader/loader.ts). The words, React
 * DOM and the app (router, chrome, page area) are asked for one after the other but load side by side; each
 * runs when its files arrive, in the task of that arrival: React DOM's module on its own, the app's modules
 * on their own (the app does not import React DOM, start() is handed it), and the hydration after a yield.
 */
async function startApp() {
  const text = siteText[locale]();
  await yieldToMain();
  const reactDom = import('react-dom/client');
  await yieldToMain();
  const app = await import('./bootstrap');
  const client = await reactDom;
  await yieldToMain();
  app.start(locale, await text, client);
}

// Async boundary: lets the federation runtime set up shared React before the app runs, in a task after
// the one that ran this file. (The Web Vitals beacon is not the app's: the loader requests it at idle, src/beacon.ts.)
setTimeout(() => void startApp());
