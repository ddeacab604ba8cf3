import type { Page, Request } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { expectAccessibleDialog, seriousViolations } from './support/axe';
import { expectTableFits } from './support/layout';
import { recordRequests } from './support/prism';
import { saveScreenshot } from './support/screenshot';

// Each tab is a chunk of its own behind four calls: on the shared 2-core machine the first answer
// can take longer than the suite's 7 s, so this file waits a little longer and gives each test a minute.
const expect = baseExpect.configure({ timeout: 12_000 });
test.describe.configure({ timeout: 60_000 });

const TEAMS = '/api/v1/teams';
const query = (request: Request) => new URL(request.url()).searchParams;
const rows = (page: Page, name: string) => page.getByRole('table', { name }).locator('tbody tr[data-index]');
const patchTeam = (r: Request) => r.method() === 'PATCH' && new URL(r.url()).pathname === '/monitor/api/v1/teams/21';

test.use({ signedIn: true });

test('lists the company’s teams by id descending, 50 a page, and opens one with its members', async ({ page }) => {
  const lists = recordRequests(page, 'monitor', TEAMS);
  await page.goto('my-account?tab=3');
  await expect(rows(page, 'Teams')).toHaveCount(2);
  await expect(page.getByText('1–2 of 2 teams · page 1 of 1')).toBeVisible();
  // The company id is sent (required by the server); Prism answers it now (the contract no longer marks it required).
  expect(Object.fromEntries(query(lists.at(-1)!))).toEqual({
    'q[company_id_eq]': '310',
    'q[s]': 'id desc',
    page: '1',
    per_page: '50',
  });
  await page.getByRole('link', { name: 'Midwest Desk' }).click();
  await expect(page).toHaveURL(/my-account\?tab=3&team=21$/);
  await expect(page.getByRole('heading', { name: /^Midwest Desk/ })).toBeVisible();
  await expect(rows(page, 'Members of Midwest Desk')).toHaveCount(2);
  await expectTableFits(page.getByRole('table', { name: 'Teams' }));
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'my-account-teams');
});

test('finds members by a search term and adds one through the company’s users', async ({ page }) => {
  const members = recordRequests(page, 'monitor', '/api/v1/teams/21/team_users');
  const users = recordRequests(page, 'identity', '/api/v1/users/search_company_users');
  await page.goto('my-account?tab=3&team=21');
  await expect(rows(page, 'Members of Midwest Desk')).toHaveCount(2);
  await page.getByLabel('Find a member').fill('ortega');
  await expect.poll(() => members.map((r) => query(r).get('term'))).toContain('ortega');

  // Prism answers "ma" with Marcus, already a member: nobody to add.
  await page.getByLabel('Add a member').fill('ma');
  await expect(page.getByText('No user outside the team matches “ma”.')).toBeVisible();
  expect(users.map((r) => query(r).get('term'))).toEqual(['ma']);

  // A match who is not a member yet (Priya) is added with team_users_attributes.
  await page.route('**/identity/api/v1/users/search_company_users**', (route) =>
    route.fulfill({
      json: [
        {
          id: 1203,
          first_name: 'Priya',
          last_name: 'Raman',
          full_name: 'Priya Raman',
          email: 'priya.raman@lakeshorelogistics.com',
          phone_e164: '+13125550177',
          scopes: ['sourcing'],
          company_id: 310,
          created_at: '2026-02-18T13:05:42Z',
          last_sign_in_at: null,
        },
      ],
    }),
  );
  await page.getByLabel('Add a member').fill('pri');
  const sent = page.waitForRequest(patchTeam);
  await page.getByRole('button', { name: 'Add Priya Raman' }).click();
  expect((await sent).postDataJSON()).toEqual({ team: { team_users_attributes: [{ user_id: 1203 }] } });
  await expect(page.getByText('Priya Raman was added to Midwest Desk.')).toBeVisible();
});

test('removing a member asks first and sends _destroy=1', async ({ page }) => {
  await page.goto('my-account?tab=3&team=21');
  await page.getByRole('button', { name: 'Remove Marcus Ortega from the team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Marcus Ortega from Midwest Desk?' });
  await expectAccessibleDialog(page, dialog);
  const sent = page.waitForRequest(patchTeam);
  await dialog.getByRole('button', { name: 'Remove from team' }).click();
  expect((await sent).postDataJSON()).toEqual({
    team: { team_users_attributes: [{ id: 402, user_id: 1202, _destroy: 1 }] },
  });
  await expect(page.getByText('Marcus Ortega was removed from Midwest Desk.')).toBeVisible();
});

test('renaming keeps what was typed when the name is taken', async ({ page }) => {
  // Only the PATCH is refused (Prism's Prefer header on that request alone); the team reads as usual.
  await page.route('**/monitor/api/v1/teams/21', (route) =>
    route.request().method() === 'PATCH'
      ? route.continue({ headers: { ...route.request().headers(), prefer: 'code=422, example=name_taken' } })
      : route.continue(),
  );
  await page.goto('my-account?tab=3&team=21');
  await page.getByRole('button', { name: 'Rename team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename Midwest Desk' });
  await expectAccessibleDialog(page, dialog);
  await dialog.getByLabel('Team name').fill('  Southeast Desk  ');
  const sent = page.waitForRequest(patchTeam);
  await dialog.getByRole('button', { name: 'Rename' }).click();
  expect((await sent).postDataJSON()).toEqual({ team: { name: 'Southeast Desk' } });
  await expect(dialog.getByText('has already been taken by another team of Lakeshore Logistics LLC')).toBeVisible();
  await expect(dialog.getByLabel('Team name')).toHaveValue('  Southeast Desk  ');
});
