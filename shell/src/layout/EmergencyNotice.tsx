import { Siren } from 'lucide-react';
import { ambulancePhone } from 'shared-content';
import { useSite } from '../text/SiteTextProvider';
import styles from './EmergencyNotice.module.css';

/** At the top of every page: a life-threatening emergency needs 108, not us. A landmark of its own, so no text is outside one. */
export default function EmergencyNotice() {
  const { emergencyGuidance } = useSite().text;
  return (
    <aside className={styles.notice} aria-label={emergencyGuidance.label}>
      <p className={`container ${styles.text}`}>
        <Siren aria-hidden="true" className={styles.icon} />
        <span>
          {emergencyGuidance.text}{' '}
          <a href={ambulancePhone.href} className={styles.link}>
            {emergencyGuidance.action}
          </a>
          {emergencyGuidance.end}
        </span>
      </p>
    </aside>
  );
}
