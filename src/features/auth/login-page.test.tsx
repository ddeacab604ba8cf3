import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../tests/unit/prism/server';
import { findAlert, renderRoute, SCREEN_TIMEOUT } from '../../../tests/unit/prism/render-route';

const EMAIL = 'dana.whitfield@lakeshorelogistics.com';
const SIGN_IN = '/api/v1/sign_in';
const prism = prismServer();

/** Puts `text` into the empty `field` at once, as Playwright's fill does. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Opens Login, signed out, once its form is in. */
async function openLogin() {
  renderRoute('login', { signedIn: false });
  await screen.findByRole('button', { name: 'Sign in' }, { timeout: SCREEN_TIMEOUT });
}
const email = () => screen.getByRole('textbox', { name: 'E-mail' });
const password = () => screen.getByLabelText(/^Password/);

describe('Login', () => {
  it('a wrong password shows the server message by the field and keeps what was typed', async () => {
    prism.prefer('identity', SIGN_IN, { code: 422 });
    const user = userEvent.setup();
    await openLogin();
    await fill(user, email(), EMAIL);
    await fill(user, password(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(password()).toHaveAccessibleDescription('The e-mail or password is not right.'));
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveValue(EMAIL);
    expect(password()).toHaveValue('wrong-password');
    expect(window.location.pathname).toBe('/broker/login');
  });

  it('too many attempts shows a message for the whole form', async () => {
    prism.prefer('identity', SIGN_IN, { code: 429 });
    const user = userEvent.setup();
    await openLogin();
    await fill(user, email(), EMAIL);
    await fill(user, password(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await findAlert('Too many sign-in attempts')).toBeInTheDocument();
    expect(email()).toHaveValue(EMAIL);
  });

  it('a double click on submit sends one request', async () => {
    // The two clicks at once, as Playwright's dblclick sends them: with user-event's default pause
    // (a timer) between them, Prism in process can answer the first submit and, when the next
    // screen's code is already loaded, its navigation end before the second click lands.
    const user = userEvent.setup({ delay: null });
    await openLogin();
    await fill(user, email(), EMAIL);
    await fill(user, password(), 'correct-horse-battery-staple');
    await user.dblClick(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('heading', { name: 'Check your e-mail' }, { timeout: SCREEN_TIMEOUT }),
    ).toBeInTheDocument();
    expect(prism.sent('identity', 'POST', SIGN_IN)).toHaveLength(1);
  });

  it('an empty form is checked before anything is sent', async () => {
    const user = userEvent.setup();
    await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password (at most 128 characters).')).toBeInTheDocument();
    expect(prism.sent('identity', 'POST', SIGN_IN)).toHaveLength(0);
  });
});
