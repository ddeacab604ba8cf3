import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../../tests/unit/prism/server';
import { findAlert, renderRoute } from '../../../../tests/unit/prism/render-route';

const CHANGE_ORDERS = '/api/v1/company_change_orders';
const prism = prismServer();

describe('My Account, Profile', () => {
  it('a failed change-order list says so and offers Retry; the rest of the profile stays', async () => {
    prism.prefer('identity', CHANGE_ORDERS, { code: 403 });
    renderRoute('my-account');
    expect(await findAlert('Could not load the change orders: You do not have access to this.')).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your permissions' })).toBeInTheDocument();
    // Retry asks again.
    const before = prism.sent('identity', 'GET', CHANGE_ORDERS).length;
    await userEvent.setup().click(retry);
    await waitFor(() => expect(prism.sent('identity', 'GET', CHANGE_ORDERS).length).toBeGreaterThan(before));
  });
});
