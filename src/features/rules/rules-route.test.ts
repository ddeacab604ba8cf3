import { describe, expect, it } from 'vitest';
import type { CurrentUserResponse } from '../../api';
import { rulesQueries, type RulesInput } from './rules.route';

const INPUT: RulesInput = {
  state: { tab: 'versions', page: 2, sort: null, filters: { classification: null } },
  overridesPage: 1,
  placement: 'all',
};
// Only what the route data reads of the user: its company.
const userOf = (company: { id: number } | null) => ({ user: { company } }) as unknown as CurrentUserResponse;
const asked = (queries: ReturnType<typeof rulesQueries>) =>
  Object.entries(queries)
    .filter(([, query]) => query !== null)
    .map(([name]) => name)
    .sort();

describe('the Rules screen’s route data', () => {
  it('without a company id asks for nothing but the rule types (carrier-portal §8)', () => {
    expect(asked(rulesQueries(INPUT, userOf(null)))).toEqual(['types']);
  });

  it('with a company: the set’s page 1 and shown page, the rule types, the classifications, the terms and the overrides', () => {
    const queries = rulesQueries(INPUT, userOf({ id: 310 }));
    expect(asked(queries)).toEqual([
      'classifications',
      'firstPage',
      'overrides',
      'paymentTerms',
      'placed',
      'types',
      'versions',
    ]);
    expect(queries.firstPage?.queryKey[1]).toMatchObject({ 'q[company_id_eq]': 310, page: 1 });
    expect(queries.versions?.queryKey[1]).toMatchObject({ 'q[company_id_eq]': 310, page: 2 });
    // "All" placements: the panel's classifications are the set tabs' own query.
    expect(queries.placed?.queryKey).toEqual(queries.classifications?.queryKey);
  });
});
