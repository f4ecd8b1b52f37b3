import { init } from '@module-federation/enhanced/runtime';
import { render, within } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import type { Locale } from 'shared-content';
import { REMOTE_PINS_ID, remoteLoadLimits } from 'shared-content/tooling/fragment/names';
import { loadPage, RemoteLoadError } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ ...jest.requireActual('@module-federation/enhanced/runtime'), init: jest.fn() }));

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
const remotesConfig = { home: 'https://home.example/remoteEntry.js', about: 'https://about.example/releases/0123abcd4567/remoteEntry.js' };
const integrity = `sha384-${'h'.repeat(64)}`;

/** The pins the composer writes into the page: each remote's live entry and its integrity. */
function pinPage(pins: Record<string, { entry: string; integrity: string }>) {
  document.head.innerHTML = `<script type="application/json" id="${REMOTE_PINS_ID}">${JSON.stringify(pins)}</script>`;
}

beforeEach(() => {
  jest.mocked(init).mockReturnValue({ loadRemote, registerRemotes } as unknown as ReturnType<typeof init>);
  globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ shared: [] }) });
  pinPage({ home: { entry: remotesConfig.home, integrity }, about: { entry: remotesConfig.about, integrity } });
});

/** An exposed page module, as a remote builds it: the page and a text loader per language. */
function ThePage({ locale, text }: { locale: Locale; text: { heading: string } }) {
  return createElement('h1', { lang: locale }, text.heading);
}
const pageModule = {
  default: ThePage,
  text: {
    en: async () => ({ heading: 'About us' }),
    te: async () => ({ heading: 'మా గురించి' }),
    hi: async () => ({ heading: 'हमारे बारे में' }),
    ur: async () => ({ heading: 'ہمارے بارے میں' }),
  },
};

/** Renders a loaded page and returns its h1. */
function headingOf(Page: ComponentType) {
  const { container } = render(createElement(Page));
  return within(container).getByRole('heading', { level: 1 });
}

describe('loadPage', () => {
  it("registers the remotes the page's pins name and loads the exposed page with its text in the language asked for", async () => {
    loadRemote.mockResolvedValue(pageModule);
    const heading = headingOf(await loadPage('home', 'ur'));
    expect(heading).toHaveTextContent('ہمارے بارے میں');
    expect(heading).toHaveAttribute('lang', 'ur');
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

  it('gives the same page back for the same language, and loads another language on its own', async () => {
    loadRemote.mockResolvedValue(pageModule);
    const english = await loadPage('about', 'en');
    expect(await loadPage('about', 'en')).toBe(english);
    expect(headingOf(await loadPage('about', 'te'))).toHaveTextContent('మా గురించి');
  });

  it('reports a failure as RemoteLoadError and tries the remote again on the next call, from a new request for its entry', async () => {
    loadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValueOnce(pageModule);
    await expect(loadPage('home', 'hi')).rejects.toBeInstanceOf(RemoteLoadError);
    await new Promise((resolve) => setTimeout(resolve));
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'home', entry: expect.stringMatching(/^https:\/\/home\.example\/remoteEntry\.js\?attempt=\d+$/) }], { force: true });
    expect(headingOf(await loadPage('home', 'hi'))).toHaveTextContent('हमारे बारे में');
  });

  it('treats a remote without text in the language as broken', async () => {
    loadRemote.mockResolvedValue({ default: ThePage, text: { en: pageModule.text.en } });
    await expect(loadPage('home', 'te')).rejects.toBeInstanceOf(RemoteLoadError);
    loadRemote.mockResolvedValue({ default: ThePage });
    await expect(loadPage('home', 'en')).rejects.toBeInstanceOf(RemoteLoadError);
  });

  it('gives up on a remote that never answers', async () => {
    jest.useFakeTimers();
    loadRemote.mockReturnValue(new Promise(() => undefined));
    const result = loadPage('contact', 'en');
    const settled = expect(result).rejects.toBeInstanceOf(RemoteLoadError);
    await jest.advanceTimersByTimeAsync(remoteLoadLimits.pageMs);
    await settled;
    jest.useRealTimers();
  });
});

describe('loadPage with releases', () => {
  const manifest = (range: string) => ({ shared: [{ name: 'react', requiredVersion: range }] });

  beforeEach(() => {
    loadRemote.mockReset().mockResolvedValue(pageModule);
    document.body.innerHTML = '';
  });

  /** The module as a fresh page load sees it: no remote registered yet. */
  async function freshLoader() {
    jest.resetModules();
    const runtime = await import('@module-federation/enhanced/runtime');
    jest.mocked(runtime.init).mockReturnValue({ loadRemote, registerRemotes } as unknown as ReturnType<typeof init>);
    return { ...(await import('./remotes')), init: runtime.init };
  }

  function respondWith(manifestRange: string) {
    globalThis.fetch = jest.fn(async () => ({ ok: true, json: async () => manifest(manifestRange) })) as unknown as typeof fetch;
  }

  it("loads each remote's code from the entry the page's pins name (its live release's folder), whatever its server page says", async () => {
    respondWith('^19.0.0');
    const { loadPage: load, init: freshInit } = await freshLoader();
    expect(headingOf(await load('about', 'en'))).toHaveTextContent('About us');
    expect(freshInit).toHaveBeenCalledWith(
      expect.objectContaining({
        remotes: [
          { name: 'home', entry: remotesConfig.home },
          { name: 'about', entry: remotesConfig.about },
        ],
      }),
    );
    expect(globalThis.fetch).toHaveBeenCalledWith('https://about.example/releases/0123abcd4567/mf-manifest.json', expect.anything());
  });

  it('refuses, as not pinned, a remote the page carries no pin for: its code is never asked for', async () => {
    respondWith('^19.0.0');
    pinPage({ home: { entry: remotesConfig.home, integrity } });
    const { loadPage: load, RemoteLoadError: LoadError } = await freshLoader();
    const failure = await load('about', 'en').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LoadError);
    expect((failure as RemoteLoadError).notPinned).toBe(true);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('treats a remote whose manifest asks for another React major as down, even though its code loaded', async () => {
    respondWith('^18.2.0');
    const { loadPage: load, RemoteLoadError: LoadError } = await freshLoader();
    await expect(load('home', 'en')).rejects.toBeInstanceOf(LoadError);
    expect(globalThis.fetch).toHaveBeenCalledWith('https://home.example/mf-manifest.json', expect.anything());
  });
});
