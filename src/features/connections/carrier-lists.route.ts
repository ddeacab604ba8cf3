import type { CurrentUserResponse } from '../../api';
import { connectionsPageQuery, subscriptionsPageQuery } from '../../api/carrier-lists';
import { answeredDefaultSet, ownerDefaultQuery, type FilterSet } from '../../api/filter-sets';
import { listInput } from '../../api/list-input';
import { defineRouteData, type RouteQueries, type RouteQuery } from '../../api/route-data';
import { classificationsQuery } from '../../api/rules';
import {
  OPENSEARCH_FLAG,
  carrierListsRequest,
  carrierListsSpec,
  changeListState,
  defaultInForce,
  filtersOfFilterSet,
  isFeatureEnabled,
  listCodec,
  listStateFromUrl,
  type CarrierListsRequest,
  type CarrierListsState,
  type FilterSetList,
} from '../../domain';
import { paths } from '../../config/paths';

type User = CurrentUserResponse | null;

/** What a carrier list shows from its address: which list, its URL state, and whether its page waits. */
export interface CarrierListsInput {
  /** Connections (/carriers/connections) or My Carriers (/carriers/Mine, /carriers/my-carriers). */
  list: FilterSetList;
  state: CarrierListsState;
  /**
   * The page waits for the default filter sets: a bare address (nothing to restore) takes the user's
   * or the company's default filters first (useDefaultFilters), so its page is not the address's.
   */
  waiting: boolean;
}

const NO_FLAGS = { user: [], company: [] };

/** The list whose default filter sets a carrier list route reads (the screen reads its route's id alike). */
export const listOfPath = (path: string): FilterSetList =>
  path.replace(/\/+$/, '') === paths.connections.pattern ? 'connections' : 'my_carriers';

/** The one call a list's tab makes (connections for a list tab, subscriptions for an assessment tab), with the opensearch flag. */
export const carrierListRequest = (state: CarrierListsState, user: User): CarrierListsRequest =>
  carrierListsRequest(state, { opensearch: isFeatureEnabled(user?.feature_flags ?? NO_FLAGS, OPENSEARCH_FLAG) });

/**
 * What a carrier list asks on arrival, whatever its page: the active classifications its filter
 * offers and the user's and the company's default filter sets (which the filters are saved over).
 */
export function carrierListsArrivalQueries(list: FilterSetList, user: User) {
  const owner = user?.user ?? null;
  const companyId = owner?.company?.id ?? null;
  return {
    classifications: companyId === null ? null : classificationsQuery(companyId, { 'q[is_active_eq]': true }),
    defaultMine: owner ? ownerDefaultQuery({ type: 'User', id: owner.id }, list) : null,
    defaultCompany: companyId === null ? null : ownerDefaultQuery({ type: 'Company', id: companyId }, list),
  };
}

/** The page the list's tab asks (the other call's is null), once it no longer waits for the default filters. */
export const carrierListPageQueries = (request: CarrierListsRequest, waiting: boolean) => ({
  connections: !waiting && request.call === 'connections' ? connectionsPageQuery(request.params) : null,
  subscriptions: !waiting && request.call === 'subscriptions' ? subscriptionsPageQuery(request.params) : null,
});

/** A carrier list's first queries: the classifications, the default filter sets and, unless it waits for them, the page. */
export const carrierListsQueries = ({ list, state, waiting }: CarrierListsInput, user: User) => ({
  ...carrierListsArrivalQueries(list, user),
  ...carrierListPageQueries(carrierListRequest(state, user), waiting),
});

/**
 * A bare arrival's page once the default filter sets have answered: with the filters in force
 * applied as the screen applies them (useDefaultFilters: through the address), or the bare page when
 * none is, so the page leaves with the answers instead of after the screen has drawn them.
 */
export async function carrierListAfterDefaults(
  { list, state, waiting }: CarrierListsInput,
  user: User,
  answer: (query: RouteQuery) => Promise<unknown>,
): Promise<RouteQueries> {
  if (!waiting || user === null) return {};
  const { defaultMine, defaultCompany } = carrierListsArrivalQueries(list, user);
  // As the screen reads them (useDefaultFilters): a set that holds no filter of this list is none.
  const filtersOf = (set: FilterSet | null) => (set ? filtersOfFilterSet(set, list) : null);
  const decided = defaultInForce(
    filtersOf(await answeredDefaultSet(answer, defaultMine, list)),
    filtersOf(await answeredDefaultSet(answer, defaultCompany, list)),
  );
  const spec = carrierListsSpec(user.user.paywall.can_rule);
  const codec = listCodec(spec);
  const shown = decided ? listStateFromUrl(spec, codec.toUrl(changeListState(state, { filters: decided }))) : state;
  return carrierListPageQueries(carrierListRequest(shown, user), false);
}

export default defineRouteData<CarrierListsInput>({
  // The plans' guard (connections with rules, /carriers/Mine without) is the dispatcher's: it starts
  // nothing where the guard redirects. A bare address with a saved search restores it first: null.
  input: (address, user) => {
    const state = listInput(carrierListsSpec(user?.user.paywall.can_rule ?? false), address);
    if (state === null) return null;
    return { list: listOfPath(address.path), state, waiting: address.query.toString() === '' };
  },
  queries: carrierListsQueries,
  follow: carrierListAfterDefaults,
});
