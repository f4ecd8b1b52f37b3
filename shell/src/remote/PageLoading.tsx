import { useSite } from '../text/SiteTextProvider';
import styles from './PageLoading.module.css';

/** Holds the page's place while its remote loads; the progress bar appears only if that takes a moment. */
export default function PageLoading() {
  const { text } = useSite();
  return (
    <div className={styles.loading} role="status">
      <div className={styles.track} aria-hidden="true">
        <div className={styles.bar} />
      </div>
      <span className="visually-hidden">{text.shell.remoteFallback.loading}</span>
    </div>
  );
}
