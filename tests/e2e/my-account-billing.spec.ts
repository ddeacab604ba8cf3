import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { expectAccessibleDialog, seriousViolations } from './support/axe';
import { expectTableFits } from './support/layout';
import { prefer, recordRequests } from './support/prism';
import { saveScreenshot } from './support/screenshot';

// Each tab is a chunk of its own behind four calls: on the shared 2-core machine the first answer
// can take longer than the suite's 7 s, so this file waits a little longer and gives each test a minute.
const expect = baseExpect.configure({ timeout: 12_000 });
test.describe.configure({ timeout: 60_000 });

const CURRENT_USER = '/api/v1/users/current';
const BILLING = '/api/v1/billing/current_payment_methods';
const ADD_CARD = '/api/v1/billing/add_payment_method';
const CHANGE_PLAN = '/api/v1/billing/change_plan';
const as = (page: Page, example: string) => prefer(page, 'identity', CURRENT_USER, { example });
const patchTo = (path: string) => (r: { method: () => string; url: () => string }) =>
  r.method() === 'PATCH' && new URL(r.url()).pathname === `/identity${path}`;

async function fillCard(
  page: Page,
  card = { number: '4242 4242 4242 4242', expiry: '08/28', cvc: '123', zip: '60654' },
) {
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiry (MM/YY)').fill(card.expiry);
  await page.getByLabel('Security code').fill(card.cvc);
  await page.getByLabel('ZIP or postal code').fill(card.zip);
}

test.use({ signedIn: true });

test('an expired company is sent to Plan and billing, adds a card through the fake tokeniser and arrives at the page it asked for', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const offOrigin: string[] = [];
  page.on('request', (r) => !r.url().startsWith(`${origin}/`) && offOrigin.push(r.url()));
  await as(page, 'broker_expired_subscription');
  await prefer(page, 'identity', BILLING, { example: 'expired_no_methods' });
  // Prism answers statically: once the card is stored, the current user it answers is the company
  // active again (a handler added later runs first, so from then on the refresh gets that user).
  await page.route(
    (url) => url.pathname === `/identity${ADD_CARD}`,
    async (route) => {
      await as(page, 'broker_all_scopes');
      await route.continue();
    },
  );
  await page.goto('loads/50001');
  await expect(page).toHaveURL(/\/broker\/my-account\?tab=4$/);
  await expect(page.getByRole('tab', { name: 'Plan and billing', selected: true })).toBeVisible();
  await expect(page.getByText('The subscription of Lakeshore Logistics LLC has ended')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payment methods' })).toContainText('No card or bank account on file.');
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'my-account-billing-expired');

  await page.getByLabel('Plan', { exact: true }).selectOption({ label: 'Pro (monthly), $699.00 a month' });
  await fillCard(page);
  const stored = page.waitForRequest(patchTo(ADD_CARD));
  const refreshed = page.waitForResponse((r) => new URL(r.url()).pathname === `/identity${CURRENT_USER}`);
  await page.getByRole('button', { name: 'Save card and subscribe' }).click();
  expect((await stored).postDataJSON()).toEqual({ nonce: 'fake-valid-visa-nonce', plan_id: 'pro_monthly_2026' });
  await refreshed;
  await expect(page).toHaveURL(/\/broker\/loads\/50001$/);
  await expect(page).toHaveTitle('Broker Portal – Load 50001');
  // The saved destination is used once; nothing was fetched from anywhere but the portal's origin.
  expect(await page.evaluate(() => window.localStorage.getItem('broker-portal.redirect-to'))).toBeNull();
  expect(offOrigin.filter((url) => !url.startsWith('data:'))).toEqual([]);
});

test('a company still shown expired after paying stays, and is told', async ({ page }) => {
  await as(page, 'broker_expired_subscription');
  await prefer(page, 'identity', BILLING, { example: 'expired_no_methods' });
  await page.goto('carriers/connections');
  await expect(page).toHaveURL(/my-account\?tab=4$/);
  await page
    .getByLabel('Plan', { exact: true })
    .selectOption({ label: 'Starter (annual), $249.00 a month, billed yearly' });
  await fillCard(page);
  await page.getByRole('button', { name: 'Save card and subscribe' }).click();
  await expect(page.getByText(/The account is still being reactivated/)).toBeVisible();
  await expect(page).toHaveURL(/my-account\?tab=4$/);
  expect(await page.evaluate(() => window.localStorage.getItem('broker-portal.redirect-to'))).toBe(
    '/carriers/connections',
  );
});

