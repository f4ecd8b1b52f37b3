import { business } from 'shared-content';
import { interactiveMarks } from '../src/layout/interactiveMarks';
import { pageHeadings } from './support/routes';
import { describeLocal, repoRoot, serveSite, type LocalSite, type ServedApp } from './support/site';
import { engineForBlock, engineNames, eventuallyTrue, type Tab } from './support/tabs';

/** Files a moment holds back on the server: `asked()` tells that the page has asked for one of them. */
interface Held {
  release(): void;
  asked(): boolean;
}

function holdBack(app: ServedApp, files: (pathname: string) => boolean): Held {
  const since = app.requested.length;
  const release = app.hold(files);
  return { release, asked: () => app.requested.slice(since).some(files) };
}

const marked = (tab: Tab, name: string) => tab.run((mark) => performance.getEntriesByName(mark).length > 0, name);

/**
 * A moment of the load, pinned by what the test can see rather than by time: the files held back on the
 * server keep the page at it (on a fast machine or a slow one, and however the app splits its work), and
 * `reached` tells the page is there.
 */
interface Moment {
  name: string;
  hold(site: LocalSite): Held[];
  reached(tab: Tab, held: Held[]): Promise<boolean>;
  /** Whether the app follows a link tapped at this moment (in the same document), rather than the browser. */
  appFollowsLinks: boolean;
}

/**
 * The document's words, which main.js asks for beside the rest of the app's code and which the app needs
 * before it hydrates anything. (One file: holding all of the app's chunks would take every connection the
 * browser opens to the site, and a link tapped could not load its page.)
 */
const documentWords = (pathname: string) => /^\/site-text-\w+\.[0-9a-f]+\.js$/.test(pathname);
/** A page remote's code of its page (the federation's exposed module), which the page area hydrates with. */
const pageModule = (pathname: string) => /^\/__federation_expose_Page\.[0-9a-f]+\.js$/.test(pathname);

const moments: Moment[] = [
  {
    name: 'before the code (main.js asked for, not arrived)',
    hold: (site) => [holdBack(site.shell, (pathname) => pathname === '/main.js')],
    reached: async (_tab, held) => held.every((files) => files.asked()),
    appFollowsLinks: false,
  },
  {
    name: 'while the code loads and runs (main.js has run, the words it asked for not arrived)',
    hold: (site) => [holdBack(site.shell, documentWords)],
    reached: async (_tab, held) => held.every((files) => files.asked()),
    appFollowsLinks: false,
  },
  {
    name: 'during hydration (the shell interactive, the page area waiting for its module)',
    hold: (site) => [holdBack(site.remotes.about, pageModule), holdBack(site.remotes.contact, pageModule)],
    reached: async (tab, held) => held.some((files) => files.asked()) && (await marked(tab, interactiveMarks.shell)) && !(await marked(tab, interactiveMarks.page)),
    appFollowsLinks: true,
  },
  {
    name: 'after page-interactive',
    hold: () => [],
    reached: (tab) => marked(tab, interactiveMarks.page),
    appFollowsLinks: true,
  },
];

/**
 * In the page: the header's call link as a tap finds it: a plain link, its number, and on top at its centre.
 * (Not tapped: no machine here has a dialer, and a Chromium tab that asked for one stops taking keystrokes.
 * That nothing cancels a tap on it is the chrome watch's to enforce: page-script.e2e.ts.)
 */
const callLink = () => {
  const link = document.querySelector('header a[href^="tel:"]')!;
  const box = link.getBoundingClientRect();
  return { href: link.getAttribute('href'), onTop: link.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)) };
};
const callLinkAsSent = { href: business.phone.href, onTop: true };

const firstName = '#contact-firstName';
/** In the page: whether the field has focus, its text and its cursor. */
const fieldState = (selector: string) => {
  const field = document.querySelector<HTMLInputElement>(selector)!;
  return [document.activeElement === field, field.value, field.selectionStart];
};

