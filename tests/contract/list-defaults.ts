// What Prism's default answer of every paged list must look like (tests/contract/list-defaults.test.ts).
//
// Prism answers a call with the first named example of the response, whatever the query asks,
// and the portal opens each list screen on its default tab: so the first example is what a broker
// sees on that tab in the demo, and it must fit it (an Open tab shows open loads only). One entry
// per list operation (every operation whose 200 answer declares the paging headers); a new list
// fails the test until it has its entry here. The other named examples (other tabs, empty, edge
// cases) are not constrained: e2e tests ask for them with `Prefer: example=<name>`.
import { OPEN_ALERT_STATUSES, OPEN_LOAD_STATUSES, PAGE_SIZE, carrierListOf } from '../../src/domain';

export type Row = Record<string, unknown>;

/** The signed-in user of the demo: the first example of `GET /api/v1/users/current`. */
export interface Demo {
  userId: number;
  companyId: number;
}

export interface ListDefault {
  /** The screen, and its tab, whose first request the default answer stands for. */
  screen: string;
  /** What every row of the default answer satisfies and why, or why the screen sets no filter. */
  rows: { why: string; test: (row: Row, demo: Demo) => boolean } | { noFilter: string };
  /** The rows share one value of this field: the call asks for one carrier, connection, load... */
  sameValueOf?: string;
  /** The screen's default sort: the rows come in this order. */
  sortedBy?: { field: string; order: 'asc' | 'desc' };
  /** Where the rows are, when the body is an object holding several arrays. */
  rowsAt?: string;
  /** The page size, when the call has no `per_page` query parameter with a default. */
  perPage?: number;
}

const includes = (list: readonly string[], value: unknown) => typeof value === 'string' && list.includes(value);
const ofDemoCompany = (row: Row, demo: Demo) => row.company_id === demo.companyId;

