import { describe, expect, it } from 'vitest';
import { keepsCarrierSearchCache, restoredResults } from './search-cache';

describe('restoredResults', () => {
  const stored = { address: '/broker/carriers/lane-search-results?origin_area=1&destination_area=2', data: [1, 2] };
  it('restores only for the same address', () => {
    expect(restoredResults(stored, stored.address)).toEqual([1, 2]);
    expect(restoredResults(stored, `${stored.address}&page=2`)).toBeNull();
    expect(restoredResults(stored, '/broker/carriers/lane-search-results')).toBeNull();
    expect(restoredResults(null, stored.address)).toBeNull();
  });
});

describe('keepsCarrierSearchCache', () => {
  it('keeps the cache only on the carrier search', () => {
    expect(keepsCarrierSearchCache('/broker/carriers/global-search')).toBe(true);
    expect(keepsCarrierSearchCache('/broker/carriers/global-search/')).toBe(true);
    expect(keepsCarrierSearchCache('/broker/carriers/search-results')).toBe(false);
    expect(keepsCarrierSearchCache('/broker/carriers/1001')).toBe(false);
    expect(keepsCarrierSearchCache('/broker/')).toBe(false);
  });
});
