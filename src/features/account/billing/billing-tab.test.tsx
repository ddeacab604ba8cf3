import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { http } from '../../../api/http';
import { prismServer } from '../../../../tests/unit/prism/server';
import { dataRows, findAlert, renderRoute, SCREEN_TIMEOUT } from '../../../../tests/unit/prism/render-route';

const BILLING = '/api/v1/billing/current_payment_methods';
const CHANGE_PLAN = '/api/v1/billing/change_plan';
const prism = prismServer();

/** Every PATCH the portal sends, to either API, from now to the end of the test. */
function recordPatches(): string[] {
  const patches: string[] = [];
  const id = http.interceptors.request.use((config) => {
    if ((config.method ?? 'get').toLowerCase() === 'patch') patches.push(`${config.baseURL ?? ''}${config.url ?? ''}`);
    return config;
  });
  onTestFinished(() => http.interceptors.request.eject(id));
  return patches;
}

describe('My Account, Plan and billing', () => {
  it('a refused plan change stays in the dialog with the reason', async () => {
    prism.prefer('identity', CHANGE_PLAN, { code: 422, example: 'no_payment_method' });
    const user = userEvent.setup();
    renderRoute('my-account?tab=4');
    await user.click(
      await screen.findByRole('button', { name: 'Switch to Pro (monthly)' }, { timeout: SCREEN_TIMEOUT }),
    );
    const dialog = await screen.findByRole('dialog', { name: /to Pro \(monthly\)\?$/ });
    await user.click(within(dialog).getByRole('button', { name: 'Switch to Pro (monthly)' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Add a card before choosing a plan.');
  });

  it('Starter shows its search limit used; a user without manage users reads the plan and is told whom to ask', async () => {
    prism.as('broker_can_rule_false');
    prism.prefer('identity', BILLING, { example: 'starter_one_card' });
    const { unmount } = renderRoute('my-account?tab=4');
    expect(
      await screen.findByText('137 of 500 carrier searches used this period', {}, { timeout: SCREEN_TIMEOUT }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /137 of 500/ })).toBeInTheDocument();
    unmount();

    // Billing answered as usual again; the user is one without manage users.
    prism.prefer('identity', BILLING, {});
    prism.as('broker_no_rate_confirmations');
    prism.prefer('identity', '/api/v1/users', { example: 'managers_only' });
    const patches = recordPatches();
    renderRoute('my-account?tab=4');
    expect(
      await screen.findByText(
        /ask Dana Whitfield \(dana\.whitfield@lakeshorelogistics\.com\)/,
        {},
        { timeout: SCREEN_TIMEOUT },
      ),
    ).toBeInTheDocument();
    const plans = screen.getByRole('table', { name: 'Plans' });
    await waitFor(() => expect(dataRows(plans)).toHaveLength(5));
    expect(screen.queryAllByRole('heading', { name: 'Add a card' })).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: /^Switch to / })).toHaveLength(0);
    expect(patches).toEqual([]);
  });

  it('a failed billing call says what failed', async () => {
    prism.prefer('identity', BILLING, { code: 404 });
    renderRoute('my-account?tab=4');
    expect(await findAlert('Could not load the plan and payment methods')).toHaveTextContent(
      'We could not find that record.',
    );
  });
});
