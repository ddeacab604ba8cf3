import { useQuery } from '@tanstack/react-query';
import { osrmRouteUrl, roadRouteOf, type RoutePoint } from '../domain';
import { env } from '../lib/env';

/**
 * The road route through points in order, from the routing server (OSRM's route service), or null:
 * no server configured, too few points, or any failure (the vendor's error is not the broker's: the
 * map then joins the points with straight lines, and nothing is reported to the user). The request
 * carries no token, cookie or referrer: the routing server is not ours.
 */
export async function fetchRoadRoute(
  base: string,
  points: readonly RoutePoint[],
  signal?: AbortSignal,
): Promise<RoutePoint[] | null> {
  const url = osrmRouteUrl(base, points);
  if (url === null) return null;
  try {
    const response = await fetch(url, { signal, credentials: 'omit', referrerPolicy: 'no-referrer' });
    return response.ok ? roadRouteOf(await response.json()) : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

/**
 * A map's road route through its points (a load's stops, a lane's ends), asked once per set of
 * points and kept for the visit; null until it comes and whenever there is none to draw.
 */
export function useRoadRoute(points: readonly RoutePoint[]): RoutePoint[] | null {
  const query = useQuery({
    // Hashed by value: the same stops ask once, whichever screen draws them.
    queryKey: ['directions', env.routingUrl, points.map((p) => [p.latitude, p.longitude])],
    queryFn: ({ signal }) => fetchRoadRoute(env.routingUrl, points, signal),
    enabled: osrmRouteUrl(env.routingUrl, points) !== null,
    staleTime: Infinity,
    retry: false,
  });
  return query.data ?? null;
}
