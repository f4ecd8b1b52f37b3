// The page's one inline script (built on its own and inlined into every page: shell/prerender/head-tags.js).
// It loads nothing while the visitor only reads: every page works without JavaScript (links, the Menu
// popover, the contact form's post). At the first sign of interaction it requests the app (`main.js`, which
// loads the router, React and the page's remote and hydrates) and the page remote's pinned entry beside it,
// without ever cancelling the event: a tap on a link before the app has arrived navigates as a plain link,
// the Menu opens as a popover, typed text stays in its field. Once the browser is idle after the first
// contentful paint it requests the Web Vitals beacon and the manifest, which pull no React. It also tells
// the beacon's endpoint about every script the browser refused (Subresource Integrity).
import type { RemoteName } from 'shared-content';
import { LOADER_SCRIPTS_ATTRIBUTE, NOT_PINNED, PAGE_AREA_ID, VITALS_PATH } from 'shared-content/tooling/fragment/names';
import { pagePins, remoteEntry } from '../federation/remotesConfig';

/** A script the loader requests, with the integrity the build computed for its file. */
export type PageScript = { src: string; integrity: string };
/** What the loader requests: the app on interaction, the beacon and the web app manifest at idle. */
export type PageScripts = { app: PageScript; beacon: PageScript; manifest: string };

/**
 * What counts as the visitor being about to interact: a pointer coming over or pressing, or focus arriving
 * on, a link or a control (the Menu button included), or the contact form coming within a screen of view.
 * Reading, scrolling and selecting text load nothing (the page's `main` takes focus by script only,
 * `tabindex="-1"`: a pointer over the text is no sign). Chosen with `npm run bench:phone`
 * (shell/bench/README.md): pointerover and touchstart come before the pointerdown and click of the same
 * tap, and the form is loaded before the visitor reaches it.
 */
export const signsOfInteraction = {
  events: ['pointerover', 'pointerdown', 'touchstart', 'focusin'],
  targets: 'a,button,input,select,textarea,label,summary,[tabindex]:not([tabindex="-1"])',
  observed: '#page-root form',
  margin: '100% 0px',
} as const;

/** How long the loader waits after a script failed before it asks for the file again, to tell a refusal from a page being left. */
export const CONFIRM_AFTER_MS = 2000;
/** The latest the beacon is requested after the first paint was observed, should the browser never be idle. */
const BEACON_AT_LATEST_MS = 3000;

function addToHead(tagName: 'script' | 'link', attributes: Record<string, string>) {
  const element = document.createElement(tagName);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.appendChild(element);
}

const verifiedScript = ({ src, integrity }: PageScript) => ({ src, integrity, crossorigin: 'anonymous' });

/** The scripts the build named on the loader's own tag. */
export function scriptsOf(loader: Element): PageScripts {
  return JSON.parse(loader.getAttribute(LOADER_SCRIPTS_ATTRIBUTE) ?? 'null') as PageScripts;
}

/**
 * The entry of the page remote whose page the server sent (its page area), from the page's pins, requested with its pinned integrity beside the app, so the
 * page does not wait for the app's code before it asks for its own (the federation runtime then uses the
 * preloaded script: same URL, integrity and CORS mode). A page with no pin for it asks for nothing: the
 * app reports the remote as not pinned.
 */
function preloadPageEntry() {
  const remote = document.getElementById(PAGE_AREA_ID)?.dataset.remote;
  if (!remote) return;
  try {
    const { url, integrity } = remoteEntry(remote as RemoteName, pagePins());
    addToHead('link', { rel: 'preload', as: 'script', href: url, integrity, crossorigin: 'anonymous' });
  } catch {
    // not pinned: nothing to ask for
  }
}

