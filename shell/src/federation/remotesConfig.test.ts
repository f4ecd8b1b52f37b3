import { REMOTE_PINS_ID } from 'shared-content/tooling/fragment/names';
import { pagePins, pinnedReleases, remoteEntry, RemoteNotPinned } from './remotesConfig';

const sha384 = (letter: string) => `sha384-${letter.repeat(64)}`;
const pins = {
  about: { entry: 'https://about.example/releases/bbbb2222/remoteEntry.js', integrity: sha384('b'), release: 'bbbb2222' },
  home: { entry: 'https://home.example/remoteEntry.js', integrity: sha384('h'), release: 'unreleased' },
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe("the page's pins", () => {
  it('reads the JSON data block the composer wrote, and pins nothing on a page without one', () => {
    expect(pagePins()).toEqual({});
    document.head.innerHTML = `<script type="application/json" id="${REMOTE_PINS_ID}">${JSON.stringify(pins)}</script>`;
    expect(pagePins()).toEqual(pins);
  });

  it("names each remote's live entry and integrity (development builds, as here, load it unchecked)", () => {
    expect(remoteEntry('about', pins).url).toBe(pins.about.entry);
    expect(remoteEntry('home', pins).url).toBe(pins.home.entry);
  });

  it('names the releases pinned for the remotes asked, never a plain build nor a remote the page pins nothing for', () => {
    expect(pinnedReleases(['about', 'home', 'contact'], pins)).toEqual({ about: 'bbbb2222' });
    document.head.innerHTML = `<script type="application/json" id="${REMOTE_PINS_ID}">${JSON.stringify(pins)}</script>`;
    expect(pinnedReleases(['about'])).toEqual({ about: 'bbbb2222' });
    expect(pinnedReleases([])).toEqual({});
  });

  it('refuses, as not pinned, a remote the page has no entry for', () => {
    expect(() => remoteEntry('contact', pins)).toThrow(RemoteNotPinned);
  });

  it('in production, loads with the pinned integrity, and refuses as not pinned a malformed or weaker one', () => {
    const environment = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const production = require('./remotesConfig') as typeof import('./remotesConfig');
        expect(production.remoteEntry('about', pins)).toEqual({ url: pins.about.entry, integrity: sha384('b') });
        for (const integrity of ['sha384-short', 'sha256-abc', '']) {
          expect(() => production.remoteEntry('about', { about: { ...pins.about, integrity } })).toThrow(production.RemoteNotPinned);
        }
      });
    } finally {
      process.env.NODE_ENV = environment;
    }
  });
});
