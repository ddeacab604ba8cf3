import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { expectTableFits } from './support/layout';
import { recordRequests } from './support/prism';
import { saveScreenshot } from './support/screenshot';

const LIST = '/api/v1/rate_confirmations';
const query = (request: Request) => new URL(request.url()).searchParams;
const table = (page: Page) => page.getByRole('table', { name: /rate confirmations$/ });
const rows = (page: Page) => table(page).locator('tbody tr[data-index]');

test.use({ signedIn: true });

test.describe('Rate Confirmations', () => {
  test('lists every rate confirmation, newest first, 50 a page, with its status in words', async ({ page }) => {
    const calls = recordRequests(page, 'monitor', LIST);
    await page.goto('carriers/rate-confirmations');
    await expect(page).toHaveTitle('Broker Portal – Rate Confirmations');
    await expect(rows(page)).toHaveCount(6);
    await expect(page.getByText('1–6 of 6 rate confirmations · page 1 of 1')).toBeVisible();
    const sent = query(calls.at(-1)!);
    expect(sent.get('q[s]')).toBe('id desc');
    expect(sent.get('per_page')).toBe('50');
    expect(sent.get('q[status_eq]')).toBeNull();
    const flagged = rows(page).filter({ has: page.getByRole('link', { name: '4406', exact: true }) });
    await expect(flagged.getByText('Flagged')).toBeVisible();
    await expect(flagged.getByRole('link', { name: 'Blue Ridge Reefer Inc' })).toHaveAttribute(
      'href',
      '/broker/carriers/1002',
    );
    await expect(flagged.getByRole('link', { name: '50002' })).toHaveAttribute('href', '/broker/loads/50002');
    await expectTableFits(table(page));
    await saveScreenshot(page, 'rate-confirmations');
  });

  test('each list sends its status and stays in the URL', async ({ page }) => {
    const calls = recordRequests(page, 'monitor', LIST);
    await page.goto('carriers/rate-confirmations');
    await expect(rows(page).first()).toBeVisible();
    for (const [tab, status] of [
      ['Viewed', 'viewed'],
      ['Flagged', 'flagged'],
      ['Delivered', 'delivered'],
    ] as const) {
      const before = calls.length;
      await page.getByRole('tab', { name: tab }).click();
      await expect.poll(() => calls.length).toBeGreaterThan(before);
      expect(query(calls.at(-1)!).get('q[status_eq]'), tab).toBe(status);
      await expect(page).toHaveURL(new RegExp(`[?&]tab=${status}`));
    }
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Delivered', selected: true })).toBeVisible();
  });

  test('"Created by me" and the carrier name narrow the list', async ({ page }) => {
    const calls = recordRequests(page, 'monitor', LIST);
    await page.goto('carriers/rate-confirmations');
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('switch', { name: 'Created by me' }).click();
    await expect.poll(() => calls.length && query(calls.at(-1)!).get('q[creator_id_eq]')).toBe('1201');
    const request = page.waitForRequest((r) => query(r).get('q[carrier_legal_name_cont]') === 'Blue Ridge');
    await page.getByLabel('Carrier').fill('Blue Ridge');
    expect(query(await request).get('q[creator_id_eq]')).toBe('1201');
    await expect(page).toHaveURL(/carrier=Blue\+Ridge/);
    await expect(page).toHaveURL(/mine=1/);
  });

  test('a row opens its detail', async ({ page }) => {
    await page.goto('carriers/rate-confirmations');
    await rows(page).filter({ hasText: 'LSL-240311' }).getByText('Dana Whitfield').click();
    await expect(page).toHaveURL(/\/carriers\/rate-confirmations\/4402$/);
  });
});

test.describe('Rate Confirmation Detail', () => {
  // An init script (the print call): a context of its own (support/shared-tab.ts).
  test.use({ freshContext: true });
  const open = async (page: Page, id = 4402) => {
    await page.goto(`carriers/rate-confirmations/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Rate confirmation ${id}` })).toBeVisible();
  };

  test('shows the confirmation, its stops and its terms, and links the load and the carrier', async ({ page }) => {
    await open(page);
    await expect(page).toHaveTitle('Broker Portal – Rate Confirmation 4402');
    await expect(page.getByText('Rate Confirmation LSL-240311 Chicago, IL to Dallas, TX')).toBeVisible();
    await expect(page.getByText('The carrier has opened it.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Load 50001' })).toHaveAttribute('href', '/broker/loads/50001');
    await expect(page.getByRole('link', { name: 'Prairie Wind Transport LLC' })).toHaveAttribute(
      'href',
      '/broker/carriers/1001',
    );
    await expect(page.getByText('Dana Whitfield (you)')).toBeVisible();
    await expect(page.getByText('$2,850.00')).toBeVisible();
    const stops = page.getByRole('table', { name: 'Stops of rate confirmation 4402' });
    await expect(stops.getByRole('row', { name: /Pickup Chicago, IL Mar 16, 2026/ })).toBeVisible();
    await expect(page.getByText('Accepted by Luis Herrera on Mar 12, 12:05.')).toBeVisible();
    await expect(page.getByRole('heading', { name: '4. No re-brokering' })).toBeVisible();
    await saveScreenshot(page, 'rate-confirmation-detail');
  });

  test('"Print terms" prints', async ({ page }) => {
    await page.addInitScript(() => {
      window.print = () => document.body.setAttribute('data-printed', '');
    });
    await open(page);
    await page.getByRole('button', { name: 'Print terms' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', '');
  });
});
