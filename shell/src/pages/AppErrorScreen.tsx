import { Phone } from 'lucide-react';
import { useEffect } from 'react';
import { business } from 'shared-content';
import { useSite } from '../text/SiteTextProvider';
import styles from './StatusPage.module.css';

export function reportAppError(error: unknown) {
  console.error('[shell] Unexpected application error:', error);
}

/** Shown when the shell itself fails. Plain links (not router links): the router may be what failed. */
export default function AppErrorScreen() {
  const { text } = useSite();
  const { appError } = text.shell;

  useEffect(() => {
    document.title = appError.title;
  }, [appError.title]);

  return (
    <section className={`container ${styles.status}`} role="alert" aria-labelledby="app-error-heading">
      <h1 id="app-error-heading">{appError.heading}</h1>
      <p className={styles.lead}>{appError.text}</p>
      <div className={styles.actions}>
        <a href={business.phone.href} className="button button--urgent">
          <Phone aria-hidden="true" />
          <span className="phone-number">{business.phone.display}</span>
        </a>
        <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
          {appError.reload}
        </button>
        <a href={text.homeHref} className="button button--secondary">
          {appError.homeLink}
        </a>
      </div>
    </section>
  );
}
