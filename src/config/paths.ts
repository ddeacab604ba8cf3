import { generatePath } from 'react-router';
import type { RouteId } from '../domain';

/** A query-string value: left out when null, undefined, empty or false; `true` is written as "1". */
type QueryValue = string | number | boolean | null | undefined;
type Query = Record<string, QueryValue>;

function withQuery(path: string, query: Query | undefined): string {
  const entries = Object.entries(query ?? {}).flatMap(([key, value]): [string, string][] =>
    value === null || value === undefined || value === '' || value === false
      ? []
      : [[key, value === true ? '1' : String(value)]],
  );
  const search = new URLSearchParams(entries).toString();
  return search ? `${path}?${search}` : path;
}

/** A route without a path parameter; Q is the query it may carry (typed where a screen reads one). */
const route = <Q extends Query = Query>(pattern: string, title: string) => ({
  pattern,
  title,
  href: (query?: NoInfer<Q>) => withQuery(generatePath(pattern), query),
});
/** A route with an `:id` parameter (encoded by react-router's generatePath), and the query it may carry. */
const withId = <Q extends Query = Query>(pattern: string, title: string, shortTitle: string) => ({
  pattern,
  title,
  shortTitle,
  href: (id: string | number, query?: NoInfer<Q>) => withQuery(generatePath(pattern, { id: String(id) }), query),
});

/**
 * The one table of the portal's paths (relative to the /broker/ basename), in the order of the
 * spec. Screens link with `paths.x.href(...)`; the router declares `paths.x.pattern`. No route
 * string lives anywhere else. `title` makes the page title ("Brand – title"); routes with an id use
 * `shortTitle` followed by the id. Links with a query come from here too: `paths.alerts.href({ load })`.
 */
export const paths = {
  login: route('/login', 'Login'),
  loginCode: route<{ email: string }>('/login/code', 'Login Verification'),
  signUp: route<{ email?: string; referrer?: string }>('/sign-up', 'Sign Up'),
  signUpCode: route<{ email: string; code?: string }>('/sign-up/code', 'Sign Up Verification'),
  signUpDetails: route<{ email?: string }>('/sign-up/details', 'Sign Up Details'),
  requiredInformation: route('/required-information', 'Required Information'),
  home: route('/', 'Home'),
  laneSearch: route('/carriers/lane-search', 'Lane Search'),
  laneSearchResults: route('/carriers/lane-search-results', 'Lane Search Results'),
  carrierSearchResults: route('/carriers/search-results', 'Carrier Search Results'),
  globalSearch: route('/carriers/global-search', 'Carrier Search'),
  contactSearch: route<{ email?: string; phone?: string }>('/carriers/contact-search', 'Contact Search'),
  myCarriersMine: route('/carriers/Mine', 'My Carriers'),
  myCarriers: route('/carriers/my-carriers', 'My Carriers'),
  connections: route('/carriers/connections', 'Connections'),
  // The broker's rules: our addition to the spec's routes (My Account links here too).
  rules: route<{ classification?: number }>('/carriers/rules', 'Rules'),
  savedSearches: route('/carriers/saved-searches', 'Saved Searches'),
  // The detail is declared before the e-mails routes, as the spec orders them; the router ranks the
  // static "emails" segment above ":id", so /carriers/rate-confirmations/emails is never read as an id.
  rateConfirmations: route('/carriers/rate-confirmations', 'Rate Confirmations'),
  rateConfirmationDetail: withId('/carriers/rate-confirmations/:id', 'Rate Confirmation Detail', 'Rate Confirmation'),
  rateConfirmationEmails: route('/carriers/rate-confirmations/emails', 'Rate Confirmation Emails'),
  rateConfirmationEmailDetail: withId(
    '/carriers/rate-confirmations/emails/:id',
    'Rate Confirmation Email Detail',
    'Rate Confirmation Email',
  ),
  carrierDetail: withId<{ tab?: string | null; report?: boolean }>('/carriers/:id', 'Carrier Detail', 'Carrier'),
  myAccount: route<{ tab?: number; team?: number }>('/my-account', 'My Account'),
  companyChangeOrder: withId('/company_change_orders/:id', 'Company Change Order', 'Change Order'),
  exchange: route<{ tab?: string; load?: number }>('/exchange', 'Exchange'),
  vehicles: route('/vehicles', 'Vehicle Search'),
  vehicleShow: withId('/vehicles/:id', 'Vehicle Show', 'Vehicle'),
  alerts: route<{ load?: number; tab?: string }>('/alerts', 'Alerts'),
  loads: route('/loads', 'Loads'),
  loadDetail: withId('/loads/:id', 'Load Detail', 'Load'),
  notes: route('/notes', 'Notes'),
  vpnBlock: route('/carrier_vpn_block', 'Access Blocked'),
  countryBlock: route('/user_country_block', 'Access Blocked'),
  pendingAccessReview: route('/pending-access-review', 'Pending Access Review'),
  notFound: route('*', 'Page Not Found'),
} as const satisfies Record<RouteId, { pattern: string; title: string; href: (...args: never[]) => string }>;
