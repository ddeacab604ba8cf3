import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../tests/unit/prism/server';
import { renderRoute, SCREEN_TIMEOUT } from '../../../tests/unit/prism/render-route';

const LIST = '/api/v1/carrier_vehicles';
const prism = prismServer();

const bodyRows = (table: HTMLElement) =>
  within(table)
    .queryAllByRole('row')
    .filter((r) => r.hasAttribute('data-index'));

describe('Vehicle Search', () => {
  it('a VIN no vehicle has empties the list: page 1 of 1, 0 vehicles', async () => {
    prism.prefer('monitor', '/api/v1/vehicles/1FUJGLDR5CLBP8834/by_vin', { code: 404 });
    const user = userEvent.setup();
    renderRoute('vehicles');
    await user.click(await screen.findByLabelText('VIN', {}, { timeout: SCREEN_TIMEOUT }));
    // All at once, as Playwright's `fill` does.
    await user.paste('1FUJGLDR5CLBP8834');
    // The lookup waits for typing to pause (300 ms) before it asks: longer than a default find on a busy machine.
    expect(
      await screen.findByText('No vehicle has the VIN 1FUJGLDR5CLBP8834.', {}, { timeout: SCREEN_TIMEOUT }),
    ).toBeVisible();
    expect(screen.getByText('Page 1 of 1 · 0 vehicles')).toBeVisible();
  });

  it('a failed search empties the list and resets paging', async () => {
    prism.prefer('monitor', LIST, { code: 500 });
    renderRoute('vehicles?page=3');
    expect(await screen.findByText(/^Could not search the vehicles/, {}, { timeout: SCREEN_TIMEOUT })).toBeVisible();
    expect(screen.getByText('Page 1 of 1 · 0 vehicles')).toBeVisible();
    expect(bodyRows(screen.getByRole('table', { name: 'Vehicles' }))).toHaveLength(0);
  });

  it('an empty answer says no vehicle matches, page 1 of 1', async () => {
    prism.prefer('monitor', LIST, { example: 'empty' });
    renderRoute('vehicles?unit=ZZ');
    expect(await screen.findByText('No vehicles match these filters.', {}, { timeout: SCREEN_TIMEOUT })).toBeVisible();
    expect(screen.getByText('Page 1 of 1 · 0 vehicles')).toBeVisible();
  });
});
