import styles from './columns.module.css';

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
  const { medium, large } = columnsFor(count);
  return [styles[`medium${medium}`], styles[`large${large}`]].filter(Boolean).join(' ');
}
