import { Phone } from 'lucide-react';
import { useEffect } from 'react';
import { business, shellText } from 'shared-content';
import styles from './StatusPage.module.css';

export function reportAppError(error: unknown) {
  console.error('[shell] Unexpected application error:', error);
}

/** Shown when the shell itself fails. Plain links (not router links): the router may be what failed. */
export default function AppErrorScreen() {
  const text = shellText.appError;

  useEffect(() => {
    document.title = text.title;
  }, [text.title]);

  return (
    <section className={`container ${styles.status}`} role="alert" aria-labelledby="app-error-heading">
      <h1 id="app-error-heading">{text.heading}</h1>
      <p className={styles.lead}>{text.text}</p>
      <div className={styles.actions}>
        <a href={business.phone.href} className="button button--urgent">
          <Phone aria-hidden="true" />
          {business.phone.display}
        </a>
        <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
          {text.reload}
        </button>
        <a href="/" className="button button--secondary">
          {text.homeLink}
        </a>
      </div>
    </section>
  );
}
