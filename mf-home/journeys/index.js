// The home team's journeys: run before each of its releases goes live (see shared-content/tooling/journeys.js).
const { callLinksDial, linksOpenTheirPages } = require('shared-content/tooling/journeys');

/**
 * The tables (offers and plans) read as tables: a caption, column headers, and a cell under each header in every row.
 * @type {import('shared-content/tooling/journeys').Journey}
 */
const tablesRead = {
  name: 'its tables have a caption and a cell for each column',
  async run({ page }) {
    const shapes = await page.locator('[data-page-area] table').evaluateAll((/** @type {HTMLTableElement[]} */ tables) =>
      tables.map((table) => ({
        caption: table.caption?.textContent?.trim() ?? '',
        columns: table.querySelectorAll('thead th').length,
        rows: Array.from(table.querySelectorAll('tbody tr'), (row) => /** @type {HTMLTableRowElement} */ (row).cells.length),
      })),
    );
    if (shapes.length === 0) throw new Error('the page has no table');
    for (const shape of shapes) {
      if (!shape.caption) throw new Error('a table has no caption');
      if (shape.columns === 0 || shape.rows.length === 0) throw new Error(`"${shape.caption}" has ${shape.columns} column headers and ${shape.rows.length} rows`);
      if (shape.rows.some((cells) => cells !== shape.columns)) throw new Error(`"${shape.caption}" has rows of ${shape.rows.join(', ')} cells under ${shape.columns} headers`);
    }
  },
};

module.exports = { journeys: [callLinksDial, linksOpenTheirPages, tablesRead] };
