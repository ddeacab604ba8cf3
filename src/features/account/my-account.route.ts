import type { CurrentUserResponse } from '../../api';
import {
  actorFeatureFlagsQuery,
  invitationsPageQuery,
  oauthApplicationsQuery,
  userSearchQuery,
  usersPageQuery,
} from '../../api/account';
import { paymentMethodsQuery, plansQuery } from '../../api/billing';
import { changeOrdersPageQuery, reportsQuery } from '../../api/company';
import { defineRouteData } from '../../api/route-data';
import { teamsPageQuery } from '../../api/teams';
import {
  ACCOUNT_TABS,
  PAGED_LIST,
  USERS_LIST,
  changeOrdersListQuery,
  invitationsListQuery,
  listStateFromUrl,
  tabIndexFromUrl,
  teamsListQuery,
  usersListQuery,
  type AccountTab,
  type PagedListState,
  type UsersListState,
} from '../../domain';

/** What My Account shows from its address: the open tab (`?tab=N`) and its list's state. */
export interface MyAccountInput {
  tab: AccountTab;
  /** The page of the Profile's change orders, the Invitations and the Teams (the paged list). */
  paged: PagedListState;
  /** The Users tab's page, permission filter and search. */
  users: UsersListState;
}

/**
 * Each tab's parts ask their queries from here, from the piece of the address (and the user) each
 * reads; a null one is not asked (no company, no API access in the plan, no search typed).
 */
export const myAccountParts = {
  /** Profile's company section (with a company) and Plan and billing: the plans on sale. */
  plans: () => plansQuery(),
  /** Profile's features: the user's flags and, with a company, the company's. */
  userFlags: (userId: number) => actorFeatureFlagsQuery('User', userId),
  companyFlags: (companyId: number | null) =>
    companyId === null ? null : actorFeatureFlagsQuery('Company', companyId),
  /** Profile's change orders, one page. */
  changeOrders: (list: PagedListState) => changeOrdersPageQuery(changeOrdersListQuery(list)),
  /** Users: the page (asked even while a search shows its matches instead) and the search once typed. */
  users: (list: UsersListState) => usersPageQuery(usersListQuery(list)),
  userSearch: (term: string) => (term.trim() === '' ? null : userSearchQuery(term)),
  invitations: (list: PagedListState) => invitationsPageQuery(invitationsListQuery(list)),
  /** Teams belong to a company: none is asked without one. */
  teams: (list: PagedListState, companyId: number | null) =>
    companyId === null ? null : teamsPageQuery(teamsListQuery(list, companyId)),
  paymentMethods: () => paymentMethodsQuery(),
  reports: () => reportsQuery(),
  /** Integrations' API applications, with the paywall's can_api only. */
  oauthApplications: (canApi: boolean) => (canApi ? oauthApplicationsQuery() : null),
};

/**
 * My Account's first queries: those of the tab the address opens (its list page, the plans, the
 * reports…). The tabs show nothing but Reports until the user is known; the loader knows it.
 */
export function myAccountQueries({ tab, paged, users }: MyAccountInput, current: CurrentUserResponse | null) {
  const user = current?.user ?? null;
  const companyId = user?.company?.id ?? null;
  const parts = myAccountParts;
  const on = (open: AccountTab) => tab === open && user !== null;
  return {
    // The Profile's company section shows the plan's name: with a company only.
    plans: (on('profile') && companyId !== null) || on('billing') ? parts.plans() : null,
    userFlags: user && on('profile') ? parts.userFlags(user.id) : null,
    companyFlags: on('profile') ? parts.companyFlags(companyId) : null,
    changeOrders: on('profile') ? parts.changeOrders(paged) : null,
    users: on('users') ? parts.users(users) : null,
    userSearch: on('users') ? parts.userSearch(users.filters.q) : null,
    invitations: on('invitations') ? parts.invitations(paged) : null,
    teams: on('teams') ? parts.teams(paged, companyId) : null,
    paymentMethods: on('billing') ? parts.paymentMethods() : null,
    reports: tab === 'reports' ? parts.reports() : null,
    oauthApplications: user && on('integrations') ? parts.oauthApplications(user.paywall.can_api) : null,
  };
}

export default defineRouteData<MyAccountInput>({
  input: ({ query }) => ({
    tab: ACCOUNT_TABS[tabIndexFromUrl(query.get('tab'), ACCOUNT_TABS.length)] ?? 'profile',
    paged: listStateFromUrl(PAGED_LIST, query),
    users: listStateFromUrl(USERS_LIST, query),
  }),
  queries: myAccountQueries,
});
