import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import type { RouteId } from '../domain';
import { PREFETCHED_ROUTES } from './prefetched-routes';

/**
 * Data before code: each list and detail route's loader starts its first query while the route's
 * chunk loads, so a screen's data no longer waits for its code (README, "Data before code"). The
 * prefetchers are a small chunk of their own, fetched alongside the screen's. A loader never waits
 * for the data itself: the screen shows its own loading state and errors.
 */
type Loaders = Partial<Record<RouteId, LoaderFunction>>;

export function routeLoaders(queryClient: QueryClient): Loaders {
  let prefetchers: Promise<Loaders> | null = null;
  // A chunk that fails to arrive only costs the head start (carrier-portal §8: failed preloads are
  // suppressed); the screen asks for its data itself.
  const load = () =>
    (prefetchers ??= import('./route-prefetch')
      .then((m) => m.routePrefetchers(queryClient))
      .catch((): Loaders => ({})));
  return Object.fromEntries(
    PREFETCHED_ROUTES.map((id): [RouteId, LoaderFunction] => [id, async (args) => (await load())[id]?.(args) ?? null]),
  );
}
