import { ALERT_POLL_INTERVAL_MS } from '../domain';
import { useCurrentUser } from './session';
import { useCountTickets } from './tickets';

/**
 * How many new alerts there are: the one number the navigation badge and Home's card show, from one
 * query (`countTickets` with status new, the spec's periodic alert count, every 4 minutes), so both
 * read the same answer and Home sends no request of its own. Nothing is asked without the dashboard
 * in the plan (paywall can_load_dashboard).
 */
export function useNewAlertsCount() {
  const { data: user } = useCurrentUser();
  const enabled = user?.user.paywall.can_load_dashboard === true;
  const query = useCountTickets(
    { status: 'new' },
    { query: { enabled, refetchInterval: ALERT_POLL_INTERVAL_MS, refetchIntervalInBackground: true } },
  );
  return {
    count: enabled ? query.data?.count : undefined,
    isPending: enabled && query.isPending,
    isError: query.isError,
    error: query.error,
  };
}
