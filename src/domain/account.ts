/**
 * My Account (carrier-portal §2, §4, §7, §9): its tabs by index in the URL, the calls of its lists,
 * and the rules of invitations, teams and change orders.
 */
import type { Brand } from './brand';
import { PAGE_SIZE } from './constants';
import type { ListSpec, ListState } from './list-url-state';
import { isOneOf, withPaging, type PageParams } from './query-params';
import { MANAGE_USERS, SCOPES, type ScopeName } from './scopes';

/** My Account's tabs in URL order: `?tab=4` is Plan and billing, where an expired company is sent. */
export const ACCOUNT_TABS = ['profile', 'users', 'invitations', 'teams', 'billing', 'reports', 'integrations'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/**
 * The tab an expired subscription or trial is sent to: `ACCOUNT_TABS[EXPIRED_ACCOUNT_TAB]` (carrier-portal
 * §9: index 4), written out so that the module has no top-level expression to keep (a test ties the two).
 * @internal
 */
export const EXPIRED_TAB: AccountTab = 'billing';

/** A tab index from the URL: a whole number below `count`, written plainly ("4"); anything else is 0. */
export function tabIndexFromUrl(raw: string | null, count: number): number {
  if (raw === null || !/^(0|[1-9]\d{0,2})$/.test(raw)) return 0;
  const index = Number(raw);
  return index < count ? index : 0;
}

// The lists of My Account share the URL with the tab index (`?tab=1&scope=sourcing&page=2`), one
// list per tab; their specs have one tab of their own, so `tab` stays the account's.
const ONE_TAB = ['list'] as const;

/** The Users tab: optional scope filter and a search term (carrier-portal §7, 50 a page by first name). */
export const USERS_LIST: ListSpec<
  'list',
  { scope: { kind: 'enumList'; values: readonly string[] }; q: { kind: 'text'; maxLength: number } }
> = {
  tabs: ONE_TAB,
  sorts: [],
  filters: { scope: { kind: 'enumList', values: SCOPES }, q: { kind: 'text', maxLength: 100 } },
};
export type UsersListState = ListState<'list', (typeof USERS_LIST)['filters']>;

/** The users call's parameters (GET users), as usersListQuery builds them. */
export interface UsersListQuery extends PageParams {
  'q[s]': 'first_name asc';
  'q[user_scopes_scope_eq]'?: ScopeName;
}

/** The users call: sorted by first name, 50 a page, only holders of the chosen scope when one is. */
export function usersListQuery(state: UsersListState): UsersListQuery {
  const scope = state.filters.scope[0];
  return withPaging(
    { 'q[s]': 'first_name asc', ...(isOneOf(SCOPES)(scope) ? { 'q[user_scopes_scope_eq]': scope } : {}) },
    state.page,
  );
}

/** The Invitations, Teams and change-order lists: pages only. */
export const PAGED_LIST: ListSpec<'list', Record<string, never>> = { tabs: ONE_TAB, sorts: [], filters: {} };
export type PagedListState = ListState<'list', Record<string, never>>;

/** The invitations call's parameters (GET user_invitations). */
export interface InvitationsListQuery extends PageParams {
  'q[s]': 'delivered_at desc';
}

/** The invitations call: last delivered first, 50 a page. */
export function invitationsListQuery(state: PagedListState): InvitationsListQuery {
  return withPaging({ 'q[s]': 'delivered_at desc' }, state.page);
}

/** The teams call's parameters (GET teams). */
export interface TeamsListQuery extends PageParams {
  'q[company_id_eq]': number;
  'q[s]': 'id desc';
}

/** The teams call (monitoring §7): the company's teams, id descending, 50 a page. */
export function teamsListQuery(state: PagedListState, companyId: number): TeamsListQuery {
  return withPaging({ 'q[company_id_eq]': companyId, 'q[s]': 'id desc' }, state.page);
}

/** The change orders call's parameters (GET company_change_orders). */
export interface ChangeOrdersListQuery extends PageParams {
  'q[s]': 'created_at desc';
}

/** The change orders call: newest first, 50 a page, every status. */
export function changeOrdersListQuery(state: PagedListState): ChangeOrdersListQuery {
  return withPaging({ 'q[s]': 'created_at desc' }, state.page, PAGE_SIZE);
}

/** The site an invitation is sent for: the brand the manager works in (the watchdog brand sends its own). */
export function siteOfBrand(brand: Brand): 'broker_portal' | 'watchdog' {
  return brand === 'watchdog' ? 'watchdog' : 'broker_portal';
}

/** What can be done with an invitation: an accepted one is done with; the others can be resent or withdrawn. */
export function invitationActions(status: string): { resend: boolean; withdraw: boolean } {
  const open = status === 'pending' || status === 'expired';
  return { resend: open, withdraw: open };
}

/** One membership change of a team (monitoring §3): add a user, or remove a membership with `_destroy: 1`. */
export type TeamUserChange = { user_id: number } | { id: number; user_id: number; _destroy: 1 };

/** The nested attributes that add these users to a team, leaving out those already in it. */
export function addTeamUsers(members: readonly { user_id: number }[], userIds: readonly number[]): TeamUserChange[] {
  const present = new Set(members.map((m) => m.user_id));
  return [...new Set(userIds)].filter((id) => !present.has(id)).map((user_id) => ({ user_id }));
}

/** The nested attribute that removes one membership. */
export function removeTeamUser(member: { id: number; user_id: number }): TeamUserChange {
  return { id: member.id, user_id: member.user_id, _destroy: 1 };
}

/** Why a user may not decide a change order, or null when they may (approve and reject alike). */
export function changeOrderReviewBlock(
  order: { status: string; requested_by: { id: number } },
  user: { id: number; scopes: readonly string[] },
): string | null {
  if (order.status !== 'pending') return 'This change order has been decided.';
  if (order.requested_by.id === user.id) return 'You requested this change, so another manager has to review it.';
  if (!user.scopes.includes(MANAGE_USERS)) return 'Only a user who can manage users may approve or reject it.';
  return null;
}
