import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../tests/unit/prism/server';
import { dataRows, renderRoute, SCREEN_TIMEOUT } from '../../../tests/unit/prism/render-route';
import { STORED_RESULTS, storedResults } from '../../lib/stored-results';

const LANE = '/api/v1/carriers/search';
const RESULTS =
  'carriers/lane-search-results?origin_area=450309&origin=Des+Moines%2C+IA&destination_area=424011&destination=Roanoke%2C+VA';
const prism = prismServer();

const lanes = () => prism.sent('monitor', 'POST', LANE);
const lastBody = () => lanes().at(-1)?.body as Record<string, unknown> | undefined;

describe('Lane search results', () => {
  it('a chosen filter goes into the lane’s body; empty or negative miles do not', async () => {
    const user = userEvent.setup();
    renderRoute(`${RESULTS}&origin_miles=-5`);
    const table = await screen.findByRole('table', { name: 'Lane search results' }, { timeout: SCREEN_TIMEOUT });
    await waitFor(
      () =>
        expect(
          within(table)
            .queryAllByRole('row')
            .filter((r) => r.hasAttribute('data-index')).length,
        ).toBeGreaterThan(0),
      { timeout: SCREEN_TIMEOUT },
    );
    expect(lastBody()?.q).toEqual({});
    const before = lanes().length;
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(drawer).toBeInTheDocument();
    const eld = () => within(drawer).getByRole('switch', { name: 'Only ELD connected' });
    await user.click(eld());
    await waitFor(() => expect(eld()).toBeChecked());
    await waitFor(() => expect(lanes().length).toBeGreaterThan(before));
    expect(lastBody()?.q).toMatchObject({ eld_connected_only: true });
  });

  it('a failed lane search says so and offers Retry', async () => {
    prism.prefer('monitor', LANE, { code: 500 });
    renderRoute(RESULTS);
    expect(await screen.findByText(/The lane search failed/, {}, { timeout: SCREEN_TIMEOUT })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
  });

  it('a lane no carrier runs says what to change', async () => {
    prism.prefer('monitor', LANE, { example: 'no_carriers' });
    renderRoute(RESULTS);
    expect(
      await screen.findByText(/No carrier runs this lane with these filters/, {}, { timeout: SCREEN_TIMEOUT }),
    ).toBeInTheDocument();
  });

  // Issue 27: the page is kept under the lane the screen decoded, not the location read again; the
  // same lane spelled another way is the same address to the screen and its loader.
  it('the lane’s page is kept under the lane the address holds, and shown again for it unasked', async () => {
    const { unmount } = renderRoute(RESULTS);
    const table = await screen.findByRole('table', { name: 'Lane search results' }, { timeout: SCREEN_TIMEOUT });
    await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(0), { timeout: SCREEN_TIMEOUT });
    await waitFor(() => expect(storedResults.get(STORED_RESULTS.laneSearch)?.address).toBe(`/${RESULTS}`));
    expect(lanes()).toHaveLength(1);
    const kept = storedResults.get(STORED_RESULTS.laneSearch);
    unmount();

    renderRoute(
      'carriers/lane-search-results?destination=Roanoke%2C%20VA&destination_area=424011&origin=Des%20Moines%2C%20IA&origin_area=450309',
    );
    // renderRoute empties storage: put the page back before the loader reads it (after its first await).
    storedResults.set(STORED_RESULTS.laneSearch, kept?.address ?? '', kept?.data);
    const again = await screen.findByRole('table', { name: 'Lane search results' }, { timeout: SCREEN_TIMEOUT });
    await waitFor(() => expect(dataRows(again).length).toBeGreaterThan(0), { timeout: SCREEN_TIMEOUT });
    expect(lanes()).toHaveLength(1);
  });
});
