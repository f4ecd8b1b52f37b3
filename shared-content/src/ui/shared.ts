import styles from './shared.module.css';

/** The class of a card's surface (white, bordered, rounded, shadowed): cards, and what looks like one (a step, a question, a table). */
export const cardSurface = styles.cardSurface;

/** The class of a wrapping row with its two ends pushed apart (a card's icon and badge, the footer's call banner and bottom line). */
export const spreadRow = styles.spreadRow;
