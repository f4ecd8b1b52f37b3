import { Siren } from 'lucide-react';
import { ambulancePhone } from 'shared-content';
import { CallButton } from 'shared-content/ui';
import { useText } from '../text';
import styles from './EmergencyBanner.module.css';

export default function EmergencyBanner() {
  const { emergency } = useText();
  return (
    <section className={styles.section}>
      <div className="container">
        <div className={styles.banner}>
          <h2 className={styles.heading}>
            <Siren aria-hidden="true" /> {emergency.heading}
          </h2>
          <p>{emergency.text}</p>
          <CallButton phone={ambulancePhone} label={emergency.ambulanceAction} variant="urgent" />
          <p className={styles.booking}>{emergency.bookingText}</p>
          <CallButton variant="secondary" />
        </div>
      </div>
    </section>
  );
}
