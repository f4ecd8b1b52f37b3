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
