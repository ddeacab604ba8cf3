import type { Page, Request } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { expectAccessibleDialog } from './support/axe';
import { expectTableFits } from './support/layout';
import { recordRequests } from './support/prism';
import { saveScreenshot } from './support/screenshot';

// Each tab is a chunk of its own behind four calls: on the shared 2-core machine the first answer
// can take longer than the suite's 7 s, so this file waits a little longer and gives each test a minute.
const expect = baseExpect.configure({ timeout: 12_000 });
test.describe.configure({ timeout: 60_000 });

const query = (request: Request) => new URL(request.url()).searchParams;
const rows = (page: Page, name: string | RegExp) => page.getByRole('table', { name }).locator('tbody tr[data-index]');

test.use({ signedIn: true });

test.describe('the tabs', () => {
  test('are held in the URL by index: 4 is Plan and billing, anything else opens Profile', async ({ page }) => {
    await page.goto('my-account?tab=4');
    await expect(page).toHaveTitle('Broker Portal – My Account');
    await expect(page.getByRole('tab', { name: 'Plan and billing', selected: true })).toBeVisible();
    for (const bad of ['9', '-1', 'billing', '04', '']) {
      await page.goto(`my-account?tab=${bad}`);
      await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'You', exact: true })).toBeVisible();
    }
    const names = ['Profile', 'Users', 'Invitations', 'Teams', 'Plan and billing', 'Reports', 'Integrations'];
    await expect(page.getByRole('tablist', { name: 'My Account tabs' }).getByRole('tab')).toHaveText(names);
  });

  test('choosing a tab is a navigation: back returns, and the last tab’s filters are dropped', async ({ page }) => {
    await page.goto('my-account?tab=1&scope=onboarding&page=2');
    await expect(page.getByRole('tab', { name: 'Users', selected: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/my-account\?tab=5$/);
    await page.getByRole('tab', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/my-account$/);
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Reports', selected: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/tab=1&scope=onboarding&page=2$/);
  });
});

test.describe('Profile', () => {
  test('shows the user, the company in words, permissions, features and the change orders', async ({ page }) => {
    const flags = recordRequests(page, 'identity', '/api/v1/feature_flags/actors');
    const orders = recordRequests(page, 'identity', '/api/v1/company_change_orders');
    await page.goto('my-account');
    const you = page.getByRole('heading', { name: 'You', exact: true }).locator('../..');
    await expect(you).toContainText('Dana Whitfield');
    await expect(you).toContainText('(312) 555-0148');
    await expect(you).toContainText('Feb 9, 2026');
    const company = page.getByRole('heading', { name: 'Company', exact: true }).locator('../..');
    await expect(company).toContainText('Lakeshore Logistics LLC');
    await expect(company).toContainText('Active');
    await expect(company).toContainText('Pro (annual)');
    await expect(page.getByRole('listitem').filter({ hasText: 'Manage users' })).toContainText('Invite and remove');
    // One call for the user's flags and one for the company's; a flag is on when either side has it.
    await expect(page.getByLabel('Features on for you or the company')).toHaveText('Opensearch connection search');
    expect(flags.map((r) => `${query(r).get('actor_type')} ${query(r).get('actor_id')}`).sort()).toEqual([
      'Company 310',
      'User 1201',
    ]);
    await expect(rows(page, 'Change orders of the company')).toHaveCount(2);
    await expect(page.getByText('1 waiting for review')).toBeVisible();
    expect(query(orders.at(-1)!).get('q[s]')).toBe('created_at desc');
    expect(query(orders.at(-1)!).get('per_page')).toBe('50');
    await expectTableFits(page.getByRole('table', { name: 'Change orders of the company' }));
    await saveScreenshot(page, 'my-account-profile');
    await page.getByRole('link', { name: '7702', exact: true }).click();
    await expect(page).toHaveURL(/\/company_change_orders\/7702$/);
    await expect(page).toHaveTitle('Broker Portal – Change Order 7702');
  });
});

