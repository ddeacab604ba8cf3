import type { Page, Request } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { expectAccessibleDialog, seriousViolations } from './support/axe';
import { exampleValue } from './support/contract';
import { expectTableFits } from './support/layout';
import { recordMultipart } from './support/multipart';
import { prefer, recordRequests } from './support/prism';
import { reshape } from './support/reshape';
import { saveScreenshot } from './support/screenshot';

// Issue 17's vetting path, walked as a broker would: Carrier Search → Sonoran Flatbed's profile (the
// contract's `sonoran` examples, the carrier with failed rules) → a failed rule overridden with a
// proof file → the carrier invited → the carrier under In progress → a carrier associated with it
// put on do-not-dispatch. Each write is checked on the wire. The screens' own cases are in
// carrier-search, carrier-profile(-tabs), carrier-lists and rules.spec.ts.

const SONORAN = '/api/v1/carriers/1003';
const CARRIERS = '/api/v1/carriers';
const DEFAULTS = '/api/v1/filter_sets/default_for_owner';
const IDENTITY_CONNECTIONS = '/api/v1/connections';
const LIST_CONNECTIONS = '/api/v1/connections/for_broker_portal';
const OVERRIDES = '/api/v1/rule_overrides';
const INVITATIONS = '/api/v1/connection_invitations';
const CURRENT_USER = '/api/v1/users/current';

// The profile renders several tables at once; the machine running the suite is shared and slow.
const expect = baseExpect.configure({ timeout: 25_000 });

const query = (request: Request) => new URL(request.url()).searchParams;
const monitorPath = (request: Request, path: string) => new URL(request.url()).pathname === `/monitor${path}`;
const writes = (requests: Request[]) => requests.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method()));

/** Carrier 1003 answered with the contract's `sonoran` examples on these of its calls. */
async function asSonoran(page: Page, calls: string[]) {
  for (const call of ['detail_for_highway_broker', ...calls])
    await prefer(page, 'monitor', `${SONORAN}/${call}`, { example: 'sonoran' });
}

/** Every request the page sends to the portal's APIs. */
function apiRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (/^\/(monitor|identity)\//.test(new URL(r.url()).pathname)) seen.push(r);
  });
  return seen;
}

test.use({ signedIn: true });
// The machine running the suite is shared and slow: each test opens the profile and several tabs.
test.describe.configure({ timeout: 60_000 });

