import type { Page } from 'playwright-core';
import type { ChromeChange } from 'shared-content';

/**
 * What a careless (or hostile) page team's script might do to the chrome once its page has hydrated
 * (the cases), what the release's refusal says about each, and what the chrome watch reports
 * when the script is served anyway. `visitor`: what a visitor does for the change to show.
 */
export interface CarelessScript {
  name: string;
  script: string;
  refusal: RegExp;
  what: ChromeChange;
  visitor?: (page: Page) => Promise<void>;
}

export const carelessScripts: CarelessScript[] = [
  {
    name: "hides the header's call link",
    script: `document.querySelector('header a[href^="tel:"]').style.visibility = 'hidden';`,
    refusal: /about page's script changed the header/,
    what: 'header',
  },
  {
    name: 'removes the footer',
    script: `document.querySelector('footer').remove();`,
    refusal: /about page's script changed the footer/,
    what: 'footer',
  },
  {
    name: 'cancels every click on a link outside its page area',
    script: `document.addEventListener('click', (event) => { const link = event.target.closest('a'); if (link && !link.closest('[data-page-area]')) event.preventDefault(); }, true);`,
    refusal: /about page's script cancelled a click on a link of the chrome/,
    what: 'links',
    visitor: (page) => page.locator('footer a[href="/contact"]').click(),
  },
  {
    name: 'flips <html dir>',
    script: `document.documentElement.dir = document.documentElement.dir === 'rtl' ? 'ltr' : 'rtl';`,
    refusal: /about page's script changed <html dir>/,
    what: 'dir',
  },
  {
    name: 'adds a <style> hiding the header and the footer',
    script: `const style = document.createElement('style'); style.textContent = 'header, footer { display: none }'; document.head.append(style);`,
    // The CSP reports the inline style, or the watch takes the element out first: either refuses it.
    refusal: /about page's script added a stylesheet|console error in \/([a-z]{2}\/)?about: .*Content Security Policy/,
    what: 'style',
  },
  {
    name: 'covers the header with a fixed element appended to <body>',
    script: `const cover = document.createElement('div'); cover.style.cssText = 'position:fixed;inset:0 0 auto 0;height:160px;z-index:2147483647;background:#fff'; document.body.append(cover);`,
    refusal: /is covered at its centre by <div>/,
    what: 'covered',
  },
];

/** The script as a page's code runs it: once the page has hydrated (the shell's page-interactive mark). */
export function onceHydrated(script: string) {
  return `\n;(function () { if (typeof document === 'undefined') return; var run = function () { ${script} }; var wait = function () { performance.getEntriesByName('page-interactive').length > 0 ? run() : setTimeout(wait, 50); }; wait(); })();\n`;
}
