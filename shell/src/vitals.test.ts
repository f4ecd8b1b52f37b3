import { onTTFB } from 'web-vitals';
import { reportRemoteFailure, reportWebVitals, VITALS_PATH } from './vitals';

// The beacon's address is the endpoint's (the browser's code cannot import the server's, see eslint.config.mjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const endpoint = require('../server/vitals') as { VITALS_PATH: string };

// jsdom measures nothing: the page view has a time to first byte of 120 ms.
jest.mock('web-vitals', () => {
  const none = () => undefined;
  return { onLCP: none, onINP: none, onCLS: none, onFCP: none, onTTFB: jest.fn((record) => record({ name: 'TTFB', value: 120 })) };
});

it('sends the beacon where the servers take it', () => {
  expect(VITALS_PATH).toBe(endpoint.VITALS_PATH);
});

it('names the page remotes that failed during the page view in its beacon, once each', () => {
  const sendBeacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  reportWebVitals();
  expect(onTTFB).toHaveBeenCalled();
  reportRemoteFailure('about');
  reportRemoteFailure('about');
  reportRemoteFailure('contact');

  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  window.dispatchEvent(new Event('visibilitychange'));

  expect(sendBeacon).toHaveBeenCalledTimes(1);
  expect(JSON.parse(String((sendBeacon.mock.calls[0] as unknown[])[1]))).toEqual({
    route: '/',
    language: 'en',
    release: null,
    metrics: [{ name: 'TTFB', value: 120 }],
    remoteFailures: ['about', 'contact'],
  });
});
