// The Loads list measured the way a broker meets it (issue 8), on 50-row pages of 500 loads:
// navigation → first row, a tab, typing into the load number, the next page. The example every
// coming screen copies (README, "Benchmark and budgets").
import { pagedList } from '../paged-list.mjs';

const LOADS = '/monitor/api/v1/loads';
// The loads table's accessible name ends with "loads" ("Open loads", "Closed loads", …).
const TABLE = /loads$/;

/** Opens the list cold and waits for its first rows: where every interaction starts. */
const openList = (h) => h.navigateCold({ watch: { row: h.firstRowOf(TABLE) } });

/** @type {import('../screens.mjs').BenchScreen} */
export default {
  title: 'Loads, 50-row pages',
  route: 'loads',
  // Prism's examples reshaped like a real server's pages (ids change with the page and the query).
  prepare: (page) => pagedList(page, LOADS),
  measures: [
    {
      name: 'Navigation → first row painted',
      budget: 'firstContentMs',
      run: async (h) => (await openList(h)).watched.row,
    },
    {
      name: '"Closed" tab → first row of the new result painted',
      budget: 'tabSwitchMs',
      run: async (h) => {
        await openList(h);
        const tab = h.page.getByRole('tab', { name: 'Closed', exact: true });
        if ((await tab.count()) === 0) h.skip('no "Closed" tab');
        return h.clickAndWaitForFirstRow(tab, TABLE);
      },
    },
    {
      name: 'Typing into "Load number" (incl. its 300 ms debounce) → list painted',
      budget: 'filterTypingMs',
      run: async (h) => {
        await openList(h);
        return h.typeAndWaitForRequest(h.page.getByLabel('Load number'), '5', LOADS);
      },
    },
    {
      name: '"Next page" → first row changed',
      budget: 'pagingMs',
      run: async (h) => {
        await openList(h);
        const next = h.page.getByRole('button', { name: 'Next page' });
        if (!(await next.isEnabled())) h.skip('no enabled "Next page" button');
        return h.clickAndWaitForFirstRow(next, TABLE);
      },
    },
  ],
};
