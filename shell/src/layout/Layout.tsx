import { useEffect, type MouseEvent } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { pages, shellText } from 'shared-content';
import Footer from '../footer/Footer';
import Navbar from '../navbar/Navbar';
import AppErrorScreen, { reportAppError } from '../pages/AppErrorScreen';
import { clientSideHref } from './clientSideHref';
import { interactiveMarks, markInteractive } from './interactiveMarks';
import EmergencyNotice from './EmergencyNotice';
import ErrorBoundary from './ErrorBoundary';
import styles from './Layout.module.css';
import { NavigationTracker } from './usePageFocus';
import { useScrollRestoration } from './useScrollRestoration';

export default function Layout() {
  const location = useLocation();
  const navigate = useNavigate();
  useScrollRestoration();

  useEffect(() => markInteractive(interactiveMarks.shell), []);

  useEffect(() => {
    const page = pages.find((candidate) => candidate.path === location.pathname);
    document.title = page ? page.title : shellText.notFound.title;
  }, [location.pathname]);

  // Pages are remotes without a router: their links are plain <a href>, turned here into client-side
  // navigation. A native listener, because a server-rendered page is hydrated as a React root of its own.
  useEffect(() => {
    const main = document.getElementById('main')!;
    const followInPageLink = (event: globalThis.MouseEvent) => {
      const href = clientSideHref(event, window.location);
      if (href) {
        event.preventDefault();
        navigate(href);
      }
    };
    main.addEventListener('click', followInPageLink);
    return () => main.removeEventListener('click', followInPageLink);
  }, [navigate]);

  function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const main = document.getElementById('main');
    main?.focus();
    main?.scrollIntoView();
  }

  return (
    <NavigationTracker>
      <div className={styles.layout}>
        <a className={styles.skipLink} href="#main" onClick={skipToMain}>
          {shellText.skipLink}
        </a>
        <EmergencyNotice />
        <Navbar />
        <main id="main" tabIndex={-1} className={styles.main}>
          {/* Keyed by path: moving to another page leaves a failed one behind. */}
          <ErrorBoundary key={location.pathname} onError={reportAppError} fallback={() => <AppErrorScreen />}>
            <Outlet />
          </ErrorBoundary>
        </main>
        <Footer />
      </div>
    </NavigationTracker>
  );
}
