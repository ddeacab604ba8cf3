import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { prismServer } from '../../../tests/unit/prism/server';
import { findAlert, renderRoute, SCREEN_TIMEOUT } from '../../../tests/unit/prism/render-route';

const SEARCH = '/api/v1/loads/broker_search';
const POSTINGS = '/api/v1/truck_postings';
const BULK_POST = '/api/v1/loads/bulk_post';
const prism = prismServer();

/**
 * Picks an option of a Mantine Select (or types, then picks a server's suggestion): the field opens
 * its list, then the option is clicked in that list. jsdom lays nothing out, so Floating UI takes
 * the field for detached and Mantine hides the open list (display: none): its options are found
 * among the hidden, in the list the field controls.
 */
async function choose(user: UserEvent, field: HTMLElement, option: string | RegExp, typed?: string) {
  if (typed === undefined) await user.click(field);
  else await user.type(field, typed);
  await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'));
  const list = document.getElementById(field.getAttribute('aria-controls') ?? '') as HTMLElement;
  await user.click(
    await within(list).findByRole('option', { name: option, hidden: true }, { timeout: SCREEN_TIMEOUT }),
  );
}

/** The body of each board search the screen sent, oldest first. */
const searches = () => prism.sent('monitor', 'POST', SEARCH).map((r) => r.body as { q: Record<string, unknown> });
const boardTable = () => screen.findByRole('table', { name: /loads on the board$/ }, { timeout: SCREEN_TIMEOUT });
const dataRows = (table: HTMLElement) =>
  within(table)
    .queryAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'));
/** The board's row of one load, once the board shows it. */
async function boardRow(loadId: number): Promise<HTMLElement> {
  const table = await boardTable();
  let row: HTMLElement | undefined;
  await waitFor(
    () => {
      row = dataRows(table).find((r) => r.textContent?.includes(String(loadId)));
      expect(row).toBeDefined();
    },
    { timeout: SCREEN_TIMEOUT },
  );
  return row as HTMLElement;
}

