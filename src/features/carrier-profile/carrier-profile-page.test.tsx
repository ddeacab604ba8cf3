import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { http } from '../../api/http';
import { prismServer } from '../../../tests/unit/prism/server';
import { findAlert, renderRoute, SCREEN_TIMEOUT } from '../../../tests/unit/prism/render-route';

const CARRIER = '/api/v1/carriers/1001';
const SONORAN = '/api/v1/carriers/1003';
const CURRENT_USER = '/api/v1/users/current';
const prism = prismServer();
// A required field's label ends with Mantine's asterisk.
const CORRECTION = /^What should be corrected/;

// jsdom has no FontFaceSet, and Mantine's autosizing Textarea (the dialogs' notes) listens on

/**
 * The monitor and identity paths the screen called, apart from the shell's own (the current user,
 * the tickets count), sorted and without duplicates: every call goes through the portal's one
 * axios instance, whose requests this records from now to the end of the test.
 */
function recordCalls(): () => string[] {
  const calls: string[] = [];
  const id = http.interceptors.request.use((config) => {
    const path = `${config.baseURL ?? ''}${config.url ?? ''}`.replace(/^.*\/(monitor|identity)(?=\/)/, '');
    if (!path.endsWith(CURRENT_USER) && !path.endsWith('/tickets/count')) calls.push(path.split('?')[0] ?? '');
    return config;
  });
  onTestFinished(() => http.interceptors.request.eject(id));
  return () => [...new Set(calls)].sort();
}

/** Replaces what a field holds with `text`, as Playwright's `fill` does (pasted, not typed key by key). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

/** Opens a carrier's profile (carrier 1001 unless said, at `query`) and checks its header is in. */
async function openProfile(query = '', id: 1001 | 1003 = 1001) {
  renderRoute(`carriers/${id}${query}`);
  expect(await screen.findByRole('heading', { level: 1 }, { timeout: SCREEN_TIMEOUT })).toHaveTextContent(
    id === 1001 ? 'Prairie Wind Transport LLC' : 'Sonoran Flatbed Co',
  );
}

/** Carrier 1003 answered with the contract's `sonoran` examples on these of its calls. */
function asSonoran(calls: string[]) {
  for (const call of ['detail_for_highway_broker', ...calls])
    prism.prefer('monitor', `${SONORAN}/${call}`, { example: 'sonoran' });
}

