import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
// Its own chunk (route-loaders.ts imports it lazily), so the screens' first calls stay out of the initial JS.
import type { RouteId } from '../domain';
import { accountPrefetchers } from './account-prefetch';
import { carrierPrefetchers } from './carrier-prefetch';
import { monitoringPrefetchers } from './monitoring-prefetch';
import { searchPrefetchers } from './search-prefetch';

/** What each list and detail route starts before its screen's code has arrived, by area. */
export function routePrefetchers(queryClient: QueryClient): Partial<Record<RouteId, LoaderFunction>> {
  return {
    ...searchPrefetchers(queryClient),
    ...monitoringPrefetchers(queryClient),
    ...carrierPrefetchers(queryClient),
    ...accountPrefetchers(queryClient),
  };
}
