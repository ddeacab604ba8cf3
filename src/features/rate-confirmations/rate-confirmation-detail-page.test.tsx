import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../tests/unit/prism/server';
import { findAlert, renderRoute, SCREEN_TIMEOUT } from '../../../tests/unit/prism/render-route';

const CANCEL = '/api/v1/rate_confirmations/4402/mark_as_cancelled';
const REJECT = '/api/v1/rate_confirmations/4402/mark_as_rejected';
const prism = prismServer();

/** Opens the detail of rate confirmation `id` and waits for its heading. */
async function open(id = 4402) {
  const mounted = renderRoute(`carriers/rate-confirmations/${id}`);
  expect(
    await screen.findByRole('heading', { level: 1, name: `Rate confirmation ${id}` }, { timeout: SCREEN_TIMEOUT }),
  ).toBeInTheDocument();
  return mounted;
}

describe('Rate Confirmation Detail', () => {
  it('cancelling asks first, names what changes, and sends the PATCH once', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Cancel rate confirmation…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel rate confirmation 4402?' });
    expect(dialog).toBeVisible();
    expect(dialog).toHaveTextContent('load LSL-240311 is no longer confirmed with Prairie Wind Transport LLC');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel rate confirmation 4402?' })).toBeNull());
    expect(prism.sent('monitor', 'PATCH', CANCEL)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel rate confirmation…' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel rate confirmation 4402?' });
    // A double click: the second click lands while the first one's PATCH is in flight. (user-event's
    // dblClick waits a macrotask between its clicks, longer than the in-process Prism takes to answer.)
    const confirm = within(again).getByRole('button', { name: 'Cancel rate confirmation' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Rate confirmation 4402 cancelled.')).toBeInTheDocument();
    expect(prism.sent('monitor', 'PATCH', CANCEL)).toHaveLength(1);
    expect(await screen.findByText('Cancelled: it no longer binds anyone.')).toBeInTheDocument();
    // Cancelled is final: the actions are gone.
    expect(screen.queryByRole('button', { name: 'Reject…' })).toBeNull();
  });

  it('a refused cancel (422) shows its reason beside the buttons and the status stays', async () => {
    const user = userEvent.setup();
    prism.prefer('monitor', CANCEL, { code: 422 });
    await open();
    await user.click(screen.getByRole('button', { name: 'Cancel rate confirmation…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel rate confirmation 4402?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel rate confirmation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This rate confirmation was rejected and can no longer be cancelled.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(await findAlert('Not changed:')).toHaveTextContent('cannot change from rejected to cancelled');
    expect(screen.getByText('The carrier has opened it.')).toBeInTheDocument();
  });

  it('a refused reject (422) keeps the status and says why', async () => {
    const user = userEvent.setup();
    prism.prefer('monitor', REJECT, { code: 422, example: 'cancelled' });
    await open();
    await user.click(screen.getByRole('button', { name: 'Reject…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark rate confirmation 4402 as rejected?' });
    expect(dialog).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Mark as rejected' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('was cancelled and can no longer be rejected');
    expect(screen.getByText('The carrier has opened it.')).toBeInTheDocument();
  });

  it('other refusals of cancel are not handed back: the app reports them', async () => {
    const user = userEvent.setup();
    prism.prefer('monitor', CANCEL, { code: 403 });
    await open();
    await user.click(screen.getByRole('button', { name: 'Cancel rate confirmation…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel rate confirmation 4402?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel rate confirmation' }));
    expect(await screen.findByText('Something went wrong', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('The carrier has opened it.')).toBeInTheDocument();
  });

  it('a rate confirmation without terms, and one that does not exist', async () => {
    prism.prefer('monitor', '/api/v1/rate_confirmations/4402/get_terms', { code: 404 });
    const { unmount } = await open();
    expect(await screen.findByText('This rate confirmation has no terms.')).toBeInTheDocument();
    unmount();
    prism.prefer('monitor', '/api/v1/rate_confirmations/4999', { code: 404 });
    renderRoute('carriers/rate-confirmations/4999');
    expect(
      await screen.findByRole('heading', { name: 'Rate confirmation 4999 was not found' }, { timeout: SCREEN_TIMEOUT }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the rate confirmations' })).toBeInTheDocument();
  });
});
