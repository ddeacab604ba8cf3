import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../../tests/unit/prism/server';
import { findAlert, renderRoute, SCREEN_TIMEOUT } from '../../../../tests/unit/prism/render-route';

const prism = prismServer();

describe('My Account, Integrations', () => {
  it('without API access the applications are not asked for; the plans are offered instead', async () => {
    prism.as('broker_can_rule_false');
    const user = userEvent.setup();
    renderRoute('my-account?tab=6');
    expect(
      await screen.findByText('API access is not part of your plan', {}, { timeout: SCREEN_TIMEOUT }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See the plans' }));
    // The route's loader may ask for the tab's data before the address changes.
    await waitFor(
      () => expect(`${window.location.pathname}${window.location.search}`).toBe('/broker/my-account?tab=4'),
      { timeout: SCREEN_TIMEOUT },
    );
    expect(prism.sent('identity', 'GET', '/api/v1/oauth/applications')).toEqual([]);
  });

  it('a key the user may not see says who may', async () => {
    prism.prefer('identity', '/api/v1/users/1201/outlook_api_key', { code: 403 });
    const user = userEvent.setup();
    renderRoute('my-account?tab=6');
    await user.click(await screen.findByRole('button', { name: 'Show key' }, { timeout: SCREEN_TIMEOUT }));
    expect(await findAlert('may see this key')).toHaveTextContent(
      /^Only you, or a user who can manage users, may see this key\.$/,
    );
  });
});
