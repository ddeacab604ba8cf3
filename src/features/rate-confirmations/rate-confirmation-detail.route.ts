import { rateConfirmationQuery } from '../../api/rate-confirmations';
import { defineRouteData } from '../../api/route-data';
import { parseId } from '../../domain';

/** The Rate Confirmation Detail screen's first query: the confirmation its address names. */
export const rateConfirmationDetailQueries = (id: number) => ({
  rateConfirmation: rateConfirmationQuery(id),
});

export default defineRouteData({
  // An address that names no id shows "not found" and asks nothing.
  input: ({ params }) => parseId(params.id),
  queries: rateConfirmationDetailQueries,
});
