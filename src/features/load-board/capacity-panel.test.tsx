import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../tests/unit/prism/server';
import { renderRoute, SCREEN_TIMEOUT } from '../../../tests/unit/prism/render-route';

const MATCH = '/api/v1/carriers/load_match/50006';
const OPEN = 'exchange?load=50006&panel=capacity';
const prism = prismServer();

/** The query of each capacity call the drawer sent, oldest first. */
const matchQueries = () => prism.sent('monitor', 'GET', MATCH).map((r) => Object.fromEntries(r.query));
/** The address's entries, as a shared link would carry them. */
const address = () => Object.fromEntries(new URLSearchParams(window.location.search));
const capacityKeys = () => Object.keys(address()).filter((key) => key.startsWith('capacity_'));

async function openCapacity(path = OPEN) {
  renderRoute(path);
  const drawer = await screen.findByRole('dialog', { name: 'Load 50006' }, { timeout: SCREEN_TIMEOUT });
  const table = await within(drawer).findByRole(
    'table',
    { name: 'Capacity for load 50006' },
    { timeout: SCREEN_TIMEOUT },
  );
  return { drawer, table };
}

/** Waits until the last capacity call asked exactly `query`. */
async function lastAsked(query: Record<string, string>) {
  await waitFor(() => expect(matchQueries().at(-1)).toEqual(query), { timeout: SCREEN_TIMEOUT });
}

