import { rateConfirmationMailQuery } from '../../api/rate-confirmations';
import { defineRouteData } from '../../api/route-data';
import { parseId } from '../../domain';

/** The Rate Confirmation Email Detail screen's first query: the e-mail its address names. */
export const rateConfirmationEmailDetailQueries = (id: number) => ({
  mail: rateConfirmationMailQuery(id),
});

export default defineRouteData({
  // An address that names no id shows "not found" and asks nothing.
  input: ({ params }) => parseId(params.id),
  queries: rateConfirmationEmailDetailQueries,
});
