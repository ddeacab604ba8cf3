/**
 * The carrier profile's paged lists (issue 16): inspections, crashes and violations on the Safety
 * tab, associated carriers and directory users. Each is a ListSpec like the screens' lists, whose
 * state lives in the profile's URL under its own prefix (`?inspections_state=AZ&inspections_page=2`)
 * beside the profile's `?tab=`, and one function turns the state into the call's parameters.
 */
import { BASICS, type Basic } from './basic-thresholds';
import { PAGE_SIZE } from './constants';
import type { ListSpec, ListState } from './list-url-state';
import { isOneOf, withPaging, type PageParams } from './query-params';

/** The kinds of association two carriers can share, in the tab's order. */
export const ASSOCIATION_KINDS = ['email', 'phone', 'address', 'contact', 'remote_address', 'vehicle_vin'] as const;
export type AssociationKind = (typeof ASSOCIATION_KINDS)[number];

const ONE = ['all'] as const;
type One = (typeof ONE)[number];
const STATE = { kind: 'text', maxLength: 2 } as const;
const DATE = { kind: 'date' } as const;

type SafetyFilters = {
  from: { kind: 'date' };
  to: { kind: 'date' };
  state: { kind: 'text'; maxLength: number };
  oos: { kind: 'flag' };
  basic: { kind: 'enumList'; values: readonly string[] };
};
const SAFETY_FILTERS: SafetyFilters = {
  from: DATE,
  to: DATE,
  state: STATE,
  oos: { kind: 'flag' },
  basic: { kind: 'enumList', values: BASICS },
};

/** Inspections: from and to (inspection date), state, out of service only, BASIC of a violation. */
export const INSPECTIONS_LIST: ListSpec<One, SafetyFilters> = { tabs: ONE, sorts: [], filters: SAFETY_FILTERS };
export type InspectionsListState = ListState<One, SafetyFilters>;

/** Violations: the same filters as inspections, on the violation's own date, state, out-of-service flag and BASIC. */
export const VIOLATIONS_LIST: ListSpec<One, SafetyFilters> = { tabs: ONE, sorts: [], filters: SAFETY_FILTERS };
export type ViolationsListState = ListState<One, SafetyFilters>;

/** Crashes: from and to (crash date) and state. */
export const CRASHES_LIST: ListSpec<
  One,
  { from: { kind: 'date' }; to: { kind: 'date' }; state: { kind: 'text'; maxLength: number } }
> = { tabs: ONE, sorts: [], filters: { from: DATE, to: DATE, state: STATE } };
export type CrashesListState = ListState<One, (typeof CRASHES_LIST)['filters']>;

/** Associated carriers: the kinds of association every listed carrier must share. */
export const ASSOCIATIONS_LIST: ListSpec<One, { kinds: { kind: 'enumList'; values: readonly string[] } }> = {
  tabs: ONE,
  sorts: [],
  filters: { kinds: { kind: 'enumList', values: ASSOCIATION_KINDS } },
};
export type AssociationsListState = ListState<One, (typeof ASSOCIATIONS_LIST)['filters']>;

/** Directory users: only their page. */
export const DIRECTORY_USERS_LIST: ListSpec<One, Record<string, never>> = { tabs: ONE, sorts: [], filters: {} };
export type DirectoryUsersListState = ListState<One, Record<string, never>>;

/** A state filter as sent: two letters, upper case; anything else is not sent. */
function state(value: string): string | null {
  const upper = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(upper) ? upper : null;
}

/** A date range (`q[<field>_gteq]`, `q[<field>_lteq]`) and a state filter, as the safety lists send them. */
type DatesAndState<Field extends string> = {
  [K in `q[${Field}_gteq]` | `q[${Field}_lteq]` | 'q[state_eq]']?: string;
};

function datesAndState<Field extends string>(
  field: Field,
  f: { from: string | null; to: string | null; state: string },
): DatesAndState<Field> {
  const query: DatesAndState<Field> = {};
  if (f.from) query[`q[${field}_gteq]`] = f.from;
  if (f.to) query[`q[${field}_lteq]`] = f.to;
  const code = state(f.state);
  if (code) query['q[state_eq]'] = code;
  return query;
}