test.describe('Users', () => {
  test('lists users by first name, 50 a page, filters by permission and searches', async ({ page }) => {
    const lists = recordRequests(page, 'identity', '/api/v1/users');
    const searches = recordRequests(page, 'identity', '/api/v1/users/search_company_users');
    await page.goto('my-account?tab=1');
    await expect(rows(page, 'Users of Lakeshore Logistics LLC')).toHaveCount(4);
    await expect(page.getByText('1–4 of 4 users · page 1 of 1')).toBeVisible();
    expect(Object.fromEntries(query(lists.at(-1)!))).toEqual({ 'q[s]': 'first_name asc', page: '1', per_page: '50' });
    await expect(rows(page, 'Users of Lakeshore Logistics LLC').first()).toContainText('You');
    await expectTableFits(page.getByRole('table', { name: 'Users of Lakeshore Logistics LLC' }));

    await page.getByRole('combobox', { name: 'Permission' }).selectOption({ label: 'Manage users' });
    await expect(page).toHaveURL(/tab=1&scope=manage_users$/);
    await expect.poll(() => query(lists.at(-1)!).get('q[user_scopes_scope_eq]')).toBe('manage_users');

    await page.getByRole('combobox', { name: 'Permission' }).selectOption({ label: 'Any permission' });
    await page.getByLabel('Search users').fill('ma');
    await expect(rows(page, 'Users matching the search')).toHaveCount(1);
    expect(searches.map((r) => query(r).get('term'))).toEqual(['ma']);
    await expect(rows(page, 'Users matching the search')).toContainText('Marcus Ortega');
    await expect(page).toHaveURL(/tab=1&q=ma$/);
    await expectTableFits(page.getByRole('table', { name: 'Users matching the search' }));
  });

  test('a manager edits permissions: a checklist of every scope, their own manage users locked', async ({ page }) => {
    await page.goto('my-account?tab=1');
    await page.getByRole('button', { name: 'Edit permissions of Dana Whitfield' }).click();
    const own = page.getByRole('dialog', { name: 'Permissions of Dana Whitfield' });
    await expectAccessibleDialog(page, own);
    await expect(own.getByRole('checkbox')).toHaveCount(17);
    await expect(own.getByRole('checkbox', { name: /^Manage users/ })).toBeDisabled();
    await expect(own.getByRole('checkbox', { name: /^Manage users/ })).toBeChecked();
    await saveScreenshot(page, 'my-account-users-permissions');
    await own.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Edit permissions of Priya Raman' }).click();
    const dialog = page.getByRole('dialog', { name: 'Permissions of Priya Raman' });
    await expect(dialog.getByRole('checkbox', { name: /^Manage users/ })).toBeEnabled();
    await dialog.getByRole('checkbox', { name: /^Compliance/ }).uncheck();
    await dialog.getByRole('checkbox', { name: /^Connection notifications/ }).check();
    const sent = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith('/identity/api/v1/users/1203'));
    await dialog.getByRole('button', { name: 'Save permissions' }).click();
    expect((await sent).postDataJSON()).toEqual({
      user: {
        scopes: [
          'sourcing',
          'onboarding',
          'insurance_workflow',
          'connection_notifications',
          'manage_rate_confirmations',
        ],
      },
    });
    await expect(page.getByText("Priya Raman's permissions were saved.")).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('removing a user asks first, naming the person, and never offers to remove yourself', async ({ page }) => {
    await page.goto('my-account?tab=1');
    await expect(page.getByRole('button', { name: 'Remove Dana Whitfield' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Remove Jordan Blake' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Jordan Blake from Lakeshore Logistics LLC?' });
    await expectAccessibleDialog(page, dialog);
    await expect(dialog).toContainText('jordan.blake@lakeshorelogistics.com');
    const sent = page.waitForRequest((r) => r.method() === 'DELETE' && r.url().endsWith('/identity/api/v1/users/1204'));
    await dialog.getByRole('button', { name: 'Remove Jordan Blake' }).click();
    await sent;
    await expect(page.getByText('Jordan Blake was removed from Lakeshore Logistics LLC.')).toBeVisible();
  });
});
