import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../tests/unit/prism/server';
import { renderRoute, SCREEN_TIMEOUT } from '../../../tests/unit/prism/render-route';

const prism = prismServer();
const SAVED = 'broker-portal.redirect-to';

/** Fills Required Information; the next current user (after the save) is the contract's broker, who has a name. */
async function giveNameAndPhone(next = 'broker_all_scopes') {
  const user = userEvent.setup();
  const field = async (name: string, text: string) => {
    await user.click(await screen.findByRole('textbox', { name }, { timeout: SCREEN_TIMEOUT }));
    await user.paste(text);
  };
  await field('First name', 'Alex');
  await field('Last name', 'Novak');
  await field('Phone', '+16165550193');
  prism.as(next);
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
}

describe('Required Information', () => {
  it('after the code step, goes on to the page the user was sent away from, once', async () => {
    const user = userEvent.setup();
    renderRoute(`login/code?email=${encodeURIComponent('tessa.morgan@lakeshorelogistics.com')}`, { signedIn: false });
    // The guard sent the signed-out user from a load to Login, saving it.
    window.localStorage.setItem(SAVED, '/loads/50001');
    prism.as('missing_name');
    await user.click(await screen.findByRole('textbox', { name: 'Verification code' }, { timeout: SCREEN_TIMEOUT }));
    await user.paste('482913');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    // Without a name the guard sends on to Required Information, saving the load again.
    await screen.findByRole('textbox', { name: 'First name' }, { timeout: SCREEN_TIMEOUT });
    expect(window.localStorage.getItem(SAVED)).toBe('/loads/50001');
    await giveNameAndPhone();
    await waitFor(() => expect(document.title).toBe('Broker Portal – Load 50001'), { timeout: SCREEN_TIMEOUT });
    expect(window.localStorage.getItem(SAVED)).toBeNull();
  });

  it('goes to the carrier the user asked about when nothing was saved (the requested page, §6)', async () => {
    prism.as('missing_name');
    renderRoute('required-information');
    await giveNameAndPhone('requested_carrier');
    await waitFor(() => expect(document.title).toBe('Broker Portal – Carrier 1001'), { timeout: SCREEN_TIMEOUT });
  });

  it('goes Home when nothing was saved', async () => {
    prism.as('missing_name');
    renderRoute('required-information');
    await giveNameAndPhone();
    await waitFor(() => expect(document.title).toBe('Broker Portal – Home'), { timeout: SCREEN_TIMEOUT });
  });

  it.each(['required-information', 'sign-up/details?email=alex.novak%40example.com'])(
    'without a session, %s goes to Login and asks nothing of the sign-up API (§5)',
    async (path) => {
      renderRoute(path, { signedIn: false });
      await waitFor(() => expect(document.title).toBe('Broker Portal – Login'), { timeout: SCREEN_TIMEOUT });
      expect(await screen.findByRole('textbox', { name: 'E-mail' })).toBeInTheDocument();
      expect(window.localStorage.getItem(SAVED)).toBeNull();
      expect(prism.sent('identity', 'POST', '/api/v1/sign_up/details')).toEqual([]);
    },
  );
});
