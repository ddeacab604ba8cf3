import { expect, test } from './support/test';
import { prefer } from './support/prism';

test('a 418 on sign-in shows the pending access review page', async ({ page }) => {
  await prefer(page, 'identity', '/api/v1/sign_in', { code: 418 });
  await page.goto('login');
  await page.getByLabel('E-mail').fill('dana.whitfield@lakeshorelogistics.com');
  await page.getByRole('textbox', { name: 'Password' }).fill('secret');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Your access is being reviewed' })).toBeVisible();
});

test.describe('signed in', () => {
  test.use({ signedIn: true });

  test('a 406 on the user refresh shows the VPN block page', async ({ page }) => {
    await prefer(page, 'identity', '/api/v1/users/current', { code: 406 });
    await page.goto('loads');
    await expect(page.getByRole('heading', { name: 'Access from this network is blocked' })).toBeVisible();
    await expect(page).toHaveURL(/\/broker\/carrier_vpn_block$/);
  });
});
