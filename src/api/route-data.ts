import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { CurrentUserResponse } from '../../generated/identity/model';

/** Where a route's loader stands: the path under the router's basename, its query and its path params. */
export interface RouteAddress {
  /** "/loads/50001": the address without the /broker basename. */
  path: string;
  query: URLSearchParams;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * One query a screen asks first: the generated query options (src/api's `…Query(...)`), as the
 * screen's `useQuery` takes them. Its key is what the route-data test compares.
 */
export interface RouteQuery {
  queryKey: QueryKey;
}

/** A screen's first queries by name; a null one is not asked for this input (the screen disables it). */
export type RouteQueries = Record<string, RouteQuery | null>;

/**
 * A screen's route data (README, "Data before code"): from what the address and the user say, the
 * queries the screen asks first. The route's loader calls it to start them while the screen's code
 * loads; the screen's hooks call it for the options they pass to `useQuery`; so what the loader starts
 * is, by construction, what the screen asks first. Lives beside its screen as `<screen>.route.ts`
 * and imports no component.
 */
export interface RouteData<Input> {
  /**
   * What the screen shows for this address and user, decoded as its URL state decodes it; null when
   * the screen will ask nothing from this address yet (it first restores the broker's last search).
   */
  input(address: RouteAddress, user: CurrentUserResponse | null): Input | null;
  /** The screen's first queries for that input and user. */
  queries(input: Input, user: CurrentUserResponse | null): RouteQueries;
  /** Code the screen will need at once (an open tab's chunk): fetched along, asks for nothing. */
  preload?(input: Input): void;
  /**
   * The queries the screen will ask once its first ones have answered, from those answers (a bare
   * Carrier Search's search, with the default filters it will apply): started as soon as the answers
   * are in, not after the screen has drawn them and changed its address. `answer` gives a first
   * query's answer (the request already in flight). Only what the screen will ask: the route-data
   * test holds every started key to the screen's.
   */
  follow?(
    input: Input,
    user: CurrentUserResponse | null,
    answer: (query: RouteQuery) => Promise<unknown>,
  ): Promise<RouteQueries>;
}

/** A route-data module's default export, checked against RouteData. */
export const defineRouteData = <Input>(data: RouteData<Input>): RouteData<Input> => data;

/**
 * Starts the screen's first queries for this address and user (nothing already fresh in the cache is
 * asked again) and its code; answers the keys it started, for the route-data test.
 */
export function startRouteData<Input>(
  client: QueryClient,
  data: RouteData<Input>,
  address: RouteAddress,
  user: CurrentUserResponse | null,
): QueryKey[] {
  const input = data.input(address, user);
  if (input === null) return [];
  data.preload?.(input);
  const queries = Object.values(data.queries(input, user)).filter((q): q is RouteQuery => q !== null);
  // The options are the generated ones the screen passes to useQuery; prefetchQuery takes the same.
  const start = (query: RouteQuery) => void client.prefetchQuery(query as Parameters<QueryClient['prefetchQuery']>[0]);
  queries.forEach(start);
  data
    .follow?.(input, user, (query) => client.fetchQuery(query as Parameters<QueryClient['fetchQuery']>[0]))
    .then((next) => Object.values(next).forEach((query) => query && start(query)))
    // The screen asks for itself what could not be foreseen.
    .catch(() => undefined);
  return queries.map((q) => q.queryKey);
}
