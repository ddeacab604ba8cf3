import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../../tests/unit/prism/server';
import { dataRows, renderRoute, SCREEN_TIMEOUT } from '../../../../tests/unit/prism/render-route';

const INVITATIONS = '/api/v1/user_invitations';
const prism = prismServer();

/** The Invitations table's data rows (the header row left out). */
const rows = () => dataRows(screen.getByRole('table', { name: 'Invitations' }));

describe('My Account, Invitations', () => {
  it('an e-mail that already has a user is refused beside the field, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderRoute('my-account?tab=2');
    await screen.findByRole('table', { name: 'Invitations' }, { timeout: SCREEN_TIMEOUT });
    await waitFor(() => expect(rows()).toHaveLength(4));
    // The list has been read: from now on the path answers the refusal (only the POST is sent).
    prism.prefer('identity', INVITATIONS, { code: 422, example: 'email_taken' });
    await user.click(screen.getByRole('button', { name: 'Invite a user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await user.click(email);
    await user.paste('jordan.blake@lakeshorelogistics.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(/already belongs to a user of Lakeshore Logistics LLC/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue('jordan.blake@lakeshorelogistics.com');
    expect(prism.sent('identity', 'POST', INVITATIONS)).toHaveLength(1);
  });

  it('without manage users the invitations are read-only', async () => {
    prism.as('broker_no_rate_confirmations');
    renderRoute('my-account?tab=2');
    await screen.findByRole('table', { name: 'Invitations' }, { timeout: SCREEN_TIMEOUT });
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.queryAllByRole('button', { name: 'Invite a user' })).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: /^(Resend|Withdraw) / })).toHaveLength(0);
  });
});
