import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { connectionsPageQuery, shownPage, subscriptionsPageQuery, useCurrentUser } from '../../api';
import { carrierListsSpec, vettingPermissions, type FilterSetList } from '../../domain';
import { useListUrlState } from '../../ui/use-list-url-state';
import { carrierListPageQueries, carrierListRequest, carrierListsArrivalQueries } from './carrier-lists.route';
import { useDefaultFilters } from './use-default-filters';

/**
 * What a carrier list screen reads: the URL state (tabs by plan: the assessment tabs need rules),
 * the default filters applied on arrival, the one call the tab makes (connections for a list tab,
 * subscriptions for an assessment tab) with the opensearch flag, and what this user may change.
 * The queries are the route data's (carrier-lists.route.ts), which the route's loader started.
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
  const arrival = carrierListsArrivalQueries(list, current ?? null);
  const defaults = useDefaultFilters({
    list,
    user,
    queries: arrival,
    restoring: url.restoring,
    apply,
  });

  const request = carrierListRequest(url.state, current ?? null);
  const ready = !url.restoring && !defaults.waiting;
  const page = carrierListPageQueries(request, !ready);
  // Both calls are hooks, so both are always made; the one the tab does not make asks nothing.
  const connections = useQuery(
    page.connections ?? {
      ...connectionsPageQuery(request.call === 'connections' ? request.params : {}),
      enabled: false,
    },
  );
  const subscriptions = useQuery(
    page.subscriptions ?? {
      ...subscriptionsPageQuery(request.call === 'subscriptions' ? request.params : {}),
      enabled: false,
    },
  );
  const permissions = user ? vettingPermissions(user) : null;
  return {
    ...url,
    spec,
    canRule,
    ready,
    defaults,
    classifications: arrival.classifications,
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
