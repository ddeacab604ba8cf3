import { paths } from '../../../src/config/paths';
import { ROUTE_IDS, routeKind, type RouteId } from '../../../src/domain/routes';

/**
 * The ids used for `:id` routes, by the path segment in front of `:id`: the records of the contract's
 * examples (loads 50001, alerts/tickets 9001, carriers 1001, vehicles 6001, the first examples of
 * the rate-confirmation and rate-confirmation-mail details, change order 7701). A route added later
 * under another segment gets "1".
 */
const EXAMPLE_IDS: Record<string, string> = {
  loads: '50001',
  alerts: '9001',
  tickets: '9001',
  carriers: '1001',
  vehicles: '6001',
  'rate-confirmations': '4402',
  emails: '5502',
  company_change_orders: '7701',
};

/** What the code steps and the details step need in their address. */
const QUERIES: Partial<Record<RouteId, string>> = {
  loginCode: '?email=dana.whitfield%40lakeshorelogistics.com',
  signUpCode: '?email=dana.whitfield%40lakeshorelogistics.com',
  signUpDetails: '?email=dana.whitfield%40lakeshorelogistics.com',
};

export interface RouteVisit {
  id: RouteId;
  /** The address under /broker/ (no leading slash), as `page.goto` takes it with the suite's baseURL. */
  path: string;
  /** Whether the route is seen signed in: every route but the sign-in and sign-up steps. */
  signedIn: boolean;
  /** The page title after the brand prefix, for a broker with every scope. */
  title: string;
}

function concretePath(id: RouteId): string {
  const pattern: string = paths[id].pattern;
  if (pattern === '*') return 'no/such/page';
  const filled = pattern.replace(/([^/]+)\/:id/, (_, segment: string) => `${segment}/${EXAMPLE_IDS[segment] ?? '1'}`);
  return `${filled.replace(/^\//, '')}${QUERIES[id] ?? ''}`;
}

function titleOf(id: RouteId, path: string): string {
  const route = paths[id];
  if ('shortTitle' in route) return `${route.shortTitle} ${/\/([^/?]+)(\?|$)/.exec(`/${path}`)?.[1] ?? ''}`;
  return route.title;
}

/** Every route of the path table (src/config/paths.ts, in ROUTE_IDS order), ready to visit. */
export const ROUTE_VISITS: readonly RouteVisit[] = ROUTE_IDS.map((id) => {
  const path = concretePath(id);
  return { id, path, signedIn: routeKind(id) !== 'forbidsAuthentication', title: titleOf(id, path) };
});
