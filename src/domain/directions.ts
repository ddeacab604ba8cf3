import { decodePolyline } from './polyline';

/** A point on the map. */
export interface RoutePoint {
  latitude: number;
  longitude: number;
}

// The spec's "map route avoid radius 1000" (carrier-portal §9, monitoring §7) has no place here:
// OSRM's route service takes no avoid radius, so the portal sends none (README, "Real services").

/** OSRM takes at most this many waypoints on a public server's default setting. */
export const MAX_ROUTE_POINTS = 25;

const onEarth = (p: RoutePoint) =>
  Number.isFinite(p.latitude) &&
  Number.isFinite(p.longitude) &&
  Math.abs(p.latitude) <= 90 &&
  Math.abs(p.longitude) <= 180;

/**
 * The OSRM route request for points in order (http://project-osrm.org/docs/v5.24.0/api/#route-service):
 * `{base}/route/v1/driving/{lon},{lat};{lon},{lat}?overview=full&geometries=polyline`, coordinates
 * longitude first, 6 decimals. Null when fewer than two points can be drawn or more than OSRM takes.
 */
export function osrmRouteUrl(base: string, points: readonly RoutePoint[]): string | null {
  const drawable = points.filter(onEarth);
  if (base.trim() === '' || drawable.length < 2 || drawable.length > MAX_ROUTE_POINTS) return null;
  const coordinates = drawable.map((p) => `${p.longitude.toFixed(6)},${p.latitude.toFixed(6)}`).join(';');
  return `${base.trim().replace(/\/+$/, '')}/route/v1/driving/${coordinates}?overview=full&geometries=polyline`;
}

/**
 * The road route of an OSRM answer (`{ code: "Ok", routes: [{ geometry: "<polyline, precision 5>" }] }`)
 * as points, or null for any other answer (`NoRoute`, an error body, a route of fewer than two points):
 * the map then joins the stops with straight lines.
 */
export function roadRouteOf(body: unknown): RoutePoint[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, routes } = body as { code?: unknown; routes?: unknown };
  if (code !== 'Ok' || !Array.isArray(routes)) return null;
  const geometry = (routes[0] as { geometry?: unknown } | undefined)?.geometry;
  if (typeof geometry !== 'string') return null;
  const points = decodePolyline(geometry).map(([latitude, longitude]) => ({ latitude, longitude }));
  return points.length >= 2 && points.every(onEarth) ? points : null;
}
