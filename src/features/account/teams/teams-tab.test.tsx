import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../../tests/unit/prism/server';
import { dataRows, renderRoute, SCREEN_TIMEOUT } from '../../../../tests/unit/prism/render-route';

const prism = prismServer();

/** The data rows (the header row left out) of the table called `name`. */
const rows = (name: string) => dataRows(screen.getByRole('table', { name }));

describe('My Account, Teams', () => {
  it('an unknown team says it was not found; a user without manage users cannot change teams', async () => {
    prism.prefer('monitor', '/api/v1/teams/99', { code: 404 });
    const { unmount } = renderRoute('my-account?tab=3&team=99');
    expect(
      await screen.findByRole('heading', { name: 'Team 99 was not found' }, { timeout: SCREEN_TIMEOUT }),
    ).toBeInTheDocument();
    await waitFor(() => expect(rows('Teams')).toHaveLength(2));
    unmount();

    prism.as('broker_no_rate_confirmations');
    renderRoute('my-account?tab=3&team=21');
    await screen.findByRole('table', { name: 'Members of Midwest Desk' }, { timeout: SCREEN_TIMEOUT });
    await waitFor(() => expect(rows('Members of Midwest Desk')).toHaveLength(2));
    expect(screen.queryAllByRole('button', { name: /^Rename team|^Remove / })).toHaveLength(0);
    expect(screen.queryAllByLabelText('Add a member')).toHaveLength(0);
  });
});
