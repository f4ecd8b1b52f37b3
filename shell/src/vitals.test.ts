import { onTTFB } from 'web-vitals';
import { reportChromeChange, reportRemoteFailure } from './beaconReports';
import { VITALS_PATH } from 'shared-content/tooling/fragment/names';
import { reportWebVitals } from './vitals';

// jsdom measures nothing: the page view has a time to first byte of 120 ms.
jest.mock('web-vitals', () => {
  const none = () => undefined;
  return { onLCP: none, onINP: none, onCLS: none, onFCP: none, onTTFB: jest.fn((record) => record({ name: 'TTFB', value: 120 })) };
});

it('names the page remotes that failed and the chrome a page changed in its beacon, once each, whichever script reported them', () => {
  const sendBeacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  // The app (main.js) may report before the beacon's own script (vitals.js) has loaded: each bundles its own copy.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a second copy of the module, as the other bundle has
  jest.isolateModules(() => (require('./beaconReports') as typeof import('./beaconReports')).reportChromeChange('about:footer'));
  reportWebVitals();
  expect(onTTFB).toHaveBeenCalled();
  reportRemoteFailure('about');
  reportRemoteFailure('about');
  reportRemoteFailure('contact');
  reportChromeChange('about:footer');

  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  window.dispatchEvent(new Event('visibilitychange'));

  expect(sendBeacon).toHaveBeenCalledTimes(1);
  expect((sendBeacon.mock.calls[0] as unknown[])[0]).toBe(VITALS_PATH);
  expect(JSON.parse(String((sendBeacon.mock.calls[0] as unknown[])[1]))).toEqual({
    route: '/',
    language: 'en',
    release: null,
    metrics: [{ name: 'TTFB', value: 120 }],
    remoteFailures: ['about', 'contact'],
    chrome: ['about:footer'],
  });
});
