import type { Stat } from '../types';
import { columnClasses, gridList } from './columns';
import styles from './StatList.module.css';

/** Figures such as "10+ Years of experience": one style on every page, every row full. */
export default function StatList({ label, stats }: { label: string; stats: readonly Stat[] }) {
  return (
    <ul className={`${gridList} ${styles.stats} ${columnClasses(stats.length)}`} aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label} className={styles.stat}>
          <span className={styles.value}>{stat.value}</span>
          <span className={styles.label}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
