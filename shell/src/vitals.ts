import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { localeOfPath, pageRoutes, pathWithoutLocale } from 'shared-content';
import { VITALS_PATH } from 'shared-content/tooling/fragment/names';
import { takeBeaconReports } from './beaconReports';
import { serverPageRelease } from './federation/remotesConfig';


/**
 * Reports the Web Vitals (LCP, INP, CLS, FCP, TTFB) of the page the visitor landed on, measured by the
 * web-vitals library, with its route, language and the release of the page remote that rendered it
 * (pages reached by client-side navigation after it count to it: web-vitals measures the document). They
 * leave in one beacon, once, the first time the page is hidden (the visitor leaves, switches tab or app,
 * locks the phone): web-vitals settles LCP, CLS and INP on that same event, in its capturing listener,
 * before this one; what it reports after that is not sent, so a page view counts once. The same beacon carries
 * the page remotes that failed and what the chrome watch saw a page's script change (beaconReports.ts). A path
 * that is not a page of the site (a 404) reports nothing.
 */
export function reportWebVitals() {
  const route = pathWithoutLocale(window.location.pathname);
  const page = pageRoutes.find((candidate) => candidate.path === route);
  if (!page || typeof navigator.sendBeacon !== 'function') return;
  const view = { route, language: localeOfPath(window.location.pathname), release: serverPageRelease(page.remote) };
  const measured = new Map<Metric['name'], number>();
  const record = (metric: Metric) => measured.set(metric.name, metric.value);
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(record);

  const sendOnce = () => {
    if (document.visibilityState !== 'hidden') return;
    window.removeEventListener('visibilitychange', sendOnce);
    const metrics = [...measured].map(([name, value]) => ({ name, value }));
    const { remoteFailures, remotesNotPinned, chrome, scriptErrors } = takeBeaconReports();
    if (metrics.length + remoteFailures.length + remotesNotPinned.length + chrome.length + scriptErrors.length === 0) return;
    const reports = { ...(remoteFailures.length > 0 && { remoteFailures }), ...(remotesNotPinned.length > 0 && { remotesNotPinned }), ...(chrome.length > 0 && { chrome }), ...(scriptErrors.length > 0 && { scriptErrors }) };
    navigator.sendBeacon(VITALS_PATH, JSON.stringify({ ...view, metrics, ...reports }));
  };
  window.addEventListener('visibilitychange', sendOnce);
}
