import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { localeOfPath, pageRoutes, pathWithoutLocale } from 'shared-content';
import { serverPageRelease } from './federation/remotesConfig';

/** The beacon's address, on the site's own origin (shell/server/vitals.js; nginx passes it to the metrics process). */
export const VITALS_PATH = '/api/vitals';

/**
 * Reports this page view's Web Vitals (LCP, INP, CLS, FCP, TTFB), each measured once by the web-vitals
 * library, with the page's route, language and the release of the page remote that rendered it. They
 * leave in one beacon when the page is hidden (the visitor leaves, switches tab or app, locks the
 * phone): web-vitals settles LCP, CLS and INP on that same event, in its capturing listener, before this
 * one. A path that is not a page of the site (a 404) reports nothing.
 */
export function reportWebVitals() {
  const route = pathWithoutLocale(window.location.pathname);
  const page = pageRoutes.find((candidate) => candidate.path === route);
  if (!page || typeof navigator.sendBeacon !== 'function') return;
  const view = { route, language: localeOfPath(window.location.pathname), release: serverPageRelease(page.remote) };
  const measured = new Map<Metric['name'], number>();
  const record = (metric: Metric) => measured.set(metric.name, metric.value);
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(record);

  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || measured.size === 0) return;
    const metrics = [...measured].map(([name, value]) => ({ name, value }));
    measured.clear();
    navigator.sendBeacon(VITALS_PATH, JSON.stringify({ ...view, metrics }));
  });
}
