import { onTTFB } from 'web-vitals/onTTFB.js';
import { onINP } from 'web-vitals/attribution/onINP.js';
import { reportChromeChange, reportRemoteFailure, reportRemoteShown } from './beaconReports';
import { REMOTE_PINS_ID, VITALS_PATH } from 'shared-content/tooling/fragment/names';
import { reportWebVitals } from './vitals';

// jsdom measures nothing: the page view has a time to first byte of 120 ms (and INP as each test says).
jest.mock('web-vitals/onLCP.js', () => ({ onLCP: () => undefined }));
jest.mock('web-vitals/onCLS.js', () => ({ onCLS: () => undefined }));
jest.mock('web-vitals/onFCP.js', () => ({ onFCP: () => undefined }));
jest.mock('web-vitals/onTTFB.js', () => ({ onTTFB: jest.fn((record) => record({ name: 'TTFB', value: 120 })) }));
jest.mock('web-vitals/attribution/onINP.js', () => ({ onINP: jest.fn() }));

const sendBeacon = jest.fn(() => true);
beforeEach(() => {
  sendBeacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});
const hidePage = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  window.dispatchEvent(new Event('visibilitychange'));
};
const beaconSent = () => JSON.parse(String((sendBeacon.mock.calls[0] as unknown[])[1]));

it('names the page remotes that failed and the chrome a page changed in its beacon, once each, whichever script reported them', () => {
  // The app (main.js) may report before the beacon's own script (vitals.js) has loaded: each bundles its own copy.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a second copy of the module, as the other bundle has
  jest.isolateModules(() => (require('./beaconReports') as typeof import('./beaconReports')).reportChromeChange('about:footer'));
  reportWebVitals();
  expect(onTTFB).toHaveBeenCalled();
  reportRemoteFailure('about');
  reportRemoteFailure('about');
  reportRemoteFailure('contact');
  reportChromeChange('about:footer');

  hidePage();

  expect(sendBeacon).toHaveBeenCalledTimes(1);
  expect((sendBeacon.mock.calls[0] as unknown[])[0]).toBe(VITALS_PATH);
  expect(beaconSent()).toEqual({
    route: '/',
    language: 'en',
    release: null,
    metrics: [{ name: 'TTFB', value: 120 }],
    remoteFailures: ['about', 'contact'],
    chrome: ['about:footer'],
  });
});

it('names the release of each other remote the page view showed after client navigation, as the page pinned it', () => {
  const pin = (release: string) => ({ entry: `https://remote.example/releases/${release}/remoteEntry.js`, integrity: `sha384-${'a'.repeat(64)}`, release });
  const pins = { home: pin('0a0a'), about: pin('bbbb2222'), contact: pin('unreleased') };
  document.head.innerHTML = `<script type="application/json" id="${REMOTE_PINS_ID}">${JSON.stringify(pins)}</script>`;
  try {
    reportWebVitals();
    // The landing page's remote (home, at /) has its release from the page itself; a plain build has none.
    for (const remote of ['about', 'home', 'contact', 'about'] as const) reportRemoteShown(remote);
    hidePage();
    expect(beaconSent()).toEqual({ route: '/', language: 'en', release: null, metrics: [{ name: 'TTFB', value: 120 }], shown: { about: 'bbbb2222' } });
  } finally {
    document.head.innerHTML = '';
  }
});

it("sends INP with what its time was spent on: input delay, processing and presentation delay, and nothing else of its attribution", () => {
  jest.mocked(onINP).mockImplementationOnce((record) =>
    record({ name: 'INP', value: 152, attribution: { inputDelay: 104, processingDuration: 16, presentationDelay: 32, interactionTarget: 'nav>button', loadState: 'complete' } } as unknown as Parameters<typeof record>[0]),
  );
  reportWebVitals();
  hidePage();
  expect(beaconSent().metrics).toEqual([
    { name: 'TTFB', value: 120 },
    { name: 'INP', value: 152, attribution: { inputDelay: 104, processingDuration: 16, presentationDelay: 32 } },
  ]);
});
