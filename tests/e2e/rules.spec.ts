import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessibleDialog } from './support/axe';
import { prefer, recordRequests } from './support/prism';
import { expectTableFits } from './support/layout';
import { saveScreenshot } from './support/screenshot';

const RULES = '/api/v1/rules';
const CURRENT_USER = '/api/v1/users/current';
const query = (request: Request) => Object.fromEntries(new URL(request.url()).searchParams);
const rulesTable = (page: Page, group: string, set = 'every carrier') =>
  page.getByRole('table', { name: `${group} rules for ${set}` });

test.use({ signedIn: true });

test('the rules in force for every carrier, by category, with their versions, terms and classifications', async ({
  page,
}) => {
  const calls = recordRequests(page, 'monitor', RULES);
  const types = recordRequests(page, 'monitor', `${RULES}/is_types`);
  await page.goto('carriers/rules');
  await expect(page).toHaveTitle('Broker Portal – Rules');
  await expect(page.getByRole('heading', { name: 'Rules in force for every carrier' })).toBeVisible();
  // Lakeshore's version 2102 (value 2 = required): 6 months of authority, $1M BIPD, one unlabelled check off.
  await expect(
    rulesTable(page, 'Authority').getByRole('row', { name: /Minimum continuous authority\s+6 months/ }),
  ).toBeVisible();
  await expect(
    rulesTable(page, 'Insurance').getByRole('row', { name: /Minimum BIPD coverage\s+\$1,000,000/ }),
  ).toBeVisible();
  await expect(rulesTable(page, 'Operations').getByRole('row')).toHaveCount(4);
  await expect(
    rulesTable(page, 'Other checks').getByRole('row', { name: /Has verified manually entered identifier\s+Off/ }),
  ).toBeVisible();
  expect(query(calls[0]!)).toEqual({
    'q[company_id_eq]': '310',
    'q[carrier_id_null]': 'true',
    'q[classification_id_null]': 'true',
    'q[s]': 'created_at desc',
    page: '1',
    per_page: '50',
  });
  expect(query(types[0]!)).toEqual({});
  const versions = page.getByRole('table', { name: 'Versions of the rules for every carrier' });
  await expect(versions.getByRole('row', { name: /2102.*In force/ })).toBeVisible();
  await expect(page.getByText('1–2 of 2 versions · page 1 of 1')).toBeVisible();
  await expectTableFits(versions);
  await expect(
    page.getByRole('table', { name: 'Payment terms' }).getByRole('row', { name: /Quick pay 2 days\s+2\s+2%/ }),
  ).toBeVisible();
  // An inactive classification has no rule set to choose, even if the server sends it.
  const sets = page.getByRole('tablist', { name: 'Rule sets' });
  await expect(sets.getByRole('tab')).toHaveText(['Every carrier', 'Food grade', 'High value freight', 'Refrigerated']);
  await saveScreenshot(page, 'rules');
});

