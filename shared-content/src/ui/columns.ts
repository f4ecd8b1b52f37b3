import styles from './columns.module.css';

/**
 * The class of a list (`ul`, `ol`) laid out as a grid: one column, no bullets, no indent. Give the list a
 * class of its own too, for its gap and any columns of its own, from a stylesheet imported after this module
 * (CSS order decides between two single classes).
 */
export const gridList = styles.list;

/**
 * Columns for a grid of `count` items, so no row is left half empty (no orphaned card): at medium widths
 * 2 or 3 columns when the count divides by them, at large widths 4, 3 or 2. One column otherwise.
 */
export function columnsFor(count: number): { medium: number; large: number } {
  const divides = (columns: number) => count % columns === 0;
  const medium = [2, 3].find(divides) ?? 1;
  const large = [4, 3, 2].find(divides) ?? 1;
  return { medium, large };
}

/** The grid-template-columns classes for `count` items (from columns.module.css). */
export function columnClasses(count: number): string {
  return gridColumns(columnsFor(count));
}

/**
 * The grid-template-columns classes (from columns.module.css) for columns chosen by width: `small` from 22.5rem,
 * `medium` from 40rem, `large` from 64rem, each until a wider one says otherwise. One column where none is given.
 */
export function gridColumns({ small, medium, large }: { small?: number; medium?: number; large?: number }): string {
  return [styles[`small${small}`], styles[`medium${medium}`], styles[`large${large}`]].filter(Boolean).join(' ');
}
