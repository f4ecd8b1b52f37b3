import { chromeWatchWarning } from 'shared-content';
import { takeBeaconReports } from '../beaconReports';
import { watchChrome } from './chromeWatch';

/** The chrome as the shell renders it: the 108 notice, the header with its call link, main, the footer. */
function renderChrome() {
  document.documentElement.lang = 'ur';
  document.documentElement.dir = 'rtl';
  document.body.innerHTML = `
    <div id="layout">
      <aside aria-label="Emergency"><a href="tel:108">108</a></aside>
      <header><a href="tel:+919876543210" aria-label="Call us">+91 98765 43210</a></header>
      <main id="main"><div data-page-area="about"><h1>About</h1></div></main>
      <footer><p>Open 8 am to 8 pm</p><a href="tel:+919876543210">+91 98765 43210</a></footer>
    </div>`;
  return document.getElementById('layout')!;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the chrome watch', () => {
  let watch: ReturnType<typeof watchChrome>;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    takeBeaconReports();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    watch = watchChrome({ layout: renderChrome(), remote: () => 'about', language: { lang: 'ur', dir: 'rtl' }, phone: { href: 'tel:+919876543210', label: 'Call +91 98765 43210' }, phoneClass: 'phone' });
  });
  afterEach(() => {
    watch.stop();
    warn.mockRestore();
  });

  it("puts back a style a page's script wrote on the call link, and the dir it flipped, and reports both once", async () => {
    const callLink = document.querySelector<HTMLElement>('header a')!;
    callLink.style.visibility = 'hidden';
    document.documentElement.dir = 'ltr';
    await settle();
    expect(callLink).toBeVisible();
    expect(callLink).not.toHaveAttribute('style');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(takeBeaconReports().chrome).toEqual(['about:header', 'about:dir']);
    expect(warn).toHaveBeenCalledWith(`${chromeWatchWarning} the about page's script changed <html dir>`);
  });

  it('puts back the style the shell gave the call link, not the half-way one, when a page writes it twice at once', async () => {
    const callLink = document.querySelector<HTMLElement>('header a')!;
    callLink.style.visibility = 'hidden';
    callLink.style.opacity = '0';
    await settle();
    expect(callLink).not.toHaveAttribute('style');
    expect(takeBeaconReports().chrome).toEqual(['about:header']);
  });

  it('shows its own phone number even where a page rendered an element with its id first', async () => {
    const decoy = Object.assign(document.createElement('div'), { id: 'chrome-watch-phone', hidden: true });
    document.querySelector('main')!.append(decoy);
    for (let attempt = 0; attempt < 7; attempt += 1) {
      document.querySelector('aside')?.remove();
      await settle();
    }
    const shown = [...document.querySelectorAll('[id="chrome-watch-phone"]')].find((bar) => bar !== decoy);
    expect(shown).toContainElement(document.querySelector('a[href="tel:+919876543210"]:not(header a):not(footer a)'));
    decoy.remove();
  });

  it('puts a removed footer back in its place, with its phone number', async () => {
    document.querySelector('footer')!.remove();
    await settle();
    expect(document.querySelector('#layout > :last-child')).toBe(document.querySelector('footer'));
    expect(document.querySelector('footer')).toHaveTextContent('+91 98765 43210');
    expect(takeBeaconReports().chrome).toEqual(['about:footer']);
  });

  it('shows the phone number again when a page removes the 108 notice again and again', async () => {
    for (let attempt = 0; attempt < 7; attempt += 1) {
      document.querySelector('aside')?.remove();
      await settle();
    }
    expect(document.getElementById('chrome-watch-phone')).toContainElement(document.querySelector('a[href="tel:+919876543210"]:not(header a):not(footer a)'));
    expect(takeBeaconReports().chrome).toEqual(['about:notice']);
  });

  it('reports a <style> a page adds to the document (the CSP refuses its rules)', async () => {
    const style = document.createElement('style');
    style.textContent = 'header, footer { display: none }';
    document.head.append(style);
    await settle();
    expect(takeBeaconReports().chrome).toEqual(['about:style']);
    style.remove();
  });

  /** Activates the footer's call link with `activate` while `cancel` (a page's listener) is on the document; what jsdom was asked to navigate to. */
  async function cancelled(type: 'click' | 'keydown' | 'touchend', capture: boolean, activate: (link: HTMLElement) => void) {
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener(type, cancel, capture);
    // jsdom does not navigate: it says it was asked to.
    const errors: unknown[] = [];
    const notImplemented = jest.spyOn(console, 'error').mockImplementation((error) => errors.push(error));
    try {
      activate(document.querySelector<HTMLElement>('footer a')!);
      await settle();
      await settle();
    } finally {
      document.removeEventListener(type, cancel, capture);
      notImplemented.mockRestore();
    }
    return errors.map(String);
  }

  it.each([
    ['a capture listener', true],
    ['a bubbling listener', false],
  ])("follows a call link whose click %s of the page's cancelled, and reports it", async (_name, capture) => {
    expect(await cancelled('click', capture, (link) => link.click())).toEqual([expect.stringMatching(/navigation/)]);
    expect(takeBeaconReports().chrome).toEqual(['about:links']);
  });

  it.each(['keydown', 'touchend'] as const)('clicks a call link whose %s the page cancelled, and reports it', async (type) => {
    const clicked = jest.fn();
    document.querySelector('footer a')!.addEventListener('click', clicked);
    const event = type === 'keydown' ? new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }) : new Event('touchend', { bubbles: true, cancelable: true });
    await cancelled(type, false, (link) => link.dispatchEvent(event));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(takeBeaconReports().chrome).toEqual(['about:links']);
  });

  it('clicks nothing when the cancelled touch was a swipe across a link (a scroll), not a tap', async () => {
    const clicked = jest.fn();
    const link = document.querySelector('footer a')!;
    link.addEventListener('click', clicked);
    const touch = (type: string, clientY: number) => Object.assign(new Event(type, { bubbles: true, cancelable: true }), { changedTouches: [{ clientX: 10, clientY }] });
    link.dispatchEvent(touch('touchstart', 300));
    await cancelled('touchend', false, () => link.dispatchEvent(touch('touchend', 120)));
    expect(clicked).not.toHaveBeenCalled();
    expect(takeBeaconReports().chrome).toEqual([]);
  });

  it('hears nothing wrong in a call link clicked as it is, nor in keys other than Enter', async () => {
    const clicked = jest.fn();
    document.querySelector('footer a')!.addEventListener('click', clicked);
    expect(await cancelled('keydown', true, (link) => link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })))).toEqual([]);
    expect(clicked).not.toHaveBeenCalled();
    expect(takeBeaconReports().chrome).toEqual([]);
  });

  it.each([
    ['aria-hidden on the app root', (layout: HTMLElement) => layout.parentElement!.setAttribute('aria-hidden', 'true')],
    ['inert on body', () => document.body.setAttribute('inert', '')],
    ['visibility: hidden on body', () => document.body.style.setProperty('visibility', 'hidden')],
  ])('shows the phone number outside body, visible and tappable, for %s, and reports the chrome hidden', async (_name, hide) => {
    hide(document.getElementById('layout')!);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const bar = document.getElementById('chrome-watch-phone')!;
    expect(bar.parentElement).toBe(document.documentElement);
    expect(bar).toHaveStyle({ visibility: 'visible', pointerEvents: 'auto' });
    expect(bar).toContainElement(document.querySelector('a[href="tel:+919876543210"]:not(header a):not(footer a)'));
    expect(takeBeaconReports().chrome).toEqual(['about:hidden']);
    document.body.removeAttribute('aria-hidden');
    document.body.removeAttribute('inert');
    document.body.removeAttribute('style');
  });

  it('puts back the text and removes an element a page added to the header', async () => {
    const callLink = document.querySelector('header a')!;
    callLink.firstChild!.textContent = 'Call later';
    document.querySelector('header')!.append(document.createElement('div'));
    await settle();
    expect(callLink).toHaveTextContent('+91 98765 43210');
    expect(document.querySelector('header div')).toBeNull();
    expect(takeBeaconReports().chrome).toEqual(['about:header']);
  });

  it("reports nothing of the shell's own renders (class, aria-current), nor while no remote's page is shown", async () => {
    document.querySelector('header a')!.setAttribute('class', 'current');
    document.querySelector('header a')!.setAttribute('aria-current', 'page');
    await settle();
    expect(takeBeaconReports().chrome).toEqual([]);
    watch.stop();
    watch = watchChrome({ layout: renderChrome(), remote: () => null, language: { lang: 'ur', dir: 'rtl' }, phone: { href: 'tel:+919876543210', label: 'Call' }, phoneClass: 'phone' });
    document.querySelector('footer')!.remove();
    await settle();
    expect(document.querySelector('footer')).toBeInTheDocument();
    expect(takeBeaconReports().chrome).toEqual([]);
  });
});
