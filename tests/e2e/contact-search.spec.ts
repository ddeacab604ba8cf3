import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { expectTableFits } from './support/layout';
import { saveScreenshot } from './support/screenshot';

const BY_EMAIL = '/api/v1/carriers/email_search_associated_carriers';
const BY_PHONE = '/api/v1/carriers/phone_search_associated_carriers';
const table = (page: Page) => page.getByRole('table', { name: 'Contact search results' });
const form = (page: Page) => page.getByRole('search', { name: 'Contact search' });

test.use({ signedIn: true });
test.describe.configure({ timeout: 90_000 });

test('an e-mail is trimmed, sent, and each row says what matched', async ({ page }) => {
  await page.goto('carriers/contact-search');
  await form(page).getByRole('radio', { name: 'E-mail' }).check();
  await form(page).getByLabel('E-mail address or domain').fill('  dispatch@blueridgereefer.com  ');
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === `/monitor${BY_EMAIL}`);
  await form(page).getByRole('button', { name: 'Search' }).click();
  expect((await sent).postDataJSON()).toEqual({ email: 'dispatch@blueridgereefer.com' });
  await expect(page).toHaveURL(/email=dispatch%40blueridgereefer\.com$/);
  await expect(table(page).getByText('Blue Ridge Cold Chain')).toBeVisible({ timeout: 15_000 });
  await expect(table(page).getByText('dispatch@blueridgereefer.com')).toBeVisible();
  await expectTableFits(table(page));
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'contact-search');
});

test('a phone is sent in E.164 and the address keeps it', async ({ page }) => {
  await page.goto('carriers/contact-search');
  await form(page).getByRole('radio', { name: 'Phone' }).check();
  await form(page).getByLabel('Phone number').fill('(602) 555-0187');
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === `/monitor${BY_PHONE}`);
  await form(page).getByRole('button', { name: 'Search' }).click();
  expect((await sent).postDataJSON()).toEqual({ phone: '+16025550187' });
  await expect(page).toHaveURL(/phone=%2B16025550187$/);
  await expect(table(page).getByText('Sonoran Flatbed Co')).toBeVisible({ timeout: 15_000 });
});
