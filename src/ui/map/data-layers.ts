import L from 'leaflet';
import {
  drawable,
  markerSize,
  markerText,
  type AreaKind,
  type LineKind,
  type MapLayers,
  type MapMarker,
} from './layers';

const LINE: Record<LineKind, L.PolylineOptions> = {
  route: { color: '#3664a1', weight: 3, opacity: 0.85 },
  trail: { color: '#2b8a3e', weight: 2, opacity: 0.9, dashArray: '4 4' },
};

const AREA: Record<AreaKind, L.CircleMarkerOptions> = {
  area: { color: '#3664a1', weight: 1, fillColor: '#4c7fc0', fillOpacity: 0.15 },
  verified: { color: '#2b8a3e', weight: 1.5, fillColor: '#40a05a', fillOpacity: 0.18 },
  deadhead: { color: '#c25e00', weight: 1.5, dashArray: '5 4', fillColor: '#e8890c', fillOpacity: 0.08 },
};

const METERS_PER_MILE = 1609.344;

function markerIcon(marker: MapMarker, className: string): L.DivIcon {
  const [width, height] = markerSize(marker);
  // An element, not an HTML string: the text is data and never parsed as markup.
  const face = document.createElement('span');
  face.setAttribute('aria-hidden', 'true');
  face.dataset.kind = marker.kind;
  face.textContent = markerText(marker);
  return L.divIcon({ className, html: face, iconSize: [width, height], iconAnchor: [width / 2, height / 2] });
}

const ACTIVATING_KEYS = new Set(['Enter', ' ']);

/** A marker with an id hands it to `activate` on a click, and on Enter or Space while it has the focus (it is a button). */
function whenActivated(drawn: L.Marker, id: string, activate: (id: string) => void) {
  drawn.on('click', () => activate(id));
  drawn.on('keydown', (event) => {
    const key = (event as L.LeafletKeyboardEvent).originalEvent;
    if (!ACTIVATING_KEYS.has(key.key)) return;
    key.preventDefault();
    activate(id);
  });
}

/**
 * Draws the screens' layers into `group`: areas under lines under markers. Markers are keyboard
 * reachable buttons named by their label (those with an id call `activate` when clicked or pressed);
 * lines and areas repeat facts the page gives as text, so they only have tooltips.
 */
export function drawLayers(
  group: L.LayerGroup,
  layers: MapLayers,
  markerClass: string,
  activate?: (id: string) => void,
): void {
  const { markers, lines, areas } = drawable(layers);
  for (const area of areas) {
    L.circle([area.latitude, area.longitude], { ...AREA[area.kind], radius: area.radiusMiles * METERS_PER_MILE })
      .bindTooltip(area.label)
      .addTo(group);
  }
  for (const line of lines) {
    const drawn = L.polyline(
      line.points.map((p): L.LatLngTuple => [p.latitude, p.longitude]),
      LINE[line.kind],
    );
    if (line.label) drawn.bindTooltip(line.label, { sticky: true });
    drawn.addTo(group);
  }
  for (const marker of markers) {
    const drawn = L.marker([marker.latitude, marker.longitude], {
      icon: markerIcon(marker, markerClass),
      title: marker.label,
      alt: marker.label,
      keyboard: true,
      riseOnHover: true,
    });
    if (marker.id !== undefined && activate) whenActivated(drawn, marker.id, activate);
    drawn.addTo(group);
  }
}
