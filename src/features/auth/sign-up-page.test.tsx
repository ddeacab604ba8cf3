import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../tests/unit/prism/server';
import { findAlert, renderRoute, SCREEN_TIMEOUT } from '../../../tests/unit/prism/render-route';

const EMAIL = 'alex.novak@northpointfreight.com';
const PASSWORD = 'tandem-axle-reefer-2026';
const SIGN_UP = '/api/v1/sign_up';
const prism = prismServer();

/** Puts `text` into the empty `field` at once, as Playwright's fill does. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const email = () => screen.getByRole('textbox', { name: 'E-mail' });
const password = () => screen.getByLabelText(/^Password/);
const confirmation = () => screen.getByLabelText(/^Confirm password/);

/** Opens Sign Up, signed out, and types the e-mail once the form is in. */
async function openSignUp(user: UserEvent) {
  renderRoute('sign-up', { signedIn: false });
  await fill(user, await screen.findByRole('textbox', { name: 'E-mail' }, { timeout: SCREEN_TIMEOUT }), EMAIL);
}

async function fillSignUp(user: UserEvent) {
  await fill(user, password(), PASSWORD);
  await fill(user, confirmation(), PASSWORD);
}

describe('Sign Up', () => {
  it('a taken e-mail shows the message by the field and a 422 keeps everything typed', async () => {
    prism.prefer('identity', SIGN_UP, { code: 409 });
    const user = userEvent.setup();
    await openSignUp(user);
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(email()).toHaveAccessibleDescription('is already registered'));
    expect(email()).toHaveValue(EMAIL);

    prism.prefer('identity', SIGN_UP, { code: 422 });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const alert = await findAlert('Please check the highlighted fields.');
    expect(alert).toHaveAccessibleName('Could not sign up');
    expect(email()).toHaveValue(EMAIL);
    expect(password()).toHaveValue(PASSWORD);
    expect(confirmation()).toHaveValue(PASSWORD);
    expect(window.location.pathname).toBe('/broker/sign-up');
  });

  it('different passwords are caught before anything is sent', async () => {
    const user = userEvent.setup();
    await openSignUp(user);
    await fill(user, password(), PASSWORD);
    await fill(user, confirmation(), 'something-else-entirely');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(prism.sent('identity', 'POST', SIGN_UP)).toHaveLength(0);
  });

  it('a double click on Sign up sends one request', async () => {
    // The two clicks at once, as Playwright's dblclick sends them: with user-event's default pause
    // (a timer) between them, Prism in process can answer the first submit and, when the next
    // screen's code is already loaded, its navigation end before the second click lands.
    const user = userEvent.setup({ delay: null });
    await openSignUp(user);
    await fillSignUp(user);
    await user.dblClick(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      await screen.findByRole('heading', { name: 'Confirm your e-mail' }, { timeout: SCREEN_TIMEOUT }),
    ).toBeInTheDocument();
    expect(prism.sent('identity', 'POST', SIGN_UP)).toHaveLength(1);
  });
});
