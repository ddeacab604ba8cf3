import { expect, type Locator } from '@playwright/test';

/**
 * A list fits the screen it is shown on: no sideways scrolling of the table and no badge cut to "AVA…".
 * (Long free text such as a carrier's name may be cut with an ellipsis; its cell then has the full text as a tooltip.)
 */
export async function expectTableFits(table: Locator): Promise<void> {
  const layout = await table.evaluate((element) => {
    const scroller = element.parentElement as HTMLElement;
    const badges = [...element.querySelectorAll<HTMLElement>('.mantine-Badge-label')];
    return {
      overflow: element.scrollWidth - scroller.clientWidth,
      cutBadges: badges.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
    };
  });
  expect(layout.overflow, 'pixels the table is wider than its frame').toBeLessThanOrEqual(0);
  expect(layout.cutBadges, 'badges cut short').toEqual([]);
}
