import type { ReactNode } from 'react';
import styles from './TextWithAside.module.css';

export interface TextWithAsideProps {
  /** The text: paragraphs, a list, a link. */
  children: ReactNode;
  /** Figures, a short list or a picture: beside the text on wide screens, below it before. */
  aside: ReactNode;
  /** Text and aside as wide as each other and centred on each other (a picture), rather than the text wider. */
  halves?: boolean;
}

/** A section's text with an aside beside it from 64rem, below it on narrower screens. */
export default function TextWithAside({ children, aside, halves = false }: TextWithAsideProps) {
  return (
    <div className={halves ? `${styles.split} ${styles.halves}` : styles.split}>
      <div>{children}</div>
      {aside}
    </div>
  );
}
