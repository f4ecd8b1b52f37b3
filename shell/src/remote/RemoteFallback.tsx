import { Phone, RefreshCw } from 'lucide-react';
import { business, type PageMeta } from 'shared-content';
import { useSite } from '../text/SiteTextProvider';
import styles from './RemoteFallback.module.css';

/**
 * The page area the server sends when the remote did not answer in time (rendered at build time into each
 * route's HTML, shell/prerender/render-pages.js): light, without icons, marked `data-fallback` for the
 * shell's script (serverPage.ts); trying again is loading the page again.
 */
export function ServerFallback({ page }: { page: PageMeta }) {
  const text = useSite().text.shell.remoteFallback;
  return (
    <div className="container page-fallback" data-fallback="">
      <h1>{page.navLabel}</h1>
      <p>{text.text}</p>
      <p>{text.callText}</p>
      <p>
        <a className="button button--urgent" href={business.phone.href}>
          <span className="phone-number">{business.phone.display}</span>
        </a>{' '}
        <a className="button button--secondary" href={page.path}>
          {text.retry}
        </a>
      </p>
    </div>
  );
}

/** The page area when the remote failed in the browser: the same words, and a retry without a reload. */
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