test('a broker vets a carrier: search, a failed rule overridden with proof, an invitation, In progress, an associate blocked', async ({
  page,
}) => {
  test.slow();
  // Carrier Search answers the contract's mixed results; no default filter set is on file.
  await prefer(page, 'monitor', CARRIERS, { example: 'search' });
  await prefer(page, 'monitor', DEFAULTS, { code: 404 });
  await asSonoran(page, ['associated_carriers']);
  // Lakeshore is not connected with Sonoran Flatbed yet: the Onboarding tab offers the invitation.
  await prefer(page, 'identity', IDENTITY_CONNECTIONS, { example: 'not_connected' });
  const sentForms = await recordMultipart(page);
  const searches = recordRequests(page, 'monitor', CARRIERS);
  const overrides = recordRequests(page, 'monitor', OVERRIDES);
  const invitations = recordRequests(page, 'monitor', INVITATIONS);

  // 1. Search the carrier and open its profile from the results.
  await page.goto('carriers/global-search');
  await page.getByLabel('Search carriers').fill('sonoran');
  await page.getByRole('search', { name: 'Carrier search' }).getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => searches.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(query(searches.at(-1)!).get('q[legal_name_or_dba_name_start]')).toBe('SONORAN');
  const results = page.getByRole('table', { name: 'Carrier search results' });
  await results.getByRole('link', { name: 'Sonoran Flatbed Co' }).click();
  await expect(page).toHaveURL(/\/carriers\/1003(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: /Sonoran Flatbed Co/ })).toBeVisible();

  // 2. The Rules tab: BIPD coverage failed, and why.
  await page.getByRole('tab', { name: 'Rules' }).click();
  await expect(page).toHaveURL(/[?&]tab=rules/);
  const rules = page.getByRole('table', { name: 'Rules for Sonoran Flatbed Co' });
  const bipd = rules.getByRole('row', { name: /BIPD coverage at least \$1,000,000/ });
  await expect(bipd).toContainText('Fail');
  await expect(bipd).toContainText('BIPD policy 73TRS118204 was cancelled on 2026-03-01');
  const overridesTable = page.getByRole('table', { name: 'Overrides of this carrier' });
  await expect(overridesTable.getByRole('row').nth(1)).toBeVisible();
  await expectTableFits(rules);
  await expectTableFits(overridesTable);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'vetting-path-rules');

  // 3. Override it with a proof file, no expiry.
  await bipd.getByRole('button', { name: 'Override BIPD coverage at least $1,000,000' }).click();
  const overrideDialog = page.getByRole('dialog', { name: 'Override a rule for Sonoran Flatbed Co' });
  await expectAccessibleDialog(page, overrideDialog);
  await expect(overrideDialog.getByLabel('Rule')).toHaveValue('bipd_coverage_gteq_one_million');
  await expect(overrideDialog.getByRole('radio', { name: 'No expiry' })).toBeChecked();
  const chooser = page.waitForEvent('filechooser');
  await overrideDialog.getByRole('button', { name: /Proof/ }).click();
  await (
    await chooser
  ).setFiles({ name: 'bipd-filing.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 new BIPD filing') });
  await expect(overrideDialog.getByText('bipd-filing.pdf will be attached.')).toBeVisible();
  await overrideDialog.getByRole('button', { name: 'Override rule' }).click();
  await expect(overrideDialog).toBeHidden();
  await expect(page.getByText('BIPD coverage at least $1,000,000 is overridden for Sonoran Flatbed Co.')).toBeVisible();
  const created = writes(overrides);
  expect(created).toHaveLength(1);
  expect(created[0]!.method()).toBe('POST');
  expect(created[0]!.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  const form = (await sentForms()).find((f) => new URL(f.url, page.url()).pathname === `/monitor${OVERRIDES}`);
  expect(form, 'the override went as multipart').toBeDefined();
  expect(form!.parts).toEqual(
    expect.arrayContaining([
      { name: 'rule_override[is_type]', value: 'bipd_coverage_gteq_one_million' },
      { name: 'rule_override[carrier_id]', value: '1003' },
      { name: 'rule_override[is_active]', value: 'true' },
      { name: 'rule_override[expiration_date]', value: '2080-01-01' },
      { name: 'rule_override[file]', file: 'bipd-filing.pdf', type: 'application/pdf', size: 24 },
    ]),
  );
  // Every part has its Rails bracket name; "every carrier" sends no classification.
  expect(form!.parts.every((p) => /^rule_override\[[a-z_]+\]$/.test(p.name))).toBe(true);
  expect(form!.parts.map((p) => p.name)).not.toContain('rule_override[classification_id]');

  // 4. The Onboarding tab: not connected yet; invite the carrier by e-mail.
  await page.getByRole('tab', { name: 'Onboarding' }).click();
  await expect(page).toHaveURL(/[?&]tab=onboarding/);
  const actions = page.getByRole('group', { name: 'Connection actions' });
  await expect(actions.getByRole('button', { name: 'Invite to connect' })).toBeVisible();
  const invitationsTable = page.getByRole('table', { name: 'Invitations' });
  await expect(invitationsTable.getByRole('row').nth(1)).toBeVisible();
  await expectTableFits(invitationsTable);
  await expectTableFits(page.getByRole('table', { name: 'Contracts' }));
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, 'vetting-path-onboarding');
  await actions.getByRole('button', { name: 'Invite to connect' }).click();
  const inviteDialog = page.getByRole('dialog', { name: 'Invite Sonoran Flatbed Co to connect' });
  await expectAccessibleDialog(page, inviteDialog);
  await expect(inviteDialog.getByLabel('Send to')).toHaveValue('email');
  await inviteDialog.getByLabel('E-mail').fill('  dispatch@sonoranflatbed.com ');
  await inviteDialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(inviteDialog).toBeHidden();
  await expect(
    page.getByText(/Sonoran Flatbed Co was invited: the invitation went to dispatch@sonoranflatbed\.com/),
  ).toBeVisible();
  const invited = writes(invitations);
  expect(invited).toHaveLength(1);
  expect(invited[0]!.method()).toBe('POST');
  // An e-mail drops the user id; the e-mail goes trimmed, from Lakeshore (310) to Sonoran (1003).
  expect(invited[0]!.postDataJSON()).toEqual({
    connection_invitation: {
      email: 'dispatch@sonoranflatbed.com',
      classification_ids: [],
      issuer_id: 310,
      carrier_id: 1003,
    },
  });

  // 5. The carrier lists: Sonoran Flatbed under In progress. Prism checks the request against the
  // contract and answers its in-progress example; the row is Sonoran's connection (the contract's
  // connection_7003) as the invitation leaves it: needs to onboard, its packet sent.
  const sonoranInvited = {
    ...(exampleValue('monitor', 'connections.yaml', 'connection_7003') as Record<string, unknown>),
    status: 'needs_to_onboard',
    notes: null,
    latest_onboarding_packet_status: 'sent',
  };
  await reshape(
    page,
    'monitor',
    (path, url) => path === LIST_CONNECTIONS && url.searchParams.has('q[status_not_in][]'),
    {
      prefer: 'example=in_progress',
      json: () => [sonoranInvited],
    },
  );
  const lists = recordRequests(page, 'monitor', LIST_CONNECTIONS);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Connections' }).click();
  await expect(page).toHaveURL(/\/carriers\/connections/);
  await expect(page.getByRole('tab', { name: 'My carriers', selected: true })).toBeVisible();
  // The tabs show while the default filter set is asked for; a broker waits for the list's own call.
  await expect.poll(() => lists.length, { timeout: 15_000 }).toBeGreaterThan(0);
  const before = lists.length;
  await page.getByRole('tab', { name: 'In progress', exact: true }).click();
  await expect.poll(() => lists.length, { timeout: 15_000 }).toBeGreaterThan(before);
  const inProgress = query(lists.at(-1)!);
  expect(inProgress.getAll('q[status_not_in][]')).toEqual(['do_not_dispatch', 'onboarded']);
  expect(inProgress.getAll('q[latest_onboarding_packet_status_not_start_all][]')).toEqual(['held', 'complete']);
  expect(inProgress.getAll('q[latest_onboarding_packet_status_in][]')).toEqual(['sent', 'in_progress']);
  expect(inProgress.get('q[is_dismissed_eq]')).toBe('false');
  expect(inProgress.get('per_page')).toBe('50');
  const list = page.getByRole('table', { name: /carriers$/ });
  const row = list.locator('tbody tr[data-index]').filter({ hasText: 'Sonoran Flatbed Co' });
  await expect(row).toBeVisible();
  await expect(row.getByText('Needs to onboard')).toBeVisible();

  // 6. Back to its profile from the list, Associated carriers: Desert Mesa Hauling shares its phone.
  await row.getByRole('link', { name: 'Sonoran Flatbed Co' }).click();
  await expect(page).toHaveURL(/\/carriers\/1003(\?|$)/);
  await page.getByRole('tab', { name: 'Associated carriers' }).click();
  const associated = page.getByRole('table', { name: 'Carriers associated with Sonoran Flatbed Co' });
  await associated.getByRole('checkbox', { name: 'Choose Desert Mesa Hauling LLC' }).check();
  await page.getByRole('button', { name: 'Block 1 carrier' }).click();
  const block = page.getByRole('dialog', { name: 'Put 1 carrier on do-not-dispatch?' });
  await expectAccessibleDialog(page, block);
  await expect(block).toContainText('Desert Mesa Hauling LLC');
  const patch = page.waitForRequest(
    (r) => r.method() === 'PATCH' && monitorPath(r, `${SONORAN}/block_associated_carriers_by_ids`),
  );
  await block.getByRole('button', { name: 'Put on do-not-dispatch' }).click();
  expect((await patch).postDataJSON()).toEqual({
    is_type: 'phone',
    carrier_ids: [1005],
    connection_notes: 'Associated with Sonoran Flatbed Co (DOT 3567721).',
  });
  await expect(page.getByRole('status', { name: 'Do-not-dispatch' })).toContainText('1 done');
});

test('a plan that cannot connect sees the onboarding moves explained, not offered, and sends nothing', async ({
  page,
}) => {
  await prefer(page, 'identity', CURRENT_USER, { example: 'broker_cannot_connect' });
  await asSonoran(page, []);
  await prefer(page, 'identity', IDENTITY_CONNECTIONS, { example: 'not_connected' });
  const requests = apiRequests(page);
  await page.goto('carriers/1003?tab=onboarding');
  await expect(page.getByRole('heading', { level: 1, name: /Sonoran Flatbed Co/ })).toBeVisible();
  await expect(page.getByText(/plan does not include connecting with carriers/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite to connect' })).toHaveCount(0);
  // Moves that need no connecting plan stay offered.
  await expect(page.getByRole('group', { name: 'Connection actions' }).getByRole('button')).toHaveText([
    'Do not dispatch…',
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Rules' }).click();
  await expect(page.getByRole('table', { name: 'Rules for Sonoran Flatbed Co' })).toBeVisible();
  await page.getByRole('tab', { name: 'Onboarding' }).click();
  await expect(page.getByText(/plan does not include connecting with carriers/).first()).toBeVisible();
  expect(writes(requests).map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual([]);
});