export const LIST_DEFAULTS: Record<string, ListDefault> = {
  // ------------------------------------------------------------------------------- identity ---
  listUsers: {
    screen: "My Account's Users tab (/my-account?tab=1)",
    rows: { why: 'the users of the signed-in user’s company', test: ofDemoCompany },
    sortedBy: { field: 'first_name', order: 'asc' },
  },
  listUserInvitations: {
    screen: "My Account's Invitations tab (/my-account?tab=2)",
    rows: { why: 'the invitations of the signed-in user’s company, any status', test: ofDemoCompany },
    sortedBy: { field: 'delivered_at', order: 'desc' },
  },
  listCompanies: {
    screen: 'Carrier Detail (/carriers/{id}), `q[carrier_id_eq]`',
    rows: {
      why: 'the company that claimed the carrier is a carrier company',
      test: (r) => r.company_type === 'carrier',
    },
    sameValueOf: 'carrier_id',
  },
  listConnections: {
    screen: 'Carrier Detail (/carriers/{id}), `q[issuer_id_eq]` and `q[carrier_id_eq]`',
    rows: { why: 'brokers only see their own connections', test: (r, demo) => r.issuer_id === demo.companyId },
    sameValueOf: 'carrier_id',
  },
  listCompanyChangeOrders: {
    screen: "My Account's Profile tab (/my-account)",
    rows: { noFilter: 'the tab lists every change order of the company, whatever its status' },
    sortedBy: { field: 'created_at', order: 'desc' },
  },
  // -------------------------------------------------------------------------------- monitor ---
  listRules: {
    screen: 'Rules (/carriers/rules), the rule set for every carrier',
    rows: {
      why: 'the rules screens send `q[company_id_eq]` and `q[carrier_id_null]=true`',
      test: (r, demo) => ofDemoCompany(r, demo) && r.carrier_id === null,
    },
    sortedBy: { field: 'created_at', order: 'desc' },
  },
  listRuleOverrides: {
    screen: "Carrier Detail's Rules tab (/carriers/{id}?tab=rules), company-wide",
    rows: { why: 'the overrides of the signed-in user’s company', test: ofDemoCompany },
    sortedBy: { field: 'updated_at', order: 'asc' },
  },
  listBrokerConnections: {
    screen: 'Connections (/carriers/connections) and My Carriers (/carriers/Mine), my-carriers tab',
    rows: {
      why: 'the default tab is my-carriers (carrierListOf in src/domain/carrier-lists.ts)',
      test: (r, demo) =>
        r.issuer_id === demo.companyId &&
        carrierListOf({
          status: String(r.status),
          is_dismissed: r.is_dismissed === true,
          latest_onboarding_packet_status:
            typeof r.latest_onboarding_packet_status === 'string' ? r.latest_onboarding_packet_status : null,
        }) === 'my-carriers',
    },
    sortedBy: { field: 'updated_at', order: 'desc' },
  },
  listOnboardingPackets: {
    screen: "Carrier Detail's Onboarding tab (/carriers/{id}?tab=onboarding), `q[connection_id_eq]`",
    rows: { noFilter: 'every packet of the one connection' },
    sameValueOf: 'connection_id',
    sortedBy: { field: 'created_at', order: 'desc' },
  },
  listBrokerSubscriptions: {
    screen: 'Connections (/carriers/connections?tab=passing), the first assessment tab',
    rows: {
      why: 'the passing tab sends `rules_assessment_eq=pass` (assessmentTabQuery in src/domain/assessment-tabs.ts)',
      test: (r, demo) => ofDemoCompany(r, demo) && r.rules_assessment_summary === 'pass',
    },
  },
  listCarriers: {
    screen: "Home's My carriers section (/), `q[subscriptions_company_id_eq]` with `include_insights=true`",
    rows: {
      why: 'my carriers are the subscribed ones; the demo user’s plan has insights, so each row carries them',
      test: (r) =>
        r.subscription !== null &&
        r.subscription !== undefined &&
        typeof r.insights === 'object' &&
        r.insights !== null,
    },
    sortedBy: { field: 'legal_name', order: 'asc' },
  },
  globalSearchCarriers: {
    screen: "Home's Report fraud dialog (/), the carrier finder",
    rows: {
      why: 'the example answers the search text PRAIRIE',
      test: (r) => /PRAIRIE/i.test(`${String(r.legal_name)} ${String(r.dba_name ?? '')}`),
    },
  },
  searchCarriers: {
    screen: 'Lane Search Results (/carriers/lane-search-results)',
    rows: { noFilter: 'the carriers that run the searched lane; the screen has no tabs' },
    rowsAt: 'carriers',
    perPage: PAGE_SIZE,
  },
  listCarrierInspections: {
    screen: "Carrier Detail's Safety tab (/carriers/{id}), its Inspections table",
    rows: { noFilter: 'the table opens without filters: every inspection of the last 24 months' },
    sortedBy: { field: 'inspection_date', order: 'desc' },
  },
  listCarrierCrashes: {
    screen: "Carrier Detail's Safety tab (/carriers/{id}), its Crashes table",
    rows: { noFilter: 'the table opens without filters: every crash of the last 24 months' },
    sortedBy: { field: 'crash_date', order: 'desc' },
  },
  listCarrierViolations: {
    screen: "Carrier Detail's Safety tab (/carriers/{id}), its Violations table",
    rows: { noFilter: 'the table opens without filters: every violation of the last 24 months' },
    sortedBy: { field: 'inspection_date', order: 'desc' },
  },
  listCarrierDirectoryUsers: {
    screen: "Carrier Detail's Directory tab (/carriers/{id}?tab=directory)",
    rows: { noFilter: 'every user of the carrier' },
    rowsAt: 'carrier_users',
  },
  listAssociatedCarriers: {
    screen: "Carrier Detail's Associated carriers tab (/carriers/{id}?tab=associations)",
    rows: { noFilter: 'the tab opens without `required_associations[]`: every associated carrier' },
    perPage: PAGE_SIZE,
  },
  listIdentityAlerts: {
    screen: "Carrier Detail's Identity alerts tab (/carriers/{id}?tab=identity-alerts), `q[carrier_id_eq]`",
    rows: { noFilter: 'every alert on the one carrier' },
    sameValueOf: 'carrier_id',
  },
  listLoads: {
    screen: 'Loads (/loads), Open tab',
    rows: { why: 'the Open tab asks for OPEN_LOAD_STATUSES', test: (r) => includes(OPEN_LOAD_STATUSES, r.status) },
    sortedBy: { field: 'id', order: 'desc' },
  },
  listTickets: {
    screen: 'Alerts (/alerts), Open tab',
    rows: { why: 'the Open tab asks for OPEN_ALERT_STATUSES', test: (r) => includes(OPEN_ALERT_STATUSES, r.status) },
    sortedBy: { field: 'id', order: 'desc' },
  },
  listRateConfirmations: {
    screen: 'Rate Confirmations (/carriers/rate-confirmations), all list',
    rows: { noFilter: 'the default list is "all": no status filter' },
    sortedBy: { field: 'id', order: 'desc' },
  },
  listRateConfirmationMails: {
    screen: 'Rate Confirmation Emails (/carriers/rate-confirmations/emails), all list',
    rows: { noFilter: 'the default list is "all": no status filter' },
    sortedBy: { field: 'id', order: 'desc' },
  },
  listCarrierVehicles: {
    screen: 'Vehicle Search (/vehicles)',
    rows: { noFilter: 'the screen opens without filters' },
    sortedBy: { field: 'date', order: 'desc' },
  },
  listNotes: {
    screen: 'Notes (/notes)',
    rows: { noFilter: 'the list opens without filters: every note of the company' },
    sortedBy: { field: 'created_at', order: 'desc' },
  },
  listTeams: {
    screen: "My Account's Teams tab (/my-account?tab=3), `q[company_id_eq]`",
    rows: { why: 'the teams of the signed-in user’s company', test: ofDemoCompany },
    sortedBy: { field: 'id', order: 'desc' },
  },
  searchBrokerLoads: {
    screen: 'The load board on Exchange (/exchange), All view',
    rows: { why: 'the load board always searches status available', test: (r) => r.status === 'available' },
    rowsAt: 'results',
    perPage: PAGE_SIZE,
  },
  matchCarriersForLoad: {
    screen: "The load board's capacity panel on Exchange (/exchange)",
    rows: { noFilter: 'every match for the one load' },
  },
  listTruckPostings: {
    screen: 'The truck postings panel on Exchange (/exchange)',
    rows: { why: 'the panel lists the active postings (`q[is_active_eq]=1`)', test: (r) => r.is_active === true },
  },
};
