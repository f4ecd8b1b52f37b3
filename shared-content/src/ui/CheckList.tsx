import { CircleCheck } from 'lucide-react';
import { gridList } from './columns';
import styles from './CheckList.module.css';
import BusinessText from './BusinessText';

/** A short list of plain facts, each with a tick. */
export default function CheckList({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul className={`${gridList} ${styles.list}`} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <CircleCheck aria-hidden="true" className={styles.icon} />
          <span className={styles.text}>
            <BusinessText text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}
