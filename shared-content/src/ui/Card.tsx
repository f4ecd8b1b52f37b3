import { Children, type ReactNode } from 'react';
import Badge from './Badge';
import { columnClasses, columnsFor, gridList } from './columns';
import { cardSurface, spreadRow } from './shared';
import styles from './Card.module.css';

export interface CardGridProps {
  children: ReactNode;
  /** The first card spans two columns (counts as two when choosing columns). */
  featureFirst?: boolean;
  /** A label for the list, when the section heading does not already name it. */
  label?: string;
}

/** A list of cards laid out so that every row is full, at every width. */
export function CardGrid({ children, featureFirst = false, label }: CardGridProps) {
  const count = Children.count(children) + (featureFirst ? 1 : 0);
  // A wide first card only where there are columns to span.
  const wideFirst = featureFirst && columnsFor(count).medium > 1;
  return (
    <ul
      className={`${gridList} ${styles.grid} ${columnClasses(count)} ${wideFirst ? styles.featureFirst : ''}`}
      aria-label={label}
    >
      {children}
    </ul>
  );
}

export interface CardProps {
  title: string;
  /** A decorative icon (render it with aria-hidden). */
  icon?: ReactNode;
  badge?: string;
  /** A picture above the title (a portrait). */
  media?: ReactNode;
  children?: ReactNode;
  /** Heading level of the title: 3 inside a section, 2 when the card is a section of its own. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** One card of a CardGrid: icon and badge on top (the icon beside the title if no badge), title, content. */
export function Card({ title, icon, badge, media, children, headingLevel = 3, className = '' }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={`${cardSurface} ${styles.card} ${className}`}>
      {badge && (
        <div className={`${spreadRow} ${styles.top}`}>
          {icon && <span className={styles.icon}>{icon}</span>}
          <Badge>{badge}</Badge>
        </div>
      )}
      {media}
      {/* Without a badge the icon sits beside the title: shorter cards, the same look. */}
      {icon && !badge ? (
        <div className={styles.titleRow}>
          <span className={styles.icon}>{icon}</span>
          <Heading className={styles.title}>{title}</Heading>
        </div>
      ) : (
        <Heading className={styles.title}>{title}</Heading>
      )}
      {children}
    </li>
  );
}
