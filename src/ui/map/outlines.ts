import outlines from 'virtual:map-outlines';

/** The shipped outlines (virtual:map-outlines): path data projected at build time, and their box. */
export type OutlinePaths = typeof outlines;

type Shape = 'land' | 'lakes' | 'subunitLines' | 'coastLines' | 'countryLines';

// Calm and readable: light land on a soft water blue (the map's own background, map.module.css),
// thin grey state lines, darker country lines. Widths are screen pixels at every zoom (outlineZoom).
const LOOK: readonly [Shape, Record<string, string>][] = [
  ['land', { fill: '#fbfaf6' }],
  ['lakes', { fill: '#dbe6ef' }],
  ['subunitLines', { stroke: '#b9c0c7', 'stroke-width': '0.8' }],
  ['coastLines', { stroke: '#9fb3c4', 'stroke-width': '0.8' }],
  ['countryLines', { stroke: '#7d8791', 'stroke-width': '1.4' }],
];

const SVG = 'http://www.w3.org/2000/svg';

/**
 * The outlines as one SVG, a path per shape in drawing order, stretched to whatever box it is given
 * (Leaflet's SVG overlay sizes it to its bounds at each zoom). Call outlineZoom at each zoom to keep
 * the lines as thin as drawn.
 */
export function outlineSvg(doc: Document, paths: OutlinePaths = outlines): SVGSVGElement {
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', paths.viewBox.join(' '));
  svg.setAttribute('preserveAspectRatio', 'none');
  svg.setAttribute('aria-hidden', 'true');
  for (const [shape, look] of LOOK) {
    const path = doc.createElementNS(SVG, 'path');
    path.setAttribute('d', paths[shape]);
    path.setAttribute('data-shape', shape);
    // Land with lakes cut out draws them as holes, as Leaflet's own paths did.
    path.setAttribute('fill-rule', 'evenodd');
    if (look.stroke) {
      path.setAttribute('fill', 'none');
      path.setAttribute('stroke-linejoin', 'round');
      path.setAttribute('stroke-linecap', 'round');
    }
    for (const [name, value] of Object.entries(look)) path.setAttribute(name, value);
    svg.append(path);
  }
  return svg;
}

/**
 * Keeps the lines of `svg` (outlineSvg) as many screen pixels wide at `zoom` as drawn: a unit of the
 * paths is 2^(zoom − paths.zoom) pixels there. (CSS's non-scaling-stroke does the same for any
 * scale, but Chrome then strokes the whole path in screen space at each layout and paint: a load of
 * Load detail or a vehicle, whose maps are wide, painted 250 ms later.)
 */
export function outlineZoom(svg: SVGSVGElement, zoom: number, paths: OutlinePaths = outlines): void {
  const unit = 2 ** (zoom - paths.zoom);
  for (const [shape, look] of LOOK) {
    const width = look['stroke-width'];
    if (width) svg.querySelector(`[data-shape="${shape}"]`)?.setAttribute('stroke-width', String(Number(width) / unit));
  }
}

/** Where the outlines lie on the ground: [[south, west], [north, east]]. */
export const OUTLINE_BOUNDS = outlines.bounds;
