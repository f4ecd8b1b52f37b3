import { MessageSquare, Phone } from 'lucide-react';
import { howItWorksContent } from 'shared-content';
import styles from './CallToAction.module.css';

export default function CallToAction() {
  const { cta } = howItWorksContent;
  return (
    <section className={styles.cta} aria-labelledby="howitworks-cta-heading">
      <div className={`container ${styles.inner}`}>
        <h2 id="howitworks-cta-heading" className={styles.heading}>
          {cta.heading}
        </h2>
        <p className={styles.text}>{cta.text}</p>
        <div className={styles.actions}>
          <a className={`button ${styles.primary}`} href={cta.callHref}>
            <Phone aria-hidden="true" size={20} />
            {cta.call}
          </a>
          <a className={`button ${styles.secondary}`} href={cta.messageHref}>
            <MessageSquare aria-hidden="true" size={20} />
            {cta.message}
          </a>
        </div>
      </div>
    </section>
  );
}