/** The inspections call's parameters (`listCarrierInspections`), as inspectionsListQuery builds them. */
export type InspectionsListQuery = DatesAndState<'inspection_date'> &
  PageParams & { 'q[out_of_service_eq]'?: boolean; 'q[violations_basic_eq]'?: Basic };

/** The inspections call of a state: date range, state, out-of-service only, BASIC; 50 a page. */
export function inspectionsListQuery(list: InspectionsListState): InspectionsListQuery {
  const query: Omit<InspectionsListQuery, keyof PageParams> = datesAndState('inspection_date', list.filters);
  if (list.filters.oos) query['q[out_of_service_eq]'] = true;
  const [basic] = list.filters.basic;
  if (isOneOf(BASICS)(basic)) query['q[violations_basic_eq]'] = basic;
  return withPaging(query, list.page, PAGE_SIZE);
}

/** The violations call's parameters (`listCarrierViolations`), as violationsListQuery builds them. */
export type ViolationsListQuery = DatesAndState<'inspection_date'> &
  PageParams & { 'q[is_out_of_service_eq]'?: boolean; 'q[basic_eq]'?: Basic };

/** The violations call of a state: date range, state, out-of-service only, BASIC; 50 a page. */
export function violationsListQuery(list: ViolationsListState): ViolationsListQuery {
  const query: Omit<ViolationsListQuery, keyof PageParams> = datesAndState('inspection_date', list.filters);
  if (list.filters.oos) query['q[is_out_of_service_eq]'] = true;
  const [basic] = list.filters.basic;
  if (isOneOf(BASICS)(basic)) query['q[basic_eq]'] = basic;
  return withPaging(query, list.page, PAGE_SIZE);
}

/** The crashes call's parameters (`listCarrierCrashes`), as crashesListQuery builds them. */
export type CrashesListQuery = DatesAndState<'crash_date'> & PageParams;

/** The crashes call of a state: date range and state; 50 a page. */
export function crashesListQuery(list: CrashesListState): CrashesListQuery {
  return withPaging(datesAndState('crash_date', list.filters), list.page, PAGE_SIZE);
}

/** The associated carriers call's parameters (`listAssociatedCarriers`): the page, the server's page size. */
export interface AssociationsListQuery {
  page: number;
  'required_associations[]'?: AssociationKind[];
}

/** The associated carriers call of a state: the required kinds and the page (the server's page size). */
export function associationsListQuery(list: AssociationsListState): AssociationsListQuery {
  const query: AssociationsListQuery = { page: Math.max(1, list.page) };
  if (list.filters.kinds.length)
    query['required_associations[]'] = list.filters.kinds.filter(isOneOf(ASSOCIATION_KINDS));
  return query;
}

/** The directory users call's parameters (`listCarrierDirectoryUsers`): only the page. */
export type DirectoryUsersListQuery = PageParams;

/** The directory users call of a state: the page, 50 a page. */
export function directoryUsersListQuery(list: DirectoryUsersListState): DirectoryUsersListQuery {
  return withPaging({}, list.page, PAGE_SIZE);
}

/** The entries of a nested list in the URL (`inspections_page=2` → `page=2`), its prefix taken off. */
export function nestedQuery(prefix: string, query: URLSearchParams): URLSearchParams {
  const own = `${prefix}_`;
  const nested = new URLSearchParams();
  for (const [key, value] of query) if (key.startsWith(own)) nested.set(key.slice(own.length), value);
  return nested;
}

/** The URL query with a nested list's entries replaced by `nested` (prefixed); every other entry stays. */
export function withNestedQuery(prefix: string, query: URLSearchParams, nested: URLSearchParams): URLSearchParams {
  const own = `${prefix}_`;
  const updated = new URLSearchParams([...query].filter(([key]) => !key.startsWith(own)));
  for (const [key, value] of nested) updated.set(`${own}${key}`, value);
  return updated;
}
