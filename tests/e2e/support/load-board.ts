import type { Page, Request } from '@playwright/test';

/** The load board's search call, as the browser sends it. */
export const SEARCH = '/api/v1/loads/broker_search';

/** The body of a load board search, as the browser sent it. */
export interface SearchBody {
  q: Record<string, unknown>;
  page: number;
  per_page: number;
}

export const searchBody = (request: Request) => request.postDataJSON() as SearchBody;

/** The board's table (its name ends with "loads on the board") and its data rows. */
export const boardTable = (page: Page) => page.getByRole('table', { name: /loads on the board$/ });
export const boardRows = (page: Page) => boardTable(page).locator('tbody tr[data-index]');
export const boardRow = (page: Page, loadId: number) => boardRows(page).filter({ hasText: String(loadId) });

/**
 * Prism answers each view with its own example (all, posted, unposted), as a server would, by
 * reading the view from the body the browser sends.
 */
export async function answerByView(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === `/monitor${SEARCH}`,
    (route) => {
      const view = String(searchBody(route.request()).q.view ?? 'all');
      return route.continue({ headers: { ...route.request().headers(), prefer: `example=${view}` } });
    },
  );
}

/** Picks an option of a Mantine Select or MultiSelect by the field's label. */
export async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** Types a place into a place field and picks the suggestion (Prism answers Des Moines, IA). */
export async function pickPlace(page: Page, label: string, typed: string, suggestion: string | RegExp): Promise<void> {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: suggestion, exact: typeof suggestion === 'string' }).click();
}
