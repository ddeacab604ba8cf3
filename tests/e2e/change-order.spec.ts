import type { Page, Request } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { expectTableFits } from './support/layout';
import { prefer } from './support/prism';
import { saveScreenshot } from './support/screenshot';

// Each tab is a chunk of its own behind four calls: on the shared 2-core machine the first answer
// can take longer than the suite's 7 s, so this file waits a little longer and gives each test a minute.
const expect = baseExpect.configure({ timeout: 12_000 });
test.describe.configure({ timeout: 60_000 });

const ORDER = '/api/v1/company_change_orders/7702';
const patch = (action: string) => (r: Request) =>
  r.method() === 'PATCH' && new URL(r.url()).pathname === `/identity${ORDER}/${action}`;
const changes = (page: Page) => page.getByRole('table', { name: 'Changes requested in order 7702' });

test.use({ signedIn: true });

test('shows old and new values side by side with the differences marked', async ({ page }) => {
  await page.goto('company_change_orders/7702');
  await expect(page).toHaveTitle('Broker Portal – Change Order 7702');
  await expect(page.getByRole('heading', { name: 'Change order 7702' })).toBeVisible();
  await expect(page.getByText('requested by Marcus Ortega on Mar 12, 11:18')).toBeVisible();
  const address = changes(page).locator('tbody tr').filter({ hasText: 'Address' });
  await expect(address.locator('del')).toHaveText(['600 W Chicago Ave', '775', '60654']);
  await expect(address.locator('ins')).toHaveText(['233 S Wacker Dr', '1850', '60606']);
  const phone = changes(page).locator('tbody tr').filter({ hasText: 'Main phone' });
  await expect(phone).toContainText('(312) 555-0100');
  await expect(phone).toContainText('(312) 555-0200');
  await expectTableFits(changes(page));
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'change-order');
});

test('approving asks first, naming what changes, then shows the order approved', async ({ page }) => {
  await page.goto('company_change_orders/7702');
  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve change order 7702?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Lakeshore Logistics LLC's address and main phone change to the requested values");
  const sent = page.waitForRequest(patch('approve'));
  await dialog.getByRole('button', { name: 'Approve change order' }).click();
  await sent;
  await expect(page.getByText('Approved by Dana Whitfield on Mar 17, 09:05.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
});

test('a decided order is read-only, with the reason it was rejected', async ({ page }) => {
  await prefer(page, 'identity', '/api/v1/company_change_orders/7701', { example: 'rejected_name_change' });
  await page.goto('company_change_orders/7701');
  await expect(page.getByText('Rejected by Dana Whitfield on Jan 23, 07:02.')).toBeVisible();
  await expect(page.getByText('The rebrand is not filed with the Illinois Secretary of State yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Approve|Reject)$/ })).toHaveCount(0);
  // The DBA name had none before: its old side reads "Not set".
  await expect(page.getByRole('table', { name: 'Changes requested in order 7701' })).toContainText('Not set');
});