describe('Carrier profile', () => {
  it('an unknown carrier says it was not found', async () => {
    prism.prefer('monitor', '/api/v1/carriers/9999/detail_for_highway_broker', { code: 404 });
    const { unmount } = renderRoute('carriers/9999');
    expect(
      await screen.findByRole('heading', { name: 'Carrier 9999 was not found' }, { timeout: SCREEN_TIMEOUT }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
    unmount();
    renderRoute('carriers/abc');
    expect(
      await screen.findByRole('heading', { name: 'Carrier abc was not found' }, { timeout: SCREEN_TIMEOUT }),
    ).toBeInTheDocument();
  });

  it('the Safety tab’s rating line is valid HTML: its badge is not inside a paragraph', async () => {
    await openProfile();
    const rated = () => screen.getAllByText(/^Safety rating/).find((el) => el.querySelector('.mantine-Badge-root'));
    await waitFor(() => expect(rated()).toBeDefined(), { timeout: SCREEN_TIMEOUT });
    expect(rated()?.tagName).not.toBe('P');
    expect(document.querySelectorAll('p div, p p')).toHaveLength(0);
  });

  it('a header that fails to load says why and offers Retry', async () => {
    prism.prefer('monitor', `${CARRIER}/detail_for_highway_broker`, { code: 403 });
    renderRoute('carriers/1001');
    expect(await findAlert('Could not load carrier 1001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  describe('what each kind of user sees', () => {
    it('without insights, the Insights tab offers the upgrade and asks for nothing', async () => {
      prism.prefer('identity', CURRENT_USER, { example: 'broker_no_insights' });
      const calls = recordCalls();
      await openProfile('?tab=insights');
      expect(await screen.findByText('Carrier insights are not in your plan')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
        'href',
        expect.stringMatching(/\/my-account\?tab=4$/),
      );
      expect(calls()).toEqual(['/api/v1/carriers/1001/detail_for_highway_broker']);
    });

    it('without certificates, the Insurance tab shows the policies but no certificate requests', async () => {
      prism.prefer('identity', CURRENT_USER, { example: 'broker_no_insurance_certificates' });
      const calls = recordCalls();
      await openProfile('?tab=insurance');
      expect(await screen.findByText('Insurance certificates are not in your plan')).toBeInTheDocument();
      const policies = await screen.findByRole('table', { name: /^Insurance policies of/ });
      await waitFor(() => expect(policies).toHaveTextContent('WS418275'));
      expect(screen.queryAllByRole('button', { name: /Request the cargo certificate/ })).toHaveLength(0);
      expect(calls()).toEqual([
        '/api/v1/carriers/1001/detail_for_highway_broker',
        '/api/v1/insurance_policies/active_by_carrier_id',
      ]);
    });
  });

  it('"Suggest a correction" sends the message, and a refusal keeps it with the reason', async () => {
    const user = userEvent.setup();
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Suggest a correction' }));
    const name = 'Suggest a correction to Prairie Wind Transport LLC';
    // The dialog's code loads when it is first opened (src/ui/lazy-dialog.tsx).
    let dialog = await screen.findByRole('dialog', { name }, { timeout: SCREEN_TIMEOUT });
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send correction' }));
    expect(
      await within(dialog).findByText('Say what is wrong and what it should be', { exact: false }),
    ).toBeInTheDocument();
    await fill(
      user,
      within(dialog).getByLabelText(CORRECTION),
      '  Yard moved to 2400 SE Hartford Ave, Des Moines, IA 50317.  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send correction' }));
    await waitFor(() => expect(prism.sent('monitor', 'POST', '/api/v1/edit_requests')).toHaveLength(1));
    expect(prism.sent('monitor', 'POST', '/api/v1/edit_requests')[0]?.body).toEqual({
      edit_request: { carrier_id: 1001, message: 'Yard moved to 2400 SE Hartford Ave, Des Moines, IA 50317.' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());

    prism.prefer('monitor', '/api/v1/edit_requests', { code: 422, example: 'too_short' });
    await user.click(screen.getByRole('button', { name: 'Suggest a correction' }));
    dialog = await screen.findByRole('dialog', { name });
    await fill(user, within(dialog).getByLabelText(CORRECTION), 'Wrong address');
    await user.click(within(dialog).getByRole('button', { name: 'Send correction' }));
    expect(await within(dialog).findByText('is too short to act on', { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(CORRECTION)).toHaveValue('Wrong address');
  });

  describe('Safety', () => {
    it('a failed page of inspections empties the table, says why and offers Retry', async () => {
      prism.prefer('monitor', '/api/v1/carriers/1001/inspections', { code: 500 });
      await openProfile('?tab=safety');
      const inspections = await screen.findByRole('table', { name: 'Inspections of Prairie Wind Transport LLC' });
      await waitFor(() => expect(inspections).toHaveTextContent('Could not load the inspections'));
      expect(within(inspections).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(screen.getByText('Page 1 of 1 · 0 inspections')).toBeInTheDocument();
    });
  });

  describe('Equipment and ELD', () => {
    it('a carrier whose ELD matches its COI says so', async () => {
      await openProfile('?tab=equipment');
      expect(
        await screen.findByText('The vehicles on the ELD match the certificate of insurance.'),
      ).toBeInTheDocument();
      expect(screen.getByText(/Connected through Samsara since/)).toBeInTheDocument();
    });
  });

  describe('Associated carriers', () => {
    it('the totals of each kind come from the headers', async () => {
      await openProfile('?tab=associations');
      const totals = await screen.findByLabelText('Shared values by kind');
      await waitFor(() =>
        expect(totals.textContent).toBe(
          'Shared values — E-mail: 0 · Phone: 0 · Address: 0 · Contact person: 1 · Sign-in IP address: 0 · Vehicle VIN: 0',
        ),
      );
    });

    it('blocking chosen carriers names them, sends their ids by kind, and says when a kind failed', async () => {
      const user = userEvent.setup();
      asSonoran(['associated_carriers']);
      await openProfile('?tab=associations', 1003);
      await user.click(await screen.findByRole('checkbox', { name: 'Choose Desert Mesa Hauling LLC' }));
      await user.click(screen.getByRole('button', { name: 'Block 1 carrier' }));
      const dialog = await screen.findByRole('dialog', { name: 'Put 1 carrier on do-not-dispatch?' });
      expect(dialog).toHaveTextContent('Desert Mesa Hauling LLC');
      // The notes start with a suggestion, which the broker's own replaces.
      await fill(
        user,
        within(dialog).getByLabelText('Connection notes'),
        'Shares a dispatch phone with Sonoran Flatbed Co.',
      );
      prism.prefer('monitor', `${SONORAN}/block_associated_carriers_by_ids`, { code: 422 });
      await user.click(within(dialog).getByRole('button', { name: 'Put on do-not-dispatch' }));
      await waitFor(() =>
        expect(prism.sent('monitor', 'PATCH', `${SONORAN}/block_associated_carriers_by_ids`)).toHaveLength(1),
      );
      expect(prism.sent('monitor', 'PATCH', `${SONORAN}/block_associated_carriers_by_ids`)[0]?.body).toEqual({
        is_type: 'phone',
        carrier_ids: [1005],
        connection_notes: 'Shares a dispatch phone with Sonoran Flatbed Co.',
      });
      const results = await screen.findByRole('status', { name: 'Do-not-dispatch' });
      await waitFor(() => expect(results).toHaveTextContent('0 done, 1 failed'));
      expect(results).toHaveTextContent('Linked by phone — failed: Please check the highlighted fields.');
    });
  });
});
