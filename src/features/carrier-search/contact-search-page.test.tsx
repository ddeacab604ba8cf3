import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../tests/unit/prism/server';
import { renderRoute, SCREEN_TIMEOUT } from '../../../tests/unit/prism/render-route';

const BY_EMAIL = '/api/v1/carriers/email_search_associated_carriers';
const BY_PHONE = '/api/v1/carriers/phone_search_associated_carriers';
const prism = prismServer();

describe('Contact search', () => {
  it('without a type the spec’s message shows and nothing is sent', async () => {
    const user = userEvent.setup();
    renderRoute('carriers/contact-search');
    expect(
      await screen.findByText(
        'Search by e-mail or phone to find the carriers that use it.',
        { exact: false },
        { timeout: SCREEN_TIMEOUT },
      ),
    ).toBeInTheDocument();
    const form = screen.getByRole('search', { name: 'Contact search' });
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('Please select a type of email or phone number.', { exact: false }),
    ).toBeInTheDocument();
    expect(prism.sent('monitor', 'POST', BY_EMAIL)).toHaveLength(0);
    expect(prism.sent('monitor', 'POST', BY_PHONE)).toHaveLength(0);
  });

  it('no carrier with the contact, and a refused search, each say so', async () => {
    prism.prefer('monitor', BY_EMAIL, { example: 'none' });
    const { unmount } = renderRoute('carriers/contact-search?email=nobody%40example.com');
    expect(
      await screen.findByText(
        'No carrier has nobody@example.com on file.',
        { exact: false },
        { timeout: SCREEN_TIMEOUT },
      ),
    ).toBeInTheDocument();
    unmount();

    prism.prefer('monitor', BY_PHONE, { code: 422 });
    renderRoute('carriers/contact-search?phone=%2B16025550187');
    expect(await screen.findByText(/Could not search contacts/, {}, { timeout: SCREEN_TIMEOUT })).toBeInTheDocument();
  });
});
