import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { expectTableFits } from './support/layout';
import { recordRequests } from './support/prism';
import { reshape } from './support/reshape';
import { saveScreenshot } from './support/screenshot';

// Each tab is a chunk of its own behind four calls: on the shared 2-core machine the first answer
// can take longer than the suite's 7 s, so this file waits a little longer and gives each test a minute.
const expect = baseExpect.configure({ timeout: 12_000 });
test.describe.configure({ timeout: 60_000 });

const REPORTS = '/api/v1/company_reports';
const rows = (page: Page) => page.getByRole('table', { name: 'Reports' }).locator('tbody tr[data-index]');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });

test.use({ signedIn: true });

test.describe('Reports', () => {
  // Runs the page's clock on: a context of its own (support/shared-tab.ts).
  test.use({ freshContext: true });
  test('shows each report’s last run and offers its file while the link is valid', async ({ page }) => {
    await page.goto('my-account?tab=5');
    await expect(rows(page)).toHaveCount(5);
    await expect(row(page, 'Carrier roster')).toContainText('Completed');
    await expect(row(page, 'Carrier roster')).toContainText('1,284');
    await expect(
      row(page, 'Carrier roster').getByRole('link', { name: 'Download Carrier roster (CSV)' }),
    ).toHaveAttribute('href', /carrier_roster\/2026-03-16\.csv/);
    // Its link expired on Mar 9; now is Mar 17.
    await expect(row(page, 'Connections export')).toContainText('Link expired');
    await expect(
      row(page, 'Insurance expirations').getByRole('button', { name: 'Run again Insurance expirations' }),
    ).toBeDisabled();
    await expect(row(page, 'User activity').getByRole('button', { name: 'Run User activity' })).toHaveText('Run');
    await expectTableFits(page.getByRole('table', { name: 'Reports' }));
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'my-account-reports');
  });

  test('Run queues the report and the list is polled until it is done', async ({ page }) => {
    // The list answers once with nothing building, then with the run completed.
    let runs = 0;
    await reshape(page, 'identity', (path) => path === REPORTS, {
      json: (answer) => {
        const body = answer as { id: number; status: string; row_count: number | null }[];
        for (const r of body) if (r.id === 4403) r.status = 'completed';
        if (runs > 0)
          for (const r of body) if (r.id === 4402) Object.assign(r, { status: 'completed', row_count: 1320 });
        return body;
      },
    });
    const polls = recordRequests(page, 'identity', REPORTS);
    await page.goto('my-account?tab=5');
    await expect(row(page, 'Connections export')).toContainText('Completed');
    const before = polls.length;
    const sent = page.waitForRequest(
      (r) => r.method() === 'PATCH' && new URL(r.url()).pathname === `/identity${REPORTS}/4402/run_report`,
    );
    runs += 1;
    await row(page, 'Connections export').getByRole('button', { name: 'Run again Connections export' }).click();
    await sent;
    await expect(row(page, 'Connections export')).toContainText('Queued');
    await expect(page.getByText('Connections export is being built.', { exact: false })).toBeVisible();
    await expect(row(page, 'Connections export')).toContainText('1,320', { timeout: 10_000 });
    expect(polls.length).toBeGreaterThan(before);
    // Nothing is building any more: no further polls.
    const settled = polls.length;
    await page.clock.runFor(10_000);
    expect(polls.length).toBe(settled);
  });

  test('polling stops after two minutes of a report still building, and can be started again', async ({ page }) => {
    const polls = recordRequests(page, 'identity', REPORTS);
    await page.goto('my-account?tab=5');
    await expect(row(page, 'Insurance expirations')).toContainText('Running');
    await expect.poll(() => polls.length).toBeGreaterThan(1);
    await page.clock.runFor(121_000);
    await expect(page.getByText('Still being built after two minutes.', { exact: false })).toBeVisible();
    const stopped = polls.length;
    await page.clock.runFor(30_000);
    expect(polls.length).toBe(stopped);
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect.poll(() => polls.length).toBeGreaterThan(stopped);
    await expect(page.getByText('Still being built after two minutes.', { exact: false })).toBeHidden();
  });
});

test.describe('Integrations', () => {
  // Grants the context clipboard permissions: a context of its own (support/shared-tab.ts).
  test.use({ freshContext: true });
  test('lists the API applications and reveals the Outlook key only on demand, with copy', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const keys = recordRequests(page, 'identity', '/api/v1/users/1201/outlook_api_key');
    await page.goto('my-account?tab=6');
    const apps = page.getByRole('table', { name: 'API applications' }).locator('tbody tr[data-index]');
    await expect(apps).toHaveCount(2);
    await expect(apps.first()).toContainText('McLeod LoadMaster sync');
    await expect(apps.first()).toContainText('None (server to server)');
    await expect(page.getByLabel('Outlook add-in key')).toHaveCount(0);
    expect(keys).toEqual([]);
    await page.getByRole('button', { name: 'Show key' }).click();
    await expect(page.getByLabel('Outlook add-in key')).toHaveText('ok_live_601766e76598a8f75875bb890a2103bcbb2f4ce0');
    expect(keys).toHaveLength(1);
    await page.getByRole('button', { name: 'Copy key' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'ok_live_601766e76598a8f75875bb890a2103bcbb2f4ce0',
    );
    await expectTableFits(page.getByRole('table', { name: 'API applications' }));
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'my-account-integrations');
    await page.getByRole('button', { name: 'Hide key' }).click();
    await expect(page.getByLabel('Outlook add-in key')).toHaveCount(0);
  });
});
