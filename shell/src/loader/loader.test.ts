import { createHash, webcrypto } from 'node:crypto';
// Node's own, which jsdom lacks and jest's fake timers leave alone: a turn of the event loop for the file asked for again.
import { setImmediate } from 'node:timers';
import { LOADER_SCRIPTS_ATTRIBUTE, NOT_PINNED, PAGE_AREA_ID, REMOTE_PINS_ID, VITALS_PATH } from 'shared-content/tooling/fragment/names';
import type * as Loader from './loader';

const sha384 = (bytes: string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

// The loader as production builds it: remote entries only with a well-formed pinned integrity (remotesConfig.ts's verifiesScripts).
let loader: typeof Loader;
beforeAll(() => {
  const environment = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loader = require('./loader') as typeof Loader;
  });
  process.env.NODE_ENV = environment;
});

/** The scripts (or preloads) the page has asked for at an address. */
const requested = (src: string) => [...document.head.querySelectorAll(`script[src="${src}"], link[href="${src}"]`)];

let tests = 0;
/** An app script of the test's own: each test's loader listens on the same document as the ones before it. */
const appOfThisTest = () => ({ src: `/main.js?test=${++tests}`, integrity: sha384(`main ${tests}`) });

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('which signs of interaction start the code', () => {
  beforeEach(() => {
    document.body.innerHTML = '<header><button type="button">Menu</button><a href="/about">About</a></header><main tabindex="-1"><p>Text to read</p><label for="name">Name</label><input id="name"></main>';
  });

  it.each([
    ['a pointer coming over a link', 'pointerover', 'a'],
    ['a pointer pressing the Menu button', 'pointerdown', 'button'],
    ['a touch on a label', 'touchstart', 'label'],
    ['focus arriving on a field', 'focusin', 'input'],
  ])('%s requests the app, once, with the integrity of its file, and never cancels the event', (_sign, type, selector) => {
    const app = appOfThisTest();
    loader.loadOnInteraction(app);
    expect(requested(app.src)).toHaveLength(0);
    const event = new Event(type, { bubbles: true, cancelable: true });
    expect(document.querySelector(selector)!.dispatchEvent(event)).toBe(true);
    document.querySelector('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    const [script] = requested(app.src);
    expect(requested(app.src)).toHaveLength(1);
    expect(script.tagName).toBe('SCRIPT');
    expect(script).toHaveAttribute('integrity', app.integrity);
    expect(script).toHaveAttribute('crossorigin', 'anonymous');
  });

  it('reading, scrolling, pressing keys and focus moved to the page by script request nothing', () => {
    const app = appOfThisTest();
    loader.loadOnInteraction(app);
    document.querySelector('p')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.querySelector('p')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.querySelector('main')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(requested(app.src)).toHaveLength(0);
  });

  it('the contact form coming within a screen of view requests the app', () => {
    document.body.innerHTML = `<main><div id="${PAGE_AREA_ID}"><form></form></div></main>`;
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; observed: Element[] }[] = [];
    window.IntersectionObserver = class {
      observed: Element[] = [];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options, observed: this.observed });
      }
      observe(element: Element) {
        this.observed.push(element);
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    const app = appOfThisTest();
    loader.loadOnInteraction(app);
    const [{ callback, options, observed }] = observers;
    expect(observed).toEqual([document.querySelector('form')]);
    expect(options?.rootMargin).toBe('100% 0px');
    callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(requested(app.src)).toHaveLength(0);
    callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(requested(app.src)).toHaveLength(1);
  });
});

describe("the page's pins", () => {
  const pinned = { entry: 'https://about.example/releases/bbbb2222/remoteEntry.js', integrity: sha384('about entry') };
  const pageOf = (remote: string, pins: object) => {
    document.head.innerHTML = `<script type="application/json" id="${REMOTE_PINS_ID}">${JSON.stringify(pins)}</script>`;
    document.body.innerHTML = `<a href="/">Home</a><div id="${PAGE_AREA_ID}" data-remote="${remote}"></div>`;
  };
  const startByTap = (app: Loader.PageScript) => {
    loader.loadOnInteraction(app);
    document.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  };

  it("are read from the page's JSON block: the page remote's entry is asked for beside the app, with its pinned integrity", () => {
    pageOf('about', { about: pinned, home: { entry: 'https://home.example/releases/1/remoteEntry.js', integrity: sha384('home') } });
    const app = appOfThisTest();
    startByTap(app);
    const [preload] = requested(pinned.entry);
    expect(preload).toHaveAttribute('rel', 'preload');
    expect(preload).toHaveAttribute('as', 'script');
    expect(preload).toHaveAttribute('integrity', pinned.integrity);
    expect(preload).toHaveAttribute('crossorigin', 'anonymous');
    expect(requested('https://home.example/releases/1/remoteEntry.js')).toHaveLength(0);
    expect(requested(app.src)).toHaveLength(1);
  });

  it.each([
    ['no pin for the page', { home: pinned }],
    ['a pin without a well-formed sha384', { about: { ...pinned, integrity: 'sha256-abc' } }],
  ])('with %s, nothing of the remote is asked for, and the app still is', (_case, pins) => {
    pageOf('about', pins);
    const app = appOfThisTest();
    startByTap(app);
    expect(requested(pinned.entry)).toHaveLength(0);
    expect(requested(app.src)).toHaveLength(1);
  });
});

