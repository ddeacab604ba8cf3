import type { RouteId } from '../domain/routes';

const BLOCKED = 'features/errors/access-blocked-page.tsx';

/**
 * Which screen each route shows, as data: the module under src/ whose default export the route
 * renders (a `*-page.tsx`, which the router loads lazily as its own chunk). The router and the
 * build's route preload (scripts/route-preload.ts) both read it. Every route has its own: a new
 * route id fails the typecheck until it has one.
 */
export const SCREENS = {
  login: 'features/auth/login-page.tsx',
  loginCode: 'features/auth/login-code-page.tsx',
  signUp: 'features/auth/sign-up-page.tsx',
  signUpCode: 'features/auth/sign-up-code-page.tsx',
  signUpDetails: 'features/auth/sign-up-details-page.tsx',
  requiredInformation: 'features/auth/required-information-page.tsx',
  home: 'features/carrier-search/home/home-page.tsx',
  globalSearch: 'features/carrier-search/carrier-search-page.tsx',
  carrierSearchResults: 'features/carrier-search/carrier-search-results-page.tsx',
  laneSearch: 'features/carrier-search/lane-search-page.tsx',
  laneSearchResults: 'features/carrier-search/lane-search-results-page.tsx',
  contactSearch: 'features/carrier-search/contact-search-page.tsx',
  savedSearches: 'features/carrier-search/saved-searches-page.tsx',
  loads: 'features/loads/loads-page.tsx',
  loadDetail: 'features/loads/load-detail-page.tsx',
  notes: 'features/notes/notes-page.tsx',
  alerts: 'features/alerts/alerts-page.tsx',
  rateConfirmations: 'features/rate-confirmations/rate-confirmations-page.tsx',
  rateConfirmationDetail: 'features/rate-confirmations/rate-confirmation-detail-page.tsx',
  rateConfirmationEmails: 'features/rate-confirmations/rate-confirmation-emails-page.tsx',
  rateConfirmationEmailDetail: 'features/rate-confirmations/rate-confirmation-email-detail-page.tsx',
  vehicles: 'features/vehicles/vehicles-page.tsx',
  vehicleShow: 'features/vehicles/vehicle-show-page.tsx',
  exchange: 'features/load-board/exchange-page.tsx',
  rules: 'features/rules/rules-page.tsx',
  myCarriersMine: 'features/connections/carrier-lists-page.tsx',
  myCarriers: 'features/connections/carrier-lists-page.tsx',
  connections: 'features/connections/carrier-lists-page.tsx',
  carrierDetail: 'features/carrier-profile/carrier-profile-page.tsx',
  myAccount: 'features/account/my-account-page.tsx',
  companyChangeOrder: 'features/account/change-order/change-order-page.tsx',
  notFound: 'features/errors/not-found-page.tsx',
  vpnBlock: BLOCKED,
  countryBlock: BLOCKED,
  pendingAccessReview: BLOCKED,
} as const satisfies Record<RouteId, `features/${string}-page.tsx`>;

/**
 * Which routes have route data (README, "Data before code"): the `<screen>.route.ts` beside the
 * screen whose default export (`defineRouteData`) says what the screen asks first. The route's
 * loader starts it (route-loaders.ts) and the build preloads its chunk on the route's address
 * (scripts/route-preload.ts). Routes sharing a screen share its module.
 */
export const ROUTE_DATA = {
  loads: 'features/loads/loads.route.ts',
  alerts: 'features/alerts/alerts.route.ts',
  loadDetail: 'features/loads/load-detail.route.ts',
  notes: 'features/notes/notes.route.ts',
  rateConfirmations: 'features/rate-confirmations/rate-confirmations.route.ts',
  rateConfirmationDetail: 'features/rate-confirmations/rate-confirmation-detail.route.ts',
  rateConfirmationEmails: 'features/rate-confirmations/rate-confirmation-emails.route.ts',
  rateConfirmationEmailDetail: 'features/rate-confirmations/rate-confirmation-email-detail.route.ts',
  vehicles: 'features/vehicles/vehicles.route.ts',
  vehicleShow: 'features/vehicles/vehicle-show.route.ts',
  exchange: 'features/load-board/exchange.route.ts',
  globalSearch: 'features/carrier-search/carrier-search.route.ts',
  carrierSearchResults: 'features/carrier-search/carrier-search-results.route.ts',
  laneSearchResults: 'features/carrier-search/lane-search-results.route.ts',
  contactSearch: 'features/carrier-search/contact-search.route.ts',
  savedSearches: 'features/carrier-search/saved-searches.route.ts',
  rules: 'features/rules/rules.route.ts',
  connections: 'features/connections/carrier-lists.route.ts',
  myCarriersMine: 'features/connections/carrier-lists.route.ts',
  myCarriers: 'features/connections/carrier-lists.route.ts',
  carrierDetail: 'features/carrier-profile/carrier-profile.route.ts',
  myAccount: 'features/account/my-account.route.ts',
  companyChangeOrder: 'features/account/change-order/change-order.route.ts',
} as const satisfies Partial<Record<RouteId, `features/${string}.route.ts`>>;

/**
 * Screens whose tabs are chunks of their own: the first tab's module, what the screen's address opens
 * without choosing a tab. The build preloads it with the screen (scripts/route-preload.ts), so the
 * panel's code downloads beside the screen's instead of after the screen has rendered (My Account's
 * Profile was fetched 500 ms into the load, Carrier detail's Safety only once the carrier had come).
 * @public (read by the build: scripts/route-preload.ts)
 */
export const FIRST_PANELS = {
  myAccount: 'features/account/profile/profile-tab.tsx',
  carrierDetail: 'features/carrier-profile/safety/safety-tab.tsx',
} as const satisfies Partial<Record<RouteId, `features/${string}.tsx`>>;

/**
 * The framed screens whose heading is their path's title (`paths[id].title`), drawn on one line at
 * the top of the page on a phone: the first paint draws that heading there with the frame's header
 * (README, "The frame before the code"), so a phone shows where it is before the app's code has
 * run, and nothing moves when the screen takes over. Screens whose heading is data (Home's welcome,
 * a carrier's name) or wraps on a phone (Carrier Search) are not here. tests/e2e/first-paint.spec.ts
 * checks each one's heading, and its place, against the screen's.
 */
export const TITLED_AT_FIRST_PAINT = [
  'laneSearch',
  'contactSearch',
  'savedSearches',
  'loads',
  'notes',
  'alerts',
  'rateConfirmations',
  'rateConfirmationEmails',
  'vehicles',
  'exchange',
  'rules',
  'myCarriers',
  'connections',
  'myAccount',
] as const satisfies readonly RouteId[];
