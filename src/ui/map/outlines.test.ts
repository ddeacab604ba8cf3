// @vitest-environment node
import type { MultiLineString } from 'geojson';
import { describe, expect, it } from 'vitest';
import { northAmericaOutlines, outlineShapes } from './outlines';

const shapes = outlineShapes();

/** Whether a line runs along the 49th parallel somewhere on the prairies (the US–Canada border). */
function runsAlong49th(lines: MultiLineString): boolean {
  return lines.coordinates.some((line) =>
    line.some((p, i) => {
      const q = line[i + 1];
      if (!q) return false;
      const [x1 = 0, y1 = 0] = p;
      const [x2 = 0, y2 = 0] = q;
      return Math.abs(y1 - 49) < 0.05 && Math.abs(y2 - 49) < 0.05 && x1 > -110 && x1 < -100 && x2 > -110 && x2 < -100;
    }),
  );
}

describe('outlineShapes (from virtual:map-outlines, reduced by the build plugin)', () => {
  it('fills the three countries as land and the large lakes as water', () => {
    expect(shapes.land.features.map((f) => f.id)).toEqual(['USA', 'CAN', 'MEX']);
    expect(shapes.lakes.features.length).toBeGreaterThanOrEqual(5);
  });

  it('draws the US–Canada border as a country line, not as a state line or a coast', () => {
    expect(runsAlong49th(shapes.countryLines)).toBe(true);
    expect(runsAlong49th(shapes.subunitLines)).toBe(false);
    expect(runsAlong49th(shapes.coastLines)).toBe(false);
  });

  it('has state and province lines, coasts and borders', () => {
    for (const lines of [shapes.subunitLines, shapes.countryLines, shapes.coastLines]) {
      expect(lines.type).toBe('MultiLineString');
      expect(lines.coordinates.length).toBeGreaterThan(1);
    }
  });

  it('is decoded once for all the maps of a page', () => {
    expect(northAmericaOutlines()).toBe(northAmericaOutlines());
  });
});
