import { describe, expect, it } from 'vitest';
import { placeArea } from './place-area';

describe('placeArea', () => {
  it('is the smallest area of the place, the first of its area ids', () => {
    expect(placeArea({ area_ids: [450309, 512, 116, 1], areas: [{ id: 1 }, { id: 116 }] })).toBe(450309);
  });

  it('skips what is no area id, and reads the areas when the ids name none', () => {
    expect(placeArea({ area_ids: [0, -3, 1.5, 512], areas: [] })).toBe(512);
    expect(placeArea({ area_ids: [], areas: [{ id: 0 }, { id: 547 }, { id: 1 }] })).toBe(547);
  });

  it('is null for a place in no area', () => {
    expect(placeArea({ area_ids: [], areas: [] })).toBeNull();
  });
});