describe('what a refused script reports', () => {
  const fetched: string[] = [];
  let served = new Map<string, Response>();
  const sendBeacon = jest.fn(() => true);
  const digest = jest.spyOn(webcrypto.subtle, 'digest');

  beforeAll(() => {
    Object.defineProperty(window, 'crypto', { value: webcrypto, configurable: true });
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    window.fetch = jest.fn(async (url: RequestInfo | URL) => {
      fetched.push(String(url));
      return served.get(String(url)) ?? new Response('', { status: 404 });
    }) as typeof fetch;
    loader.reportRefusedScripts();
  });

  beforeEach(() => {
    jest.useFakeTimers();
    fetched.length = 0;
    served = new Map();
    sendBeacon.mockClear();
    digest.mockClear();
  });

  /** A script of the page that failed to run, as the browser fires it. */
  const failed = (src: string, integrity: string | null) => {
    const script = document.createElement('script');
    if (integrity) script.setAttribute('integrity', integrity);
    script.src = src;
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
  };
  const turns = async (count: number) => {
    for (let turn = 0; turn < count; turn++) await new Promise((resolve) => setImmediate(resolve));
  };
  /** Waits for the file asked for again to have been read and hashed. */
  const checked = async () => {
    for (let turn = 0; turn < 500 && digest.mock.results.length === 0; turn++) await turns(1);
    await digest.mock.results[0]?.value;
    await turns(5);
  };

  it("reports the shell's script whose file answers with bytes of another hash, after waiting to tell it from a page being left", async () => {
    served.set('http://localhost/main.js', new Response('altered'));
    failed('/main.js', sha384('verified'));
    jest.advanceTimersByTime(loader.CONFIRM_AFTER_MS - 1);
    await turns(5);
    expect(fetched).toEqual([]);
    jest.advanceTimersByTime(1);
    await checked();
    expect(fetched).toEqual(['http://localhost/main.js']);
    expect(sendBeacon).toHaveBeenCalledWith(VITALS_PATH, JSON.stringify({ refusedScript: 'shell' }));
  });

  it("names a remote's script by its origin", async () => {
    const src = 'https://about.example/releases/bbbb2222/remoteEntry.js';
    served.set(src, new Response('altered'));
    failed(src, sha384('verified'));
    jest.advanceTimersByTime(loader.CONFIRM_AFTER_MS);
    await checked();
    expect(sendBeacon).toHaveBeenCalledWith(VITALS_PATH, JSON.stringify({ refusedScript: 'https://about.example' }));
  });

  it('reports nothing for a file whose bytes are the verified ones, or that does not answer (a failed load, not a refusal)', async () => {
    served.set('http://localhost/vitals.js', new Response('verified'));
    failed('/vitals.js', sha384('verified'));
    failed('/gone.js', sha384('verified'));
    jest.advanceTimersByTime(loader.CONFIRM_AFTER_MS);
    await checked();
    await turns(20);
    expect(fetched).toEqual(['http://localhost/vitals.js', 'http://localhost/gone.js']);
    expect(digest).toHaveBeenCalledTimes(1);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('does not ask again for a script nobody pinned, or one without integrity', async () => {
    failed('/chunk.js', NOT_PINNED);
    failed('/plain.js', null);
    jest.advanceTimersByTime(loader.CONFIRM_AFTER_MS);
    await turns(20);
    expect(fetched).toEqual([]);
  });

  it('drops the check of a load the page being left cut off, and checks again once the page is back from the back/forward cache', async () => {
    served.set('http://localhost/main.js', new Response('altered'));
    failed('/main.js', sha384('verified'));
    window.dispatchEvent(new Event('pagehide'));
    jest.advanceTimersByTime(loader.CONFIRM_AFTER_MS);
    await turns(20);
    expect(fetched).toEqual([]);

    window.dispatchEvent(new Event('pageshow'));
    failed('/main.js', sha384('verified'));
    jest.advanceTimersByTime(loader.CONFIRM_AFTER_MS);
    await checked();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});

describe('the beacon', () => {
  it('and the manifest are asked for only once the page has painted and the browser is idle', () => {
    jest.useFakeTimers();
    const beacon = { src: '/vitals.js', integrity: sha384('beacon') };
    loader.measureAtIdle(beacon, '/manifest.webmanifest');
    expect(requested(beacon.src)).toHaveLength(0);
    jest.advanceTimersByTime(3000);
    const [script] = requested(beacon.src);
    expect(script).toHaveAttribute('integrity', beacon.integrity);
    expect(script).toHaveAttribute('crossorigin', 'anonymous');
    expect(requested('/manifest.webmanifest')).toHaveLength(1);
  });
});

it("reads its scripts from its own tag, where the build wrote them", () => {
  const scripts = { app: { src: '/main.js', integrity: sha384('main') }, beacon: { src: '/vitals.js', integrity: sha384('beacon') }, manifest: '/manifest.webmanifest' };
  document.body.innerHTML = `<script ${LOADER_SCRIPTS_ATTRIBUTE}="${JSON.stringify(scripts).replace(/"/g, '&quot;')}"></script>`;
  expect(loader.scriptsOf(document.querySelector('script')!)).toEqual(scripts);
});
