/** Truck postings: a carrier's truck offered from an origin (to a destination) from a day on. */
import { DEFAULT_DEADHEAD_MILES } from './constants';

/** A truck posting as its form holds it, numbers already read; the areas are the places picked. */
export interface TruckPostingDraft {
  carrier_id: number | null;
  carrier_vehicle_id: number | null;
  origin_area_id: number | null;
  origin_search_display_name: string;
  origin_deadhead_tolerance: number | null;
  destination_area_id: number | null;
  destination_search_display_name: string | null;
  destination_deadhead_tolerance: number | null;
  start_date: string;
  posted_equipment_type: string;
  is_active: boolean;
}

/** A posting's fields as the contract sends them (create) and compares them (update). */
export interface TruckPostingFields {
  carrier_id: number | null;
  carrier_vehicle_id: number | null;
  origin_area_id: number | null;
  origin_search_display_name: string;
  origin_deadhead_tolerance: number;
  destination_area_id: number | null;
  destination_search_display_name: string | null;
  destination_deadhead_tolerance: number | null;
  start_date: string;
  posted_equipment_type: string;
  is_active: boolean;
}

/**
 * The posting the form describes, as the create call takes it: a tolerance left empty is 50 miles
 * (the load board's deadhead default); without a destination the truck goes anywhere, so the
 * destination's name and tolerance are null too.
 */
export function truckPostingFields(draft: TruckPostingDraft): TruckPostingFields {
  const anywhere = draft.destination_area_id === null;
  return {
    carrier_id: draft.carrier_id,
    carrier_vehicle_id: draft.carrier_vehicle_id,
    origin_area_id: draft.origin_area_id,
    origin_search_display_name: draft.origin_search_display_name.trim(),
    origin_deadhead_tolerance: draft.origin_deadhead_tolerance ?? DEFAULT_DEADHEAD_MILES,
    destination_area_id: draft.destination_area_id,
    destination_search_display_name: anywhere ? null : (draft.destination_search_display_name?.trim() ?? null),
    destination_deadhead_tolerance: anywhere ? null : (draft.destination_deadhead_tolerance ?? DEFAULT_DEADHEAD_MILES),
    start_date: draft.start_date,
    posted_equipment_type: draft.posted_equipment_type,
    is_active: draft.is_active,
  };
}

/**
 * What an edit changes, and only that (the update sends only the fields to change). The carrier
 * of a posting never changes.
 */
export function truckPostingChanges(
  current: Omit<TruckPostingFields, 'carrier_id'>,
  draft: TruckPostingDraft,
): Partial<Omit<TruckPostingFields, 'carrier_id'>> {
  const { carrier_id: _carrier, ...next } = truckPostingFields(draft);
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (current[key as keyof typeof current] !== value) changes[key] = value;
  }
  return changes;
}
