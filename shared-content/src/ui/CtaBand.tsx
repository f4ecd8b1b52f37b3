import type { ReactNode } from 'react';
import styles from './CtaBand.module.css';

/** The band's words, as each page's text gives them (`cta` of the page's text). */
export interface CtaBandWords {
  heading: string;
  text: string;
}

export interface CtaBandProps {
  words: CtaBandWords;
  /** CallButton first, then at most one other action. */
  actions: ReactNode;
  /** 2 when the band is a section of its own (the end of a page), 3 inside a section. */
  headingLevel?: 2 | 3;
}

/** The one call-to-action band: a light panel, so it never doubles the dark footer below it. */
export default function CtaBand({ words: { heading, text }, actions, headingLevel = 2 }: CtaBandProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const band = (
    <div className={styles.band}>
      <div className={styles.text}>
        <Heading className={styles.heading}>{heading}</Heading>
        <p>{text}</p>
      </div>
      <div className={styles.actions}>{actions}</div>
    </div>
  );
  return headingLevel === 2 ? (
    <section className={styles.section}>
      <div className="container">{band}</div>
    </section>
  ) : (
    band
  );
}
