import type { ReactNode } from 'react';
import BusinessText from './BusinessText';
import styles from './Hero.module.css';

/** The hero's words, as each page's text gives them (`hero` of the page's text). */
export interface HeroWords {
  /** A short line above the heading. */
  eyebrow?: string;
  heading: string;
  lead: string;
  /** A small note under the actions. */
  note?: string;
}

export interface HeroProps {
  words: HeroWords;
  /** Buttons under the lead (CallButton first). */
  actions?: ReactNode;
  /** Shown beside the text on wide screens, below it on phones: a StatList or a short list. */
  aside?: ReactNode;
}

/** The top of every page: the page's one h1, its lead, its main actions. */
export default function Hero({ words: { eyebrow, heading, lead, note }, actions, aside }: HeroProps) {
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.inner} ${aside ? styles.withAside : ''}`}>
        <div>
          {eyebrow && (
            <p className={styles.eyebrow}>
              <BusinessText text={eyebrow} />
            </p>
          )}
          <h1 className={styles.heading}>
            <BusinessText text={heading} />
          </h1>
          <p className={styles.lead}>
            <BusinessText text={lead} />
          </p>
          {actions && <div className={styles.actions}>{actions}</div>}
          {note && (
            <p className={styles.note}>
              <BusinessText text={note} />
            </p>
          )}
        </div>
        {aside}
      </div>
    </section>
  );
}
