import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { startRouteData, type RouteData } from '../api/route-data';
import { loaderUser } from '../api/session';
import type { RouteId } from '../domain/routes';
import { accessFor } from './guards';
import { ROUTE_DATA } from './screens';

/** The router's basename: the screens' route data reads the path under it. */
const BASENAME = '/broker';

// Every screen's route data (features/**/<screen>.route.ts), each a small chunk of its own.
const modules = import.meta.glob<{ default: RouteData<unknown> }>('../features/**/*.route.ts');

/**
 * Data before code (README): each route with route data gets a loader that starts its screen's first
 * queries while the screen's chunk loads, so the data does not wait for the code. It waits for the
 * user the root loader is refreshing and starts nothing the guard will refuse. A route-data chunk
 * that fails to arrive only costs the head start (carrier-portal §8: failed preloads are suppressed);
 * the screen asks for its data itself. A loader never waits for the data.
 */
export function routeLoaders(queryClient: QueryClient): Partial<Record<RouteId, LoaderFunction>> {
  const loaderOf =
    (id: RouteId, module: string): LoaderFunction =>
    async ({ request, params }) => {
      const url = new URL(request.url);
      const path = url.pathname.slice(BASENAME.length) || '/';
      const [data, user] = await Promise.all([
        modules[`../${module}`]?.().then(
          (m) => m.default,
          () => null,
        ) ?? null,
        loaderUser(queryClient),
      ]);
      if (!data) return null;
      if (accessFor(id, user ?? undefined, { pathname: path, search: url.search, state: null }).kind !== 'allow')
        return null;
      startRouteData(queryClient, data, { path, query: url.searchParams, params }, user);
      return null;
    };
  return Object.fromEntries(Object.entries(ROUTE_DATA).map(([id, module]) => [id, loaderOf(id as RouteId, module)]));
}
