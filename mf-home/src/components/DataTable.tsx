import { useEffect, useRef } from 'react';
import { cardSurface } from 'shared-content/ui';
import styles from './DataTable.module.css';

/**
 * The region takes keyboard focus only while it scrolls sideways (so a keyboard user can scroll it); a
 * region that fits is no tab stop, and its focus cannot scroll a tall table under the sticky navbar.
 */
function useFocusableWhileScrolling() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const region = ref.current!;
    const update = () => {
      if (region.scrollWidth > region.clientWidth) region.tabIndex = 0;
      else region.removeAttribute('tabindex');
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(region);
    return () => observer.disconnect();
  }, []);
  return ref;
}

export interface DataTableProps<Row> {
  /** Unique id of the caption; the scroll region is named by it. */
  id: string;
  caption: string;
  headers: string[];
  /** Which field of a row goes in each column; the first column holds the row headers. */
  columns: readonly (keyof Row)[];
  rows: readonly Row[];
}

/**
 * A real data table. On narrow screens each row reflows into a small card (row header on top, each cell
 * with its column name), and the table sits in a group named by its caption that scrolls sideways on its
 * own if it still does not fit (very large text), so the page itself never scrolls sideways. A group,
 * not a region: tables are not landmarks.
 */
export default function DataTable<Row extends Record<string, string>>({ id, caption, headers, columns, rows }: DataTableProps<Row>) {
  const [rowHeaderColumn, ...dataColumns] = columns;
  const regionRef = useFocusableWhileScrolling();
  return (
    <div ref={regionRef} className={`${cardSurface} ${styles.region}`} role="group" aria-labelledby={id}>
      <table className={styles.table}>
        <caption id={id} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[rowHeaderColumn]}>
              <th scope="row">{row[rowHeaderColumn]}</th>
              {dataColumns.map((column, index) => (
                <td key={String(column)}>
                  {/* Shown only when narrow screens stack each row; screen readers use the column header. */}
                  <span className={styles.cellLabel} aria-hidden="true">
                    {headers[index + 1]}
                  </span>
                  <span>{row[column]}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
