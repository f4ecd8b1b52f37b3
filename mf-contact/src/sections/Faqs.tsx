import { ChevronDown } from 'lucide-react';
import { contactContent } from 'shared-content';
import styles from './Faqs.module.css';

export default function Faqs() {
  const { faqs } = contactContent;
  return (
    <section className={styles.section} aria-labelledby="contact-faqs-heading">
      <div className="container">
        <h2 id="contact-faqs-heading">{faqs.heading}</h2>
        <ul className={styles.list}>
          {faqs.items.map((faq) => (
            <li key={faq.question}>
              <details className={styles.item}>
                <summary className={styles.question}>
                  <span>{faq.question}</span>
                  <ChevronDown aria-hidden="true" className={styles.chevron} />
                </summary>
                <p className={styles.answer}>{faq.answer}</p>
              </details>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
