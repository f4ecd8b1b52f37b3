import { act, screen, waitFor, within } from '@testing-library/react';
import { use, useEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { business } from 'shared-content';
import urdu from 'shared-content/text/ur/site';
import { renderToString } from 'react-dom/server';
import { PAGE_AREA_ID, REMOTE_PINS_ID } from 'shared-content/tooling/fragment/names';
import { loadedPage, loadPage, RemoteLoadError } from '../federation/remotes';
import { interactiveMarks } from '../layout/interactiveMarks';
import { fakePage, mockRemotes } from '../testing/mockRemotes';
import { renderRoute } from '../testing/renderRoute';
import { reportRemoteFailure, reportRemoteShown } from '../beaconReports';

jest.mock('../federation/remotes');
jest.mock('../beaconReports');

describe('A page remote in the page area', () => {
  beforeEach(() => {
    jest.mocked(reportRemoteFailure).mockClear();
    jest.mocked(reportRemoteShown).mockClear();
    jest.mocked(loadPage).mockClear();
  });

  it('shows the remote page with the shell around it', async () => {
    mockRemotes();
    renderRoute('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'about page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(loadPage).toHaveBeenCalledWith('about', 'en');
    // Rendered with its own code, as after client navigation: the page view's beacon names its pinned release.
    expect(reportRemoteShown).toHaveBeenCalledWith('about');
  });

  it('loads the page in the language of its path', async () => {
    mockRemotes();
    renderRoute('/ur/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'contact page' })).toBeInTheDocument();
    expect(screen.getByText('in ur')).toBeInTheDocument();
    expect(loadPage).toHaveBeenCalledWith('contact', 'ur');
  });

  it('says in the page language that the page did not load', async () => {
    mockRemotes({ failing: ['about'] });
    renderRoute('/ur/about');
    expect(await screen.findByRole('alert')).toHaveTextContent(urdu.shell.remoteFallback.text);
    expect(screen.getByRole('heading', { level: 1, name: urdu.pages.about.navLabel })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: urdu.shell.remoteFallback.retry })).toBeInTheDocument();
  });

  it('on a composed page that pins none of its code, shows the fallback and reports the remote as not pinned', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.head.innerHTML = `<script type="application/json" id="${REMOTE_PINS_ID}">{}</script>`;
    mockRemotes();
    jest.mocked(loadPage).mockRejectedValue(Object.assign(new RemoteLoadError('about', new Error('not pinned')), { notPinned: true }));
    renderRoute('/about');
    expect(await screen.findByRole('alert')).toHaveTextContent('this page did not load');
    expect(reportRemoteFailure).toHaveBeenCalledWith('about', true);
    // No release of it was tried: the view did not show one.
    expect(reportRemoteShown).not.toHaveBeenCalled();
    document.head.innerHTML = '';
    warn.mockRestore();
  });

  it('holds the place with a loading status while the remote loads', () => {
    mockRemotes();
    jest.mocked(loadPage).mockReturnValue(new Promise(() => undefined));
    renderRoute('/contact');
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
  });

  it('shows a fallback with the phone number when the remote fails, counts the failure, and Try again loads it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockRemotes({ failing: ['howitworks'] });
    const user = userEvent.setup();
    renderRoute('/how-it-works');

    expect(await screen.findByRole('alert')).toHaveTextContent('this page did not load');
    expect(reportRemoteFailure).toHaveBeenCalledWith('howitworks', false);
    // The view showed the remote's pinned release failing: the canary judge counts the failure for it.
    expect(reportRemoteShown).toHaveBeenCalledWith('howitworks');
    expect(warn).toHaveBeenCalledWith('[shell] The "howitworks" page shows its fallback:', expect.any(Error));
    expect(screen.getByRole('heading', { level: 1, name: 'How It Works' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', business.phone.href);

    jest.mocked(loadPage).mockResolvedValue(fakePage('howitworks', 'en'));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'howitworks page' })).toHaveFocus();
    warn.mockRestore();
  });

  it('reports a page the navbar preloaded, which shows at once, as shown after client navigation', async () => {
    mockRemotes();
    const user = userEvent.setup();
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'home page' });
    // Its code arrived on hover, before the click.
    jest.mocked(loadedPage).mockImplementation((remote, locale) => (remote === 'contact' ? fakePage(remote, locale) : undefined));
    await user.click(screen.getByRole('navigation', { name: 'Main' }).querySelector('a[href="/contact"]')!);
    expect(screen.getByRole('heading', { level: 1, name: 'contact page' })).toBeInTheDocument();
    expect(loadPage).not.toHaveBeenCalledWith('contact', 'en');
    expect(reportRemoteShown).toHaveBeenCalledWith('contact');
  });

  it('reports a page that fails after client navigation as shown and as failed', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockRemotes({ failing: ['contact'] });
    const user = userEvent.setup();
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'home page' });
    await user.click(screen.getByRole('navigation', { name: 'Main' }).querySelector('a[href="/contact"]')!);
    expect(await screen.findByRole('alert')).toHaveTextContent('this page did not load');
    expect(reportRemoteFailure).toHaveBeenCalledWith('contact', false);
    expect(reportRemoteShown).toHaveBeenCalledWith('contact');
    warn.mockRestore();
  });

  it('keeps the navbar and other pages working when one remote is down', async () => {
    mockRemotes({ failing: ['home'] });
    const user = userEvent.setup();
    renderRoute('/');
    await screen.findByRole('alert');
    await user.click(screen.getByRole('navigation', { name: 'Main' }).querySelector('a[href="/contact"]')!);
    expect(await screen.findByRole('heading', { level: 1, name: 'contact page' })).toBeInTheDocument();
  });

  it('catches an error thrown while the remote page renders', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockRemotes();
    jest.mocked(loadPage).mockResolvedValue(function BrokenPage(): never {
      throw new Error('bad page');
    });
    renderRoute('/about');
    expect(await screen.findByRole('alert')).toHaveTextContent('this page did not load');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(reportRemoteFailure).toHaveBeenCalledWith('about');
    jest.restoreAllMocks();
  });

  describe("hydrating the server's page", () => {
    const AboutPage = fakePage('about');
    /** The User Timing marks made (jsdom has no performance.mark: one is put in that records them). */
    let marks: string[];
    let serverArea: HTMLElement;
    /** Errors thrown outside React's reach (as #424 is), reported to the window. */
    let reported: unknown[];
    const report = (event: ErrorEvent) => reported.push(event.error);

    beforeEach(() => {
      marks = [];
      Object.defineProperty(performance, 'mark', { configurable: true, value: (name: string) => void marks.push(name) });
      // The page area as the server sent it, holding the about page's HTML.
      serverArea = Object.assign(document.createElement('div'), { id: PAGE_AREA_ID, innerHTML: renderToString(<AboutPage />) });
      serverArea.dataset.remote = 'about';
      document.body.prepend(serverArea);
      reported = [];
      window.addEventListener('error', report);
    });
    afterEach(() => {
      window.removeEventListener('error', report);
      serverArea.remove();
      delete (performance as { mark?: unknown }).mark;
    });

    it("hydrates the server's HTML in place, marks the page interactive once it has, and lets it go when the visitor moves on", async () => {
      mockRemotes();
      const serverHeading = within(serverArea).getByRole('heading', { level: 1, name: 'about page' });
      const router = renderRoute('/about');
      await waitFor(() => expect(marks).toContain(interactiveMarks.page));
      expect(within(serverArea).getByRole('heading', { level: 1, name: 'about page' })).toBe(serverHeading);
      await act(async () => void (await router.navigate('/contact')));
      expect(serverArea).toBeEmptyDOMElement();
      expect(reported).toEqual([]);
    });

    it('lets a server page the visitor leaves while it hydrates finish hydrating, without React throwing its HTML away (error #424), and does not mark it interactive', async () => {
      mockRemotes();
      const serverHeading = within(serverArea).getByRole('heading', { level: 1, name: 'about page' });
      // The page's code waits for something while it hydrates, so the root is still hydrating when the visitor moves on.
      let letPageHydrate!: () => void;
      const somethingAwaited = new Promise<void>((resolve) => (letPageHydrate = resolve));
      let hydrating = false;
      /** The heading the page was committed with: the server's, unless React threw its HTML away. */
      let headingHydrated: HTMLElement | null = null;
      jest.mocked(loadPage).mockResolvedValueOnce(function SlowAboutPage() {
        hydrating = true;
        use(somethingAwaited);
        useEffect(() => void (headingHydrated = serverArea.querySelector('h1')), []);
        return <AboutPage />;
      });
      const router = renderRoute('/about');
      await waitFor(() => expect(hydrating).toBe(true));
      act(() => void router.navigate('/contact'));
      expect(await screen.findByRole('heading', { level: 1, name: 'contact page' })).toBeInTheDocument();
      letPageHydrate();
      await waitFor(() => expect(headingHydrated).toBe(serverHeading));
      // Hydrated, the root is unmounted: the page it held goes.
      await waitFor(() => expect(serverArea).toBeEmptyDOMElement());
      expect(reported).toEqual([]);
      expect(marks).not.toContain(interactiveMarks.page);
    });
  });
});
