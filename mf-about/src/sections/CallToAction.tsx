import { Mail, Phone } from 'lucide-react';
import { aboutContent } from 'shared-content';
import styles from './CallToAction.module.css';

export default function CallToAction() {
  const { cta } = aboutContent;
  return (
    <section className={styles.cta} aria-labelledby="about-cta-heading">
      <div className={`container ${styles.inner}`}>
        <h2 id="about-cta-heading" className={styles.heading}>
          {cta.heading}
        </h2>
        <p className={styles.text}>{cta.text}</p>
        <div className={styles.actions}>
          <a className={`button ${styles.primary}`} href={cta.bookRideHref}>
            <Phone aria-hidden="true" size={20} />
            {cta.bookRide}
          </a>
          <a className={`button button--secondary ${styles.secondary}`} href={cta.contactHref}>
            <Mail aria-hidden="true" size={20} />
            {cta.contact}
          </a>
        </div>
      </div>
    </section>
  );
}
