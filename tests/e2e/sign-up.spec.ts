import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { prefer, recordRequests } from './support/prism';
import { saveScreenshot } from './support/screenshot';

const EMAIL = 'alex.novak@northpointfreight.com';
const PASSWORD = 'tandem-axle-reefer-2026';

async function fillSignUp(page: Page) {
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
}

async function fillCompany(page: Page) {
  await page.getByLabel('Legal name').fill('Northpoint Freight Solutions LLC');
  await page.getByLabel('USDOT number').fill('3912847');
  await page.getByLabel('MC number').fill('1392206');
  await page.getByLabel('Phone').fill('+16165550100');
  await page.getByRole('textbox', { name: 'Street', exact: true }).fill('250 Monroe Ave NW');
  await page.getByLabel('City').fill('Grand Rapids');
  await page.getByLabel('State or province').fill('MI');
  await page.getByLabel('ZIP or postal code').fill('49503');
}

test('a broker signs up, confirms the code, creates the company and lands on Home', async ({ page }) => {
  await prefer(page, 'identity', '/api/v1/sign_up/check_for_open_user_invitation', { example: 'none' });
  const signUps = recordRequests(page, 'identity', '/api/v1/sign_up');
  const companies = recordRequests(page, 'identity', '/api/v1/sign_up/create_company');
  await page.goto(`sign-up?email=${encodeURIComponent(EMAIL)}&referrer=tia-capital-ideas-2026`);
  await expect(page).toHaveTitle('Broker Portal – Sign Up');
  await expect(page.getByLabel('E-mail')).toHaveValue(EMAIL);
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/broker/login');
  await fillSignUp(page);
  await saveScreenshot(page, 'sign-up');
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
  await expect(page).toHaveURL(/\/broker\/sign-up\/code\?email=alex\.novak%40northpointfreight\.com$/);
  expect(signUps[0]?.postDataJSON()).toMatchObject({
    user: { email: EMAIL, password: PASSWORD, referrer: 'tia-capital-ideas-2026', site: 'broker_portal' },
  });
  await saveScreenshot(page, 'sign-up-code');
  await page.getByLabel('Verification code').fill('730215');
  await page.getByRole('button', { name: 'Confirm and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Your company' })).toBeVisible();
  await expect(page).toHaveURL(/\/broker\/sign-up\/details\?email=/);
  expect(await page.evaluate(() => window.localStorage.getItem('broker-portal.jwt'))).toMatch(/^eyJ/);
  await fillCompany(page);
  await saveScreenshot(page, 'sign-up-details-company');
  await page.getByRole('button', { name: 'Create company' }).click();

  // Prism's current user (Dana, with company and name) passes the details checks: Home.
  await expect(page.getByRole('heading', { name: 'Welcome, Dana Whitfield' })).toBeVisible();
  await expect(page).toHaveURL(/\/broker\/$/);
  expect(companies[0]?.postDataJSON()).toMatchObject({
    company: {
      legal_name: 'Northpoint Freight Solutions LLC',
      company_type: 'broker',
      dot_number: '3912847',
      dba_name: null,
      website: null,
      address: { state: 'MI', country: 'US', street2: null },
    },
  });
});

test('the code from the e-mail link is prefilled; a wrong one shows by the field', async ({ page }) => {
  await prefer(page, 'identity', '/api/v1/sign_up/code', { code: 422 });
  await page.goto(`sign-up/code?email=${encodeURIComponent(EMAIL)}&code=111111`);
  await expect(page.getByLabel('Verification code')).toHaveValue('111111');
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page.getByLabel('Verification code')).toHaveAccessibleDescription(
    /That code is not right or has expired\./,
  );
  await expect(page.getByLabel('Verification code')).toHaveValue('111111');
});

// The details steps come after the code step, which has signed the new user in.
test.describe('signed in', () => {
  test.use({ signedIn: true });

  test('an open invitation offers to join that company', async ({ page }) => {
    const claims = recordRequests(page, 'identity', '/api/v1/sign_up/claim_open_user_invitation');
    await page.goto(`sign-up/details?email=${encodeURIComponent(EMAIL)}`);
    await expect(page.getByRole('heading', { name: 'You have an invitation' })).toBeVisible();
    await expect(page.getByText('Dana Whitfield invited you')).toBeVisible();
    await saveScreenshot(page, 'sign-up-details-invitation');
    await page.getByRole('button', { name: 'Join Lakeshore Logistics LLC' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Dana Whitfield' })).toBeVisible();
    expect(claims.map((r) => r.postDataJSON() as unknown)).toEqual([{ user_invitation_id: 5524 }]);
  });

  test('Required Information saves the name and phone and goes Home', async ({ page }) => {
    const sent = recordRequests(page, 'identity', '/api/v1/sign_up/details');
    await page.goto('required-information');
    await expect(page).toHaveTitle('Broker Portal – Required Information');
    await page.getByLabel('First name').fill('Alex');
    await page.getByLabel('Last name').fill('Novak');
    await page.getByLabel('Phone').fill('+16165550193');
    await saveScreenshot(page, 'required-information');
    await page.getByRole('button', { name: 'Save and continue' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Welcome, Dana Whitfield' })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.postDataJSON()).toEqual({
      user: { first_name: 'Alex', last_name: 'Novak', phone_e164: '+16165550193' },
    });
  });
});
