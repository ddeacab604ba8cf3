import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../tests/unit/prism/server';
import { renderRoute, SCREEN_TIMEOUT } from '../../../tests/unit/prism/render-route';

const EMAIL = 'dana.whitfield@lakeshorelogistics.com';
const prism = prismServer();

/** Puts `text` into the empty `field` at once, as Playwright's fill does. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('Login Verification', () => {
  it('a wrong code shows the message by the code field and keeps the code', async () => {
    prism.prefer('identity', '/api/v1/sign_in/code', { code: 422 });
    const user = userEvent.setup();
    renderRoute(`login/code?email=${encodeURIComponent(EMAIL)}`, { signedIn: false });
    const code = () => screen.getByRole('textbox', { name: 'Verification code' });
    await fill(
      user,
      await screen.findByRole('textbox', { name: 'Verification code' }, { timeout: SCREEN_TIMEOUT }),
      '111111',
    );
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(code()).toHaveAccessibleDescription(/That code is not right or has expired\./));
    expect(code()).toHaveValue('111111');
  });

  it('with nothing saved, goes on to the carrier the sign-in answer names (the requested page, §6)', async () => {
    prism.prefer('identity', '/api/v1/sign_in/code', { example: 'requested_carrier' });
    const user = userEvent.setup();
    renderRoute(`login/code?email=${encodeURIComponent('tessa.morgan@lakeshorelogistics.com')}`, { signedIn: false });
    await fill(
      user,
      await screen.findByRole('textbox', { name: 'Verification code' }, { timeout: SCREEN_TIMEOUT }),
      '482913',
    );
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(document.title).toBe('Broker Portal – Carrier 1001'), { timeout: SCREEN_TIMEOUT });
  });
});
