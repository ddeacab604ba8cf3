import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../tests/unit/prism/server';
import { dataRows, findAlert, renderRoute, SCREEN_TIMEOUT } from '../../../tests/unit/prism/render-route';

const TICKETS = '/api/v1/tickets';
const USERS = '/api/v1/users';
const OPEN = ['new', 'in_progress', 'escalated'];
const prism = prismServer();

const table = () => screen.findByRole('table', { name: /alerts$/ }, { timeout: SCREEN_TIMEOUT });
const lastQuery = (path: string) => prism.sent('monitor', 'GET', path).at(-1)?.query;

describe('Alerts', () => {
  it('the open tab lists open alerts with readable types and statuses', async () => {
    // Prism's default answer (no Prefer): the contract keeps it the Open tab's alerts, with paging
    // headers that count them (tests/contract/list-defaults.test.ts).
    renderRoute('alerts');
    const alerts = await table();
    await waitFor(() => expect(dataRows(alerts)).toHaveLength(4));
    expect(screen.getByText('1–4 of 4 alerts · page 1 of 1')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Open', selected: true })).toBeVisible();
    const sent = lastQuery(TICKETS)!;
    expect(sent.getAll('q[status_in][]')).toEqual(OPEN);
    expect(sent.get('q[s]')).toBe('id desc');
    expect(sent.get('per_page')).toBe('50');
    const row = dataRows(alerts).find((r) => within(r).queryByRole('link', { name: '50003' }))!;
    expect(within(row).getByText('No recent vehicles observed')).toBeVisible();
    expect(within(row).getByRole('combobox', { name: /^Status of alert/ })).toBeVisible();
  });

  it('a staff user gets the filtered assignee list with themself added', async () => {
    prism.as('broker_no_rate_confirmations');
    prism.prefer('monitor', USERS, { example: 'managers_and_compliance' });
    renderRoute('alerts');
    // The row draws again once the assignees arrive: find the select each time, as a person sees it.
    const select = () => screen.getByRole('combobox', { name: 'Assignee of alert 9001' });
    await screen.findByRole('combobox', { name: 'Assignee of alert 9001' }, { timeout: SCREEN_TIMEOUT });
    await waitFor(() => expect(select()).toBeEnabled());
    expect(prism.sent('monitor', 'GET', USERS)[0]!.query.getAll('q[user_scopes_scope_matches_any][]').sort()).toEqual([
      'compliance',
      'tickets_load_lock_manager',
    ]);
    const options = within(select())
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Unassigned', 'Dana Whitfield', 'Priya Raman', 'Marcus Ortega']);
  });

  it('a refused status change goes back and says why', async () => {
    prism.prefer('monitor', TICKETS, { example: 'open' });
    prism.prefer('monitor', `${TICKETS}/9001`, { code: 422, example: 'closed_cannot_reassign' });
    const user = userEvent.setup();
    renderRoute('alerts');
    const status = () => screen.getByRole('combobox', { name: 'Status of alert 9001' });
    expect(
      await screen.findByRole('combobox', { name: 'Status of alert 9001' }, { timeout: SCREEN_TIMEOUT }),
    ).toBeVisible();
    // The assignees arrive after the rows, which then draw again: act on the row as it is shown last.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Assignee of alert 9001' })).toBeEnabled());
    const before = (status() as HTMLSelectElement).value;
    await user.selectOptions(status(), 'Escalated');
    expect(await findAlert('Alert 9001 was not changed')).toHaveTextContent('cannot be changed on a closed ticket');
    await waitFor(() => expect(status()).toHaveValue(before));
  });

  it('a failed load shows an empty list on page 1 of 1 with 0 alerts and a retry', async () => {
    prism.prefer('monitor', TICKETS, { code: 500 });
    renderRoute('alerts');
    expect(await findAlert('Could not load the alerts')).toHaveTextContent('Something went wrong while loading alerts');
    expect(screen.getByText('Page 1 of 1 · 0 alerts')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    const before = prism.sent('monitor', 'GET', TICKETS).length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(prism.sent('monitor', 'GET', TICKETS).length).toBeGreaterThan(before));
  });

  it('the load filter and the open-alerts link of the loads list narrow the alerts to one load', async () => {
    renderRoute('alerts?load=50003');
    expect(await screen.findByLabelText('Load', {}, { timeout: SCREEN_TIMEOUT })).toHaveValue('50003');
    await waitFor(() => expect(prism.sent('monitor', 'GET', TICKETS).length).toBeGreaterThan(0));
    expect(lastQuery(TICKETS)!.get('q[load_id_eq]')).toBe('50003');
  });
});
