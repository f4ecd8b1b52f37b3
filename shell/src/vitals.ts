// Each from its own module, so that INP's attribution build shares the library's code with the others.
import { onCLS } from 'web-vitals/onCLS.js';
import { onFCP } from 'web-vitals/onFCP.js';
import { onINP } from 'web-vitals/attribution/onINP.js';
import { onLCP } from 'web-vitals/onLCP.js';
import { onTTFB } from 'web-vitals/onTTFB.js';
import type { INPMetricWithAttribution, Metric } from 'web-vitals/attribution';
import { localeOfPath, pageRoutes, pathWithoutLocale } from 'shared-content';
import { VITALS_PATH } from 'shared-content/tooling/fragment/names';
import { takeBeaconReports } from './beaconReports';
import { pinnedReleases, serverPageRelease } from './federation/remotesConfig';

/** A metric as the beacon sends it: INP with what its time was spent on (shell/server/vitals.js). */
type Measured = { name: Metric['name']; value: number; attribution?: { inputDelay: number; processingDuration: number; presentationDelay: number } };

/**
 * Reports the Web Vitals (LCP, INP with its attribution, CLS, FCP, TTFB) of the page the visitor landed on,
 * measured by the web-vitals library, with its route, language and the release of the page remote that rendered it
 * (pages reached by client-side navigation after it count to it: web-vitals measures the document), and the
 * releases of the other remotes the view showed after client navigation (`shown`, from the page's pins), so that
 * the canary judge counts the view for each remote it showed (shell/server/vitals.js). They
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
  const measured = new Map<Metric['name'], Measured>();
  const record = ({ name, value }: Metric) => measured.set(name, { name, value });
  for (const observe of [onLCP, onCLS, onFCP, onTTFB]) observe(record);
  onINP(({ name, value, attribution: { inputDelay, processingDuration, presentationDelay } }: INPMetricWithAttribution) =>
    measured.set(name, { name, value, attribution: { inputDelay, processingDuration, presentationDelay } }),
  );

  const sendOnce = () => {
    if (document.visibilityState !== 'hidden') return;
    window.removeEventListener('visibilitychange', sendOnce);
    const metrics = [...measured.values()];
    const { remoteFailures, remotesNotPinned, chrome, scriptErrors, remotesShown } = takeBeaconReports();
    if (metrics.length + remoteFailures.length + remotesNotPinned.length + chrome.length + scriptErrors.length === 0) return;
    const shown = pinnedReleases(remotesShown.filter((remote) => remote !== page.remote));
    const reports = { ...(Object.keys(shown).length > 0 && { shown }), ...(remoteFailures.length > 0 && { remoteFailures }), ...(remotesNotPinned.length > 0 && { remotesNotPinned }), ...(chrome.length > 0 && { chrome }), ...(scriptErrors.length > 0 && { scriptErrors }) };
    navigator.sendBeacon(VITALS_PATH, JSON.stringify({ ...view, metrics, ...reports }));
  };
  window.addEventListener('visibilitychange', sendOnce);
}