/** Requests the app (and the page's entry) once, at the first sign of interaction. */
export function loadOnInteraction(app: PageScript) {
  let started = false;
  let formSeen: IntersectionObserver | undefined;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of signsOfInteraction.events) document.removeEventListener(type, sign, true);
    formSeen?.disconnect();
    preloadPageEntry();
    addToHead('script', verifiedScript(app));
  };
  function sign(event: Event) {
    if (event.target instanceof Element && event.target.closest(signsOfInteraction.targets)) start();
  }
  for (const type of signsOfInteraction.events) document.addEventListener(type, sign, { capture: true, passive: true });
  const forms = document.querySelectorAll(signsOfInteraction.observed);
  if (forms.length > 0 && 'IntersectionObserver' in window) {
    formSeen = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: signsOfInteraction.margin });
    forms.forEach((form) => formSeen?.observe(form));
  }
}

/**
 * Requests the beacon and the manifest once the browser is idle after the first contentful paint (or
 * BEACON_AT_LATEST_MS after the paint observer started, should that report never come).
 */
export function measureAtIdle(beacon: PageScript, manifest: string) {
  let requested = false;
  const measure = () => {
    if (requested) return;
    requested = true;
    addToHead('link', { rel: 'manifest', href: manifest });
    addToHead('script', verifiedScript(beacon));
  };
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(measure, { timeout: 2000 }) : setTimeout(measure, 200));
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      idle();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(measure, BEACON_AT_LATEST_MS);
  } else requestAnimationFrame(() => setTimeout(idle));
}

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** Whose script it is: `shell` for the site's own origin, else the origin it came from (the server names the remote). */
const ownerOf = (src: string) => {
  const { origin } = new URL(src, location.href);
  return origin === location.origin ? 'shell' : origin;
};

/**
 * Whether the file at a script's address, asked for again, has bytes other than its integrity allows: a
 * refusal. A file that does not answer (or answers an error) is a failure to load, not a refusal. Without
 * `crypto.subtle` (a page not served securely) a file that answers is counted refused.
 */
async function refused(script: HTMLScriptElement, integrity: string) {
  const response = await fetch(script.src, { mode: 'cors', credentials: 'omit' });
  if (!response.ok) return false;
  if (!window.crypto?.subtle) return true;
  const hash = await window.crypto.subtle.digest('SHA-384', await response.arrayBuffer());
  return !integrity.split(' ').includes(`sha384-${base64(hash)}`);
}

/**
 * Watches for the browser refusing a script of the page (its `error`, heard from the window in the capture
 * phase, for scripts added later too) and reports each refusal to the beacon's endpoint itself (the
 * beacon's own script may be the one refused). A script nobody pinned (NOT_PINNED: a release forced live
 * by hand) is a known state, not altered bytes, and a load cut off by the page being left is no refusal:
 * neither is reported. The check waits CONFIRM_AFTER_MS, so a page being left has said so with `pagehide`
 * first; a check that a departure overtook is dropped, also when the page comes back from the
 * back/forward cache, whose scripts failing afterwards are checked again.
 */
export function reportRefusedScripts() {
  let departures = 0;
  window.addEventListener('pagehide', () => departures++);
  window.addEventListener(
    'error',
    (event) => {
      const script = event.target;
      const integrity = script instanceof HTMLScriptElement ? script.getAttribute('integrity') : null;
      if (!integrity || integrity === NOT_PINNED) return;
      const before = departures;
      setTimeout(() => {
        if (departures !== before) return;
        refused(script as HTMLScriptElement, integrity).then(
          (bytesRefused) => bytesRefused && navigator.sendBeacon?.(VITALS_PATH, JSON.stringify({ refusedScript: ownerOf((script as HTMLScriptElement).src) })),
          () => undefined,
        );
      }, CONFIRM_AFTER_MS);
    },
    true,
  );
}

/** Everything the loader does, for the scripts the build named. */
export function startLoader({ app, beacon, manifest }: PageScripts) {
  reportRefusedScripts();
  loadOnInteraction(app);
  measureAtIdle(beacon, manifest);
}
