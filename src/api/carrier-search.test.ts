import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ListCarriersQueryParams, SearchCarriersBody } from '../../generated/monitor/zod/carriers/carriers.zod';
import { anyFilters } from '../../tests/unit/fixtures/carrier-search-filters';
import { EMPTY_CARRIER_SEARCH, EMPTY_LANE_SEARCH, carrierSearchParams, laneSearchBody } from '../domain';
import './zod-config';

// Query strings carry text; the contract's query schema reads numbers and booleans: each value is
// read as the first of text, number or boolean that its parameter's schema takes.
const shape = ListCarriersQueryParams.shape as Record<string, { safeParse: (v: unknown) => { success: boolean } }>;
function typed(params: object) {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => {
      const schema = shape[key];
      const read = (raw: string[] | string): unknown => {
        const candidates = Array.isArray(raw)
          ? [raw, raw.map(Number)]
          : [raw, Number(raw), raw === 'true' ? true : raw === 'false' ? false : raw];
        return candidates.find((c) => schema?.safeParse(c).success) ?? raw;
      };
      return [key, read(value)];
    }),
  );
}

const text = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    'MC-1098234',
    'dot 3184562',
    'SCAC BRRI',
    'RFC TMS850101AB1',
    'CVOR 123-456-789',
    'NSC MB 215',
    'NSC 12',
    'NIR R-123456-7',
    '12-34',
    'nsc qc 7',
    'Prairie Wind',
  ),
);

describe('the carrier search the portal sends is one the contract accepts', () => {
  it('for every search text and every filter', () => {
    fc.assert(
      fc.property(text, anyFilters, fc.integer({ min: 1, max: 99 }), (typedText, filters, page) => {
        const params = carrierSearchParams({ ...EMPTY_CARRIER_SEARCH, text: typedText, filters, page });
        const parsed = ListCarriersQueryParams.safeParse(typed(params));
        expect(parsed.success, JSON.stringify({ params, issues: parsed.error?.issues })).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('for every lane search', () => {
    fc.assert(
      fc.property(anyFilters, fc.integer({ min: 1, max: 4 }), (filters, page) => {
        const body = laneSearchBody({
          ...EMPTY_LANE_SEARCH,
          origin: { areaId: 450309, name: 'Des Moines, IA', placeId: null },
          destination: { areaId: 424011, name: 'Roanoke, VA', placeId: null },
          filters,
          page,
        });
        const parsed = SearchCarriersBody.safeParse(body);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
