import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessibleDialog, seriousViolations } from './support/axe';
import { expectTableFits } from './support/layout';
import { prefer, recordRequests } from './support/prism';
import { saveScreenshot } from './support/screenshot';

const CARRIERS = '/api/v1/carriers';
const DEFAULTS = '/api/v1/filter_sets/default_for_owner';
const query = (request: Request) => Object.fromEntries(new URL(request.url()).searchParams);
const table = (page: Page) => page.getByRole('table', { name: 'Carrier search results' });
const bodyRows = (page: Page) => table(page).locator('tbody tr[data-index]');

test.use({ signedIn: true });
// The machine is shared and slow: these tests wait for several searches each.
test.describe.configure({ timeout: 90_000 });

/** Carrier Search with the contract's mixed results and no default filter set on file. */
async function searchWithoutDefaults(page: Page) {
  await prefer(page, 'monitor', CARRIERS, { example: 'search' });
  await prefer(page, 'monitor', DEFAULTS, { code: 404 });
}

// carrier-portal §5: how each form of search text is read, as the request carries it.
const TEXTS: [text: string, sent: Record<string, string>][] = [
  [
    '1098234',
    { 'q[identifiers_value_start]': '1098234', 'q[identifiers_is_numeric_eq]': 'true', 'q[s]': 'legal_name asc' },
  ],
  [
    'MC 1098234',
    { 'q[identifiers_value_start]': '1098234', 'q[identifiers_is_type_eq]': 'MC', 'q[s]': 'legal_name asc' },
  ],
  [
    'DOT-3184562',
    { 'q[identifiers_value_start]': '3184562', 'q[identifiers_is_type_eq]': 'DOT', 'q[s]': 'legal_name asc' },
  ],
  [
    'SCAC BRRI',
    { 'q[identifiers_value_start]': 'BRRI', 'q[identifiers_is_type_eq]': 'SCAC', 'q[s]': 'legal_name asc' },
  ],
  ['123-456-789', { 'q[identifiers_value_eq]': '123-456-789' }],
  [
    'CVOR 123-456-789',
    { 'q[identifiers_value_start]': '123456789', 'q[identifiers_is_type_eq]': 'CVOR', 'q[s]': 'legal_name asc' },
  ],
  [
    'NIR R-123456-7',
    { 'q[identifiers_value_start]': 'R1234567', 'q[identifiers_is_type_eq]': 'NIR_QC', 'q[s]': 'legal_name asc' },
  ],
  [
    'NSC AB 215873',
    { 'q[identifiers_value_start]': '215873', 'q[identifiers_is_type_eq]': 'NSC_AB', 'q[s]': 'legal_name asc' },
  ],
  [
    'NSC 215873',
    { 'q[identifiers_value_start]': '215873', 'q[identifiers_is_type_start]': 'NSC', 'q[s]': 'legal_name asc' },
  ],
  // A name: upper-cased and stripped of what is not a letter or digit.
  ['prairie wind', { 'q[legal_name_or_dba_name_start]': 'PRAIRIEWIND' }],
];

test('each form of search text sends its own query, 50 a page, no filter at its default', async ({ page }) => {
  await searchWithoutDefaults(page);
  const calls = recordRequests(page, 'monitor', CARRIERS);
  await page.goto('carriers/global-search');
  await expect(
    page.getByText('Type an MC or DOT number or a carrier name, or choose filters, to search.'),
  ).toBeVisible();
  expect(calls).toHaveLength(0);
  for (const [text, sent] of TEXTS) {
    const before = calls.length;
    await page.getByLabel('Search carriers').fill(text);
    await page.getByRole('search', { name: 'Carrier search' }).getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => calls.length, { timeout: 15_000 }).toBeGreaterThan(before);
    expect(query(calls.at(-1)!), text).toEqual({ ...sent, page: '1', per_page: '50' });
  }
  await expect(bodyRows(page)).toHaveCount(4);
  await expect(page).toHaveURL(/text=prairie\+wind/);
});

test('a filter left at its default is not sent; a chosen one is, and the link reproduces the search', async ({
  page,
}) => {
  await searchWithoutDefaults(page);
  const calls = recordRequests(page, 'monitor', CARRIERS);
  await page.goto('carriers/global-search?text=blue');
  await expect(bodyRows(page).first()).toBeVisible({ timeout: 15_000 });
  expect(query(calls.at(-1)!)).toEqual({ 'q[legal_name_or_dba_name_start]': 'BLUE', page: '1', per_page: '50' });

  const drawer = page.getByRole('dialog', { name: 'Filters' });
  const eld = drawer.getByRole('switch', { name: 'Only ELD connected' });
  const before = calls.length;
  // Opened once, right after the results: the drawer stays open while the screen settles.
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(drawer.getByRole('switch', { name: 'Show safety rating' })).toBeChecked();
  await eld.click();
  await expect(eld).toBeChecked();
  await expect.poll(() => calls.length, { timeout: 15_000 }).toBeGreaterThan(before);
  expect(query(calls.at(-1)!)).toEqual({
    'q[legal_name_or_dba_name_start]': 'BLUE',
    'q[eld_connected_only]': 'true',
    page: '1',
    per_page: '50',
  });
  await expect(drawer.getByRole('switch', { name: 'Only ELD connected' })).toBeChecked();
  await expectAccessibleDialog(page, drawer);
  await drawer.getByRole('button', { name: 'Close filters' }).click();
  await expect(page.getByRole('button', { name: 'Filters 1 set' })).toBeVisible();

  // The link, opened afresh, reproduces the search; the same address shows the results kept in
  // browser storage without asking again (§2).
  await expect(page).toHaveURL(/only_eld=/);
  const link = page.url();
  const reloaded = calls.length;
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Filters 1 set' })).toBeVisible({ timeout: 15_000 });
  await expect(bodyRows(page).first()).toBeVisible();
  expect(calls.length).toBe(reloaded);
});

test('results fit a laptop, open the profile, and pass axe', async ({ page }) => {
  await searchWithoutDefaults(page);
  await page.goto('carriers/global-search?text=blue');
  await expect(bodyRows(page)).toHaveCount(4, { timeout: 15_000 });
  // The pager counts what the rows show (the contract's headers agree with the example).
  await expect(page.getByText('1–4 of 4 carriers · page 1 of 1')).toBeVisible();
  await expect(table(page).getByText('Blue Ridge Reefer Inc')).toBeVisible();
  await expectTableFits(table(page));
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'carrier-search');
  await table(page).getByText('Great North Carriers Ltd').click();
  await expect(page).toHaveURL(/carriers\/1004/);
});

test('Carrier Search Results shows the text’s results and the way to refine them', async ({ page }) => {
  await prefer(page, 'monitor', CARRIERS, { example: 'search' });
  const calls = recordRequests(page, 'monitor', CARRIERS);
  await page.goto('carriers/search-results?text=DOT-3184562');
  await expect(page.getByRole('heading', { name: 'Carriers matching “DOT-3184562”' })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(4, { timeout: 15_000 });
  expect(query(calls.at(-1)!)).toMatchObject({
    'q[identifiers_value_start]': '3184562',
    'q[identifiers_is_type_eq]': 'DOT',
  });
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'carrier-search-results');
  await page.getByRole('link', { name: 'Refine with filters in Carrier Search' }).click();
  await expect(page).toHaveURL(/carriers\/global-search\?.*text=DOT-3184562/);
});
