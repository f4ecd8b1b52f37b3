import { Siren } from 'lucide-react';
import { ambulancePhone, emergencyGuidance } from 'shared-content';
import styles from './EmergencyNotice.module.css';

/** At the top of every page: a life-threatening emergency needs 108, not us. */
export default function EmergencyNotice() {
  return (
    <div className={styles.notice}>
      <p className={`container ${styles.text}`}>
        <Siren aria-hidden="true" className={styles.icon} />
        <span>
          {emergencyGuidance.text}{' '}
          <a href={ambulancePhone.href} className={styles.link}>
            {emergencyGuidance.action}
          </a>
          .
        </span>
      </p>
    </div>
  );
}
