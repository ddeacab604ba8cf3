import { EQUIPMENT_SHARE_COUNT_DEFAULT, EQUIPMENT_SHARE_PERCENTAGE_DEFAULT } from './constants';

/** Equipment types of carrier-portal §9. */
export const EQUIPMENT_TYPES = [
  'van',
  'reefer',
  'flatbed',
  'intermodal',
  'tanker',
  'heavy_haul',
  'dumps',
  'grain',
  'car_hauler',
  'pneumatic',
  'forestry',
  'livestock',
  'lowboy',
  'drop_deck',
  'double_drop',
  'cargo_vans',
  'straight_box_trucks',
] as const;
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];

/** The equipment types that are power units rather than trailers. */
export const POWER_UNIT_TYPES: readonly EquipmentType[] = ['straight_box_trucks', 'cargo_vans'];

/** Whether a selection of vehicle types is searched as power unit types (all are box trucks or vans). */
export function isPowerUnitSelection(types: readonly string[]): boolean {
  return types.length > 0 && types.every((type) => (POWER_UNIT_TYPES as readonly string[]).includes(type));
}

/** Cargo search equipment share with its defaults: count 1, percentage 0.5. */
export function equipmentShare(input: { count?: number | null; percentage?: number | null }): {
  count: number;
  percentage: number;
} {
  return {
    count: input.count ?? EQUIPMENT_SHARE_COUNT_DEFAULT,
    percentage: input.percentage ?? EQUIPMENT_SHARE_PERCENTAGE_DEFAULT,
  };
}

/**
 * Each equipment type once, as a list of choices needs it (a select cannot offer one value twice):
 * the first entry of a value a list names more than once.
 */
export function eachTypeOnce<T extends { value: string }>(types: readonly T[]): T[] {
  const seen = new Set<string>();
  return types.filter((type) => !seen.has(type.value) && seen.add(type.value));
}
