import { useCallback, useMemo } from 'react';
import { shownPage, useConnectionsPage, useCurrentUser, useSubscriptionsPage } from '../../api';
import {
  OPENSEARCH_FLAG,
  carrierListsRequest,
  carrierListsSpec,
  isFeatureEnabled,
  vettingPermissions,
  type FilterSetList,
} from '../../domain';
import { useListUrlState } from '../../ui/use-list-url-state';
import { useDefaultFilters } from './use-default-filters';

const NO_FLAGS = { user: [], company: [] };

/**
 * What a carrier list screen reads: the URL state (tabs by plan: the assessment tabs need rules),
 * the default filters applied on arrival, the one call the tab makes (connections for a list tab,
 * subscriptions for an assessment tab) with the opensearch flag, and what this user may change.
 */
export function useCarrierLists(list: FilterSetList) {
  const current = useCurrentUser().data;
  const user = current?.user;
  const canRule = user?.paywall.can_rule ?? false;
  const spec = useMemo(() => carrierListsSpec(canRule), [canRule]);
  const url = useListUrlState(spec);
  const { setFilters } = url;
  const apply = useCallback(
    (filters: { classifications: number[] }) => setFilters(filters, { replace: true }),
    [setFilters],
  );
  const defaults = useDefaultFilters({
    list,
    user,
    restoring: url.restoring,
    apply,
  });

  const opensearch = isFeatureEnabled(current?.feature_flags ?? NO_FLAGS, OPENSEARCH_FLAG);
  const request = carrierListsRequest(url.state, { opensearch });
  const ready = !url.restoring && !defaults.waiting;
  // Both calls are hooks, so both are always made; the one the tab does not make asks nothing.
  const connections = useConnectionsPage(
    request.call === 'connections' ? request.params : {},
    ready && request.call === 'connections',
  );
  const subscriptions = useSubscriptionsPage(
    request.call === 'subscriptions' ? request.params : {},
    ready && request.call === 'subscriptions',
  );
  const permissions = user ? vettingPermissions(user) : null;
  return {
    ...url,
    spec,
    canRule,
    ready,
    defaults,
    companyId: user?.company?.id ?? null,
    userId: user?.id ?? null,
    call: request.call,
    connections,
    connectionPage: shownPage(connections),
    subscriptions,
    subscriptionPage: shownPage(subscriptions),
    permissions,
  };
}
