import type { Page } from '@playwright/test';

/** Saves a full-page screenshot under screenshots/ (ignored by git) for people to look at after a run. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}
