import { contactContent } from 'shared-content';
import { contactIcons } from '../icons';
import styles from './OfficeInfo.module.css';

export default function OfficeInfo() {
  const { office } = contactContent;
  return (
    <section className={styles.section} aria-labelledby="contact-office-heading">
      <div className="container">
        <h2 id="contact-office-heading">{office.heading}</h2>
        <ul className={styles.grid}>
          {office.items.map((item) => {
            const Icon = contactIcons[item.icon];
            return (
              <li key={item.id} className={styles.card}>
                <h3 id={`contact-office-${item.id}`} className={styles.title}>
                  <Icon aria-hidden="true" /> {item.title}
                </h3>
                <ul className={styles.lines}>
                  {item.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
