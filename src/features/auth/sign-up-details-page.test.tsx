import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../tests/unit/prism/server';
import { findAlert, renderRoute, SCREEN_TIMEOUT } from '../../../tests/unit/prism/render-route';

const CREATE_COMPANY = '/api/v1/sign_up/create_company';
const prism = prismServer();

/** Puts `text` into the empty `field` at once, as Playwright's fill does. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const textbox = (name: string) => screen.getByRole('textbox', { name });

async function fillCompany(user: UserEvent) {
  await fill(user, textbox('Legal name'), 'Northpoint Freight Solutions LLC');
  await fill(user, textbox('USDOT number'), '3912847');
  await fill(user, textbox('MC number'), '1392206');
  await fill(user, textbox('Phone'), '+16165550100');
  await fill(user, textbox('Street'), '250 Monroe Ave NW');
  await fill(user, textbox('City'), 'Grand Rapids');
  await fill(user, textbox('State or province'), 'MI');
  await fill(user, textbox('ZIP or postal code'), '49503');
}

// The details step comes after the code step, which has signed the new user in.
describe('Sign Up Details', () => {
  it('the invitation can be passed over for a new company', async () => {
    const user = userEvent.setup();
    renderRoute('sign-up/details');
    await user.click(await screen.findByRole('button', { name: 'Create a new company' }, { timeout: SCREEN_TIMEOUT }));
    expect(await screen.findByRole('heading', { name: 'Your company' })).toBeInTheDocument();
    expect(textbox('Legal name')).toBeVisible();
  });

  it('a company that exists shows the message by its field, a 422 keeps everything typed', async () => {
    prism.prefer('identity', '/api/v1/sign_up/check_for_open_user_invitation', { example: 'none' });
    prism.prefer('identity', CREATE_COMPANY, { code: 409 });
    const user = userEvent.setup();
    renderRoute('sign-up/details');
    await screen.findByRole('heading', { name: 'Your company' }, { timeout: SCREEN_TIMEOUT });
    await fillCompany(user);
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() =>
      expect(textbox('USDOT number')).toHaveAccessibleDescription('belongs to a company already on the platform'),
    );

    prism.prefer('identity', CREATE_COMPANY, { code: 422 });
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    const alert = await findAlert('Please check the highlighted fields.');
    expect(alert).toHaveAccessibleName('Could not create the company');
    expect(textbox('Legal name')).toHaveValue('Northpoint Freight Solutions LLC');
    expect(textbox('USDOT number')).toHaveValue('3912847');
    expect(textbox('City')).toHaveValue('Grand Rapids');
    expect(textbox('State or province')).toHaveValue('MI');
  });
});
