import type { Page, Request } from '@playwright/test';
import { expect as baseExpect, test, watchdogUrl } from './support/test';
import { expectAccessibleDialog, seriousViolations } from './support/axe';
import { expectTableFits } from './support/layout';
import { exampleValue } from './support/contract';
import { prefer, recordRequests } from './support/prism';
import { saveScreenshot } from './support/screenshot';

// Each tab is a chunk of its own behind four calls: on the shared 2-core machine the first answer
// can take longer than the suite's 7 s, so this file waits a little longer and gives each test a minute.
const expect = baseExpect.configure({ timeout: 12_000 });
test.describe.configure({ timeout: 60_000 });

const INVITATIONS = '/api/v1/user_invitations';
const query = (request: Request) => new URL(request.url()).searchParams;
const rows = (page: Page) => page.getByRole('table', { name: 'Invitations' }).locator('tbody tr[data-index]');
const to = (method: string, path: string) => (r: Request) =>
  r.method() === method && new URL(r.url()).pathname === `/identity${path}`;

test.use({ signedIn: true });

test('lists every invitation, last delivered first, 50 a page, with what can be done to each', async ({ page }) => {
  const calls = recordRequests(page, 'identity', INVITATIONS);
  await page.goto('my-account?tab=2');
  await expect(rows(page)).toHaveCount(4);
  expect(Object.fromEntries(query(calls.at(-1)!))).toEqual({ 'q[s]': 'delivered_at desc', page: '1', per_page: '50' });
  const accepted = rows(page).filter({ hasText: 'jordan.blake@lakeshorelogistics.com' });
  await expect(accepted).toContainText('Accepted');
  await expect(accepted.getByRole('button')).toHaveCount(0);
  await expect(rows(page).filter({ hasText: 'security@' })).toContainText('Carrier Watchdog');
  await expectTableFits(page.getByRole('table', { name: 'Invitations' }));
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'my-account-invitations');
});

test('invites by e-mail, trimmed, with the chosen permissions and the brand’s site', async ({ page }) => {
  await page.goto('my-account?tab=2');
  await page.getByRole('button', { name: 'Invite a user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await expectAccessibleDialog(page, dialog);
  await saveScreenshot(page, 'my-account-invite');
  await dialog.getByLabel('E-mail').fill('not an e-mail');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Enter the e-mail address of the person to invite.')).toBeVisible();

  await dialog.getByLabel('E-mail').fill('  tessa.morgan@lakeshorelogistics.com ');
  await dialog.getByRole('checkbox', { name: /^Onboarding/ }).check();
  const sent = page.waitForRequest(to('POST', INVITATIONS));
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  expect((await sent).postDataJSON()).toEqual({
    user_invitation: {
      email: 'tessa.morgan@lakeshorelogistics.com',
      scopes: ['sourcing', 'onboarding', 'connection_notifications'],
      site: 'broker_portal',
    },
  });
  await expect(page.getByText('An invitation was sent to tessa.morgan@lakeshorelogistics.com.')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('on the watchdog brand the invitation is for the watchdog site', async ({ page, baseURL }) => {
  const user = structuredClone(exampleValue('identity', 'users.yaml', 'broker_all_scopes')) as {
    user: { paywall: { is_watchdog: boolean } };
  };
  user.user.paywall.is_watchdog = true;
  await page.route('**/identity/api/v1/users/current', (route) => route.fulfill({ json: user }));
  await page.goto(`${watchdogUrl(baseURL!)}my-account?tab=2`);
  await page.getByRole('button', { name: 'Invite a user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByLabel('E-mail').fill('security@lakeshorelogistics.com');
  const sent = page.waitForRequest(to('POST', INVITATIONS));
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  expect(((await sent).postDataJSON() as { user_invitation: { site: string } }).user_invitation.site).toBe('watchdog');
});

test('resending says which permissions it carries and sends sourcing and manage users', async ({ page }) => {
  await page.goto('my-account?tab=2');
  await page.getByRole('button', { name: 'Resend the invitation to kwame.osei@lakeshorelogistics.com' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resend the invitation to kwame.osei@lakeshorelogistics.com?' });
  await expectAccessibleDialog(page, dialog);
  await expect(dialog).toContainText(
    'Sourcing and Manage users, which replace its current ones (Sourcing and Onboarding)',
  );
  const sent = page.waitForRequest(to('PATCH', `${INVITATIONS}/5519/resend`));
  await dialog.getByRole('button', { name: 'Resend invitation' }).click();
  expect((await sent).postDataJSON()).toEqual({ user_invitation: { scopes: ['sourcing', 'manage_users'] } });
  await expect(page.getByText('The invitation to kwame.osei@lakeshorelogistics.com was sent again.')).toBeVisible();
});

test('withdrawing asks first; a refusal stays in the dialog', async ({ page }) => {
  await prefer(page, 'identity', `${INVITATIONS}/5524`, { code: 403 });
  await page.goto('my-account?tab=2');
  await page.getByRole('button', { name: 'Withdraw the invitation to tessa.morgan@lakeshorelogistics.com' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw the invitation to tessa.morgan@lakeshorelogistics.com?' });
  await expectAccessibleDialog(page, dialog);
  const sent = page.waitForRequest(to('DELETE', `${INVITATIONS}/5524`));
  await dialog.getByRole('button', { name: 'Withdraw invitation' }).click();
  await sent;
  await expect(dialog.getByRole('alert')).toContainText('You do not have access to this.');
});
