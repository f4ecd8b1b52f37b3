import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { NOT_FOUND_WRITTEN } from 'shared-content/tooling/fragment/names';
import { usePageFocus } from '../layout/usePageFocus';
import { useSite } from '../text/SiteTextProvider';
import styles from './StatusPage.module.css';

export default function NotFound() {
  const { pathname } = useLocation();
  const { text } = useSite();
  const { notFound } = text.shell;

  useEffect(() => {
    // The server's 404 page wrote its path itself, before any script (prerender/html-pages.js): hydrating it
    // writes nothing more; any other 404 the app renders (after client navigation, Back included) writes it.
    const written = window as unknown as Record<string, string | undefined>;
    if (written[NOT_FOUND_WRITTEN] === pathname) written[NOT_FOUND_WRITTEN] = undefined;
    else console.warn(notFound.consoleMessage, pathname);
  }, [pathname, notFound.consoleMessage]);
  usePageFocus(true);

  return (
    <section className={`container ${styles.status}`}>
      <h1>
        <span className={styles.code}>{notFound.heading}</span> <span className={styles.title}>{notFound.text}</span>
      </h1>
      <p>{notFound.help}</p>
      <Link to={text.homeHref} className="button">
        {notFound.homeLink}
      </Link>
    </section>
  );
}