describe('Exchange: the capacity panel’s search (monitoring §7)', () => {
  it('with the defaults sends only the page and 20 a page, and writes nothing into the address', async () => {
    const { table } = await openCapacity();
    expect(await within(table).findByRole('link', { name: 'Prairie Wind Transport LLC' })).toBeInTheDocument();
    expect(matchQueries()).toContainEqual({ page: '1', per_page: '20' });
    expect(matchQueries().every((q) => Object.keys(q).sort().join() === 'page,per_page')).toBe(true);
    expect(capacityKeys()).toEqual([]);
  });

  it('each control changes the request as it says and is kept in the address under capacity_ keys', async () => {
    const user = userEvent.setup();
    const { drawer } = await openCapacity();
    const dhO = within(drawer).getByRole('textbox', { name: /^DH-O \(mi\)/ });
    const dhD = within(drawer).getByRole('textbox', { name: /^DH-D \(mi\)/ });

    await user.type(dhO, '150');
    await lastAsked({ origin_deadhead: '150', page: '1', per_page: '20' });
    // The address follows the state a moment later (nuqs throttles its writes): wait for it.
    await waitFor(() => expect(address()).toMatchObject({ capacity_origin_deadhead: '150' }));
    // Not the board's deadhead: the board's filters stay as they were.
    expect(address()).not.toHaveProperty('origin_deadhead');

    await user.type(dhD, '0');
    await lastAsked({ origin_deadhead: '150', destination_deadhead: '0', page: '1', per_page: '20' });
    await waitFor(() => expect(address()).toMatchObject({ capacity_destination_deadhead: '0' }));

    await user.click(within(drawer).getByRole('radio', { name: 'Seen nearby' }));
    await lastAsked({
      origin_deadhead: '150',
      destination_deadhead: '0',
      match_type: 'recent_location',
      page: '1',
      per_page: '20',
    });
    await waitFor(() => expect(address()).toMatchObject({ capacity_match_type: 'recent_location' }));

    await user.click(within(drawer).getByRole('switch', { name: 'Hide carriers set aside' }));
    await lastAsked({
      origin_deadhead: '150',
      destination_deadhead: '0',
      match_type: 'recent_location',
      hide_dispositioned: 'true',
      page: '1',
      per_page: '20',
    });
    await waitFor(() => expect(address()).toMatchObject({ capacity_hide_set_aside: '1' }));

    // Back to the defaults: emptied deadheads are 50, Both and shown send nothing, and leave the address.
    await user.clear(dhO);
    await user.click(within(drawer).getByRole('radio', { name: 'Both' }));
    await user.click(within(drawer).getByRole('switch', { name: 'Hide carriers set aside' }));
    await lastAsked({ destination_deadhead: '0', page: '1', per_page: '20' });
    await waitFor(() => expect(capacityKeys()).toEqual(['capacity_destination_deadhead']));

    // Past the contract's 500 miles: 500 is asked, and the field says so.
    await user.type(dhD, '900');
    await lastAsked({ destination_deadhead: '500', page: '1', per_page: '20' });
    await waitFor(() => expect(dhD).toHaveValue('500'));

    // Closing the load drops its search: the next load opens on the defaults.
    await user.click(screen.getByRole('button', { name: 'Close the load' }));
    await waitFor(() => expect(address()).not.toHaveProperty('load'));
    await waitFor(() => expect(capacityKeys()).toEqual([]));
  });

  it('a shared link asks for its search; any change goes back to page 1', async () => {
    const user = userEvent.setup();
    const { drawer } = await openCapacity(`${OPEN}&capacity_match_type=truck_posting&capacity_page=3`);
    await lastAsked({ match_type: 'truck_posting', page: '3', per_page: '20' });
    expect(within(drawer).getByRole('radio', { name: 'Truck posting' })).toBeChecked();

    await user.click(within(drawer).getByRole('switch', { name: 'Hide carriers set aside' }));
    await lastAsked({ match_type: 'truck_posting', hide_dispositioned: 'true', page: '1', per_page: '20' });
    await waitFor(() => expect(address()).not.toHaveProperty('capacity_page'));
  });

  it('no capacity within the deadheads says which were searched and what to widen', async () => {
    prism.prefer('monitor', MATCH, { example: 'none' });
    const { drawer } = await openCapacity(`${OPEN}&capacity_origin_deadhead=120`);
    expect(
      await within(drawer).findByText(
        'No carrier within 120 mi of the pickup and 50 mi of the delivery. Widen DH-O or DH-D to find more.',
      ),
    ).toBeInTheDocument();
    expect(within(drawer).getByRole('textbox', { name: /^DH-O \(mi\)/ })).toHaveValue('120');
    expect(within(drawer).getByText('Page 1 of 1 · 0 carriers')).toBeInTheDocument();
  });

  it('with carriers set aside hidden, setting one aside asks for the list again, and it goes', async () => {
    const user = userEvent.setup();
    const { drawer, table } = await openCapacity(`${OPEN}&capacity_hide_set_aside=1`);
    await user.click(await within(table).findByRole('button', { name: 'Set aside Blue Ridge Reefer Inc…' }));
    // The dialog's code loads when it is first opened (src/ui/lazy-dialog.tsx).
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Set aside Blue Ridge Reefer Inc' },
      { timeout: SCREEN_TIMEOUT },
    );
    await user.selectOptions(within(dialog).getByLabelText(/^Reason/), 'No truck available');
    const asked = matchQueries().length;
    // The server now leaves out the carriers set aside on this load: Blue Ridge was the last one near it.
    prism.prefer('monitor', MATCH, { example: 'none' });
    await user.click(within(dialog).getByRole('button', { name: 'Set aside' }));

    expect(await screen.findByText('Blue Ridge Reefer Inc is set aside on load 50006.')).toBeInTheDocument();
    expect(prism.sent('monitor', 'POST', '/api/v1/load_carrier_dispositions')).toHaveLength(1);
    await waitFor(() => expect(matchQueries().length).toBeGreaterThan(asked));
    expect(matchQueries().slice(asked)).toContainEqual({ hide_dispositioned: 'true', page: '1', per_page: '20' });
    await waitFor(() => expect(within(table).queryByText('Blue Ridge Reefer Inc')).toBeNull());
    expect(
      within(drawer).getByText(
        'No carrier within 50 mi of the pickup and 50 mi of the delivery. Widen DH-O or DH-D to find more. Carriers set aside are hidden.',
      ),
    ).toBeInTheDocument();
  });
});
