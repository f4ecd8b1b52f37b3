import { Phone, RefreshCw } from 'lucide-react';
import { business, type PageMeta } from 'shared-content';
import { useSite } from '../text/SiteTextProvider';
import styles from './RemoteFallback.module.css';

export default function RemoteFallback({ page, onRetry }: { page: PageMeta; onRetry: () => void }) {
  const text = useSite().text.shell.remoteFallback;
  return (
    <section className={`container ${styles.fallback}`} aria-labelledby="fallback-heading">
      <h1 id="fallback-heading">{page.navLabel}</h1>
      <p className={styles.message} role="alert">
        {text.text}
      </p>
      <p>{text.callText}</p>
      <div className={styles.actions}>
        <a href={business.phone.href} className="button button--urgent">
          <Phone aria-hidden="true" />
          <span className="phone-number">{business.phone.display}</span>
        </a>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          {text.retry}
        </button>
      </div>
    </section>
  );
}
