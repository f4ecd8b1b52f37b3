import type { ReactNode } from 'react';
import styles from './Section.module.css';

export interface SectionProps {
  heading: string;
  /** One or two sentences under the heading. */
  intro?: string;
  /** Alternate plain and tinted sections down a page. */
  tone?: 'plain' | 'tinted';
  /** An id for the h2, for in-page links (e.g. the contact form). */
  headingId?: string;
  children: ReactNode;
}

/**
 * A page section: heading, optional intro, content, inside the page width. Not a named region: pages are
 * navigated by their headings, and a landmark for every section made landmark navigation noisy.
 */
export default function Section({ heading, intro, tone = 'plain', headingId, children }: SectionProps) {
  return (
    <section className={`${styles.section} ${tone === 'tinted' ? styles.tinted : ''}`}>
      <div className="container">
        <div className={styles.header}>
          <h2 id={headingId}>{heading}</h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
