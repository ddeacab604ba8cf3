import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../../tests/unit/prism/server';
import { renderRoute, SCREEN_TIMEOUT } from '../../../../tests/unit/prism/render-route';

const COUNT = '/api/v1/tickets/count';
const prism = prismServer();

const welcome = () => screen.findByRole('heading', { name: /^Welcome, / }, { timeout: SCREEN_TIMEOUT });
const searchBox = () => within(screen.getByRole('search', { name: 'Search everything' }));
const navigation = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('Home', () => {
  it('Home shows the search box, the lane map and what a broker comes back for', async () => {
    renderRoute('');
    expect(await welcome()).toBeVisible();
    expect(searchBox().getByLabelText('Search')).toBeVisible();
    const lane = within(screen.getByRole('region', { name: 'Find carriers for a lane' }));
    expect(lane.getByRole('button', { name: 'Search lane' })).toBeDisabled();
    expect(await screen.findByRole('region', { name: 'Recent searches' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'New alerts' })).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Loads with exceptions' })).getByRole('link', { name: 'No ELD' }),
    ).toBeVisible();
  });

  it('the navigation badge and Home’s alerts card show one number, from one count request', async () => {
    renderRoute('');
    await welcome();
    await waitFor(() => expect(navigation().getByLabelText(/new alerts$/)).toHaveTextContent(/^2$/));
    const card = within(screen.getByRole('region', { name: 'New alerts' }));
    expect(await card.findByText('2', { exact: true })).toBeVisible();
    expect(card.getByText('new alerts', { exact: true })).toBeVisible();
    expect(prism.sent('monitor', 'GET', COUNT).map((r) => r.query.get('status'))).toEqual(['new']);
    expect(prism.sent('monitor', 'GET', '/api/v1/tickets')).toHaveLength(0);
  });

  it('a plan without vehicle search offers no VIN search', async () => {
    prism.as('broker_hide_vehicle_search');
    const user = userEvent.setup();
    renderRoute('');
    await welcome();
    await user.click(searchBox().getByLabelText('Search'));
    // All at once, as Playwright's `fill` does.
    await user.paste('1FUJGLDR5CLBP8834');
    expect(
      await screen.findByText('Vehicle search is not part of your plan: search by MC, DOT or name.'),
    ).toBeVisible();
    expect(searchBox().getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(prism.sent('monitor', 'GET', '/api/v1/vehicles/1FUJGLDR5CLBP8834/by_vin')).toHaveLength(0);
  });

  it('a plan without lane search keeps the map and says so', async () => {
    prism.as('broker_no_lane_search');
    renderRoute('');
    const lane = within(
      await screen.findByRole('region', { name: 'Find carriers for a lane' }, { timeout: SCREEN_TIMEOUT }),
    );
    expect(lane.getByText('Lane search is not part of your plan.', { exact: false })).toBeVisible();
    expect(lane.queryAllByRole('button', { name: 'Search lane' })).toHaveLength(0);
  });

  // From tests/e2e/error-policy.spec.ts: the navigation's alert count, seen on Home.
  it('new alerts are counted in the navigation', async () => {
    renderRoute('');
    expect(
      await within(
        await screen.findByRole('navigation', { name: 'Main' }, { timeout: SCREEN_TIMEOUT }),
      ).findByLabelText(/\d+ new alerts/),
    ).toBeVisible();
  });

  it('no alert polling without the dashboard in the plan', async () => {
    prism.as('no_dashboard');
    renderRoute('');
    expect(await welcome()).toBeVisible();
    expect(prism.sent('monitor', 'GET', COUNT)).toHaveLength(0);
  });
});
