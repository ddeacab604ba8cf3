import type { Page, Request } from '@playwright/test';
import { expect as baseExpect, test, watchdogUrl } from './support/test';
import { expectAccessibleDialog, seriousViolations } from './support/axe';
import { expectTableFits } from './support/layout';
import { prefer } from './support/prism';
import { reshape } from './support/reshape';
import { saveScreenshot } from './support/screenshot';
import { addressHas } from './support/address';

// Each tab of the carrier profile, clicked through as a broker would: the clean carrier (Prairie
// Wind Transport, 1001, the contract's first examples) and the fraudulent one (Sonoran Flatbed,
// 1003, the `sonoran` examples). The header, the tab list and the access rules are in
// carrier-profile.spec.ts.

const SONORAN = '/api/v1/carriers/1003';

/** Carrier 1003 answered with the contract's `sonoran` examples on these of its calls. */
async function asSonoran(page: Page, calls: string[]) {
  for (const call of ['detail_for_highway_broker', ...calls])
    await prefer(page, 'monitor', `${SONORAN}/${call}`, { example: 'sonoran' });
}

async function open(page: Page, id: 1001 | 1003, tab: string) {
  await page.goto(`carriers/${id}?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The next request to a path (monitor API), by method. */
const nextRequest = (page: Page, method: string, path: string | RegExp) =>
  page.waitForRequest((r: Request) => {
    const url = new URL(r.url());
    return (
      r.method() === method && (typeof path === 'string' ? url.pathname === `/monitor${path}` : path.test(url.pathname))
    );
  });

const query = (request: Request) => new URL(request.url()).searchParams;

// The profile renders several tables at once: on a machine shared by several suites it can take
// longer than the suite's 7 s to settle.
const expect = baseExpect.configure({ timeout: 25_000 });

// The machine running the suite is shared and slow: each test opens the header, a tab and its dialogs.
test.describe.configure({ timeout: 60_000 });

test.use({ signedIn: true });

test.describe('Safety', () => {
  test('BASIC percentiles against the thresholds, "not enough inspections" said as such, OOS rates', async ({
    page,
  }) => {
    await asSonoran(page, ['safety', 'inspections', 'violations']);
    await prefer(page, 'monitor', `${SONORAN}/crashes`, { example: 'none' });
    await open(page, 1003, 'safety');
    const basics = page.getByRole('table', { name: 'BASIC percentiles' });
    await expect(basics.getByRole('row', { name: /Vehicle Maintenance/ })).toContainText('Over threshold');
    await expect(basics.getByRole('img', { name: 'Vehicle Maintenance: 88.1%, threshold 80%' })).toBeVisible();
    await expect(basics.getByRole('row', { name: /Hours-of-Service/ })).toContainText('65%');
    await expect(basics.getByRole('row', { name: /Unsafe Driving/ })).toContainText('Not enough inspections to score');
    await expect(basics.getByRole('row', { name: /Unsafe Driving/ })).toContainText('Not scored');
    const rates = page.getByRole('table', { name: 'Out-of-service rates' });
    await expect(rates.getByRole('row', { name: /Vehicle/ })).toContainText('100%');
    await expect(rates.getByRole('row', { name: /Vehicle/ })).toContainText('Above');
    await expect(page.getByRole('table', { name: 'Crashes of Sonoran Flatbed Co' })).toContainText(
      'No reportable crashes in the last 24 months.',
    );
    const inspections = page.getByRole('table', { name: 'Inspections of Sonoran Flatbed Co' });
    await expect(inspections.getByRole('row', { name: /AZ5P00477120/ })).toContainText('Vehicle OOS');
    await expectTableFits(inspections);
    await expectTableFits(page.getByRole('table', { name: 'Violations of Sonoran Flatbed Co' }));
    await expectTableFits(basics);
    await expectTableFits(rates);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'carrier-profile-safety-fraud');
  });

  test('the inspections filters go to the server and stay in the URL beside the tab', async ({ page }) => {
    await open(page, 1001, 'safety');
    // The first page is in before the filters change it.
    await expect(
      page
        .getByRole('table', { name: 'Inspections of Prairie Wind Transport LLC' })
        .getByRole('row', { name: /IA0D01183356/ }),
    ).toBeVisible();
    const filters = page.getByRole('group', { name: 'Filter the inspections' });
    let request = nextRequest(page, 'GET', '/api/v1/carriers/1001/inspections');
    await filters.getByRole('switch', { name: 'inspections: out of service only' }).click();
    expect(query(await request).get('q[out_of_service_eq]')).toBe('true');
    request = nextRequest(page, 'GET', '/api/v1/carriers/1001/inspections');
    await filters.getByLabel('inspections from').fill('2025-06-01');
    expect(query(await request).get('q[inspection_date_gteq]')).toBe('2025-06-01');
    request = nextRequest(page, 'GET', '/api/v1/carriers/1001/inspections');
    await filters.getByRole('combobox', { name: 'inspections state' }).selectOption('IA');
    const sent = query(await request);
    expect([sent.get('q[state_eq]'), sent.get('q[out_of_service_eq]'), sent.get('page'), sent.get('per_page')]).toEqual(
      ['IA', 'true', '1', '50'],
    );
    request = nextRequest(page, 'GET', '/api/v1/carriers/1001/inspections');
    await filters.getByRole('combobox', { name: 'inspections BASIC' }).selectOption({ label: 'Vehicle Maintenance' });
    expect(query(await request).get('q[violations_basic_eq]')).toBe('vehicle_maintenance');
    await expect(page).toHaveURL(
      addressHas('/carriers/1001', {
        tab: 'safety',
        inspections_from: '2025-06-01',
        inspections_state: 'IA',
        inspections_oos: '1',
        inspections_basic: 'vehicle_maintenance',
      }),
    );
    // The violations table keeps its own filters: none of the inspections' went to it.
    request = nextRequest(page, 'GET', '/api/v1/carriers/1001/violations');
    await page.reload();
    expect(query(await request).get('q[state_eq]')).toBeNull();
    await expect(filters.getByRole('combobox', { name: 'inspections state' })).toHaveValue('IA');
    request = nextRequest(page, 'GET', '/api/v1/carriers/1001/violations');
    await page
      .getByRole('group', { name: 'Filter the violations' })
      .getByRole('switch', { name: 'violations: out of service only' })
      .click();
    expect(query(await request).get('q[is_out_of_service_eq]')).toBe('true');
    await expect(page).toHaveURL((url) => url.searchParams.get('violations_oos') === '1');
    expect(new URL(page.url()).searchParams.get('inspections_state')).toBe('IA');
  });
});

test.describe('Insurance', () => {
  test('policies by coverage with their standing and limits against the broker’s rules', async ({ page }) => {
    await asSonoran(page, []);
    await prefer(page, 'monitor', '/api/v1/insurance_policies/active_by_carrier_id', { example: 'sonoran' });
    await open(page, 1003, 'insurance');
    await expect(
      page.getByText('Your coverage rules: BIPD at least $1,000,000 · Cargo at least $100,000'),
    ).toBeVisible();
    const policies = page.getByRole('table', { name: 'Insurance policies of Sonoran Flatbed Co' });
    await expect(policies.getByRole('row', { name: /73TRS118204/ })).toContainText('Cancelled');
    await expect(policies.getByRole('row', { name: /73TRS118204/ })).toContainText('Below your rule');
    await expect(policies.getByRole('row', { name: /LAN-5520918/ })).toContainText('Pending');
    await expect(policies.getByRole('row', { name: /CGO-118205/ })).toContainText('Cancellation filed');
    await expectTableFits(policies);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'carrier-profile-insurance-fraud');
  });

  test('asking a policy’s agent for the cargo certificate, after a confirmation; the request then shows', async ({
    page,
  }) => {
    await open(page, 1001, 'insurance');
    const policies = page.getByRole('table', { name: 'Insurance policies of Prairie Wind Transport LLC' });
    await expect(policies.getByRole('row', { name: /WS301144/ })).toContainText('Cancelled, replaced');
    await expect(page.getByRole('article', { name: 'Certificate request 5202' })).toContainText('Certificate received');
    await policies.getByRole('button', { name: /from Northland Insurance Company \(policy WS418275\)/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Request the cargo certificate?' });
    await expectAccessibleDialog(page, dialog);
    await expect(dialog).toContainText('Northland Insurance Company policy WS418275');
    await prefer(page, 'monitor', '/api/v1/insurance_certificate_requests', { example: 'prairie_wind_after_request' });
    const post = nextRequest(page, 'POST', '/api/v1/insurance_policies/request_cargo_policy');
    const refetch = nextRequest(page, 'GET', '/api/v1/insurance_certificate_requests');
    await dialog.getByRole('button', { name: 'Request certificate' }).click();
    expect((await post).postDataJSON()).toEqual({ insurance_policy_id: 5111 });
    expect(query(await refetch).get('q[carrier_id_eq]')).toBe('1001');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: 'Certificate request 5203' })).toContainText('Requested');
  });
});

test.describe('Equipment and ELD', () => {
  test('the ELD’s failing statuses in words, ELD vehicles to Vehicle Show, power units by source', async ({ page }) => {
    await asSonoran(page, ['eld_status', 'eld_carrier_vehicles', 'power_unit_stats', 'vehicles']);
    await open(page, 1003, 'equipment');
    const failing = page.getByRole('alert').filter({ hasText: 'The ELD and the certificate of insurance disagree' });
    await expect(failing).toContainText('Only some ELD vehicles insured');
    await expect(failing).toContainText('Vehicles on the certificate of insurance do not report through the ELD.');
    await expect(page.getByRole('link', { name: 'SF-33' })).toHaveAttribute('href', '/broker/vehicles/6003');
    await expect(page.getByText('Declared (MCS-150)').locator('..')).toContainText('9');
    await expect(page.getByText('On ELD').locator('..')).toContainText('1');
    const vehicles = page.getByRole('table', { name: 'Vehicles of Sonoran Flatbed Co', exact: true });
    await expect(vehicles.locator('tbody tr[data-index]')).toHaveCount(4);
    // Mantine's segmented control hides its radios behind their labels: a person clicks the label.
    await page
      .locator('label')
      .filter({ hasText: /^Trailers$/ })
      .click();
    await expect(page.getByRole('radio', { name: 'Trailers' })).toBeChecked();
    await expect(vehicles.locator('tbody tr[data-index]')).toHaveCount(1);
    await expect(vehicles).toContainText('Flatbed');
    await expectTableFits(vehicles);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'carrier-profile-equipment-fraud');
  });
});

test.describe('Insights', () => {
  test('lanes, the areas on the map with a table beside it, flagged e-mail domains, TriumphPay', async ({ page }) => {
    await asSonoran(page, [
      'insights',
      'historical_touches_by_five_zip_areas',
      'rate_confirmation_endpoints',
      'triumph_pay_load_analysis',
    ]);
    await prefer(page, 'monitor', `${SONORAN}/recently_visited_areas_verified_by_eld`, { example: 'none' });
    await open(page, 1003, 'insights');
    await expect(page.getByRole('table', { name: 'Lanes of Sonoran Flatbed Co' })).toContainText('AZ → CA');
    const map = page.getByRole('region', { name: 'Areas where Sonoran Flatbed Co’s trucks are seen' });
    await expect(map).toBeVisible();
    await expect(page.getByRole('table', { name: 'Areas of Sonoran Flatbed Co' })).toContainText(
      'Los Angeles, CA 90021',
    );
    const endpoints = page.getByRole('table', { name: 'Rate-confirmation e-mail addresses of Sonoran Flatbed Co' });
    await expect(endpoints.getByRole('row', { name: /gmail\.com/ })).toContainText('Not the carrier’s domain');
    await expect(endpoints.getByRole('row', { name: /gmail\.com/ })).toContainText('Free mail');
    await expect(endpoints.getByRole('row', { name: /dispatch@sonoranflatbed\.com/ })).toContainText('Carrier’s own');
    await expect(page.getByText('Payee').locator('..')).toContainText('Copper State Funding LLC');
    await expect(page.getByText('Payee').locator('..')).toContainText('Not the carrier');
    await expectTableFits(endpoints);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'carrier-profile-insights-fraud');
  });
});

test.describe('Associated carriers', () => {
  test('the linked carriers, what links them and their status; the kind filter goes to the server and the URL', async ({
    page,
  }) => {
    await asSonoran(page, ['associated_carriers']);
    await open(page, 1003, 'associations');
    const table = page.getByRole('table', { name: 'Carriers associated with Sonoran Flatbed Co' });
    await expect(table.getByRole('row', { name: /Saguaro Freight Lines LLC/ })).toContainText('Do not dispatch');
    await expect(table.getByRole('row', { name: /Saguaro Freight Lines LLC/ })).toContainText('2 in 7 days');
    await expect(table.getByRole('row', { name: /Desert Mesa Hauling LLC/ })).toContainText('Phone: +16025550187');
    await expect(table.getByRole('checkbox', { name: 'Choose Saguaro Freight Lines LLC' })).toBeDisabled();
    await expectTableFits(table);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'carrier-profile-associations-fraud');
    const request = nextRequest(page, 'GET', `${SONORAN}/associated_carriers`);
    await page.getByRole('combobox', { name: 'Linked by' }).click();
    await page.getByRole('option', { name: 'Phone' }).click();
    expect(query(await request).getAll('required_associations[]')).toEqual(['phone']);
    await expect(page).toHaveURL(/\?tab=associations&associations_kinds=phone$/);
  });

  test('blocking every carrier linked by chosen kinds: the count first, then one call per kind and each kind’s result', async ({
    page,
  }) => {
    await asSonoran(page, ['associated_carriers']);
    await open(page, 1003, 'associations');
    await page.getByRole('button', { name: 'Block by kind of link…' }).click();
    let dialog = page.getByRole('dialog', { name: /on do-not-dispatch\?$/ });
    await expect(dialog).toBeVisible();
    const count = nextRequest(page, 'GET', `${SONORAN}/associated_carriers`);
    await dialog.getByRole('checkbox', { name: /^Phone/ }).check();
    expect(query(await count).getAll('required_associations[]')).toEqual(['phone']);
    // Prism's paging headers count the contract's first example: one carrier.
    dialog = page.getByRole('dialog', { name: 'Put 1 carrier on do-not-dispatch?' });
    await expect(dialog.getByRole('checkbox', { name: 'Phone — 1 carrier' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: /^Address/ }).check();
    dialog = page.getByRole('dialog', { name: 'Put up to 2 carriers on do-not-dispatch?' });
    await expectAccessibleDialog(page, dialog);
    const calls: Request[] = [];
    page.on('request', (r) => r.method() === 'PATCH' && calls.push(r));
    const refetch = nextRequest(page, 'GET', `${SONORAN}/associated_carriers`);
    await dialog.getByRole('button', { name: 'Put on do-not-dispatch' }).click();
    await refetch;
    expect(calls.map((r) => [new URL(r.url()).pathname, r.postDataJSON()])).toEqual([
      [
        `/monitor${SONORAN}/block_associated_carriers`,
        { is_type: 'phone', connection_notes: 'Associated with Sonoran Flatbed Co (DOT 3567721).' },
      ],
      [
        `/monitor${SONORAN}/block_associated_carriers`,
        { is_type: 'address', connection_notes: 'Associated with Sonoran Flatbed Co (DOT 3567721).' },
      ],
    ]);
    const results = page.getByRole('status', { name: 'Do-not-dispatch' });
    await expect(results).toContainText('Do-not-dispatch: 2 done');
    await expect(results).toContainText('Linked by phone: 1 carrier put on do-not-dispatch');
    await expect(results).toContainText('Linked by address: 1 carrier put on do-not-dispatch');
  });
});

test.describe('Directory', () => {
  // Clipboard permissions: a context of its own (support/shared-tab.ts).
  test.use({ freshContext: true });
  // Copy writes to the system clipboard, which a page may do only with the user's permission (the
  // headless shell, unlike a desktop window, does not grant it on a click).
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
  test('contacts copyable and linked to Contact Search, users, FMCSA details, the claimed account', async ({
    page,
  }) => {
    await open(page, 1001, 'directory');
    const contacts = page.getByRole('table', { name: 'Contacts of Prairie Wind Transport LLC' });
    await expect(
      contacts.getByRole('link', { name: 'Find carriers with dispatch@prairiewindtransport.com' }),
    ).toHaveAttribute('href', '/broker/carriers/contact-search?email=dispatch%40prairiewindtransport.com');
    await expect(contacts.getByRole('link', { name: 'Find carriers with +15155550142' })).toHaveAttribute(
      'href',
      '/broker/carriers/contact-search?phone=%2B15155550142',
    );
    await contacts.getByRole('button', { name: 'Copy +15155550142' }).first().click();
    await expect(page.getByText('Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('+15155550142');
    const users = page.getByRole('table', { name: 'Users of Prairie Wind Transport LLC' });
    await expect(users.locator('tbody tr[data-index]')).toHaveCount(3);
    // Under 50 users the list has no pager.
    await expect(page.getByText(/users · page 1 of/)).toHaveCount(0);
    await expect(page.getByText(/Dispatchers — active: Luis Herrera/)).toBeVisible();
    await expect(page.getByText('Account claimed by Prairie Wind Transport LLC')).toBeVisible();
    await expect(page.getByText('FMCSA contact details')).toBeVisible();
    await expectTableFits(contacts);
    await expectTableFits(users);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'carrier-profile-directory');
  });

  test('from 50 users the pager shows, and its page goes to the server and the URL', async ({ page }) => {
    await reshape(page, 'monitor', (path) => path.endsWith('/carriers/1001/directory_users'), {
      headers: (response, route) => ({
        ...response.headers(),
        currentpage: new URL(route.request().url()).searchParams.get('page') ?? '1',
        totalpages: '3',
        totalitems: '120',
      }),
    });
    await open(page, 1001, 'directory');
    await expect(page.getByText('1–3 of 120 users · page 1 of 3')).toBeVisible();
    const request = nextRequest(page, 'GET', '/api/v1/carriers/1001/directory_users');
    await page.getByRole('button', { name: 'Next page' }).click();
    expect([query(await request).get('page'), query(await request).get('per_page')]).toEqual(['2', '50']);
    await expect(page).toHaveURL(/\?tab=directory&users_page=2$/);
  });
});

test.describe('Identity alerts', () => {
  test('the carrier’s alerts of the last 7 days with their threads; older ones on request', async ({ page }) => {
    const first = nextRequest(page, 'GET', '/api/v1/identity_alerts');
    await open(page, 1001, 'identity-alerts');
    const sent = query(await first);
    expect(sent.get('q[carrier_id_eq]')).toBe('1001');
    // Seven days before now (the suite's clock starts at 2026-03-17T14:00Z and runs).
    expect(sent.get('q[created_at_gteq]')).toMatch(/^2026-03-10T14:0/);
    const alert = page.getByRole('article', { name: 'Double brokering alert 6301' });
    await expect(alert).toContainText('by your company');
    const thread = alert.getByLabel('Messages on alert 6301');
    await expect(thread).toContainText('Priya Raman');
    await expect(thread).toContainText('Another broker');
    await expect(alert).toContainText('Fresh Produce');
    const all = nextRequest(page, 'GET', '/api/v1/identity_alerts');
    await page.getByRole('switch', { name: 'Include alerts older than 7 days' }).check();
    expect(query(await all).get('q[created_at_gteq]')).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'carrier-profile-identity-alerts');
  });

  test('adding a message and withdrawing one’s own alert, after a confirmation', async ({ page }) => {
    await open(page, 1001, 'identity-alerts');
    const alert = page.getByRole('article', { name: 'Double brokering alert 6301' });
    await alert.getByLabel('Add a message to alert 6301').fill('  Called the real carrier: not their truck.  ');
    const post = nextRequest(page, 'POST', '/api/v1/identity_alert_messages');
    await alert.getByRole('button', { name: 'Add message' }).click();
    expect((await post).postDataJSON()).toEqual({
      identity_alert_message: { identity_alert_id: 6301, message: 'Called the real carrier: not their truck.' },
    });
    await expect(alert.getByLabel('Add a message to alert 6301')).toHaveValue('');
    await alert.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw your alert?' });
    await expectAccessibleDialog(page, dialog);
    await expect(dialog).toContainText('double brokering alert on Prairie Wind Transport LLC');
    const patch = nextRequest(page, 'PATCH', '/api/v1/identity_alerts/6301/unpublish');
    await dialog.getByRole('button', { name: 'Withdraw alert' }).click();
    await patch;
    await expect(dialog).toBeHidden();
  });

  test('reporting an alert: hyphens out of the phone, the e-mail trimmed, the origin’s area; a refusal keeps it all', async ({
    page,
  }) => {
    await open(page, 1001, 'identity-alerts&report=1');
    const dialog = page.getByRole('dialog', { name: 'Report an alert on Prairie Wind Transport LLC' });
    await dialog.getByRole('button', { name: 'Publish alert' }).click();
    await expect(dialog.getByText('Choose what happened.')).toBeVisible();
    await expect(dialog.getByText('Describe what happened.')).toBeVisible();
    await dialog.getByLabel('What happened').selectOption({ label: 'Double brokering' });
    await dialog
      .getByLabel('Message')
      .fill('The truck at pickup was not Prairie Wind’s; the driver named another carrier.');
    await dialog.getByLabel('Day it happened').fill('2026-03-16');
    await dialog.getByLabel('Phone used').fill('515-555-0199');
    await dialog.getByLabel('E-mail used').fill('  dispatch.prairiewind@gmail.com ');
    await dialog.getByRole('combobox', { name: 'Origin (city or ZIP)' }).fill('des moi');
    await page.getByRole('option', { name: 'Des Moines, IA, USA', exact: true }).click();
    await dialog.getByLabel('Commodity').selectOption({ label: 'Fresh Produce' });
    await prefer(page, 'monitor', '/api/v1/identity_alerts', { code: 422, example: 'repeated' });
    const post = nextRequest(page, 'POST', '/api/v1/identity_alerts');
    await expect(dialog.getByRole('combobox', { name: 'Origin (city or ZIP)' })).toHaveValue('Des Moines, IA, USA');
    await page.waitForLoadState('networkidle');
    await dialog.getByRole('button', { name: 'Publish alert' }).click();
    expect((await post).postDataJSON()).toEqual({
      identity_alert: {
        carrier_id: 1001,
        is_type: 'double_brokering',
        message: 'The truck at pickup was not Prairie Wind’s; the driver named another carrier.',
        site: 'broker_portal',
        file_date: '2026-03-16',
        phone: '5155550199',
        phone_e164: '+15155550199',
        email: 'dispatch.prairiewind@gmail.com',
        origin_area_id: 450309,
        origin_postal_code: '50309',
        commodity_type_id: 12,
      },
    });
    await expect(dialog.getByText('repeats the alert your company reported on this carrier today')).toBeVisible();
    await expect(dialog.getByLabel('Phone used')).toHaveValue('515-555-0199');
    await expect(dialog.getByLabel('Message')).toHaveValue(/^The truck at pickup/);
    await expectAccessibleDialog(page, dialog);
    await saveScreenshot(page, 'carrier-profile-report-alert');
  });

  test('on the watchdog brand, the alert carries the watchdog site value', async ({ page, baseURL }) => {
    await prefer(page, 'identity', '/api/v1/users/current', { example: 'watchdog_with_carrier_search' });
    await page.goto(`${watchdogUrl(baseURL!)}carriers/1001?tab=identity-alerts&report=1`);
    const dialog = page.getByRole('dialog', { name: 'Report an alert on Prairie Wind Transport LLC' });
    await dialog.getByLabel('What happened').selectOption({ label: 'Identity theft' });
    await dialog.getByLabel('Message').fill('Someone used their MC number to book loads.');
    const post = nextRequest(page, 'POST', '/api/v1/identity_alerts');
    await dialog.getByRole('button', { name: 'Publish alert' }).click();
    expect((await post).postDataJSON()).toEqual({
      identity_alert: {
        carrier_id: 1001,
        is_type: 'identity_theft',
        message: 'Someone used their MC number to book loads.',
        site: 'watchdog',
      },
    });
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\?tab=identity-alerts$/);
  });
});

test.describe('Notes', () => {
  test('adding and editing a note in place; a refusal keeps the text', async ({ page }) => {
    await open(page, 1001, 'notes');
    await expect(page.getByText('Insurance renewed through 2027-03-01; certificate on file.')).toBeVisible();
    await page.getByLabel('Add a note on Prairie Wind Transport LLC').fill('Asked for the new COI.');
    const post = nextRequest(page, 'POST', '/api/v1/notes');
    await page.getByRole('button', { name: 'Add note' }).click();
    expect((await post).postDataJSON()).toEqual({
      note: { body: 'Asked for the new COI.', notable_type: 'Carrier', notable_id: 1001, carrier_id: 1001 },
    });
    await page.getByRole('button', { name: /^Edit the note by Priya Raman/ }).click();
    await page.getByLabel('Note', { exact: true }).fill('Insurance renewed through 2027-03-01; COI received Mar 2.');
    await prefer(page, 'monitor', '/api/v1/notes/3104', { code: 422 });
    const patch = nextRequest(page, 'PATCH', '/api/v1/notes/3104');
    await page.getByRole('button', { name: 'Save note' }).click();
    expect((await patch).postDataJSON()).toEqual({
      note: { body: 'Insurance renewed through 2027-03-01; COI received Mar 2.' },
    });
    await expect(page.getByLabel('Note', { exact: true })).toHaveValue(
      'Insurance renewed through 2027-03-01; COI received Mar 2.',
    );
    // The server's reason sits under the field (the contract's `note_blank`: "can't be blank").
    await expect(page.getByText("can't be blank")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'carrier-profile-notes');
  });
});
