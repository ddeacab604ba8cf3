import { rateConfirmationMailsPageQuery } from '../../api/rate-confirmations';
import { listInput } from '../../api/list-input';
import { defineRouteData } from '../../api/route-data';
import {
  RATE_CONFIRMATION_EMAILS_LIST,
  rateConfirmationEmailsListQuery,
  type RateConfirmationEmailsListState,
} from '../../domain';

/** The Rate Confirmation Emails screen's first query: the page of the list, subject and sort the address names. */
export const rateConfirmationEmailsQueries = (state: RateConfirmationEmailsListState) => ({
  list: rateConfirmationMailsPageQuery(rateConfirmationEmailsListQuery(state)),
});

export default defineRouteData({
  input: (address) => listInput(RATE_CONFIRMATION_EMAILS_LIST, address),
  queries: rateConfirmationEmailsQueries,
});
