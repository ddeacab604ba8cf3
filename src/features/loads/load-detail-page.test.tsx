import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../tests/unit/prism/server';
import { dataRows, renderRoute, SCREEN_TIMEOUT } from '../../../tests/unit/prism/render-route';

const LOAD = '/api/v1/loads/50001';
const prism = prismServer();

/** Opens the load's page and waits for its heading (the screen's code loads lazily). */
async function openLoad(id = 50001) {
  renderRoute(`loads/${id}`);
  expect(await screen.findByRole('heading', { name: `Load ${id}` }, { timeout: SCREEN_TIMEOUT })).toBeVisible();
}

/** What Playwright's `fill` does: the field's text replaced by `text` at once. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });
/** The fact's label and value (Playwright's `getByText(label).locator('..')`). */
const fact = (label: string) => screen.getByText(label, { exact: true }).parentElement!;

describe('Load detail', () => {
  it('a load under 150 billable miles is not trackable', async () => {
    prism.prefer('monitor', '/api/v1/loads/50004', { example: 'not_trackable' });
    await openLoad(50004);
    expect(fact('Trackable')).toHaveTextContent('No');
    expect(fact('Trackable')).toHaveTextContent('150 billable miles');
  });

  it('a refused log keeps what was typed and shows the server message on its field', async () => {
    prism.prefer('monitor', '/api/v1/load_logs', { code: 422, example: 'stop_of_other_load' });
    const user = userEvent.setup();
    await openLoad();
    await user.click(screen.getByRole('button', { name: 'Add log' }));
    const dialog = within(await dialogNamed('Add a log to load 50001'));
    const stop = dialog.getByLabelText('Stop', { exact: false });
    await user.selectOptions(stop, within(stop).getAllByRole('option')[1]!);
    await user.selectOptions(dialog.getByLabelText('What happened', { exact: false }), 'Delay reported');
    await fill(user, dialog.getByLabelText('Notes'), 'Stuck at the dock');
    await user.click(dialog.getByRole('button', { name: 'Add log' }));
    expect(await dialog.findByText(/must be a stop of load 50003/)).toBeVisible();
    expect(dialog.getByLabelText('Notes')).toHaveValue('Stuck at the dock');
    expect(dialog.getByLabelText('What happened', { exact: false })).toHaveValue('delay_reported');
  });

  it('editing the load sends only what changed', async () => {
    const user = userEvent.setup();
    await openLoad();
    await user.click(screen.getByRole('button', { name: 'Edit load' }));
    const dialog = within(await dialogNamed('Edit load 50001'));
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.selectOptions(dialog.getByLabelText('Status'), 'Delayed');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(prism.sent('monitor', 'PATCH', LOAD)).toHaveLength(1));
    expect(prism.sent('monitor', 'PATCH', LOAD)[0]!.body).toEqual({ load: { status: 'delayed' } });
    expect(await screen.findByText('Load 50001 saved.')).toBeVisible();
  });

  it('an unknown load says it was not found', async () => {
    prism.prefer('monitor', '/api/v1/loads/59999', { code: 404 });
    renderRoute('loads/59999');
    expect(
      await screen.findByRole('heading', { name: 'Load 59999 was not found' }, { timeout: SCREEN_TIMEOUT }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the loads' })).toBeVisible();
  });

  // The monitoring parts of the load detail (issue 19), from tests/e2e/load-detail-monitoring.spec.ts.
  describe('monitoring', () => {
    it('the load’s alerts, and the notes on one of them', async () => {
      const user = userEvent.setup();
      renderRoute('loads/50001');
      const alerts = await screen.findByRole('table', { name: 'Alerts of load 50001' }, { timeout: SCREEN_TIMEOUT });
      await waitFor(() => expect(dataRows(alerts)[0]).toBeVisible());
      expect(prism.sent('monitor', 'GET', '/api/v1/tickets').map((r) => r.query.get('q[load_id_eq]'))).toContain(
        '50001',
      );
      expect(screen.getByRole('link', { name: 'Work them in Alerts' })).toHaveAttribute(
        'href',
        expect.stringMatching(/\/alerts\?load=50001$/),
      );

      const button = within(alerts).getAllByRole('button', { name: /^Notes on alert \d+$/ })[0]!;
      const id = button.textContent!.replace('Notes on alert ', '');
      await user.click(button);
      await waitFor(() =>
        expect(within(alerts).getByRole('button', { name: `Notes on alert ${id}` })).toHaveAttribute(
          'aria-pressed',
          'true',
        ),
      );
      expect(screen.getByLabelText(`Add a note on alert ${id}`)).toBeVisible();
      await waitFor(() =>
        expect(
          prism
            .sent('monitor', 'GET', '/api/v1/notes')
            .map((r) => `${r.query.get('q[notable_type_eq]')} ${r.query.get('q[notable_id_eq]')}`),
        ).toContain(`Ticket ${id}`),
      );
    });

    it('a note is added to the load and another one edited', async () => {
      const user = userEvent.setup();
      renderRoute('loads/50001');
      const field = await screen.findByLabelText('Add a note on load 50001', {}, { timeout: SCREEN_TIMEOUT });
      await fill(user, field, 'Receiver asked for a call one hour out; number on the BOL.');
      await user.click(screen.getAllByRole('button', { name: 'Add note' })[0]!);
      await waitFor(() => expect(prism.sent('monitor', 'POST', '/api/v1/notes')).toHaveLength(1));
      expect(prism.sent('monitor', 'POST', '/api/v1/notes')[0]!.body).toEqual({
        note: {
          body: 'Receiver asked for a call one hour out; number on the BOL.',
          notable_type: 'Load',
          notable_id: 50001,
          carrier_id: 1001,
        },
      });

      await user.click(await screen.findByRole('button', { name: /^Edit the note by Marcus Ortega/ }));
      await fill(user, screen.getByLabelText('Note'), 'Tarps on board; consignee closes at 17:00 MST.');
      await user.click(screen.getByRole('button', { name: 'Save note' }));
      // The PATCH goes to the edited note's own path.
      await waitFor(() => expect(prism.sent('monitor', 'PATCH', '/api/v1/notes/3102')).toHaveLength(1));
      expect(prism.sent('monitor', 'PATCH', '/api/v1/notes/3102')[0]!.body).toEqual({
        note: { body: 'Tarps on board; consignee closes at 17:00 MST.' },
      });
    });

    it('a refused note says why and keeps what was typed', async () => {
      prism.prefer('monitor', '/api/v1/notes', { code: 403 });
      const user = userEvent.setup();
      renderRoute('loads/50001');
      const field = await screen.findByLabelText('Add a note on load 50001', {}, { timeout: SCREEN_TIMEOUT });
      await fill(user, field, 'Driver called from the shipper.');
      await user.click(screen.getAllByRole('button', { name: 'Add note' })[0]!);
      expect(
        (await screen.findAllByText('You do not have access to add notes to this record.', { exact: false }))[0],
      ).toBeVisible();
      expect(field).toHaveValue('Driver called from the shipper.');
    });
  });
});
