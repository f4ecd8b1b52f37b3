import type { LucideIcon } from 'lucide-react';
import CallButton from './CallButton';
import styles from './CtaBand.module.css';

/** The band's words, as each page's text gives them (`cta` of the page's text). */
export interface CtaBandWords {
  heading: string;
  text: string;
}

export interface CtaBandProps {
  words: CtaBandWords;
  /** Words before the number on the call button, the band's first action (default: the language's "Call"). */
  callLabel?: string;
  /** The one other action, after the call button: a link with its icon before its words. */
  link?: { href: string; label: string; icon: LucideIcon };
  /** 2 when the band is a section of its own (the end of a page), 3 inside a section. */
  headingLevel?: 2 | 3;
}

/** The one call-to-action band: a light panel, so it never doubles the dark footer below it. */
export default function CtaBand({ words: { heading, text }, callLabel, link, headingLevel = 2 }: CtaBandProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const band = (
    <div className={styles.band}>
      <div className={styles.text}>
        <Heading className={styles.heading}>{heading}</Heading>
        <p>{text}</p>
      </div>
      <div className={styles.actions}>
        <CallButton label={callLabel} />
        {link && (
          <a className="button button--secondary" href={link.href}>
            <link.icon aria-hidden="true" size={20} />
            {link.label}
          </a>
        )}
      </div>
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
