import { ChevronDown } from 'lucide-react';
import { cardSurface, Section } from 'shared-content/ui';
import { useText } from '../text';
import styles from './Faqs.module.css';

export default function Faqs() {
  const { faqs } = useText();
  return (
    <Section heading={faqs.heading}>
      <ul className={styles.list}>
        {faqs.items.map((faq) => (
          <li key={faq.question}>
            <details className={`${cardSurface} ${styles.item}`}>
              <summary className={styles.question}>
                <span>{faq.question}</span>
                <ChevronDown aria-hidden="true" className={styles.chevron} />
              </summary>
              <p className={styles.answer}>{faq.answer}</p>
            </details>
          </li>
        ))}
      </ul>
    </Section>
  );
}
