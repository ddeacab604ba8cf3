import type { RouteId } from '../domain';

/**
 * The one table of the portal's paths (relative to the /broker/ basename), in the order of the
 * spec. Screens link with `paths.x.href(...)`; the router declares `paths.x.pattern`. No route
 * string lives anywhere else. `title` makes the page title ("Brand – title"); routes with an id use
 * `shortTitle` followed by the id.
 */
const route = <P extends string>(pattern: P, title: string) => ({
  pattern,
  title,
  href: () => pattern as string,
});
const withId = <P extends string>(pattern: P, title: string, shortTitle: string) => ({
  pattern,
  title,
  shortTitle,
  href: (id: string | number) => pattern.replace(':id', encodeURIComponent(String(id))),
});
const withQuery = (base: string, params: Record<string, string | undefined>) => {
  const query = new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''),
  ).toString();
  return query ? `${base}?${query}` : base;
};

export const paths = {
  login: route('/login', 'Login'),
  loginCode: {
    pattern: '/login/code',
    title: 'Login Verification',
    href: (email: string) => withQuery('/login/code', { email }),
  },
  signUp: {
    pattern: '/sign-up',
    title: 'Sign Up',
    href: (q: { email?: string; referrer?: string } = {}) => withQuery('/sign-up', q),
  },
  signUpCode: {
    pattern: '/sign-up/code',
    title: 'Sign Up Verification',
    href: (q: { email: string; code?: string }) => withQuery('/sign-up/code', q),
  },
  signUpDetails: {
    pattern: '/sign-up/details',
    title: 'Sign Up Details',
    href: (q: { email?: string } = {}) => withQuery('/sign-up/details', q),
  },
  requiredInformation: route('/required-information', 'Required Information'),
  home: route('/', 'Home'),
  laneSearch: route('/carriers/lane-search', 'Lane Search'),
  laneSearchResults: route('/carriers/lane-search-results', 'Lane Search Results'),
  carrierSearchResults: route('/carriers/search-results', 'Carrier Search Results'),
  globalSearch: route('/carriers/global-search', 'Carrier Search'),
  contactSearch: {
    pattern: '/carriers/contact-search',
    title: 'Contact Search',
    href: (q: { email?: string; phone?: string } = {}) => withQuery('/carriers/contact-search', q),
  },
  myCarriersMine: route('/carriers/Mine', 'My Carriers'),
  myCarriers: route('/carriers/my-carriers', 'My Carriers'),
  connections: route('/carriers/connections', 'Connections'),
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
  carrierDetail: withId('/carriers/:id', 'Carrier Detail', 'Carrier'),
  myAccount: {
    pattern: '/my-account',
    title: 'My Account',
    href: (tab?: number) => withQuery('/my-account', { tab: tab === undefined ? undefined : String(tab) }),
  },
  companyChangeOrder: withId('/company_change_orders/:id', 'Company Change Order', 'Change Order'),
  exchange: route('/exchange', 'Exchange'),
  vehicles: route('/vehicles', 'Vehicle Search'),
  vehicleShow: withId('/vehicles/:id', 'Vehicle Show', 'Vehicle'),
  alerts: route('/alerts', 'Alerts'),
  loads: route('/loads', 'Loads'),
  loadDetail: withId('/loads/:id', 'Load Detail', 'Load'),
  vpnBlock: route('/carrier_vpn_block', 'Access Blocked'),
  countryBlock: route('/user_country_block', 'Access Blocked'),
  pendingAccessReview: route('/pending-access-review', 'Pending Access Review'),
  notFound: route('*', 'Page Not Found'),
} as const satisfies Record<RouteId, { pattern: string; title: string; href: (...args: never[]) => string }>;

export type PathName = keyof typeof paths;
