import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
// Part of the prefetchers' own chunk (route-prefetch.ts), so these calls stay out of the initial JS.
import { invitationsPageQuery, usersPageQuery } from '../api/account';
import { paymentMethodsQuery, plansQuery } from '../api/billing';
import { changeOrderQuery, changeOrdersPageQuery, reportsQuery } from '../api/company';
import { teamsPageQuery } from '../api/teams';
import { loaderUser } from '../api/session';
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
  type RouteId,
} from '../domain';
import { detailLoader } from './prefetch-kit';

/** My Account's loader: the first calls of the tab the URL opens (its list page, the plan, the reports). */
function myAccountLoader(queryClient: QueryClient): LoaderFunction {
  return async ({ request }) => {
    const query = new URL(request.url).searchParams;
    const paged = listStateFromUrl(PAGED_LIST, query);
    switch (ACCOUNT_TABS[tabIndexFromUrl(query.get('tab'), ACCOUNT_TABS.length)]) {
      case 'profile':
        void queryClient.prefetchQuery(changeOrdersPageQuery(changeOrdersListQuery(paged)));
        void queryClient.prefetchQuery(plansQuery());
        break;
      case 'users': {
        const state = listStateFromUrl(USERS_LIST, query);
        // A search asks searchCompanyUsers instead, as the screen does.
        if (state.filters.q === '') void queryClient.prefetchQuery(usersPageQuery(usersListQuery(state)));
        break;
      }
      case 'invitations':
        void queryClient.prefetchQuery(invitationsPageQuery(invitationsListQuery(paged)));
        break;
      case 'teams': {
        const data = await loaderUser(queryClient);
        const companyId = data?.user.company?.id;
        if (companyId) void queryClient.prefetchQuery(teamsPageQuery(teamsListQuery(paged, companyId)));
        break;
      }
      case 'billing':
        void queryClient.prefetchQuery(paymentMethodsQuery());
        void queryClient.prefetchQuery(plansQuery());
        break;
      case 'reports':
        void queryClient.prefetchQuery(reportsQuery());
        break;
      default:
        break;
    }
    return null;
  };
}

/** What My Account and a change order start early. */
export function accountPrefetchers(queryClient: QueryClient): Partial<Record<RouteId, LoaderFunction>> {
  return {
    myAccount: myAccountLoader(queryClient),
    companyChangeOrder: detailLoader((id) => queryClient.prefetchQuery(changeOrderQuery(id))),
  };
}
