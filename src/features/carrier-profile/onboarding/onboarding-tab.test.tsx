import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrokerConnection, CurrentUser, OnboardingPacket } from '../../../api';
import OnboardingTab from './onboarding-tab';
import { fullBroker, userWith } from '../../../../tests/unit/fixtures/current-user';
import { renderScreen } from '../../../../tests/unit/render';

// The profile's Onboarding tab is mounted by the profile page (branch p2-profile): until the two
// meet, it is walked here through the app's providers against the contract's paths.
// Several screens' tests share 2 busy cores: the default second is too short for a render and a reply.
configure({ asyncUtilTimeout: 5000 });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const CARRIER = { id: 3567721, legal_name: 'Sonoran Flatbed Co' };
const broker = userWith({ scopes: [...fullBroker.scopes, 'onboarding'], paywall: { can_connect: true } });
const paging = { currentpage: '1', totalpages: '1', totalitems: '1', perpage: '50' };
const connection = (patch: Partial<BrokerConnection> = {}): BrokerConnection => ({
  id: 7001,
  issuer_id: 3,
  carrier_id: CARRIER.id,
  receiver_id: 88,
  status: 'needs_to_onboard',
  notes: null,
  is_dismissed: false,
  latest_onboarding_packet_status: 'sent',
  latest_onboarding_packet_updated_at: '2026-03-12T15:04:00Z',
  created_at: '2026-03-10T14:00:00Z',
  updated_at: '2026-03-12T15:04:00Z',
  receiver: { id: 88, legal_name: 'Sonoran Flatbed Co', signed_contract: null },
  ...patch,
});
const packet: OnboardingPacket = {
  id: 5101,
  connection_id: 7001,
  status: 'sent',
  rules_assessment: null,
  executed_contract: null,
  created_at: '2026-03-10T14:05:00Z',
  updated_at: '2026-03-12T15:04:00Z',
  completed_at: null,
} as unknown as OnboardingPacket;

