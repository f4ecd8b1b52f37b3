import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePageFocus } from '../layout/usePageFocus';
import { useSite } from '../text/SiteTextProvider';
import styles from './StatusPage.module.css';

export default function NotFound() {
  const { pathname } = useLocation();
  const { text } = useSite();
  const { notFound } = text.shell;

  useEffect(() => {
    console.warn(notFound.consoleMessage, pathname);
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