test('the card form checks the card before asking for a nonce, and sends nothing while it is wrong', async ({
  page,
}) => {
  const sent = recordRequests(page, 'identity', ADD_CARD);
  await page.goto('my-account?tab=4');
  // The plan starts at the current one; without one the form asks for it first.
  await expect(page.getByLabel('Plan', { exact: true })).toHaveValue('pro_annual_2026');
  await page.getByLabel('Plan', { exact: true }).selectOption({ label: 'Choose a plan' });
  await page.getByRole('button', { name: 'Save card and subscribe' }).click();
  await expect(page.getByText('Choose the plan to subscribe to.')).toBeVisible();
  await page
    .getByLabel('Plan', { exact: true })
    .selectOption({ label: 'Pro (annual), $599.00 a month, billed yearly' });
  await fillCard(page, { number: '4242 4242 4242 4241', expiry: '02/26', cvc: '12', zip: '' });
  await page.getByRole('button', { name: 'Save card and subscribe' }).click();
  await expect(page.getByText('This card number is not valid.')).toBeVisible();
  await expect(page.getByText('This card has expired.')).toBeVisible();
  await expect(page.getByText('Enter the 3-digit security code.')).toBeVisible();
  await expect(page.getByText('Enter the billing ZIP or postal code.')).toBeVisible();
  expect(sent).toEqual([]);
});

test('a declined card says so and keeps what was typed', async ({ page }) => {
  await prefer(page, 'identity', ADD_CARD, { code: 422, example: 'card_declined' });
  await page.goto('my-account?tab=4');
  await page
    .getByLabel('Plan', { exact: true })
    .selectOption({ label: 'Pro (annual), $599.00 a month, billed yearly' });
  await fillCard(page, { number: '4000 0000 0000 0002', expiry: '11/29', cvc: '321', zip: '60606' });
  const stored = page.waitForRequest(patchTo(ADD_CARD));
  await page.getByRole('button', { name: 'Save card and subscribe' }).click();
  expect((await stored).postDataJSON()).toEqual({
    nonce: 'fake-processor-declined-visa-nonce',
    plan_id: 'pro_annual_2026',
  });
  await expect(page.getByRole('alert').filter({ hasText: 'The card was refused' })).toContainText(
    'The card was declined by the processor (2000 Do Not Honor).',
  );
  await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await expect(page.getByLabel('Plan', { exact: true })).toHaveValue('pro_annual_2026');
});

test('a manager sees the plan, its usage and cards, and switches plan after confirming', async ({ page }) => {
  await page.goto('my-account?tab=4');
  const current = page.getByRole('heading', { name: 'Current plan' }).locator('../..');
  await expect(current).toContainText('Pro (annual)');
  await expect(current).toContainText('$599.00 a month, billed yearly');
  await expect(current).toContainText('412 carrier searches this period (unlimited)');
  const methods = page.getByRole('table', { name: 'Payment methods' });
  await expect(methods.locator('tbody tr[data-index]')).toHaveCount(2);
  await expect(methods.locator('tbody tr').filter({ hasText: 'Visa •••• 4242' })).toContainText('Default');
  const plans = page.getByRole('table', { name: 'Plans' });
  await expect(plans.locator('tbody tr[data-index]')).toHaveCount(5);
  const starter = plans.locator('tbody tr').filter({ hasText: 'Starter (monthly)' });
  await expect(starter.getByRole('cell').nth(5)).toHaveText(/Not included$/); // Rules
  await expectTableFits(plans);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'my-account-billing');

  await page.getByRole('button', { name: 'Switch to Starter (monthly)' }).click();
  const downgrade = page.getByRole('dialog', { name: 'Move Lakeshore Logistics LLC to Starter (monthly)?' });
  await expectAccessibleDialog(page, downgrade);
  await expect(downgrade).toContainText('charged pro rata to Visa •••• 4242');
  await expect(downgrade).toContainText('loses: Rules, Insights, Export, API');
  await downgrade.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Switch to Enterprise (annual)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move Lakeshore Logistics LLC to Enterprise (annual)?' });
  await expect(dialog).toContainText('$1,499.00 a month, billed yearly');
  const sent = page.waitForRequest(patchTo(CHANGE_PLAN));
  const refreshed = page.waitForRequest((r) => new URL(r.url()).pathname === `/identity${CURRENT_USER}`);
  await dialog.getByRole('button', { name: 'Switch to Enterprise (annual)' }).click();
  expect((await sent).postDataJSON()).toEqual({ plan_id: 'enterprise_annual_2026' });
  await refreshed;
  await expect(page.getByText('Lakeshore Logistics LLC is on Enterprise (annual).')).toBeVisible();
  await expect(current).toContainText('Enterprise (annual)');
  await expect(page).toHaveURL(/my-account\?tab=4$/);
});

test('a watchdog broker is offered the watchdog plans only', async ({ page, baseURL }) => {
  await as(page, 'watchdog_with_carrier_search');
  await page.goto(`${baseURL!.replace('127.0.0.1', 'watchdog.localhost')}my-account?tab=4`);
  const plans = page.getByRole('table', { name: 'Plans' }).locator('tbody tr[data-index]');
  await expect(plans).toHaveCount(2);
  await expect(plans.first()).toContainText('Watchdog Basic (monthly)');
});