test('a classification has its own set, asked for by classification and kept in the URL', async ({ page }) => {
  await prefer(page, 'monitor', RULES, { example: 'refrigerated' });
  const calls = recordRequests(page, 'monitor', RULES);
  const types = recordRequests(page, 'monitor', `${RULES}/is_types`);
  await page.goto('carriers/rules');
  await page.getByRole('tab', { name: 'Refrigerated' }).click();
  await expect(page).toHaveURL(/[?&]classification=3101/);
  await expect(page.getByRole('heading', { name: 'Rules in force for Refrigerated carriers' })).toBeVisible();
  await expect.poll(() => calls.map((c) => query(c)['q[classification_id_eq]'])).toContain('3101');
  expect(
    calls.some((c) => query(c)['q[classification_id_null]'] === 'true' && query(c)['q[classification_id_eq]']),
  ).toBe(false);
  await expect.poll(() => types.map((t) => query(t).classification_id)).toContain('3101');
  await expect(
    rulesTable(page, 'Operations', 'Refrigerated carriers').getByRole('row', {
      name: /Inspections in past 24 months\s+Required/,
    }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Refrigerated', selected: true })).toBeVisible();
});

test('editing shows what changes before saving, and saves a new version of the whole set', async ({ page }) => {
  const calls = recordRequests(page, 'monitor', RULES);
  await page.goto('carriers/rules');
  await page.getByRole('button', { name: 'Edit rules' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit the rules for every carrier' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Review changes' })).toBeDisabled();
  await dialog.getByRole('radiogroup', { name: 'Minimum BIPD coverage' }).getByLabel('$750,000').check();
  await dialog.getByRole('switch', { name: 'Inspections in past 24 months' }).uncheck();
  await expect(dialog.getByText('2 changes')).toBeVisible();
  await dialog.getByRole('button', { name: 'Review changes' }).click();
  const changes = dialog.getByRole('list', { name: 'What changes' });
  await expect(changes.getByRole('listitem')).toHaveText([
    'Minimum BIPD coverage: $1,000,000 → $750,000',
    'Inspections in past 24 months: On → Off',
  ]);
  await expectAccessibleDialog(page, dialog);
  const post = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === `/monitor${RULES}`);
  await dialog.getByRole('button', { name: 'Save rules' }).dblclick();
  const body = (await post).postDataJSON() as { rule: { rules: Record<string, number> } };
  expect(body.rule).toMatchObject({ classification_id: null, based_on_id: 2102 });
  expect(body.rule.rules).toEqual({
    interstate_carrier_authority_is_active: 2,
    authority_age_gteq_three_months: 0,
    authority_age_gteq_six_months: 2,
    bipd_coverage_gteq_seven_hundred_fifty_thousand: 2,
    bipd_coverage_gteq_one_million: 0,
    cargo_coverage_gteq_one_hundred_thousand: 2,
    safety_rating_satisfactory_or_unrated: 2,
    safer_operating_status_active: 2,
    has_been_inspected_in_the_last_twenty_four_months: 0,
    no_active_oos_orders: 2,
    has_verified_physical_location_activity: 2,
    has_verified_manually_entered_identifier: 0,
  });
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The rules for every carrier were saved.')).toBeVisible();
  // A double click saves once; the versions are asked for again after the save.
  expect(calls.filter((r) => r.method() === 'POST')).toHaveLength(1);
  await expect.poll(() => calls.filter((r) => r.method() === 'GET').length).toBeGreaterThan(1);
});

test('a save refused because someone saved meanwhile says so and keeps the changes', async ({ page }) => {
  // Only the save is answered 409; the list on the same path answers as usual.
  await page.route(
    (url) => url.pathname === `/monitor${RULES}`,
    (route) =>
      route.request().method() === 'POST'
        ? route.continue({ headers: { ...route.request().headers(), prefer: 'code=409' } })
        : route.continue(),
  );
  const posts = recordRequests(page, 'monitor', RULES);
  await page.goto('carriers/rules');
  await page.getByRole('button', { name: 'Edit rules' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit the rules for every carrier' });
  await dialog.getByRole('switch', { name: 'No active out-of-service orders' }).uncheck();
  await dialog.getByRole('button', { name: 'Review changes' }).click();
  await dialog.getByRole('button', { name: 'Save rules' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Marcus Ortega saved these rules at 8:52 AM');
  await expect(dialog.getByRole('listitem')).toHaveText(['No active out-of-service orders: On → Off']);
  expect(posts.filter((r) => r.method() === 'POST')).toHaveLength(1);
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('switch', { name: 'No active out-of-service orders' })).not.toBeChecked();
});

test('a version of the history opens from the server', async ({ page }) => {
  await page.goto('carriers/rules');
  const opened = page.waitForRequest((r) => new URL(r.url()).pathname === `/monitor${RULES}/2101`);
  await page
    .getByRole('table', { name: 'Versions of the rules for every carrier' })
    .getByRole('row', { name: /2101/ })
    .click();
  await opened;
  const dialog = page.getByRole('dialog', { name: 'Version 2101' });
  await expectAccessibleDialog(page, dialog);
  await expect(dialog.getByText(/^Saved /)).toBeVisible();
});

test('a plan without rules is sent home and sees no Rules in the navigation', async ({ page }) => {
  await prefer(page, 'identity', CURRENT_USER, { example: 'broker_can_rule_false' });
  const calls = recordRequests(page, 'monitor', RULES);
  await page.goto('carriers/rules');
  await expect(page).toHaveURL(/\/broker\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rules' })).toHaveCount(0);
  expect(calls).toHaveLength(0);
});
