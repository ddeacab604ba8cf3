import { describe, it, expect } from 'vitest';
import { EQUIPMENT_TYPES, eachTypeOnce, equipmentShare, isPowerUnitSelection } from './equipment';

describe('isPowerUnitSelection', () => {
  it('is true when every selected type is a straight box truck or cargo van', () => {
    expect(isPowerUnitSelection(['straight_box_trucks'])).toBe(true);
    expect(isPowerUnitSelection(['cargo_vans', 'straight_box_trucks'])).toBe(true);
  });
  it('is false when any other type is selected, or none', () => {
    expect(isPowerUnitSelection(['cargo_vans', 'van'])).toBe(false);
    expect(isPowerUnitSelection(['reefer'])).toBe(false);
    expect(isPowerUnitSelection([])).toBe(false);
  });
  it('knows the seventeen equipment types', () => {
    expect(EQUIPMENT_TYPES).toHaveLength(17);
  });
});

describe('equipmentShare', () => {
  it('defaults to count 1 and percentage 0.5', () => {
    expect(equipmentShare({})).toEqual({ count: 1, percentage: 0.5 });
    expect(equipmentShare({ count: null, percentage: null })).toEqual({ count: 1, percentage: 0.5 });
  });
  it('keeps given values, including 0', () => {
    expect(equipmentShare({ count: 0, percentage: 0 })).toEqual({ count: 0, percentage: 0 });
    expect(equipmentShare({ count: 3, percentage: 0.8 })).toEqual({ count: 3, percentage: 0.8 });
  });
});

describe('eachTypeOnce', () => {
  it('keeps the first entry of a value named twice, in order', () => {
    const types = [
      { value: 'pneumatic', description: 'Pneumatic dry bulk' },
      { value: 'van', description: 'Dry van' },
      { value: 'pneumatic', description: 'Pneumatic (again)' },
    ];
    expect(eachTypeOnce(types)).toEqual([types[0], types[1]]);
  });

  it('leaves a list without repeats as it is', () => {
    const types = EQUIPMENT_TYPES.map((value) => ({ value }));
    expect(eachTypeOnce(types)).toEqual(types);
  });
});
