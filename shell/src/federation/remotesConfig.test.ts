import { NOT_PINNED, PAGE_AREA_ID, releaseMarker } from 'shared-content/tooling/fragment/names';
import { remoteEntry, type RemotesSetup } from './remotesConfig';

const config = { home: 'https://home.example/remoteEntry.js', about: 'https://about.example/remoteEntry.js' } as RemotesSetup['config'];
const sha384 = (letter: string) => `sha384-${letter.repeat(64)}`;
const pins = {
  about: { live: 'bbbb2222', releases: { aaaa1111: sha384('a'), bbbb2222: sha384('b'), cccc3333: 'sha384-short', dddd4444: 'sha256-abc' } },
  home: { live: 'unreleased', releases: { unreleased: sha384('h') } },
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('remoteEntry', () => {
  it('loads the release the pins name live, from its own folder, with its pinned integrity', () => {
    expect(remoteEntry('about', { config, pins })).toEqual({ url: 'https://about.example/releases/bbbb2222/remoteEntry.js', integrity: sha384('b') });
  });

  it('hydrates a server page with the code of the release its HTML came from, even after another went live', () => {
    document.body.innerHTML = `<div id="${PAGE_AREA_ID}" data-remote="about">${releaseMarker('aaaa1111')}<h1>About</h1></div>`;
    expect(remoteEntry('about', { config, pins })).toEqual({ url: 'https://about.example/releases/aaaa1111/remoteEntry.js', integrity: sha384('a') });
  });

  it('loads a plain build at its configured entry', () => {
    expect(remoteEntry('home', { config, pins })).toEqual({ url: config.home, integrity: sha384('h') });
  });

  it('gives a page from a release never pinned, or pinned with a malformed or weaker hash, or a remote without pins, an integrity no bytes have', () => {
    for (const release of ['eeee5555', 'cccc3333', 'dddd4444']) {
      document.body.innerHTML = `<div id="${PAGE_AREA_ID}" data-remote="about">${releaseMarker(release)}<h1>About</h1></div>`;
      expect([release, remoteEntry('about', { config, pins }).integrity]).toEqual([release, NOT_PINNED]);
    }
    expect(remoteEntry('home', { config, pins: {} })).toEqual({ url: config.home, integrity: NOT_PINNED });
  });
});
