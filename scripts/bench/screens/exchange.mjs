// Exchange's load board measured the way a broker meets it (issue 20), on 50-row pages of 500 loads:
// navigation → first row, changing a filter (the posting-age bucket), and a bulk post of 50 rows.
import { pagedSearch } from '../paged-list.mjs';

const SEARCH = '/monitor/api/v1/loads/broker_search';
// The board's table is named "<View> loads on the board".
const TABLE = /loads on the board$/;

/** Opens the board cold and waits for its first rows: where every interaction starts. */
const openBoard = (h) => h.navigateCold({ watch: { row: h.firstRowOf(TABLE) } });

/** @type {import('../screens.mjs').BenchScreen} */
export default {
  title: 'Exchange load board, 50-row pages',
  route: 'exchange',
  // 500 available loads, 50 a page; the search answers { results: [...] }.
  prepare: (page) => pagedSearch(page, SEARCH, { field: 'results', total: 500 }),
  measures: [
    {
      name: 'Navigation → first row painted',
      budget: 'firstContentMs',
      run: async (h) => (await openBoard(h)).watched.row,
    },
    {
      name: '"Posted" tab → first row of the new result painted',
      budget: 'tabSwitchMs',
      run: async (h) => {
        await openBoard(h);
        return h.clickAndWaitForFirstRow(h.page.getByRole('tab', { name: 'Posted', exact: true }), TABLE);
      },
    },
    {
      name: 'Changing a filter (posting age) → first row of the new result painted',
      run: async (h) => {
        await openBoard(h);
        await h.page.getByRole('button', { name: 'More filters' }).click();
        await h.page.getByRole('combobox', { name: 'Posted', exact: true }).click();
        return h.clickAndWaitForFirstRow(h.page.getByRole('option', { name: 'Within 8 hours' }), TABLE);
      },
    },
    {
      name: 'Bulk post of 50 rows (5 calls of 10) → results painted',
      run: async (h) => {
        await openBoard(h);
        await h.page.getByRole('checkbox', { name: 'Select every row of this page' }).check();
        await h.page.getByRole('button', { name: 'Post selected…', exact: true }).click();
        const confirm = h.page.getByRole('dialog').getByRole('button', { name: 'Post 50 loads' });
        return h.timeFrom(
          { on: confirm, event: 'click' },
          () => confirm.click(),
          h.visible('[role="status"][aria-label="Post"]'),
          { timeoutMs: 20_000 },
        );
      },
    },
  ],
};
