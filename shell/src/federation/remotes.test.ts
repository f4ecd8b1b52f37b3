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
