import { shellText } from 'shared-content';
import styles from './PageLoading.module.css';

/** Holds the page's place while its remote loads; the progress bar appears only if that takes a moment. */
export default function PageLoading() {
  return (
    <div className={styles.loading} role="status">
      <div className={styles.track} aria-hidden="true">
        <div className={styles.bar} />
      </div>
      <span className="visually-hidden">{shellText.remoteFallback.loading}</span>
    </div>
  );
}
