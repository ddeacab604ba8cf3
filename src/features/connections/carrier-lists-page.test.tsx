import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { prismServer } from '../../../tests/unit/prism/server';
import { dataRows, findAlert, renderRoute, SCREEN_TIMEOUT } from '../../../tests/unit/prism/render-route';

const CONNECTIONS = '/api/v1/connections/for_broker_portal';
const DEFAULT_FILTER_SET = '/api/v1/filter_sets/default_for_owner';
const prism = prismServer();

// Found afresh each time: the list may mount its table again as it settles on arrival.
const table = () => screen.getByRole('table', { name: /carriers$/ });
const bodyRows = () => dataRows(table());

// The lists' default filter set is Dana's Connections set (Prism's default answer is Carrier Search's).
beforeEach(() => prism.prefer('monitor', DEFAULT_FILTER_SET, { example: 'dana_connections' }));

describe('Carrier lists', () => {
  it('bulk: a dismissed carrier is restored, one of my carriers removed', async () => {
    // Every render of the list mounts its selection boxes again (see the report): with user-event's
    // pause between pressing and releasing, a render in that pause would take the click's box away.
    const user = userEvent.setup({ delay: null });
    prism.prefer('monitor', CONNECTIONS, { example: 'dismissed' });
    const { unmount } = renderRoute('carriers/connections?tab=dismissed&classifications=3101');
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select Great North Carriers Ltd' }, { timeout: SCREEN_TIMEOUT }),
    );
    await screen.findByRole('button', { name: 'Restore…' });
    expect(screen.queryAllByRole('button', { name: 'Dismiss…' })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Restore…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore 1 carrier to their lists?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(prism.sent('monitor', 'PATCH', '/api/v1/connections/7004')).toHaveLength(1));
    expect(prism.sent('monitor', 'PATCH', '/api/v1/connections/7004')[0]?.body).toEqual({
      connection: { is_dismissed: false },
    });
    const restored = await screen.findByRole('status', { name: 'Restored' });
    await waitFor(() => expect(restored).toHaveTextContent('Restored: 1 done'));
    unmount();

    renderRoute('carriers/connections?tab=passing&classifications=3101');
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select Heartland Dry Van LLC' }, { timeout: SCREEN_TIMEOUT }),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove from my carriers…' }));
    const remove = await screen.findByRole('dialog', { name: 'Remove 1 carrier from my carriers?' });
    await user.click(within(remove).getByRole('button', { name: 'Remove from my carriers' }));
    await waitFor(() =>
      expect(prism.sent('monitor', 'DELETE', '/api/v1/subscriptions/destroy_by_carrier')).toHaveLength(1),
    );
    expect(
      prism.sent('monitor', 'DELETE', '/api/v1/subscriptions/destroy_by_carrier')[0]?.query.get('carrier_id'),
    ).toBe('1006');
  });

  it('an expired company sees the lists, and why it cannot change them instead of the controls', async () => {
    prism.as('broker_expired_can_connect');
    renderRoute('carriers/connections?classifications=3101');
    await waitFor(() => expect(bodyRows()).toHaveLength(2), { timeout: SCREEN_TIMEOUT });
    expect(within(table()).queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: 'Add carriers from a file' })).toHaveLength(0);
    expect(screen.getByRole('note')).toHaveTextContent(
      /are not available\. Your company's subscription or trial has ended\. Renew it in My Account/,
    );
  });

  it('a failed load shows an empty list on page 1 of 1 with 0 carriers and a retry', async () => {
    prism.prefer('monitor', CONNECTIONS, { code: 500 });
    renderRoute('carriers/connections?classifications=3101');
    expect(await findAlert('Could not load the carriers')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1 · 0 carriers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
