// Carrier Search (issue 15) as a broker meets it, on 50-row pages of 500 carriers: a name typed into
// the search box, then Search → the first result row painted (the search's call, its answer and
// the table's render; the screen's chunk is already loaded, as it is when a broker types).
import { pagedList } from '../paged-list.mjs';

const CARRIERS = '/monitor/api/v1/carriers';
// No default filter set on file, so the screen arrives bare and waits for the broker's search.
const DEFAULTS = '/monitor/api/v1/filter_sets/default_for_owner';
const TABLE = 'Carrier search results';

/**
 * Answers the search (`listCarriers`) with the contract's search results (Prism's `search`
 * example, not the first, my-carriers one) reshaped like a server with `total` carriers: `rows`
 * rows a page, ids depending on the query, and the paging headers to match; the default filter
 * set is a 404.
 */
async function pagedSearch(page, { rows = 50, total = 500 } = {}) {
  await page.route(
    (url) => url.pathname === DEFAULTS,
    (route) => route.continue({ headers: { ...route.request().headers(), prefer: 'code=404' } }),
  );
  await pagedList(page, CARRIERS, { rows, total, prefer: 'example=search' });
}

/** @type {import('../screens.mjs').BenchScreen} */
export default {
  title: 'Carrier Search, 50-row pages',
  route: 'globalSearch',
  prepare: (page) => pagedSearch(page),
  measures: [
    {
      name: 'Search (a name typed) → first result row painted',
      run: async (h) => {
        await h.navigateCold({ watch: { field: h.visible('form[role="search"] input') } });
        const form = h.page.getByRole('search', { name: 'Carrier search' });
        await form.getByRole('textbox', { name: 'Search carriers' }).fill('prairie wind');
        return h.clickAndWaitForFirstRow(form.getByRole('button', { name: 'Search', exact: true }), TABLE);
      },
    },
  ],
};
