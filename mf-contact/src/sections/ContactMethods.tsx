import { TriangleAlert } from 'lucide-react';
import { contactContent } from 'shared-content';
import { contactIcons } from '../icons';
import styles from './ContactMethods.module.css';

export default function ContactMethods() {
  const { methods } = contactContent;
  return (
    <section className={styles.section} aria-labelledby="contact-methods-heading">
      <div className="container">
        <h2 id="contact-methods-heading">{methods.heading}</h2>
        <ul className={styles.grid}>
          {methods.items.map((method) => {
            const Icon = contactIcons[method.icon];
            return (
              <li key={method.title} className={`${styles.card} ${method.urgent ? styles.urgent : ''}`}>
                <span className={styles.icon}>
                  <Icon aria-hidden="true" />
                </span>
                <h3 className={styles.title}>{method.title}</h3>
                {method.urgent && (
                  <p className={styles.badge}>
                    <TriangleAlert aria-hidden="true" /> {methods.urgentLabel}
                  </p>
                )}
                <p className={styles.value}>{method.value}</p>
                <p className={styles.description}>{method.description}</p>
                <a
                  className={`button ${method.urgent ? 'button--urgent' : 'button--secondary'} ${styles.action}`}
                  href={method.action.href}
                >
                  {method.action.label}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
