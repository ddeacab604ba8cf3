import type { RouteId } from '../domain';

/**
 * The routes whose loader starts their screen's first query (route-prefetch.ts says how). The build
 * preloads the prefetchers' chunk beside the entry on these routes (scripts/route-preload.ts), so the
 * first query leaves as soon as the router runs, not one chunk round trip later.
 */
export const PREFETCHED_ROUTES: readonly RouteId[] = [
  'loads',
  'alerts',
  'loadDetail',
  'notes',
  'rateConfirmations',
  'rateConfirmationDetail',
  'rateConfirmationEmails',
  'rateConfirmationEmailDetail',
  'vehicles',
  'vehicleShow',
  'exchange',
  'rules',
  'connections',
  'myCarriersMine',
  'myCarriers',
  'carrierDetail',
  'myAccount',
  'companyChangeOrder',
  'globalSearch',
  'carrierSearchResults',
  'laneSearchResults',
  'contactSearch',
  'savedSearches',
];