/**
 * At `moment` of the load: on /about, the header's call link is its tel: link on top, a tap on Menu opens
 * it and a tap on a link in it opens that page, once (one history entry more), as a plain link or by the
 * app as the moment says; on /contact, text typed with the cursor moved back in it stays, with the cursor
 * and the focus, once the page is interactive, and typing goes on at the cursor.
 */
async function tapsAt(tab: Tab, site: LocalSite, moment: Moment) {
  const reach = async (path: string, held: Held[]) => {
    await tab.open(site.url + path);
    await tab.startInteraction();
    await eventuallyTrue(() => moment.reached(tab, held), `${path} ${moment.name}`);
  };
  let held = moment.hold(site);
  const release = () => held.forEach((files) => files.release());
  try {
    await reach('/about', held);
    // The tab's own: an unsent message kept from an earlier test in it would be put back into the form.
    await tab.run(() => sessionStorage.clear(), null);
    expect(await tab.run(callLink, null)).toEqual(callLinkAsSent);

    await tab.click('header button[popovertarget]');
    expect(await tab.run(() => document.querySelector('#site-menu')!.matches(':popover-open'), null)).toBe(true);
    const entries = await tab.run(() => history.length, null);
    await tab.run(() => void Object.assign(window, { sameDocument: true }), null);
    await tab.click('#site-menu a[href="/contact"]');
    await eventuallyTrue(async () => (await tab.run(() => location.pathname, null)) === '/contact', 'the address of the page the link names');
    // The page the app opens needs its module: let it come.
    release();
    await eventuallyTrue(async () => (await tab.run(() => document.querySelector('h1')?.textContent, null)) === pageHeadings.contact, 'the contact page');
    expect(await tab.run(() => [history.length, (window as unknown as { sameDocument?: boolean }).sameDocument === true], null)).toEqual([entries + 1, moment.appFollowsLinks]);

    held = moment.hold(site);
    await reach('/contact', held);
    await tab.type(firstName, 'Lakshmi');
    await tab.pressArrowLeft();
    await tab.pressArrowLeft();
    expect(await tab.run(fieldState, firstName)).toEqual([true, 'Lakshmi', 5]);
    release();
    await eventuallyTrue(() => marked(tab, interactiveMarks.page), 'the contact page to become interactive');
    expect(await tab.run(fieldState, firstName)).toEqual([true, 'Lakshmi', 5]);
    await tab.typeInFocus('x');
    expect(await tab.run(fieldState, firstName)).toEqual([true, 'Lakshxmi', 6]);
    expect(await tab.run(callLink, null)).toEqual(callLinkAsSent);
  } finally {
    release();
  }
}

describeLocal('Taps at every moment of the load do what they do without JavaScript or with it', () => {
  let site: LocalSite;
  beforeAll(async () => {
    site = await serveSite(repoRoot);
  });
  afterAll(async () => {
    await site?.close();
  });

  // A chunk of the app on its way when a tapped link takes the browser to another page is cut off, and
  // webpack's promise for it fails as that page goes: no error of the page's. WebKit alone reports it in these
  // words (Firefox tells the same by the chunk's address, support/firefox.ts), so it is let pass in WebKit alone.
  const cutOffChunk = /Unhandled Promise Rejection: ChunkLoadError/;

  describe.each(engineNames)('%s', (name) => {
    // The engine keeps nothing in its HTTP cache, so every page load asks for the files a moment holds back.
    const engine = engineForBlock(name, { noCache: true });

    it.each(moments.map((moment) => [moment.name, moment] as const))(`${name}, %s`, async (_name, moment) => {
      const { tab, errors, close } = await engine.openTab();
      await tapsAt(tab, site, moment);
      expect(errors().filter((error) => name !== 'WebKit' || moment.appFollowsLinks || !cutOffChunk.test(error))).toEqual([]);
      await close();
    });
  });
});
