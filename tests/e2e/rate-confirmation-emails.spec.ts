import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { expectTableFits } from './support/layout';
import { recordRequests } from './support/prism';
import { saveScreenshot } from './support/screenshot';

const LIST = '/api/v1/rate_confirmation_mails';
const query = (request: Request) => new URL(request.url()).searchParams;
const table = (page: Page) => page.getByRole('table', { name: /rate confirmation e-mails$/ });
const rows = (page: Page) => table(page).locator('tbody tr[data-index]');

test.use({ signedIn: true });

test.describe('Rate Confirmation Emails', () => {
  test('is the e-mails list, never a rate confirmation whose id is "emails"', async ({ page }) => {
    const asDetail = recordRequests(page, 'monitor', '/api/v1/rate_confirmations/emails');
    const calls = recordRequests(page, 'monitor', LIST);
    await page.goto('carriers/rate-confirmations/emails');
    await expect(page.getByRole('heading', { level: 1, name: 'Rate Confirmation Emails' })).toBeVisible();
    await expect(page).toHaveTitle('Broker Portal – Rate Confirmation Emails');
    await expect(rows(page)).toHaveCount(9);
    await expect(page.getByText('1–9 of 9 e-mails · page 1 of 1')).toBeVisible();
    expect(asDetail).toHaveLength(0);
    const sent = query(calls.at(-1)!);
    expect(sent.get('q[s]')).toBe('id desc');
    expect(sent.get('per_page')).toBe('50');
    await expectTableFits(table(page));
    await saveScreenshot(page, 'rate-confirmation-emails');
  });

  test('a rate confirmation links to the e-mails about its load', async ({ page }) => {
    await page.goto('carriers/rate-confirmations/4402');
    await page.getByRole('link', { name: 'E-mails about LSL-240311' }).click();
    await expect(page).toHaveURL(/\/carriers\/rate-confirmations\/emails\?subject=LSL-240311$/);
    await expect(page.getByLabel('Subject')).toHaveValue('LSL-240311');
  });
});