describe('Exchange', () => {
  describe('the board', () => {
    it('a failed search marks it as not meeting the requirements, keeps the error and empties the board', async () => {
      prism.prefer('monitor', SEARCH, { code: 404 });
      renderRoute('exchange');
      const alert = await findAlert('This search does not meet the requirements');
      expect(alert).toHaveTextContent('We could not find that record.');
      expect(await screen.findByText('Change the search to see loads.')).toBeInTheDocument();
      expect(screen.getByText('Page 1 of 1 · 0 loads')).toBeInTheDocument();
      // Not the server's or the network's failure: the same search would fail the same way.
      expect(within(alert).queryByRole('button', { name: 'Search again' })).toBeNull();
    });

    it('"My loads" that finds none of the user\'s loads says so', async () => {
      prism.prefer('monitor', SEARCH, { example: 'no_user_loads' });
      renderRoute('exchange?my_loads=1');
      expect(
        await screen.findByText(
          'You have no loads on the board. Turn off “My loads” to see everyone’s.',
          {},
          { timeout: SCREEN_TIMEOUT },
        ),
      ).toBeInTheDocument();
    });

    // Not the first test of the file: the first one pays for loading the app, and this one clicks a lot.
    it('each posting-age bucket is sent as chosen', async () => {
      const user = userEvent.setup();
      renderRoute('exchange');
      await boardRow(50006);
      await user.click(screen.getByRole('button', { name: 'More filters' }));
      // The panel opens a render later (a transition): the broker picks once it shows.
      await screen.findByRole('button', { name: 'Fewer filters', expanded: true });
      const buckets: [string, string][] = [
        ['Within 8 hours', '8hr'],
        ['8–12 hours ago', '12hr'],
        ['12–24 hours ago', '24hr'],
        ['1–3 days ago', '72hr'],
        ['Over 3 days ago', '>72hr'],
      ];
      for (const [label, bucket] of buckets) {
        await choose(user, screen.getByRole('combobox', { name: 'Posted' }), label);
        await waitFor(() => expect(searches().at(-1)?.q.posting, label).toBe(bucket));
      }
    });
  });

  describe('actions on loads', () => {
    it('a refused post says why, on the row it was asked for', async () => {
      const user = userEvent.setup();
      prism.prefer('monitor', '/api/v1/loads/50007/post_load', { code: 422 });
      renderRoute('exchange');
      await user.click(within(await boardRow(50007)).getByRole('button', { name: 'Post load 50007' }));
      expect(await screen.findByText('Load 50007 was not posted')).toBeInTheDocument();
      expect(within(await boardRow(50007)).getByRole('button', { name: 'Post load 50007' })).toBeInTheDocument();
    });

    it('bulk unpost takes the ticked loads off the board, tagged Unpost', async () => {
      const user = userEvent.setup();
      renderRoute('exchange');
      await boardRow(50008);
      await user.click(screen.getByRole('checkbox', { name: 'Select load 50006' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select load 50008' }));
      await user.click(screen.getByRole('button', { name: 'Unpost selected…' }));
      const dialog = await screen.findByRole('dialog', { name: 'Take 2 loads off the board?' });
      await user.click(within(dialog).getByRole('button', { name: 'Unpost 2 loads' }));
      const results = await screen.findByRole('status', { name: 'Unpost' });
      await waitFor(() => expect(results).toHaveTextContent('Unpost: 2 done'));
      expect(results).toHaveTextContent('Unpost load 50006');
      expect(prism.sent('monitor', 'PATCH', '/api/v1/loads/bulk_unpost')).toHaveLength(1);
      await waitFor(() => expect(screen.queryByText('2 loads selected')).toBeNull());
    });

    it('a confirmed bulk post starts once the dialog has closed on screen, and asks nothing twice meanwhile', async () => {
      const user = userEvent.setup();
      renderRoute('exchange');
      await boardRow(50007);
      await user.click(screen.getByRole('checkbox', { name: 'Select load 50007' }));
      await user.click(screen.getByRole('button', { name: 'Post selected…' }));
      const dialog = await screen.findByRole('dialog', { name: 'Post 1 load?' });
      // The next animation frame is held: the frame that paints the dialog closing.
      const held: FrameRequestCallback[] = [];
      const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
        held.push(callback);
        return held.length;
      });
      try {
        await user.click(within(dialog).getByRole('button', { name: 'Post 1 load' }));
        await user.click(screen.getByRole('button', { name: 'Post selected…' }));
        expect(prism.sent('monitor', 'PATCH', BULK_POST)).toHaveLength(0);
        expect(screen.queryByRole('status', { name: 'Posting loads' })).toBeNull();
      } finally {
        frames.mockRestore();
      }
      for (const callback of held) callback(performance.now());
      const results = await screen.findByRole('status', { name: 'Post' });
      await waitFor(() => expect(results).toHaveTextContent('Post: 1 done'));
      expect(prism.sent('monitor', 'PATCH', BULK_POST)).toHaveLength(1);
      expect(screen.queryByRole('dialog', { name: 'Post 1 load?' })).toBeNull();
    });

    it('a load that does not exist says so in the drawer', async () => {
      prism.prefer('monitor', '/api/v1/loads/999999/broker_details', { code: 404 });
      renderRoute('exchange?load=999999');
      const drawer = await screen.findByRole('dialog', { name: 'Load 999999' }, { timeout: SCREEN_TIMEOUT });
      expect(await within(drawer).findByRole('heading', { name: 'Load 999999 was not found' })).toBeInTheDocument();
      expect(await within(drawer).findByRole('link', { name: 'Back to the load board' })).toBeInTheDocument();
    });

    it('a carrier already set aside: the refusal stays in the dialog with what was typed', async () => {
      const user = userEvent.setup();
      prism.prefer('monitor', '/api/v1/load_carrier_dispositions', { code: 422 });
      renderRoute('exchange?load=50006&panel=capacity');
      const table = await screen.findByRole('table', { name: 'Capacity for load 50006' }, { timeout: SCREEN_TIMEOUT });
      const setAside = await within(table).findByRole('button', { name: 'Set aside Blue Ridge Reefer Inc…' });
      expect(setAside).toBeInTheDocument();
      await user.click(setAside);
      // The dialog's code loads when it is first opened (src/ui/lazy-dialog.tsx).
      const dialog = await screen.findByRole(
        'dialog',
        { name: 'Set aside Blue Ridge Reefer Inc' },
        { timeout: SCREEN_TIMEOUT },
      );
      await user.selectOptions(within(dialog).getByLabelText(/^Reason/), 'Did not respond');
      await user.type(within(dialog).getByLabelText('Notes'), 'Called twice.');
      await user.click(within(dialog).getByRole('button', { name: 'Set aside' }));
      expect((await within(dialog).findAllByText('The carrier was not set aside'))[0]).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Notes')).toHaveValue('Called twice.');
    });
  });

  describe('truck postings', () => {
    it('a refused posting keeps what was typed and puts the server’s reasons beside the fields', async () => {
      const user = userEvent.setup();
      prism.prefer('monitor', POSTINGS, { code: 422 });
      renderRoute('exchange?tab=trucks');
      await user.click(await screen.findByRole('button', { name: 'New truck posting' }, { timeout: SCREEN_TIMEOUT }));
      const dialog = await screen.findByRole('dialog', { name: 'New truck posting' }, { timeout: SCREEN_TIMEOUT });
      await choose(
        user,
        within(dialog).getByRole('combobox', { name: /^Carrier/ }),
        /Prairie Wind Transport LLC/,
        'prairie',
      );
      // The equipment and vehicle lists load on their own: choose once they are there.
      expect(await within(dialog).findByRole('option', { name: 'Dry van' })).toBeInTheDocument();
      await user.selectOptions(within(dialog).getByLabelText(/^Equipment/), 'Dry van');
      await choose(user, within(dialog).getByRole('combobox', { name: 'Origin' }), 'Des Moines, IA, USA', 'des moi');
      expect(within(dialog).getByLabelText(/^Equipment/)).toHaveValue('van');
      await user.click(within(dialog).getByRole('button', { name: 'Post the truck' }));
      // The contract's 422 names two fields: each reason shows beside its field.
      expect(await within(dialog).findByText('must be today or later')).toBeInTheDocument();
      expect(within(dialog).getByText('must belong to the carrier')).toBeInTheDocument();
      expect(within(dialog).getByLabelText(/^Available from/)).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog).getByLabelText(/^Equipment/)).toHaveValue('van');
    });

    it('no active postings, and a failed list, each say so', async () => {
      prism.prefer('monitor', POSTINGS, { example: 'empty' });
      const { unmount } = renderRoute('exchange?tab=trucks');
      expect(await screen.findByText('No active truck postings.', {}, { timeout: SCREEN_TIMEOUT })).toBeInTheDocument();
      unmount();
      prism.prefer('monitor', POSTINGS, { code: 500 });
      renderRoute('exchange?tab=trucks');
      expect(
        await screen.findByText(/Could not load the truck postings/, {}, { timeout: SCREEN_TIMEOUT }),
      ).toBeInTheDocument();
    });
  });
});
