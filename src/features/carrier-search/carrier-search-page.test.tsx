import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../tests/unit/prism/server';
import { dataRows, findAlert, renderRoute, SCREEN_TIMEOUT } from '../../../tests/unit/prism/render-route';
import { STORED_RESULTS, storedResults } from '../../lib/stored-results';

const CARRIERS = '/api/v1/carriers';
const DEFAULTS = '/api/v1/filter_sets/default_for_owner';
const SAVED = '/api/v1/saved_searches';
const prism = prismServer();

const searches = () => prism.sent('monitor', 'GET', CARRIERS);

/** Carrier Search with the contract's mixed results and no default filter set on file. */
function searchWithoutDefaults() {
  prism.prefer('monitor', CARRIERS, { example: 'search' });
  prism.prefer('monitor', DEFAULTS, { code: 404 });
}

describe('Carrier search', () => {
  it('a carrier is added to my carriers from its row at once, and the server gets the call', async () => {
    const user = userEvent.setup();
    searchWithoutDefaults();
    renderRoute('carriers/global-search?text=great');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Add Great North Carriers Ltd to my carriers' },
        { timeout: SCREEN_TIMEOUT },
      ),
    );
    await waitFor(() =>
      expect(prism.sent('monitor', 'POST', '/api/v1/subscriptions/create_by_carrier')).toHaveLength(1),
    );
    expect(prism.sent('monitor', 'POST', '/api/v1/subscriptions/create_by_carrier')[0]?.body).toMatchObject({
      carrier_id: 1004,
    });
    expect(
      await screen.findByRole('button', { name: 'Remove Great North Carriers Ltd from my carriers' }),
    ).toBeInTheDocument();
  });

  it('the default filter set is applied on a bare arrival, in the first search sent', async () => {
    prism.prefer('monitor', CARRIERS, { example: 'search' });
    prism.prefer('monitor', DEFAULTS, { example: 'dana_carrier_search' });
    renderRoute('carriers/global-search');
    expect(
      await screen.findByText('Your default filters were applied.', {}, { timeout: SCREEN_TIMEOUT }),
    ).toBeInTheDocument();
    await waitFor(() => expect(searches().length).toBeGreaterThan(0));
    const first = searches()[0]?.query;
    expect(first?.get('q[eld_connected_only]')).toBe('true');
    expect(first?.get('q[cargo_coverage_gteq]')).toBe('100000');
  });

  it('an arrival with a text alone waits for the default filter set: one search, with both', async () => {
    prism.prefer('monitor', CARRIERS, { example: 'search' });
    prism.prefer('monitor', DEFAULTS, { example: 'dana_carrier_search' });
    renderRoute('carriers/global-search?text=blue');
    expect(
      await screen.findByText('Your default filters were applied.', {}, { timeout: SCREEN_TIMEOUT }),
    ).toBeInTheDocument();
    await waitFor(() => expect(searches().length).toBeGreaterThan(0));
    const first = searches()[0]?.query;
    expect(first?.get('q[eld_connected_only]')).toBe('true');
    expect(first?.get('q[legal_name_or_dba_name_start]')).toBe('BLUE');
    expect(searches()).toHaveLength(1);
  });

  it('with the plan limit reached the prompt shows, no search is sent and the results stay empty', async () => {
    prism.as('plan_limit_reached');
    searchWithoutDefaults();
    renderRoute('carriers/global-search?text=blue');
    expect(await findAlert("You have reached your plan's carrier search limit")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'upgrade your plan in My Account' })).toBeInTheDocument();
    expect(await screen.findByText('No results: your plan’s carrier searches are used up.')).toBeInTheDocument();
    expect(searches()).toHaveLength(0);
  });

  it('a refused search says so where the results would be', async () => {
    prism.prefer('monitor', CARRIERS, { code: 422 });
    prism.prefer('monitor', DEFAULTS, { code: 404 });
    renderRoute('carriers/global-search?text=blue');
    expect(await screen.findByText(/Could not search carriers/, {}, { timeout: SCREEN_TIMEOUT })).toBeInTheDocument();
  });

  // From saved-searches.spec.ts: the dialog is Carrier Search's.
  it('a search is saved from Carrier Search with a name', async () => {
    const user = userEvent.setup();
    prism.prefer('monitor', DEFAULTS, { code: 404 });
    renderRoute('carriers/global-search?text=blue&only_eld=1');
    await user.click(await screen.findByRole('button', { name: 'Save search…' }, { timeout: SCREEN_TIMEOUT }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(dialog).toBeInTheDocument();
    // The name starts as the search's text; the broker's own replaces it.
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Blue with ELD');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(prism.sent('monitor', 'POST', SAVED)).toHaveLength(1));
    expect(prism.sent('monitor', 'POST', SAVED)[0]?.body).toMatchObject({
      saved_search: {
        name: 'Blue with ELD',
        is_type: 'carrier_search',
        query: { text: 'blue', q: { eld_connected_only: true } },
      },
    });
  });

  // Issue 27: the address is decoded once per change. The page is kept under the search the screen
  // decoded (not the location read again), so the key is what the address says after the change, and
  // the same search spelled another way (entries in another order, a key it does not hold) is the
  // same address to the screen and to its route's loader: shown again, nothing asked.
  it('a typed name’s page is kept under the search the address holds, and shown again for it unasked', async () => {
    const user = userEvent.setup();
    searchWithoutDefaults();
    const { unmount } = renderRoute('carriers/global-search');
    await user.type(
      await screen.findByLabelText('Search carriers', {}, { timeout: SCREEN_TIMEOUT }),
      'prairie wind{Enter}',
    );
    const results = () => screen.getByRole('table', { name: 'Carrier search results' });
    await waitFor(() => expect(dataRows(results())).toHaveLength(4), { timeout: SCREEN_TIMEOUT });
    expect(window.location.search).toBe('?text=prairie+wind');
    await waitFor(() =>
      expect(storedResults.get(STORED_RESULTS.carrierSearch)?.address).toBe(
        '/carriers/global-search?text=prairie+wind',
      ),
    );
    expect(searches()).toHaveLength(1);
    const kept = storedResults.get(STORED_RESULTS.carrierSearch);
    unmount();

    renderRoute('carriers/global-search?utm_source=mail&text=prairie%20wind');
    // renderRoute empties storage: put the page back before the loader reads it (after its first await).
    storedResults.set(STORED_RESULTS.carrierSearch, kept?.address ?? '', kept?.data);
    await screen.findByRole('table', { name: 'Carrier search results' }, { timeout: SCREEN_TIMEOUT });
    await waitFor(() => expect(dataRows(results())).toHaveLength(4), { timeout: SCREEN_TIMEOUT });
    expect(searches()).toHaveLength(1);
  });
});
