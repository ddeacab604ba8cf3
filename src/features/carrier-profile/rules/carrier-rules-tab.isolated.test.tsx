import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Key } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, RuleOverride, RulesAssessment } from '../../../api';
import CarrierRulesTab from './carrier-rules-tab';
import { fullBroker, userWith } from '../../../../tests/unit/fixtures/current-user';
import { renderScreen } from '../../../../tests/unit/render';

// The profile's Rules tab is mounted by the profile page (branch p2-profile): until the two meet, it
// is walked here through the app's providers against the contract's paths.
configure({ asyncUtilTimeout: 5000 });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const override = (patch: Partial<RuleOverride> = {}): RuleOverride => ({
  id: 9101,
  is_active: true,
  expiration_date: '2080-01-01',
  carrier_id: 3567721,
  classification_id: null,
  is_type: 'cargo_coverage_gteq_one_hundred_thousand',
  file: null,
  company_id: 3,
  user_id: 7,
  created_at: '2026-02-02T10:00:00Z',
  updated_at: '2026-02-02T10:00:00Z',
  ...patch,
});
const assessment: RulesAssessment = {
  summary: 'fail',
  results: [
    { is_type: 'interstate_carrier_authority_is_active', result: 'pass', message: null },
    {
      is_type: 'bipd_coverage_gteq_one_million',
      result: 'fail',
      message: 'BIPD on file is $750,000',
    },
    { is_type: 'cargo_coverage_gteq_one_hundred_thousand', result: 'incomplete', message: 'No cargo policy on file' },
  ],
  carrier_rule_overrides: [],
};
const CARRIER = { id: 3567721, legal_name: 'Sonoran Flatbed Co', rules_assessment: assessment };
const manager = userWith({ scopes: [...fullBroker.scopes, 'manage_rule_overrides'] });
const paging = { currentpage: '1', totalpages: '1', totalitems: '1', perpage: '50' };

function serve(user: CurrentUser, overrides: RuleOverride[]) {
  server.use(
    http.get('*/api/v1/users/current', () => HttpResponse.json({ user })),
    http.get('*/api/v1/rule_overrides', () => HttpResponse.json(overrides, { headers: paging })),
    http.get('*/api/v1/classifications', () => HttpResponse.json([])),
    http.get('*/api/v1/carriers/:id/rules_assessments_for_unassigned_classifications', () => HttpResponse.json([])),
  );
}
const categories = () => screen.getByLabelText('Assessment by category');

beforeEach(() => window.localStorage.setItem('broker-portal.jwt', 'unit-token'));
// jsdom lays nothing out, so the tables' virtualiser would draw no row: here it draws every row.
vi.mock('@tanstack/react-virtual', () => ({
  useVirtualizer: (options: { count: number; estimateSize: (i: number) => number; getItemKey: (i: number) => Key }) => {
    const size = options.estimateSize(0);
    const items = Array.from({ length: options.count }, (_, index) => ({
      index,
      key: options.getItemKey(index),
      start: index * size,
      end: (index + 1) * size,
      size,
      lane: 0,
    }));
    return {
      getVirtualItems: () => items,
      getTotalSize: () => options.count * size,
      scrollToIndex: () => undefined,
      measureElement: () => undefined,
    };
  },
}));

describe('Rules tab', () => {
  it('turns a rule with an active latest override into Override, per category and overall', async () => {
    serve(manager, [override()]);
    renderScreen(<CarrierRulesTab carrier={CARRIER} />);
    await waitFor(() => expect(categories()).toHaveTextContent('InsuranceFail'));
    expect(categories()).toHaveTextContent('OverallFail');
    expect(categories()).toHaveTextContent('AuthorityPass');
  });

  it('switches off every override of a rule at once, and puts it back when refused', async () => {
    const passing: RulesAssessment = { ...assessment, results: assessment.results.filter((r) => r.result !== 'fail') };
    serve(manager, [override()]);
    let body: unknown = null;
    server.use(
      http.post('*/api/v1/rule_overrides/deactivate', async ({ request }) => {
        body = await request.json();
        await delay(300);
        return HttpResponse.json({ message: 'Overrides are locked while a packet is in review' }, { status: 422 });
      }),
    );
    renderScreen(<CarrierRulesTab carrier={{ ...CARRIER, rules_assessment: passing }} />);
    await waitFor(() => expect(categories()).toHaveTextContent('OverallOverride'));
    const button = await screen.findByRole('button', {
      name: 'Switch off the overrides of Cargo coverage at least $100,000',
    });
    fireEvent.click(button);
    await waitFor(() => expect(categories()).toHaveTextContent('OverallIncomplete'));
    expect(body).toEqual({
      rule_override: {
        carrier_id: 3567721,
        is_type: 'cargo_coverage_gteq_one_hundred_thousand',
        classification_id: null,
      },
    });
    await waitFor(() => expect(categories()).toHaveTextContent('OverallOverride'));
    expect(await screen.findByText('Overrides are locked while a packet is in review')).toBeInTheDocument();
  });

  it('overrides a failed rule with a proof file: multipart with the Rails bracket names', async () => {
    serve(manager, []);
    let sent: Record<string, string> | null = null;
    server.use(
      http.post('*/api/v1/rule_overrides', async ({ request }) => {
        // Read as text: jsdom's File does not pass undici's FormData parser. Each part: name, then value or file name.
        const raw = await request.text();
        sent = Object.fromEntries(
          [
            ...raw.matchAll(/name="([^"]+)"(?:; filename="([^"]+)")?\r\n(?:Content-Type: [^\r]+\r\n)?\r\n([^\r]*)/g),
          ].map(([, name, file, value]) => [name, file === undefined ? value : `file:${file}`]),
        );
        return HttpResponse.json(override({ id: 9102, is_type: 'bipd_coverage_gteq_one_million' }), { status: 201 });
      }),
    );
    renderScreen(<CarrierRulesTab carrier={CARRIER} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Override BIPD coverage at least $1,000,000' }));
    const dialog = await screen.findByRole('dialog', { name: 'Override a rule for Sonoran Flatbed Co' });
    const proof = new File(['%PDF-1.7 certificate'], 'acord-25-sonoran.pdf', { type: 'application/pdf' });
    const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    fireEvent.change(input!, { target: { files: [proof] } });
    expect((await within(dialog).findAllByText(/acord-25-sonoran\.pdf/)).length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /^Override/ }));
    await waitFor(() =>
      expect(sent).toMatchObject({
        'rule_override[is_type]': 'bipd_coverage_gteq_one_million',
        'rule_override[expiration_date]': '2080-01-01',
        'rule_override[carrier_id]': '3567721',
        // A file part (jsdom's XHR names every file "blob"; the browser sends its own name).
        'rule_override[file]': expect.stringMatching(/^file:/),
      }),
    );
  });

  it('lets a user without manage_rule_overrides read, and says why not change', async () => {
    serve(fullBroker, []);
    renderScreen(<CarrierRulesTab carrier={CARRIER} />);
    expect(await screen.findByText(/You can read the overrides but not change them/)).toBeInTheDocument();
    expect(screen.getByText(/needs the manage rule overrides permission/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Override / })).not.toBeInTheDocument();
    const group = categories();
    expect(within(group).getByText('Overall')).toBeInTheDocument();
  });
});
