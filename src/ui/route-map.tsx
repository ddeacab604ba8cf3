import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { env } from '../lib/env';
import classes from './route-map.module.css';

export interface MapStop {
  sequence: number;
  kind: 'pickup' | 'delivery';
  latitude: number;
  longitude: number;
  label: string;
}

export interface MapPosition {
  latitude: number;
  longitude: number;
  label: string;
}

interface Props {
  /** The region's accessible name ("Route of load 50001"). */
  label: string;
  stops: readonly MapStop[];
  /** A vehicle's recorded positions, oldest first. */
  trace?: readonly MapPosition[];
  height?: number;
}

const onEarth = (p: { latitude: number; longitude: number }) =>
  Number.isFinite(p.latitude) &&
  Number.isFinite(p.longitude) &&
  Math.abs(p.latitude) <= 90 &&
  Math.abs(p.longitude) <= 180;

/**
 * A load's route on a Leaflet map: numbered stops (P for pickups, D for deliveries: shape and letter,
 * not colour alone) joined in route order, and the vehicle's recorded positions as a thin trail.
 * Tiles come from VITE_MAP_TILE_URL; without it the map is a plain background (nothing is fetched
 * from the internet, as in tests). The stops list beside the map carries the same facts as text.
 * Leaflet is the default export of its own module, so this component is loaded lazily.
 */
export default function RouteMap({ label, stops, trace = [], height = 320 }: Props) {
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = element.current;
    if (!container) return undefined;
    // Half-step zooms let a long route fill the map instead of snapping out to half its size.
    const map = L.map(container, {
      zoomControl: true,
      zoomSnap: 0.5,
      attributionControl: Boolean(env.mapAttribution),
    });
    L.control.scale({ imperial: true, metric: false, position: 'bottomleft' }).addTo(map);
    if (env.mapTileUrl) L.tileLayer(env.mapTileUrl, { attribution: env.mapAttribution, maxZoom: 18 }).addTo(map);

    const placed = stops.filter(onEarth);
    const trail = trace.filter(onEarth);
    const points: L.LatLngExpression[] = [];
    if (placed.length > 1) {
      L.polyline(
        placed.map((s) => [s.latitude, s.longitude]),
        { color: '#3664a1', weight: 3, opacity: 0.8 },
      ).addTo(map);
    }
    if (trail.length > 0) {
      L.polyline(
        trail.map((p) => [p.latitude, p.longitude]),
        { color: '#2b8a3e', weight: 2, dashArray: '4 4' },
      ).addTo(map);
      const last = trail[trail.length - 1]!;
      L.circleMarker([last.latitude, last.longitude], { radius: 6, color: '#2b8a3e', fillOpacity: 0.9 })
        .bindTooltip(last.label)
        .addTo(map);
      points.push(...trail.map((p): L.LatLngTuple => [p.latitude, p.longitude]));
    }
    for (const stop of placed) {
      const icon = L.divIcon({
        className: classes.marker,
        html: `<span aria-hidden="true" data-kind="${stop.kind === 'pickup' ? 'pickup' : 'delivery'}">${stop.kind === 'pickup' ? 'P' : 'D'}${Math.trunc(Number(stop.sequence)) || ''}</span>`,
        iconSize: [30, 22],
        iconAnchor: [15, 11],
      });
      L.marker([stop.latitude, stop.longitude], { icon, title: stop.label, alt: stop.label, keyboard: true }).addTo(
        map,
      );
      points.push([stop.latitude, stop.longitude]);
    }
    if (points.length > 0) map.fitBounds(L.latLngBounds(points), { padding: [28, 28], maxZoom: 12 });
    else map.setView([39.5, -98.35], 4);
    return () => {
      map.remove();
    };
  }, [stops, trace]);

  return <div ref={element} role="region" aria-label={label} className={classes.map} style={{ height }} />;
}
