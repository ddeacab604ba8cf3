import { expect, type Page } from '@playwright/test';

/** Saves a full-page screenshot under screenshots/ (ignored by git) for people to look at after a run. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}

/** Waits until the page's content has settled: the network is quiet and no spinner or aria-busy region is left. */
export async function waitForContent(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[class*="mantine-Loader"], [aria-busy="true"]').filter({ visible: true })).toHaveCount(0);
}

/**
 * The screenshot of one route in one brand, `screenshots/<brand>/<route-id>.png` (README: "Screenshots"),
 * taken full page once the content has settled.
 */
export async function saveRouteScreenshot(page: Page, brand: string, routeId: string): Promise<void> {
  await waitForContent(page);
  await page.screenshot({ path: `screenshots/${brand}/${routeId}.png`, fullPage: true, animations: 'disabled' });
}
