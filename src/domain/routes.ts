/** Every route of both specs, by id (the app's path table maps them to paths). */
export const ROUTE_IDS = [
  'login',
  'loginCode',
  'signUp',
  'signUpCode',
  'signUpDetails',
  'requiredInformation',
  'home',
  'laneSearch',
  'laneSearchResults',
  'carrierSearchResults',
  'globalSearch',
  'contactSearch',
  'myCarriersMine',
  'myCarriers',
  'connections',
  // The broker's rules (an addition to the spec's routes: the spec names the rules calls but no screen).
  'rules',
  'savedSearches',
  'carrierDetail',
  'myAccount',
  'companyChangeOrder',
  'exchange',
  'rateConfirmations',
  'rateConfirmationDetail',
  'rateConfirmationEmails',
  'rateConfirmationEmailDetail',
  'vehicles',
  'vehicleShow',
  'alerts',
  'loads',
  'loadDetail',
  // The notes list (monitoring §2); its place in the portal is ours: beside Loads and Alerts.
  'notes',
  'notFound',
  'vpnBlock',
  'countryBlock',
  'pendingAccessReview',
] as const;
export type RouteId = (typeof ROUTE_IDS)[number];

/** How a route treats authentication. */
export type RouteKind = 'forbidsAuthentication' | 'allowedWhileAuthenticated' | 'requiresUser' | 'public';

const FORBIDS_AUTHENTICATION: readonly RouteId[] = ['login', 'loginCode', 'signUp', 'signUpCode'];
// Sign Up Details and Required Information are where the guard sends a signed-in user whose
// details are missing, so they must admit one.
const ALLOWED_WHILE_AUTHENTICATED: readonly RouteId[] = ['signUpDetails', 'requiredInformation'];
const PUBLIC: readonly RouteId[] = ['notFound', 'vpnBlock', 'countryBlock', 'pendingAccessReview'];

/** The kind of a route: sign-in steps forbid authentication, error and block pages are public, the rest need a user. */
export function routeKind(route: RouteId): RouteKind {
  if (FORBIDS_AUTHENTICATION.includes(route)) return 'forbidsAuthentication';
  if (ALLOWED_WHILE_AUTHENTICATED.includes(route)) return 'allowedWhileAuthenticated';
  if (PUBLIC.includes(route)) return 'public';
  return 'requiresUser';
}
