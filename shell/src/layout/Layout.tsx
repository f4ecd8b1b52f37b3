import { Suspense, useEffect, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import Footer from '../footer/Footer';
import Navbar from '../navbar/Navbar';
import AppErrorScreen, { reportAppError } from '../pages/AppErrorScreen';
import { useSite } from '../text/SiteTextProvider';
import { clientSideHref } from './clientSideHref';
import { ChromePartCommitted } from './interactiveMarks';
import EmergencyNotice from './EmergencyNotice';
import ErrorBoundary from './ErrorBoundary';
import styles from './Layout.module.css';
import { useChromeWatch } from './useChromeWatch';
import { NavigationTracker } from './usePageFocus';
import { useScrollRestoration } from './useScrollRestoration';

export default function Layout() {
  const location = useLocation();
  const navigate = useNavigate();
  const { text, pages } = useSite();
  useScrollRestoration();
  const layout = useRef<HTMLDivElement>(null);
  useChromeWatch(layout);

  // A layout effect, so it runs before the effects of what is on the page: an error screen's title wins.
  useLayoutEffect(() => {
    const page = pages.find((candidate) => candidate.path === location.pathname);
    document.title = page ? page.title : text.shell.notFound.title;
  }, [location.pathname, pages, text]);

  // Pages are remotes without a router: their links are plain <a href>, turned here into client-side
  // navigation. A native listener, because a server-rendered page is hydrated as a React root of its own.
  const { pathname, search } = location;
  useEffect(() => {
    const main = document.getElementById('main')!;
    const followInPageLink = (event: globalThis.MouseEvent) => {
      const href = clientSideHref(event, { origin: window.location.origin, pathname, search });
      if (href) {
        event.preventDefault();
        navigate(href);
      }
    };
    main.addEventListener('click', followInPageLink);
    return () => main.removeEventListener('click', followInPageLink);
  }, [navigate, pathname, search]);

  function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const main = document.getElementById('main');
    main?.focus();
    main?.scrollIntoView();
  }

  return (
    <NavigationTracker>
      <div className={styles.layout} ref={layout}>
        <a className={styles.skipLink} href="#main" onClick={skipToMain}>
          {text.shell.skipLink}
        </a>
        {/* Each part a boundary of its own: hydrated apart, and a tap hydrates at once only its own part. */}
        <Suspense>
          <EmergencyNotice />
          <Navbar />
          <ChromePartCommitted part="header" />
        </Suspense>
        <Suspense>
          <main id="main" tabIndex={-1} className={styles.main}>
            {/* Keyed by path: moving to another page leaves a failed one behind. */}
            <ErrorBoundary key={location.pathname} onError={reportAppError} fallback={() => <AppErrorScreen />}>
              <Outlet />
            </ErrorBoundary>
          </main>
          <ChromePartCommitted part="main" />
        </Suspense>
        <Suspense>
          <Footer />
          <ChromePartCommitted part="footer" />
        </Suspense>
      </div>
    </NavigationTracker>
  );
}
