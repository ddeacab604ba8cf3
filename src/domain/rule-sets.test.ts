import { describe, expect, it } from 'vitest';
import { listStateFromUrl } from './list-url-state';
import { RULE_SETS_LIST, placementFilter, ruleSetsQuery, versionInForce } from './rule-sets';

describe('RULE_SETS_LIST', () => {
  it('reads the set and the page from the URL, and nothing as the set for every carrier', () => {
    expect(listStateFromUrl(RULE_SETS_LIST, new URLSearchParams('classification=3101&page=2'))).toMatchObject({
      page: 2,
      filters: { classification: 3101 },
    });
    expect(listStateFromUrl(RULE_SETS_LIST, new URLSearchParams('classification=x')).filters.classification).toBeNull();
  });
});

describe('versionInForce', () => {
  const v = (id: number, created_at: string) => ({ id, classification_id: null, created_at });
  it('is the newest version, whatever the order', () => {
    expect(versionInForce([v(2101, '2026-02-10T14:05:00Z'), v(2102, '2026-03-02T16:20:00Z')])?.id).toBe(2102);
    expect(versionInForce([v(2102, '2026-03-02T16:20:00Z'), v(2101, '2026-02-10T14:05:00Z')])?.id).toBe(2102);
  });
  it('takes the later id when two were saved at the same time, and null when none was saved', () => {
    expect(versionInForce([v(7, '2026-03-02T16:20:00Z'), v(5, '2026-03-02T16:20:00Z')])?.id).toBe(7);
    expect(versionInForce([])).toBeNull();
  });
});

describe('ruleSetsQuery', () => {
  const state = (classification: number | null, page = 1) => ({
    tab: 'versions' as const,
    page,
    sort: null,
    filters: { classification },
  });
  it('asks for the company set for every carrier, newest first, 50 a page', () => {
    expect(ruleSetsQuery(310, state(null))).toEqual({
      'q[company_id_eq]': 310,
      'q[carrier_id_null]': true,
      'q[classification_id_null]': true,
      'q[s]': 'created_at desc',
      page: 1,
      per_page: 50,
    });
  });
  it('asks for one classification set, on the page of the URL', () => {
    const query = ruleSetsQuery(310, state(3101, 3));
    expect(query['q[classification_id_eq]']).toBe(3101);
    expect(query['q[classification_id_null]']).toBeUndefined();
    expect(query.page).toBe(3);
  });
});

describe('placementFilter', () => {
  it('sends the broker-election filter only for a chosen placement', () => {
    expect(placementFilter('all')).toEqual({});
    expect(placementFilter('election')).toEqual({ 'q[is_by_broker_election_eq]': true });
    expect(placementFilter('rules')).toEqual({ 'q[is_by_broker_election_eq]': false });
  });
});
