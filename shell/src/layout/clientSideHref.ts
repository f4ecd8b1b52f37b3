import { localeOfPath } from 'shared-content';

/**
 * The path to navigate to client-side when a click on a plain <a href> inside a page should not reload
 * the site, or null when the browser should follow the link itself (other origins, tel:, mailto:,
 * new tabs, downloads, modified clicks, jumps within the current page, and pages in another language:
 * a document is in one language).
 */
export function clientSideHref(event: MouseEvent, current: Pick<Location, 'origin' | 'pathname' | 'search'>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const anchor = (event.target as Element).closest('a');
  if (!anchor || !anchor.hasAttribute('href') || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;

  const url = new URL(anchor.href, current.origin);
  if (url.origin !== current.origin) return null;
  if (localeOfPath(url.pathname) !== localeOfPath(current.pathname)) return null;
  const samePage = url.pathname === current.pathname && url.search === current.search;
  if (samePage && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
