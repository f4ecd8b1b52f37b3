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

  it('takes out a <style> a page adds to the document', async () => {
    const style = document.createElement('style');
    style.textContent = 'header, footer { display: none }';
    document.head.append(style);
    await settle();
    expect(style).not.toBeInTheDocument();
    expect(takeBeaconReports().chrome).toEqual(['about:style']);
  });

  it("reports a chrome link whose click a page's listener cancelled", () => {
    const trap = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', trap, true);
    // jsdom does not navigate: it says it was asked to.
    const errors: unknown[] = [];
    const notImplemented = jest.spyOn(console, 'error').mockImplementation((error) => errors.push(error));
    try {
      document.querySelector<HTMLElement>('footer a')!.click();
    } finally {
      document.removeEventListener('click', trap, true);
      notImplemented.mockRestore();
    }
    expect(String(errors[0])).toMatch(/navigation/);
    expect(takeBeaconReports().chrome).toEqual(['about:links']);
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
