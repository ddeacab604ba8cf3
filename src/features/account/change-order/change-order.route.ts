import { changeOrderQuery } from '../../../api/company';
import { defineRouteData } from '../../../api/route-data';
import { parseId } from '../../../domain';

/** The Company Change Order screen's first query: the order its address names. */
export const changeOrderQueries = (id: number) => ({
  order: changeOrderQuery(id),
});

export default defineRouteData({
  // An address that names no id shows "not found" and asks nothing.
  input: ({ params }) => parseId(params.id),
  queries: changeOrderQueries,
});
