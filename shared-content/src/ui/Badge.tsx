import type { ReactNode } from 'react';
import styles from './Badge.module.css';

/** A short label on a card: always a visible pill, at the card's top, after its icon. */
export default function Badge({ children }: { children: ReactNode }) {
  return <span className={styles.badge}>{children}</span>;
}
