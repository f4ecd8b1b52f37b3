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
    // Its listener outlives a client-side navigation: seen first after the about team's journeys went on to /contact.
    refusal: /(about|contact) page's script cancelled a tap, click or key on a link of the chrome/,
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

/**
 * A page team's ordinary mistakes that the release check may not see (issue 48's table), served live: what the
 * chrome watch reports for each, and what a visitor does for it to show. The phone number stays one tap away.
 */
export interface VisitorMistake {
  name: string;
  script: string;
  what: ChromeChange;
  visitor?: (page: Page) => Promise<void>;
}

export const visitorMistakes: VisitorMistake[] = [
  {
    name: 'call tracking: a document click listener that cancels a tap on a tel: link, and forgets to dial',
    script: `document.addEventListener('click', (event) => { if (event.target.closest('a[href^="tel:"]')) event.preventDefault(); });`,
    what: 'links',
    visitor: (page) => page.locator('header a[href^="tel:"]').click(),
  },
  {
    name: 'a consent dialog opened with showModal() a second after load',
    script: `setTimeout(() => { const dialog = document.createElement('dialog'); dialog.textContent = 'We use cookies'; const ok = document.createElement('button'); ok.textContent = 'OK'; dialog.append(ok); document.querySelector('[data-page-area]').append(dialog); dialog.showModal(); }, 1000);`,
    what: 'covered',
  },
  {
    name: "a modal library's scroll lock left on body",
    script: `document.body.style.overflow = 'hidden';`,
    what: 'scroll',
  },
  {
    name: 'the footer removed 3 s after load',
    script: `setTimeout(() => document.querySelector('footer').remove(), 3000);`,
    what: 'footer',
  },
  {
    name: 'a keyboard handler that swallows Enter',
    script: `document.addEventListener('keydown', (event) => { if (event.key === 'Enter') event.preventDefault(); }, true);`,
    what: 'links',
    visitor: async (page) => {
      await page.locator('footer a[href="/contact"]').focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((address) => address.pathname === '/contact', { timeout: 5000 });
    },
  },
  {
    name: 'aria-hidden="true" on the app root, as modal libraries do',
    script: `document.getElementById('root').setAttribute('aria-hidden', 'true');`,
    what: 'hidden',
  },
  {
    name: 'body hidden (visibility: hidden), as a page transition left half-done',
    script: `document.body.style.visibility = 'hidden';`,
    what: 'hidden',
  },
];

/**
 * Issue 48's table: a page team's ordinary mistakes as its release would carry them, each refused by the
 * release gate with what it saw (`refusal`, which names where: a language, a width, a way of visiting).
 */
export interface ReleasedMistake {
  name: string;
  script: string;
  refusal: RegExp;
}

export const releasedMistakes: ReleasedMistake[] = [
  {
    name: 'call tracking: a document click listener cancels a tap on a tel: link',
    script: `document.addEventListener('click', (event) => { if (event.target.closest('a[href^="tel:"]')) event.preventDefault(); });`,
    refusal: /(header call link|108 link) did not open tel:|cancelled a tap, click or key on a link of the chrome/,
  },
  {
    name: 'a consent dialog (showModal) 4 s after load, skipped for automated browsers',
    script: `if (navigator.webdriver || /HeadlessChrome/.test(navigator.userAgent)) return; setTimeout(() => { const dialog = document.createElement('dialog'); dialog.textContent = 'We use cookies'; const ok = document.createElement('button'); ok.textContent = 'OK'; dialog.append(ok); document.querySelector('[data-page-area]').append(dialog); dialog.showModal(); }, 4000);`,
    refusal: /covered at its centre by <dialog>|covered the call link/,
  },
  {
    name: "a modal library's scroll lock left on body",
    script: `document.body.style.overflow = 'hidden';`,
    refusal: /the visitor can scroll to the footer.*scrolling stopped|stopped the page from scrolling/,
  },
  {
    name: 'the call link hidden only when lang is te',
    script: `if (document.documentElement.lang === 'te') document.querySelector('header a[href^="tel:"]').style.visibility = 'hidden';`,
    refusal: /\(te, /,
  },
  {
    name: 'the footer removed only at 360 px',
    script: `if (innerWidth <= 360) document.querySelector('footer').remove();`,
    refusal: /360 px/,
  },
  {
    name: 'a keyboard handler that swallows Enter',
    script: `document.addEventListener('keydown', (event) => { if (event.key === 'Enter') event.preventDefault(); }, true);`,
    refusal: /Enter on [^\n]* did not open|cancelled a tap, click or key on a link of the chrome/,
  },
  {
    name: 'the footer removed 3 s after load',
    script: `setTimeout(() => document.querySelector('footer').remove(), 3000);`,
    refusal: /changed the footer|the footer was removed/,
  },
  {
    name: 'aria-hidden="true" on the app root',
    script: `document.getElementById('root').setAttribute('aria-hidden', 'true');`,
    refusal: /<div id="root"> has aria-hidden|hid the chrome or made it inert|\/about did not render in Chromium/,
  },
];
