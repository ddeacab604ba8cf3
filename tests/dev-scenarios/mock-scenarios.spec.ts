import { expect, test, tokenState } from '../e2e/support/test';

// The dev server's Mock scenarios panel (README, "For frontend developers: running against Prism"),
// against `vite` itself (the dev-scenarios project of playwright.config.ts): the choices go out as
// Prism's `Prefer` header from the API layer, not through Playwright's routing. Signed in with the
// token Prism's code step answers (identity contract, `signInWithCode`), not through the sign-in
// screens: each page load of the dev server costs seconds (it serves every module on its own).
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjEyMDEsImV4cCI6MTc5NTAwMDAwMH0.c2lnbmF0dXJl';
test.use({ storageState: async ({ baseURL }, use) => use(tokenState(baseURL!, JWT)) });

test('an error status chosen for the list call shows the error state, kept over a reload, until reset', async ({
  page,
}) => {
  await page.goto('loads');
  await expect(page.getByRole('link', { name: '50001' })).toBeVisible({ timeout: 30_000 });
  const control = page.getByRole('button', { name: 'Mock scenarios' });
  await control.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Mock scenarios' });
  const listLoads = panel.getByRole('combobox', { name: 'listLoads' });
  await expect(panel.getByText('GET /api/v1/loads (monitor)')).toBeVisible();
  const sent = page.waitForRequest(
    (r) => r.url().includes('/monitor/api/v1/loads?') && r.headers().prefer === 'code=500',
  );
  await listLoads.selectOption({ label: 'Status 500' });
  await sent;
  await expect(page.getByText('Could not load the loads')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(control).toHaveAccessibleName('Mock scenarios 1 chosen');

  await page.reload();
  await expect(page.getByText('Could not load the loads')).toBeVisible({ timeout: 30_000 });
  await control.click();
  await panel.getByRole('button', { name: 'Reset all (1)' }).click();
  await expect(page.getByRole('link', { name: '50001' })).toBeVisible();
  await expect(control).toHaveAccessibleName('Mock scenarios');
});

test('a persona changes what the guards allow, and reset brings the user back', async ({ page }) => {
  await page.goto('carriers/lane-search');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Lane Search' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Mock scenarios' }).click();
  const panel = page.getByRole('dialog', { name: 'Mock scenarios' });
  await panel.getByRole('button', { name: 'broker_no_lane_search' }).click();
  // Lane Search is not this user's: the guard sends them Home and the navigation drops it.
  await expect(page).toHaveURL(/\/broker\/?$/);
  await expect(nav.getByRole('link', { name: 'Lane Search' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'broker_no_lane_search' })).toHaveAttribute('aria-pressed', 'true');

  await panel.getByRole('button', { name: 'Reset all (1)' }).click();
  await expect(nav.getByRole('link', { name: 'Lane Search' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'broker_all_scopes' })).toHaveAttribute('aria-pressed', 'true');
});
