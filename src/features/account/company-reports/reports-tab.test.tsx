import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../../tests/unit/prism/server';
import { findAlert, renderRoute, SCREEN_TIMEOUT } from '../../../../tests/unit/prism/render-route';

const REPORTS = '/api/v1/company_reports';
const prism = prismServer();

describe('My Account, Reports', () => {
  it('a report already building is refused with a clear message', async () => {
    prism.prefer('identity', `${REPORTS}/4405/run_report`, { code: 409 });
    const user = userEvent.setup();
    renderRoute('my-account?tab=5');
    const table = await screen.findByRole('table', { name: 'Reports' }, { timeout: SCREEN_TIMEOUT });
    await user.click(await within(table).findByRole('button', { name: 'Run User activity' }));
    expect(await findAlert('User activity was not run')).toHaveTextContent(
      'User activity was not run: it is already being built.',
    );
  });
});