function serve(user: CurrentUser, connections: BrokerConnection[]) {
  server.use(
    http.get('*/api/v1/users/current', () => HttpResponse.json({ user })),
    http.get('*/api/v1/connections', () => HttpResponse.json(connections)),
    http.get('*/api/v1/connection_invitations', () => HttpResponse.json([])),
    http.get('*/api/v1/classifications', () => HttpResponse.json([])),
    http.get('*/api/v1/contracts/current_contract', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    http.get('*/api/v1/onboarding_packets', () => HttpResponse.json([packet], { headers: paging })),
    http.get('*/api/v1/onboarding_packet_contracts/search_by_carrier_id', () => HttpResponse.json([])),
  );
}

beforeEach(() => window.localStorage.setItem('broker-portal.jwt', 'unit-token'));

describe('Onboarding tab', () => {
  it('says where the broker stands and holds the packet after asking (hold: true)', async () => {
    serve(broker, [connection()]);
    let sent: unknown = null;
    let packetQuery: Record<string, string> | null = null;
    server.use(
      http.get('*/api/v1/onboarding_packets', ({ request }) => {
        packetQuery = Object.fromEntries(new URL(request.url).searchParams);
        return HttpResponse.json([packet], { headers: paging });
      }),
      http.patch('*/api/v1/connections/:id', async ({ request, params }) => {
        sent = { id: params.id, body: await request.json() };
        return HttpResponse.json(connection({ latest_onboarding_packet_status: 'held_by_broker' }));
      }),
    );
    renderScreen(<OnboardingTab carrier={CARRIER} />);
    expect(await screen.findByText('Onboarding in progress')).toBeInTheDocument();
    // The table's rows are virtualised (jsdom lays out nothing): its request is checked here, its rows in the e2e.
    await waitFor(() =>
      expect(packetQuery).toEqual({
        'q[connection_id_eq]': '7001',
        'q[s]': 'created_at desc',
        page: '1',
        per_page: '50',
      }),
    );
    const actions = screen.getByRole('group', { name: 'Connection actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Invite to connect', 'Hold…', 'Do not dispatch…', 'Dismiss…']);
    fireEvent.click(within(actions).getByRole('button', { name: 'Hold…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hold the onboarding of Sonoran Flatbed Co?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hold onboarding' }));
    await waitFor(() => expect(sent).toEqual({ id: '7001', body: { connection: { hold: true } } }));
  });

  it('invites by e-mail: the user id is dropped, the issuer and carrier sent', async () => {
    serve(broker, []);
    let body: unknown = null;
    server.use(
      http.get('*/api/v1/carriers/:id/directory', () =>
        HttpResponse.json({ users: [], contacts: [], fmcsa: {}, total_users: 0 }),
      ),
      http.post('*/api/v1/connection_invitations', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    renderScreen(<OnboardingTab carrier={CARRIER} />);
    expect(await screen.findByText('Not connected')).toBeInTheDocument();
    expect(screen.getByText(/is not connected with your company yet/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Invite to connect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Sonoran Flatbed Co to connect' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Enter the e-mail address the invitation goes to.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: ' dispatch@sonoranflatbed.com ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(body).toEqual({
        connection_invitation: {
          email: 'dispatch@sonoranflatbed.com',
          classification_ids: [],
          issuer_id: 3,
          carrier_id: CARRIER.id,
        },
      }),
    );
  });

  it('puts the carrier on do-not-dispatch with the notes', async () => {
    serve(broker, [connection({ status: 'onboarded', latest_onboarding_packet_status: 'complete' })]);
    let sent: unknown = null;
    server.use(
      http.patch('*/api/v1/connections/set_carrier_to_do_not_dispatch', async ({ request }) => {
        sent = { carrier: new URL(request.url).searchParams.get('carrier_id'), body: await request.json() };
        return HttpResponse.json(connection({ status: 'do_not_dispatch' }));
      }),
    );
    renderScreen(<OnboardingTab carrier={CARRIER} />);
    expect(await screen.findByText('Onboarded: in my carriers')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Do not dispatch…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put Sonoran Flatbed Co on do-not-dispatch?' });
    fireEvent.change(within(dialog).getByLabelText('Notes (optional)'), {
      target: { value: 'Double brokered load 88213' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Put on do-not-dispatch' }));
    await waitFor(() =>
      expect(sent).toEqual({
        carrier: String(CARRIER.id),
        body: { status: 'do_not_dispatch', notes: 'Double brokered load 88213' },
      }),
    );
  });

  it('explains instead of offering what the plan does not allow (can_connect false)', async () => {
    serve(userWith({ scopes: [...fullBroker.scopes, 'onboarding'], paywall: { can_connect: false } }), [connection()]);
    renderScreen(<OnboardingTab carrier={CARRIER} />);
    expect(await screen.findByText(/does not include connecting with carriers/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite to connect' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Do not dispatch…' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Onboarding packets' });
    expect(screen.queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument();
  });

  it('offers no change to an expired company and says why', async () => {
    serve(userWith({ company: { status: 'subscription_or_trial_expired' }, paywall: { can_connect: false } }), [
      connection(),
    ]);
    renderScreen(<OnboardingTab carrier={CARRIER} />);
    expect(await screen.findByText(/Renew it in My Account to change your carrier lists/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Connection actions' })).not.toBeInTheDocument();
  });

  it('offers the uploads to a user with onboarding access: broker company with a carrier id, manage_users (§6)', async () => {
    serve(userWith({ company: { carrier_id: 88412 }, paywall: { can_connect: true } }), [connection()]);
    renderScreen(<OnboardingTab carrier={CARRIER} />);
    expect(await screen.findByRole('button', { name: 'Upload corrected tax form…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload redlined contract…' })).toBeInTheDocument();
  });

  it.each([
    [
      'a company without its carrier id',
      userWith({ paywall: { can_connect: true } }),
      /own carrier record \(its MC or DOT number\) linked/,
    ],
    [
      'a user without manage_users',
      userWith({
        scopes: ['view_tfx', 'onboarding'],
        company: { carrier_id: 88412 },
        paywall: { can_connect: true },
      }),
      /needs the manage users permission/,
    ],
  ])('explains instead of offering the uploads to %s', async (_who, user, reason) => {
    serve(user, [connection()]);
    renderScreen(<OnboardingTab carrier={CARRIER} />);
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument();
  });
});
