import { expect, test, tokenState } from './support/test';
import { prefer } from './support/prism';
import { saveScreenshot } from './support/screenshot';

const EMAIL = 'dana.whitfield@lakeshorelogistics.com';

test('a broker signs in with e-mail, password and the e-mailed code, and lands on Home', async ({ page }) => {
  await page.goto('./');
  await expect(page).toHaveURL(/\/broker\/login$/);
  await expect(page).toHaveTitle('Broker Portal – Login');
  await saveScreenshot(page, 'login');

  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByRole('textbox', { name: 'Password' }).fill('correct-horse-battery-staple');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page).toHaveURL(/\/broker\/login\/code\?email=/);
  await expect(page).toHaveTitle('Broker Portal – Login Verification');
  await saveScreenshot(page, 'login-code');

  await page.getByLabel('Verification code').fill('482913');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Welcome, Dana Whitfield' })).toBeVisible();
  await expect(page).toHaveURL(/\/broker\/$/);
  await expect(page.getByRole('main').getByText('Lakeshore Logistics LLC')).toBeVisible();
  await expect(page).toHaveTitle('Broker Portal – Home');
  await saveScreenshot(page, 'home');
});

test.describe('signed in', () => {
  test.use({ signedIn: true });

  test('signing out forgets the session and returns to Login', async ({ page }) => {
    await page.goto('./');
    await expect(page.getByRole('heading', { name: 'Welcome, Dana Whitfield' })).toBeVisible();
    await page.getByRole('button', { name: 'Dana Whitfield', exact: true }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/broker\/login$/);
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    // Nothing puts the session back: opening the portal again asks to sign in.
    await page.goto('./');
    await expect(page).toHaveURL(/\/broker\/login$/);
  });
});

test.describe('with a token the server no longer accepts', () => {
  // Starts from a stored state of its own: a context of its own (support/shared-tab.ts).
  test.use({ freshContext: true });
  test.use({ storageState: async ({ baseURL }, use) => use(tokenState(baseURL!, 'expired-token')) });

  test('a 401 on the user refresh forgets it and goes back to Login', async ({ page }) => {
    await prefer(page, 'identity', '/api/v1/users/current', { code: 401 });
    await page.goto('./');
    await expect(page).toHaveURL(/\/broker\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('broker-portal.jwt'))).toBeNull();
  });
});
