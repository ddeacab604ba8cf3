import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../../tests/unit/prism/server';
import { renderRoute, SCREEN_TIMEOUT } from '../../../../tests/unit/prism/render-route';

const ORDER = '/api/v1/company_change_orders/7702';
const CURRENT_USER = '/api/v1/users/current';
const prism = prismServer();
// A required field's label ends with Mantine's asterisk.
const REASON = /^Why is it rejected\?/;

// jsdom has no FontFaceSet, and Mantine's autosizing Textarea (the reason) listens on

/** Opens order 7702 and the dialog behind its `action` button (Approve, Reject). */
async function openDialog(user: ReturnType<typeof userEvent.setup>, action: 'Approve' | 'Reject') {
  renderRoute('company_change_orders/7702');
  await user.click(await screen.findByRole('button', { name: action }, { timeout: SCREEN_TIMEOUT }));
  return screen.findByRole('dialog', { name: `${action} change order 7702?` });
}

describe('Change order', () => {
  it('rejecting needs a reason, sent trimmed; a refused reason stays with its message', async () => {
    const user = userEvent.setup();
    prism.prefer('identity', `${ORDER}/reject`, { code: 422, example: 'reason_too_short' });
    const dialog = await openDialog(user, 'Reject');
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject change order' }));
    expect(await within(dialog).findByText('Say why, in up to 1,000 characters', { exact: false })).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(REASON));
    await user.paste('  Wrong suite.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject change order' }));
    await waitFor(() => expect(prism.sent('identity', 'PATCH', `${ORDER}/reject`)).toHaveLength(1));
    expect(prism.sent('identity', 'PATCH', `${ORDER}/reject`)[0]?.body).toEqual({
      company_change_order: { rejection_reason: 'Wrong suite.' },
    });
    expect(await within(dialog).findByText(/is too short \(at least 10 characters\)/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(REASON)).toHaveValue('  Wrong suite.  ');
  });

  it('an order decided meanwhile (409) says so', async () => {
    const user = userEvent.setup();
    prism.prefer('identity', `${ORDER}/approve`, { code: 409 });
    const dialog = await openDialog(user, 'Approve');
    await user.click(within(dialog).getByRole('button', { name: 'Approve change order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This change order was already decided.');
  });

  it('the requester, and a user without manage users, cannot decide', async () => {
    prism.prefer('identity', CURRENT_USER, { example: 'broker_no_rate_confirmations' });
    const { unmount } = renderRoute('company_change_orders/7702');
    expect(
      await screen.findByText(
        'You requested this change, so another manager has to review it.',
        { exact: false },
        { timeout: SCREEN_TIMEOUT },
      ),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^(Approve|Reject)$/ })).toHaveLength(0);
    unmount();
    prism.prefer('identity', CURRENT_USER, { example: 'broker_hide_vehicle_search' });
    renderRoute('company_change_orders/7702');
    expect(
      await screen.findByText(
        'Only a user who can manage users may approve or reject it.',
        { exact: false },
        { timeout: SCREEN_TIMEOUT },
      ),
    ).toBeInTheDocument();
  });

  it('an unknown order says it was not found', async () => {
    prism.prefer('identity', '/api/v1/company_change_orders/9999', { code: 404 });
    const { unmount } = renderRoute('company_change_orders/9999');
    expect(
      await screen.findByRole('heading', { name: 'Change order 9999 was not found' }, { timeout: SCREEN_TIMEOUT }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Account' })).toBeInTheDocument();
    unmount();
    renderRoute('company_change_orders/abc');
    expect(
      await screen.findByRole('heading', { name: 'Change order abc was not found' }, { timeout: SCREEN_TIMEOUT }),
    ).toBeInTheDocument();
  });
});
