import styles from './DataTable.module.css';

export interface DataTableProps<Row> {
  /** Unique id of the caption; the scroll region is named by it. */
  id: string;
  caption: string;
  headers: string[];
  /** Which field of a row goes in each column; the first column holds the row headers. */
  columns: (keyof Row)[];
  rows: readonly Row[];
}

/**
 * A real data table. On narrow screens each row reflows into a small card (row header on top, each cell
 * with its column name), and the table sits in a labelled, focusable region that scrolls sideways on its
 * own if it still does not fit (very large text), so the page itself never scrolls sideways.
 */
export default function DataTable<Row extends Record<string, string>>({ id, caption, headers, columns, rows }: DataTableProps<Row>) {
  const [rowHeaderColumn, ...dataColumns] = columns;
  return (
    <div className={styles.region} role="region" aria-labelledby={id} tabIndex={0}>
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
