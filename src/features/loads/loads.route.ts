import { loadsPageQuery } from '../../api/lists';
import { listInput } from '../../api/list-input';
import { defineRouteData } from '../../api/route-data';
import type { CurrentUserResponse } from '../../api';
import { LOADS_LIST, loadsListQuery, type LoadsListState } from '../../domain';

/** The Loads screen's first query: the page of the tab, filters and sort the address names. */
export const loadsQueries = (state: LoadsListState, user: CurrentUserResponse | null) => ({
  // "My loads" filters by the signed-in user's id.
  list: loadsPageQuery(loadsListQuery(state, user?.user.id ?? null)),
});

export default defineRouteData({
  input: (address) => listInput(LOADS_LIST, address),
  queries: loadsQueries,
});
