import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { authorityAgeMonths, carrierCsvRecords, type CsvCarrier } from './carrier-csv';

const PRAIRIE: CsvCarrier = {
  id: 1001,
  legal_name: 'Prairie Wind Transport LLC',
  dba_name: null,
  dot_number: '3184562',
  mc_number: '1098234',
  identifiers: [
    { is_type: 'DOT', value: '3184562' },
    { is_type: 'MC', value: '1098234' },
    { is_type: 'SCAC', value: 'PWTL' },
  ],
  city: 'Des Moines',
  state: 'IA',
  country: 'US',
  power_units: 18,
  drivers: 21,
  safety_rating: 'unrated',
  authority_granted_on: '2025-10-06',
  is_eld_connected: true,
  equipment_types: ['van', 'reefer'],
  rules_assessment_summary: 'partial_pass',
  subscription: { id: 7601 },
  insurance: { auto_liability: 1_000_000, cargo_coverage: 100_000, general_liability: null, expires_on: '2026-10-06' },
};

describe('authorityAgeMonths', () => {
  it('counts whole months', () => {
    expect(authorityAgeMonths('2025-10-06', '2026-03-17')).toBe(5);
    expect(authorityAgeMonths('2025-10-17', '2026-03-17')).toBe(5);
    expect(authorityAgeMonths('2025-10-18', '2026-03-17')).toBe(4);
    expect(authorityAgeMonths('2026-04-01', '2026-03-17')).toBe(0);
    expect(authorityAgeMonths(null, '2026-03-17')).toBeNull();
    expect(authorityAgeMonths('soon', '2026-03-17')).toBeNull();
  });
  it('grows by twelve a year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2024 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const m = String(month).padStart(2, '0');
        expect(authorityAgeMonths(`${year}-${m}-10`, `${year + 1}-${m}-10`)).toBe(12);
      }),
    );
  });
});

describe('carrierCsvRecords', () => {
  it('writes a header and one row per carrier', () => {
    const { fields, data } = carrierCsvRecords(
      [PRAIRIE, { ...PRAIRIE, id: 1002, subscription: null, insurance: null }],
      '2026-03-17',
    );
    expect(fields).toHaveLength(21);
    expect(data[0]).toEqual([
      '1001',
      'Prairie Wind Transport LLC',
      '',
      '3184562',
      '1098234',
      'SCAC PWTL',
      'Des Moines',
      'IA',
      'US',
      '5',
      '18',
      '21',
      'unrated',
      '1000000',
      '100000',
      '',
      '2026-10-06',
      'yes',
      'van; reefer',
      'partial_pass',
      'yes',
    ]);
    expect(data[1]?.slice(13, 17)).toEqual(['', '', '', '']);
    expect(data[1]?.at(-1)).toBe('no');
  });
  it('adds the lane columns for lane results', () => {
    const lane = {
      ...PRAIRIE,
      origin_touches: 143,
      destination_touches: 4,
      miles_from_origin: 2.1,
      last_seen_near_origin_at: null,
    };
    const { fields, data } = carrierCsvRecords([lane], '2026-03-17', true);
    expect(fields.slice(-4)).toEqual([
      'Origin touches',
      'Destination touches',
      'Miles from origin',
      'Last seen near origin',
    ]);
    expect(data[0]?.slice(-4)).toEqual(['143', '4', '2.1', '']);
  });
});
