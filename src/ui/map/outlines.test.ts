// @vitest-environment jsdom
import L from 'leaflet';
import outlines from 'virtual:map-outlines';
import { describe, expect, it } from 'vitest';
import { OUTLINE_BOUNDS, outlineSvg, outlineZoom } from './outlines';

const svg = outlineSvg(document);
const paths = [...svg.querySelectorAll('path')];

describe('outlineSvg (the shipped outlines, projected at build time)', () => {
  it('draws land, then lakes over it, then state, coast and country lines', () => {
    expect(paths.map((p) => p.dataset.shape)).toEqual(['land', 'lakes', 'subunitLines', 'coastLines', 'countryLines']);
    for (const path of paths) expect(path.getAttribute('d')).toMatch(/^M\d+ \d+l/);
  });

  it('fills land and lakes, strokes the lines without fill', () => {
    const [land, lakes, ...lines] = paths;
    expect(land!.getAttribute('fill')).toBe('#fbfaf6');
    expect(lakes!.getAttribute('fill')).toBe('#dbe6ef');
    for (const filled of [land!, lakes!]) expect(filled.hasAttribute('stroke')).toBe(false);
    for (const line of lines) expect(line.getAttribute('fill')).toBe('none');
  });

  it('keeps the lines as many screen pixels wide at every zoom: a unit of the paths is 2^(zoom − 7) pixels', () => {
    const widths = () => paths.slice(2).map((p) => Number(p.getAttribute('stroke-width')));
    outlineZoom(svg, 7);
    expect(widths()).toEqual([0.8, 0.8, 1.4]);
    outlineZoom(svg, 5);
    expect(widths()).toEqual([3.2, 3.2, 5.6]);
    outlineZoom(svg, 9.5);
    expect(widths().map((w) => w * 2 ** 2.5)).toEqual([0.8, 0.8, 1.4].map((w) => expect.closeTo(w, 9)));
    // Country lines darker and wider than state lines.
    expect(widths()[2]).toBeGreaterThan(widths()[0]!);
  });

  it('is stretched to the box Leaflet gives it, which is where Leaflet projects its bounds', () => {
    expect(svg.getAttribute('preserveAspectRatio')).toBe('none');
    expect(svg.getAttribute('viewBox')).toBe(outlines.viewBox.join(' '));
    const [x, y, width, height] = outlines.viewBox;
    // The overlay is placed at the projection of its bounds: at the paths' zoom, that is their box.
    const [[south, west], [north, east]] = OUTLINE_BOUNDS;
    const topLeft = L.CRS.EPSG3857.latLngToPoint(L.latLng(north, west), 7);
    const bottomRight = L.CRS.EPSG3857.latLngToPoint(L.latLng(south, east), 7);
    expect(topLeft.x).toBeCloseTo(x, 6);
    expect(topLeft.y).toBeCloseTo(y, 6);
    expect(bottomRight.x - topLeft.x).toBeCloseTo(width, 6);
    expect(bottomRight.y - topLeft.y).toBeCloseTo(height, 6);
  });

  it('covers North America, from the Aleutians to Newfoundland and from Panama’s north to the Arctic', () => {
    const [[south, west], [north, east]] = OUTLINE_BOUNDS;
    expect(west).toBeLessThan(-170);
    expect(east).toBeGreaterThan(-55);
    expect(south).toBeLessThan(16);
    expect(north).toBeGreaterThan(80);
  });
});
