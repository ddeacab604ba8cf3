import type { Page } from '@playwright/test';
import { expect, test, watchdogUrl } from './support/test';

// What a broker sees before any of the app's code has run (README, "The frame before the code"):
// on a framed screen the header with the brand of the host; on Sign in, signed out, its card without
// the form; on the other sign-in steps nothing. The app's entry is kept from loading, so the page
// shows only what index.html and its head's script draw.

const ENTRY = '**/broker/assets/index-*.js';

test.describe('signed in', () => {
  test.use({ signedIn: true });

  test.beforeEach(async ({ page }) => {
    await page.route(ENTRY, (route) => route.abort());
  });

  test('a framed screen shows the header with the brand before the app runs, in the host’s brand', async ({
    page,
    baseURL,
  }) => {
    await page.goto('loads');
    await expect(page.getByRole('banner')).toHaveText('Broker Portal', { useInnerText: true });
    await expect(page.getByText('Carrier Watchdog').filter({ visible: true })).toHaveCount(0);

    await page.goto(`${watchdogUrl(baseURL ?? '')}carriers/1001`);
    await expect(page.getByRole('banner')).toHaveText('Carrier Watchdog', { useInnerText: true });
    await expect(page.getByText('Broker Portal').filter({ visible: true })).toHaveCount(0);
  });

  test('a sign-in step shows none of it, nor Sign in’s card: a signed-in broker is sent home', async ({ page }) => {
    await page.goto('login');
    await expect(page.locator('#root')).toBeAttached();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('heading')).toBeHidden();
    await expect(page.getByText('Broker Portal').filter({ visible: true })).toHaveCount(0);
  });
});

/** Where Sign in's brand, title and intro are drawn (x, y, width, height), rounded to 0.1 px. */
async function cardPlaces(page: Page) {
  const main = page.getByRole('main');
  const places = [
    main.getByText(/^(Broker Portal|Carrier Watchdog)$/).filter({ visible: true }),
    main.getByRole('heading', { level: 1 }),
    main.getByText('Use the e-mail and password of your broker account.'),
  ];
  return Promise.all(
    places.map(async (place) => {
      const box = await place.boundingBox();
      return box ? [box.x, box.y, box.width, box.height].map((n) => Math.round(n * 10) / 10) : null;
    }),
  );
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1440, height: 900 },
]) {
  test(`Sign in shows its card before the app runs, its words where the page draws them (${viewport.width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    await page.route(ENTRY, (route) => route.abort());
    await page.goto('login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Broker Portal');
    await expect(page.getByText('Carrier Watchdog').filter({ visible: true })).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    const before = await cardPlaces(page);

    await page.unroute(ENTRY);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    // The form arrives in the place kept for it: nothing of the card moves or grows.
    expect(await cardPlaces(page)).toEqual(before);

    await page.route(ENTRY, (route) => route.abort());
    await page.goto(`${watchdogUrl(baseURL ?? '')}login`);
    await expect(page.getByRole('main')).toContainText('Carrier Watchdog');
    await expect(page.getByText('Broker Portal').filter({ visible: true })).toHaveCount(0);
  });
}
