import { describe, it, expect } from 'vitest';
import { truckPostingChanges, truckPostingFields, type TruckPostingDraft } from './truck-postings';

const draft: TruckPostingDraft = {
  carrier_id: 1002,
  carrier_vehicle_id: 6002,
  origin_area_id: 1502,
  origin_search_display_name: ' Atlanta, GA ',
  origin_deadhead_tolerance: 75,
  destination_area_id: 3310,
  destination_search_display_name: 'Nashville, TN',
  destination_deadhead_tolerance: null,
  start_date: '2026-03-20',
  posted_equipment_type: 'reefer',
  is_active: true,
};

describe('truckPostingFields', () => {
  it('sends the form as it was filled in, a missing tolerance being 50 miles', () => {
    expect(truckPostingFields(draft)).toEqual({
      ...draft,
      origin_search_display_name: 'Atlanta, GA',
      destination_deadhead_tolerance: 50,
    });
    expect(truckPostingFields({ ...draft, origin_deadhead_tolerance: null }).origin_deadhead_tolerance).toBe(50);
    expect(truckPostingFields({ ...draft, origin_deadhead_tolerance: 0 }).origin_deadhead_tolerance).toBe(0);
  });
  it('without a destination the truck goes anywhere: no destination name or tolerance', () => {
    const anywhere = truckPostingFields({ ...draft, destination_area_id: null, destination_deadhead_tolerance: 80 });
    expect(anywhere).toMatchObject({
      destination_area_id: null,
      destination_search_display_name: null,
      destination_deadhead_tolerance: null,
    });
  });
});

describe('truckPostingChanges', () => {
  const { carrier_id: _c, ...current } = truckPostingFields(draft);
  it('sends nothing when nothing changed', () => {
    expect(truckPostingChanges(current, draft)).toEqual({});
  });
  it('sends only what changed, and never the carrier', () => {
    expect(
      truckPostingChanges(current, { ...draft, carrier_id: 1, is_active: false, start_date: '2026-03-21' }),
    ).toEqual({
      is_active: false,
      start_date: '2026-03-21',
    });
  });
  it('dropping the destination sends its three fields as null', () => {
    expect(truckPostingChanges(current, { ...draft, destination_area_id: null })).toEqual({
      destination_area_id: null,
      destination_search_display_name: null,
      destination_deadhead_tolerance: null,
    });
  });
});
