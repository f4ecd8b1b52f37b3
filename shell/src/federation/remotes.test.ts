import { init } from '@module-federation/enhanced/runtime';
import { loadPage, RemoteLoadError } from './remotes';
import { REMOTE_TIMEOUT_MS } from './resiliencePlugin';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn() }));

const loadRemote = jest.fn();
const remotesConfig = { home: 'https://home.example/remoteEntry.js', about: 'https://about.example/remoteEntry.js' };

beforeEach(() => {
  jest.mocked(init).mockReturnValue({ loadRemote } as unknown as ReturnType<typeof init>);
  globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => remotesConfig });
});

function ThePage() {
  return null;
}

describe('loadPage', () => {
  it('registers the remotes named in /remotes.json and loads the exposed page', async () => {
    loadRemote.mockResolvedValue({ default: ThePage });
    await expect(loadPage('home')).resolves.toBe(ThePage);
    expect(globalThis.fetch).toHaveBeenCalledWith('/remotes.json');
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({
        remotes: [
          { name: 'home', entry: remotesConfig.home },
          { name: 'about', entry: remotesConfig.about },
        ],
        shareStrategy: 'loaded-first',
      }),
    );
    expect(loadRemote).toHaveBeenCalledWith('home/Page');
  });

  it('reports a failure as RemoteLoadError and tries the remote again on the next call', async () => {
    loadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValueOnce({ default: ThePage });
    await expect(loadPage('about')).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(loadPage('about')).resolves.toBe(ThePage);
  });

  it('gives up on a remote that never answers', async () => {
    jest.useFakeTimers();
    loadRemote.mockReturnValue(new Promise(() => undefined));
    const result = loadPage('contact');
    const settled = expect(result).rejects.toBeInstanceOf(RemoteLoadError);
    await jest.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS + 3000);
    await settled;
    jest.useRealTimers();
  });
});

describe('loadPage with releases', () => {
  const manifest = (range: string) => ({ shared: [{ name: 'react', requiredVersion: range }] });

  beforeEach(() => {
    loadRemote.mockReset().mockResolvedValue({ default: ThePage });
    document.body.innerHTML = '';
  });

  /** The module as a fresh page load sees it: no remote registered yet. */
  async function freshLoader() {
    jest.resetModules();
    const runtime = await import('@module-federation/enhanced/runtime');
    jest.mocked(runtime.init).mockReturnValue({ loadRemote } as unknown as ReturnType<typeof init>);
    return { ...(await import('./remotes')), init: runtime.init };
  }

  function respondWith(manifestRange: string) {
    globalThis.fetch = jest.fn(async (url: string) => ({
      ok: true,
      json: async () => (url === '/remotes.json' ? remotesConfig : manifest(manifestRange)),
    })) as unknown as typeof fetch;
  }

  it('hydrates a server page with the code of the release its HTML names', async () => {
    respondWith('^19.0.0');
    document.body.innerHTML = '<div id="page-root" data-remote="about"><!--release:0123abcd4567--><h1>About</h1></div>';
    const { loadPage: load, init: freshInit } = await freshLoader();
    await expect(load('about')).resolves.toBe(ThePage);
    const releaseEntry = 'https://about.example/releases/0123abcd4567/remoteEntry.js';
    expect(freshInit).toHaveBeenCalledWith(
      expect.objectContaining({
        remotes: [
          { name: 'home', entry: remotesConfig.home },
          { name: 'about', entry: releaseEntry },
        ],
      }),
    );
    expect(globalThis.fetch).toHaveBeenCalledWith('https://about.example/releases/0123abcd4567/mf-manifest.json');
  });

  it('treats a remote whose manifest asks for another React major as down, even though its code loaded', async () => {
    respondWith('^18.2.0');
    const { loadPage: load, RemoteLoadError: LoadError } = await freshLoader();
    await expect(load('home')).rejects.toBeInstanceOf(LoadError);
    expect(globalThis.fetch).toHaveBeenCalledWith('https://home.example/mf-manifest.json');
  });
});
