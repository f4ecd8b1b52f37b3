import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { shellText } from 'shared-content';
import { usePageFocus } from '../layout/usePageFocus';
import styles from './StatusPage.module.css';

export default function NotFound() {
  const { pathname } = useLocation();
  const text = shellText.notFound;

  useEffect(() => {
    console.warn(text.consoleMessage, pathname);
  }, [pathname, text.consoleMessage]);
  usePageFocus(true);

  return (
    <section className={`container ${styles.status}`}>
      <h1>
        <span className={styles.code}>{text.heading}</span> <span className={styles.title}>{text.text}</span>
      </h1>
      <p>{text.help}</p>
      <Link to="/" className="button">
        {text.homeLink}
      </Link>
    </section>
  );
}
