import { expect, type Page } from '@playwright/test';
import { prefer } from './prism';

/**
 * Opens an e-mail of the contract (a named example of getRateConfirmationMail) with the answers
 * that belong to it: its carrier's known addresses and its load's alerts, each a named example.
 */
export async function openMail(
  page: Page,
  mail: { id: number; example: string; carrierId?: number; endpoints?: string; alerts?: string },
): Promise<void> {
  await prefer(page, 'monitor', `/api/v1/rate_confirmation_mails/${mail.id}`, { example: mail.example });
  if (mail.carrierId && mail.endpoints)
    await prefer(page, 'monitor', `/api/v1/carriers/${mail.carrierId}/rate_confirmation_endpoints`, {
      example: mail.endpoints,
    });
  if (mail.alerts) await prefer(page, 'monitor', '/api/v1/tickets', { example: mail.alerts });
  await page.goto(`carriers/rate-confirmations/emails/${mail.id}`);
}

/** The phishing signals as the broker reads them, one line each ("Danger: SPF fail: …"). */
export async function signalLines(page: Page): Promise<string[]> {
  const items = page.getByRole('region', { name: 'Phishing signals' }).getByRole('listitem');
  // The panel appears once the carrier's addresses and the load's alerts are answered.
  await expect(items.first()).toBeVisible({ timeout: 15_000 });
  // Each line starts with its icon's mark (hidden from assistive technology), then the words.
  return (await items.allInnerTexts()).map((line) => line.replace(/^.\n/u, ''));
}

/**
 * Console lines a hostile body may cause that are refusals, not failures: Chrome checks the portal's
 * policy while DOMPurify parses the body in an inert document (inline handlers and <base> refused),
 * and the sandbox refuses scripts (Playwright's clock init script included).
 */
export const REFUSALS = [
  /^Executing inline event handler violates the following Content Security Policy directive 'script-src 'self''/,
  /^Setting the document's base URI to 'https:\/\/evil\.example\/' violates the following Content Security Policy directive: "base-uri 'self'"/,
  /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/,
];
