import { expect, test } from './support/test';

// A broker on a phone (a mid-range Android's 412 × 823 CSS pixels): the screen has the width, and
// the navigation waits behind the header's menu button. On a laptop the navigation stays open
// beside the screen and there is no such button (the rest of the suite runs at 1440 × 900).

test.use({ signedIn: true, viewport: { width: 412, height: 823 } });

test('on a phone the screen shows, the navigation opens from the menu button and closes once a link is chosen', async ({
  page,
}) => {
  await page.goto('loads');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const open = page.getByRole('button', { name: 'Open the navigation' });
  // The list is in view, not under the navigation.
  await expect(page.getByRole('table', { name: /loads/i })).toBeInViewport();
  await expect(nav).not.toBeInViewport();
  await expect(open).toHaveAttribute('aria-expanded', 'false');

  await open.click();
  const close = page.getByRole('button', { name: 'Close the navigation' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeInViewport();
  // The button names what it opens.
  const controlled = await close.getAttribute('aria-controls');
  await expect(page.locator(`#${controlled}`).getByRole('navigation', { name: 'Main' })).toBeVisible();

  await nav.getByRole('link', { name: /^Alerts/ }).click();
  await expect(page).toHaveTitle('Broker Portal – Alerts');
  await expect(nav).not.toBeInViewport();
  await expect(page.getByRole('button', { name: 'Open the navigation' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('table', { name: /alerts/i })).toBeInViewport();

  // Closed again with the same button, without choosing a link.
  await page.getByRole('button', { name: 'Open the navigation' }).click();
  await page.getByRole('button', { name: 'Close the navigation' }).click();
  await expect(nav).not.toBeInViewport();
});

test('on a phone Exchange fits the width: its sort goes under the title, and the keyboard legend is left out', async ({
  page,
}) => {
  await page.goto('exchange');
  await expect(
    page.getByRole('table', { name: 'All loads on the board' }).locator('tbody tr[data-index]').first(),
  ).toBeVisible();
  // Nothing wider than the phone: the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeInViewport({ ratio: 1 });
  // The keys are for a keyboard.
  await expect(page.getByText(/^Keys on a row/)).toBeHidden();
});

// Screens whose header or form was wider than a phone, each with what shows once it is drawn.
const NARROW = [
  { path: 'carriers/1001', ready: { role: 'heading', name: 'Prairie Wind Transport LLC' } },
  { path: 'carriers/global-search', ready: { role: 'button', name: 'Search' } },
  { path: 'carriers/lane-search', ready: { role: 'button', name: 'Search lane' } },
  { path: 'carriers/rate-confirmations/4402', ready: { role: 'heading', name: 'Rate confirmation 4402' } },
] as const;

for (const { path, ready } of NARROW) {
  test(`on a phone /${path} fits the width`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole(ready.role, { name: ready.name, exact: true })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  });
}

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Exchange shows its keyboard legend', async ({ page }) => {
    await page.goto('exchange');
    await expect(page.getByText(/^Keys on a row/)).toBeVisible();
  });

  test('the navigation stays beside the screen, with no menu button', async ({ page }) => {
    await page.goto('loads');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
    await expect(page.getByRole('table', { name: /loads/i })).toBeInViewport();
    await expect(page.getByRole('button', { name: /the navigation$/ })).toBeHidden();
  });
});
