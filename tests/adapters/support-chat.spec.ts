import { expect, test } from '../e2e/support/test';

/**
 * The support chat adapter at its network boundary (README, "Real services"): a build with
 * VITE_INTERCOM_APP_ID set (the adapters project's preview) loads Intercom's Messenger script from
 * its documented address; the test serves a stand-in that records the documented `Intercom(...)`
 * calls, including those queued before it loaded, as the real script does.
 */
const WIDGET = 'https://widget.intercom.io/widget/e2e-workspace';
const STAND_IN = `(function () {
  var queued = (window.Intercom && window.Intercom.q) || [];
  window.__intercomCalls = [];
  window.Intercom = function () { window.__intercomCalls.push(Array.prototype.slice.call(arguments)); };
  queued.forEach(function (call) { window.Intercom.apply(null, call); });
})();`;

test.use({ signedIn: true });

test('the Messenger boots with the signed-in user and the verification hash, and shuts down on sign-out', async ({
  page,
}) => {
  const loads: string[] = [];
  await page.route(WIDGET, (route) => {
    loads.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: STAND_IN });
  });
  const calls = () =>
    page.evaluate(() => (window as unknown as { __intercomCalls?: unknown[][] }).__intercomCalls ?? []);
  await page.goto('');
  await expect(page.getByRole('heading', { name: 'Welcome, Dana Whitfield' })).toBeVisible();
  await expect.poll(calls).toEqual([
    [
      'boot',
      {
        app_id: 'e2e-workspace',
        user_id: '1201',
        email: 'dana.whitfield@lakeshorelogistics.com',
        name: 'Dana Whitfield',
        user_hash: '9f2c1e7b4a0d4b61a1d3c5e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8',
      },
    ],
  ]);
  expect(loads).toEqual([WIDGET]);

  await page.getByRole('button', { name: 'Dana Whitfield' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/broker\/login$/);
  await expect.poll(calls).toContainEqual(['shutdown']);
});
