import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prismServer } from '../../../../tests/unit/prism/server';
import { dataRows, findAlert, renderRoute, SCREEN_TIMEOUT } from '../../../../tests/unit/prism/render-route';

const COUNT = '/api/v1/tickets/count';
const CARRIERS = '/api/v1/carriers';
const prism = prismServer();

/** The map's sample requests and the my-carriers requests Home sent, as plain query objects. */
const carrierCalls = () => prism.sent('monitor', 'GET', CARRIERS).map((r) => Object.fromEntries(r.query));
const samples = () => carrierCalls().filter((q) => q.sample === 'true');
const mine = () => carrierCalls().filter((q) => q['q[subscriptions_company_id_eq]'] !== undefined);
const myCarriers = () => screen.findByRole('table', { name: 'My carriers' }, { timeout: SCREEN_TIMEOUT });
const laneCard = () => within(screen.getByRole('region', { name: 'Find carriers for a lane' }));

/** Types into a place field and picks one of its suggestions. */
async function choosePlace(user: UserEvent, label: string, option: string, typed: string) {
  const field = laneCard().getByRole('combobox', { name: label });
  await user.type(field, typed);
  await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'));
  const list = document.getElementById(field.getAttribute('aria-controls') ?? '') as HTMLElement;
  await user.click(
    await within(list).findByRole('option', { name: option, hidden: true }, { timeout: SCREEN_TIMEOUT }),
  );
}

