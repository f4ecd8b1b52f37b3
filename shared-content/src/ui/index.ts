/** The site's design language: the building blocks every page is composed of (see README.md). */
export { default as Badge } from './Badge';
export { default as BusinessText } from './BusinessText';
export { default as CallButton } from './CallButton';
export type { CallButtonProps } from './CallButton';
export { Card, CardGrid } from './Card';
export { default as CardSection } from './CardSection';
export type { CardSectionItem, CardSectionProps } from './CardSection';
export { default as CheckList } from './CheckList';
export type { CardGridProps, CardProps } from './Card';
export { default as CtaBand } from './CtaBand';
export { default as Hero } from './Hero';
export { default as PhraseLink } from './PhraseLink';
export { default as Section } from './Section';
export { default as StatList } from './StatList';
export { default as TextList } from './TextList';
export { default as TextWithAside } from './TextWithAside';
export { columnsFor, gridColumns, gridList } from './columns';
export { cardSurface, spreadRow } from './shared';
