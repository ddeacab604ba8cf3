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