// Home's own welcome, in the shell's main area (the frame before it draws the same words on a phone).
const welcome = async () =>
  within(await screen.findByRole('main', {}, { timeout: SCREEN_TIMEOUT })).findByRole(
    'heading',
    { name: /^Welcome, / },
    { timeout: SCREEN_TIMEOUT },
  );
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

  it('choosing an origin asks a sample of 15 carriers within 100 mi of it, drawn as markers that open their page', async () => {
    const user = userEvent.setup();
    renderRoute('');
    await welcome();
    // My carriers is asked at once; the sample only once an end is chosen.
    const mine = await myCarriers();
    await waitFor(() => expect(dataRows(mine)).toHaveLength(4));
    expect(laneCard().getByText('Choose an origin to see a sample of the carriers based near it.')).toBeVisible();
    expect(samples()).toHaveLength(0);

    prism.prefer('monitor', CARRIERS, { example: 'sample' });
    await choosePlace(user, 'Origin', 'Des Moines, IA, USA', 'des moi');
    expect(
      await laneCard().findByText('4 carriers based within 100 mi of Des Moines, IA — a sample', undefined, {
        timeout: SCREEN_TIMEOUT,
      }),
    ).toBeVisible();
    expect(samples()).toEqual([
      { sample: 'true', latitude: '41.5868', longitude: '-93.625', radius_miles: '100', per_page: '15' },
    ]);
    const map = within(laneCard().getByRole('region', { name: 'Map of North America for the lane' }));
    // The map is built after the screen's first paint (MapView): wait for it, not for a render.
    expect(await map.findByRole('button', { name: 'Origin: Des Moines, IA' })).toBeInTheDocument();
    expect(map.getAllByRole('button', { name: /^Carrier: / })).toHaveLength(4);
    const ames = map.getByRole('button', { name: 'Carrier: Skunk River Logistics Inc, Ames, IA' });
    expect(ames.querySelector('[data-kind]')).toHaveAttribute('data-kind', 'carrier');
    ames.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/broker/carriers/1011'), { timeout: SCREEN_TIMEOUT });
  });

  it('a destination alone draws its sample; none near it and a failure say so, with Retry', async () => {
    const user = userEvent.setup();
    renderRoute('');
    await welcome();
    await myCarriers();
    prism.prefer('monitor', CARRIERS, { code: 422 });
    await choosePlace(user, 'Destination', 'Des Moines, IA, USA', 'des moi');
    const failed = await findAlert('Could not load carriers near Des Moines, IA');
    expect(samples()).toHaveLength(1);
    expect(samples()[0]).toMatchObject({ latitude: '41.5868', longitude: '-93.625' });

    prism.prefer('monitor', CARRIERS, { example: 'none' });
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(
      await laneCard().findByText('No active carrier is based within 100 mi of Des Moines, IA.', undefined, {
        timeout: SCREEN_TIMEOUT,
      }),
    ).toBeVisible();
    expect(samples()).toHaveLength(2);
    expect(laneCard().queryAllByRole('button', { name: /^Carrier: / })).toHaveLength(0);
  });

  it('a plan without lane search asks no sample of carriers', async () => {
    prism.as('broker_no_lane_search');
    renderRoute('');
    await welcome();
    const mine = await myCarriers();
    await waitFor(() => expect(dataRows(mine)).toHaveLength(4));
    expect(laneCard().queryByText(/sample of the carriers/)).toBeNull();
    expect(samples()).toHaveLength(0);
  });

  it('My carriers lists the company’s carriers 15 a page, the page from the address, with their insights', async () => {
    renderRoute('?mine_page=2');
    const table = await myCarriers();
    await waitFor(() => expect(dataRows(table)).toHaveLength(4));
    expect(mine()).toEqual([
      { 'q[subscriptions_company_id_eq]': '310', page: '2', per_page: '15', include_insights: 'true' },
    ]);
    const prairie = dataRows(table).find((row) => row.textContent?.includes('Prairie Wind Transport LLC'));
    const cells = within(prairie!).getAllByRole('cell');
    expect(within(prairie!).getByRole('link', { name: 'Prairie Wind Transport LLC' })).toHaveAttribute(
      'href',
      '/broker/carriers/1001',
    );
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Prairie Wind Transport LLC',
      '1098234 / 3184562',
      'Des Moines, IA',
      '71',
      '5',
      '6',
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Loads, last 90 days' })).toBeInTheDocument();
    expect(screen.queryByText(/insights .* are not part of your plan/)).toBeNull();
  });

  it('without insights in the plan My carriers asks none, lists the carriers and says why', async () => {
    prism.as('broker_no_insights');
    prism.prefer('monitor', CARRIERS, { example: 'my_carriers_without_insights' });
    renderRoute('');
    const table = await myCarriers();
    await waitFor(() => expect(dataRows(table)).toHaveLength(4));
    expect(mine()).toEqual([{ 'q[subscriptions_company_id_eq]': '310', page: '1', per_page: '15' }]);
    const section = within(screen.getByRole('region', { name: 'My carriers' }));
    expect(
      section.getByText(/Carrier insights \(loads, lanes and states visited\) are not part of your plan/),
    ).toBeVisible();
    expect(section.getByRole('link', { name: 'See the plans in My Account' })).toHaveAttribute(
      'href',
      '/broker/my-account?tab=4',
    );
    expect(within(table).queryByRole('columnheader', { name: 'Loads, last 90 days' })).toBeNull();
  });

  it('My carriers says how to add one when the company follows none', async () => {
    prism.prefer('monitor', CARRIERS, { example: 'none' });
    renderRoute('');
    const table = await myCarriers();
    expect(await within(table).findByText(/You follow no carrier yet/)).toBeVisible();
    expect(within(table).getByRole('link', { name: 'Carrier Search' })).toHaveAttribute(
      'href',
      '/broker/carriers/global-search',
    );
  });

  it('a refused My carriers request says why and offers Retry', async () => {
    prism.prefer('monitor', CARRIERS, { code: 403 });
    renderRoute('');
    const refused = await findAlert('Could not load your carriers');
    prism.prefer('monitor', CARRIERS, { example: 'my_carriers' });
    await userEvent.setup().click(within(refused).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(dataRows(screen.getByRole('table', { name: 'My carriers' }))).toHaveLength(4));
    expect(mine()).toHaveLength(2);
  });
});
