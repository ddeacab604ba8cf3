import { savedSearchesQuery } from '../../api/saved-searches';
import { defineRouteData } from '../../api/route-data';

/** Saved Searches' first query: the user's saved searches (every tab shows the same list, filtered). */
export const savedSearchesQueries = () => ({ list: savedSearchesQuery() });

export default defineRouteData({
  input: () => ({}),
  queries: savedSearchesQueries,
});
