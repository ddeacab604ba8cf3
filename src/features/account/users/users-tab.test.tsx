import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { http } from '../../../api/http';
import { prismServer } from '../../../../tests/unit/prism/server';
import { dataRows, findAlert, renderRoute, SCREEN_TIMEOUT } from '../../../../tests/unit/prism/render-route';

const USERS = '/api/v1/users';
const prism = prismServer();

/** Every request but a GET the portal sends to the identity API from now to the end of the test. */
function recordIdentityWrites(): string[] {
  const writes: string[] = [];
  const id = http.interceptors.request.use((config) => {
    const url = `${config.baseURL ?? ''}${config.url ?? ''}`;
    if ((config.method ?? 'get').toLowerCase() !== 'get' && url.includes('/identity/'))
      writes.push(`${config.method} ${url}`);
    return config;
  });
  onTestFinished(() => http.interceptors.request.eject(id));
  return writes;
}

describe('My Account, Users', () => {
  it('a refused change keeps what was ticked and says why beside the checklist', async () => {
    prism.prefer('identity', `${USERS}/1201`, { code: 422, example: 'own_manage_users' });
    const user = userEvent.setup();
    renderRoute('my-account?tab=1');
    await user.click(
      await screen.findByRole('button', { name: 'Edit permissions of Dana Whitfield' }, { timeout: SCREEN_TIMEOUT }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Dana Whitfield' });
    await user.click(within(dialog).getByRole('checkbox', { name: /^Exchange/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save permissions' }));
    expect(await within(dialog).findByText(/cannot drop manage_users from your own account/)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /^Exchange/ })).not.toBeChecked();
  });

  it('without manage users the list is read-only', async () => {
    prism.as('broker_no_rate_confirmations');
    const writes = recordIdentityWrites();
    renderRoute('my-account?tab=1');
    const table = await screen.findByRole(
      'table',
      { name: 'Users of Lakeshore Logistics LLC' },
      { timeout: SCREEN_TIMEOUT },
    );
    await waitFor(() => expect(dataRows(table)).toHaveLength(4));
    expect(screen.getByText(/A user who can manage users changes permissions/)).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^(Edit permissions|Remove) / })).toHaveLength(0);
    expect(screen.queryAllByRole('columnheader', { name: 'Actions' })).toHaveLength(0);
    expect(writes).toEqual([]);
  });

  it('a failed list empties the table with the server’s reason and Retry', async () => {
    prism.prefer('identity', USERS, { code: 401 });
    renderRoute('my-account?tab=1');
    expect(
      await findAlert('Could not load the users: Your session has ended. Please sign in again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1 · 0 users')).toBeInTheDocument();
    // Retry asks again.
    const before = prism.sent('identity', 'GET', USERS).length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(prism.sent('identity', 'GET', USERS).length).toBeGreaterThan(before));
  });
});
