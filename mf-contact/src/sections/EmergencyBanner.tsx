import { Phone, Siren } from 'lucide-react';
import { contactContent } from 'shared-content';
import styles from './EmergencyBanner.module.css';

export default function EmergencyBanner() {
  const { emergency } = contactContent;
  return (
    <section className={styles.section} aria-labelledby="contact-emergency-heading">
      <div className="container">
        <div className={styles.banner}>
          <h2 id="contact-emergency-heading" className={styles.heading}>
            <Siren aria-hidden="true" /> {emergency.heading}
          </h2>
          <p>{emergency.text}</p>
          <p>
            <a className="button button--urgent" href={emergency.ambulanceAction.href}>
              <Phone aria-hidden="true" /> {emergency.ambulanceAction.label}
            </a>
          </p>
          <p className={styles.booking}>{emergency.bookingText}</p>
          <a className="button button--secondary" href={emergency.bookingAction.href}>
            <Phone aria-hidden="true" /> {emergency.bookingAction.label}
          </a>
        </div>
      </div>
    </section>
  );
}
