import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { withSession } from './support/prism';

for (const path of ['login', 'login/code?email=dana%40example.com', 'carrier_vpn_block', 'pending-access-review']) {
  test(`no serious accessibility violation on /${path} (signed out)`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const path of ['', 'loads', 'loads/50001', 'no/such/page']) {
  test(`no serious accessibility violation on /${path} (signed in)`, async ({ page }) => {
    await withSession(page);
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the account popover, open, has no serious accessibility violation', async ({ page }) => {
  await withSession(page);
  await page.goto('');
  await page.getByRole('button', { name: 'Dana Whitfield', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the main navigation works from the keyboard alone', async ({ page }) => {
  await withSession(page);
  await page.goto('');
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  const loads = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Loads', exact: true });
  for (let i = 0; i < 30 && !(await loads.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(loads).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle('Broker Portal – Loads');
});
