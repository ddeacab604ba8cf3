import { loadQuery } from '../../api/loads';
import { defineRouteData } from '../../api/route-data';
import { parseId } from '../../domain';

/** The Load Detail screen's first query: the load its address names (its logs, trace… follow the load). */
export const loadDetailQueries = (id: number) => ({
  load: loadQuery(id),
});

export default defineRouteData({
  // An address that names no id shows "not found" and asks nothing.
  input: ({ params }) => parseId(params.id),
  queries: loadDetailQueries,
});
