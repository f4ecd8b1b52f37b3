import { PAGE_AREA_ID } from 'shared-content/tooling/fragment/names';

/**
 * The page area as the server composed it: the shell's HTML holds `<div id="page-root" data-remote=...
 * data-locale=...>`, into which the server included the remote's pre-rendered fragment in that language
 * (see shell/server/compose.js).
 */
/** Marks the spot in the build-time HTML where the server includes the route's fragment. */
export const PAGE_SLOT_MARKER = '<!--page-->';

export interface ServerPage {
  element: HTMLElement;
  html: string;
  /** False when the server sent its fallback, or no fragment at all (a host without includes). */
  rendered: boolean;
}

/** The server-rendered page area for `remote`, if this document has one. Client-only. */
export function findServerPage(remote: string): ServerPage | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(PAGE_AREA_ID);
  if (!element || element.dataset.remote !== remote) return null;
  const rendered = element.firstElementChild !== null && !element.querySelector('[data-fallback]');
  return { element, html: element.innerHTML, rendered };
}
