import { expect, test, watchdogUrl } from './support/test';

// What a broker sees before any of the app's code has run (README, "The frame before the code"):
// on a framed screen the header with the brand of the host, on a sign-in step nothing of it. The
// app's entry is kept from loading, so the page shows only what index.html and its head's script draw.

test.use({ signedIn: true });

test.beforeEach(async ({ page }) => {
  await page.route('**/broker/assets/index-*.js', (route) => route.abort());
});

test('a framed screen shows the header with the brand before the app runs, in the host’s brand', async ({
  page,
  baseURL,
}) => {
  await page.goto('loads');
  await expect(page.getByRole('banner')).toHaveText('Broker Portal', { useInnerText: true });
  await expect(page.getByText('Carrier Watchdog')).toBeHidden();

  await page.goto(`${watchdogUrl(baseURL ?? '')}carriers/1001`);
  await expect(page.getByRole('banner')).toHaveText('Carrier Watchdog', { useInnerText: true });
  await expect(page.getByText('Broker Portal')).toBeHidden();
});

test('a sign-in step shows none of it: that page draws its own frame', async ({ page }) => {
  await page.goto('login');
  await expect(page.locator('#root')).toBeAttached();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByText('Broker Portal')).toBeHidden();
});
