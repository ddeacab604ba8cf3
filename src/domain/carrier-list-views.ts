import {
  ASSESSMENT_TABS,
  assessmentTabQuery,
  isAssessmentTab,
  type AssessmentTab,
  type SummaryFilter,
} from './assessment-tabs';
import { CARRIER_LISTS, carrierListQuery, type CarrierList, type CarrierListQuery } from './carrier-lists';
import { PAGE_SIZE } from './constants';
import type { ListSpec, ListState } from './list-url-state';
import { withPaging, type PageParams } from './query-params';

/** A tab of the carrier list screens: one of the carrier lists or, for plans with rules, an assessment tab. */
export type CarrierListTab = CarrierList | AssessmentTab;

/** The feature flag that narrows the in-progress tab to packets in progress (carrier-portal §5). */
export const OPENSEARCH_FLAG = 'opensearch_connection_search';

/** Sorts the connection tabs offer (the contract's `q[s]` values); the default is newest update first. */
export const CONNECTION_SORTS = [
  'updated_at desc',
  'updated_at asc',
  'latest_onboarding_packet_updated_at desc',
  'latest_onboarding_packet_updated_at asc',
  'carrier_legal_name asc',
  'carrier_legal_name desc',
] as const;
export type ConnectionSort = (typeof CONNECTION_SORTS)[number];

/** The carrier lists' URL fields: the tab, sort, page and the classifications filter. */
export type CarrierListsSpec = ListSpec<CarrierListTab, { classifications: { kind: 'idList' } }>;
export type CarrierListsState = ListState<CarrierListTab, CarrierListsSpec['filters']>;

/**
 * The carrier lists' URL state. The assessment tabs (passing … incomplete) come with broker rules:
 * without can_rule they are not offered, and a URL asking for one opens the first list tab.
 */
export function carrierListsSpec(canRule: boolean): CarrierListsSpec {
  return {
    tabs: canRule ? [...CARRIER_LISTS, ...ASSESSMENT_TABS] : CARRIER_LISTS,
    sorts: CONNECTION_SORTS,
    filters: { classifications: { kind: 'idList' } },
  };
}

/** The classifications filter both calls take. */
interface ClassificationsQuery {
  'q[classification_id_in][]'?: number[];
}

/** The connections call's parameters (`listBrokerConnections`) of a list tab. */
export type ConnectionsListQuery = Omit<CarrierListQuery, 'q[s]'> &
  ClassificationsQuery &
  PageParams & { 'q[s]': ConnectionSort };

/** The subscriptions call's parameters (`listBrokerSubscriptions`) of an assessment tab. */
export type SubscriptionsListQuery = { rules_assessment_eq: SummaryFilter } & ClassificationsQuery & PageParams;

/** Which call a tab makes and with what: connections for the list tabs, subscriptions for the assessment tabs. */
export type CarrierListsRequest =
  { call: 'connections'; params: ConnectionsListQuery } | { call: 'subscriptions'; params: SubscriptionsListQuery };

/**
 * The request of a carrier list view: a list tab is `connections/for_broker_portal` with the tab's
 * query from the list precedence (carrierListQuery), the chosen sort and the opensearch flag; an
 * assessment tab is `subscriptions/for_broker_portal` with `rules_assessment_eq` (it has no sort).
 * Both send the classifications as `q[classification_id_in][]`, the page and 50 a page.
 */
export function carrierListsRequest(state: CarrierListsState, flags: { opensearch: boolean }): CarrierListsRequest {
  const classes: ClassificationsQuery = state.filters.classifications.length
    ? { 'q[classification_id_in][]': [...state.filters.classifications] }
    : {};
  if (isAssessmentTab(state.tab))
    return {
      call: 'subscriptions',
      params: withPaging({ ...assessmentTabQuery(state.tab), ...classes }, state.page, PAGE_SIZE),
    };
  const query: Omit<ConnectionsListQuery, keyof PageParams> = { ...carrierListQuery(state.tab, flags), ...classes };
  const sort = CONNECTION_SORTS.find((s) => s === state.sort);
  if (sort) query['q[s]'] = sort;
  return { call: 'connections', params: withPaging(query, state.page, PAGE_SIZE) };
}

/** The lists a filter set is saved for: Connections, or My Carriers (both of its addresses). */
export type FilterSetList = 'connections' | 'my_carriers';

/** A saved filter set as the filter-set calls answer it (the parts read here). */
export interface FilterSetInput {
  is_type: string;
  filters: { classification_id_in?: unknown };
}

/**
 * The list filters a default filter set applies, or null when it is for another list or holds no
 * filter this list has. Classification ids that are not positive whole numbers are dropped.
 */
export function filtersOfFilterSet(set: FilterSetInput, list: FilterSetList): { classifications: number[] } | null {
  if (set.is_type !== list) return null;
  const raw = set.filters.classification_id_in;
  const ids = Array.isArray(raw) ? raw.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  return ids.length ? { classifications: [...new Set(ids)].sort((a, b) => a - b) } : null;
}

/** The filters a list's current state saves as a filter set. */
export function filterSetFiltersOf(state: CarrierListsState): { classification_id_in: number[] } {
  return { classification_id_in: [...state.filters.classifications] };
}

/** What a bulk action does to the selected carriers. */
export type BulkCarrierAction =
  'doNotDispatch' | 'dismiss' | 'restoreDismissed' | 'restoreToOnboarding' | 'removeFromMyCarriers';

/**
 * The bulk actions a tab offers, each moving the carriers somewhere they are not yet: a dismissed
 * carrier can only be restored; one on do-not-dispatch can go back to onboarding or be dismissed;
 * an assessment tab lists my carriers (subscriptions, maybe without a connection), which can be put
 * on do-not-dispatch (the call makes the connection) or removed from my carriers.
 */
export function bulkActionsFor(tab: CarrierListTab): BulkCarrierAction[] {
  if (isAssessmentTab(tab)) return ['doNotDispatch', 'removeFromMyCarriers'];
  switch (tab) {
    case 'dismissed':
      return ['restoreDismissed'];
    case 'do-not-dispatch':
      return ['restoreToOnboarding', 'dismiss', 'removeFromMyCarriers'];
    default:
      return ['doNotDispatch', 'dismiss', 'removeFromMyCarriers'];
  }
}

/** Which permission a bulk action needs (vettingPermissions): my carriers or the carrier lists. */
export function bulkActionPermission(action: BulkCarrierAction): 'changeLists' | 'changeMyCarriers' {
  return action === 'removeFromMyCarriers' ? 'changeMyCarriers' : 'changeLists';
}
