import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultListState, listStateFromUrl, listStateToUrl } from './list-url-state';
import {
  ASSOCIATIONS_LIST,
  CRASHES_LIST,
  INSPECTIONS_LIST,
  VIOLATIONS_LIST,
  associationsListQuery,
  crashesListQuery,
  directoryUsersListQuery,
  inspectionsListQuery,
  nestedQuery,
  violationsListQuery,
  withNestedQuery,
} from './profile-lists';

describe('inspectionsListQuery', () => {
  it('asks for page 1 of 50 with no filter', () => {
    expect(inspectionsListQuery(defaultListState(INSPECTIONS_LIST))).toEqual({ page: 1, per_page: 50 });
  });

  it('sends the date range, the state in capitals, out-of-service only and the BASIC', () => {
    const state = listStateFromUrl(
      INSPECTIONS_LIST,
      new URLSearchParams('from=2025-06-01&to=2026-03-01&state=az&oos=1&basic=vehicle_maintenance&page=2'),
    );
    expect(inspectionsListQuery(state)).toEqual({
      'q[inspection_date_gteq]': '2025-06-01',
      'q[inspection_date_lteq]': '2026-03-01',
      'q[state_eq]': 'AZ',
      'q[out_of_service_eq]': true,
      'q[violations_basic_eq]': 'vehicle_maintenance',
      page: 2,
      per_page: 50,
    });
  });

  it('sends no state that is not two letters, and no BASIC the contract does not know', () => {
    const state = listStateFromUrl(INSPECTIONS_LIST, new URLSearchParams('state=1A&basic=speeding'));
    expect(inspectionsListQuery(state)).toEqual({ page: 1, per_page: 50 });
  });
});

describe('violationsListQuery', () => {
  it('filters on the violation’s own out-of-service flag and BASIC', () => {
    const state = listStateFromUrl(VIOLATIONS_LIST, new URLSearchParams('oos=1&basic=hos_compliance&state=CA'));
    expect(violationsListQuery(state)).toEqual({
      'q[is_out_of_service_eq]': true,
      'q[basic_eq]': 'hos_compliance',
      'q[state_eq]': 'CA',
      page: 1,
      per_page: 50,
    });
  });
});

describe('crashesListQuery', () => {
  it('filters on the crash date and state', () => {
    const state = listStateFromUrl(CRASHES_LIST, new URLSearchParams('from=2025-01-01&state=PA'));
    expect(crashesListQuery(state)).toEqual({
      'q[crash_date_gteq]': '2025-01-01',
      'q[state_eq]': 'PA',
      page: 1,
      per_page: 50,
    });
  });
});

describe('associationsListQuery', () => {
  it('sends the required kinds as an array, and only known kinds', () => {
    const state = listStateFromUrl(ASSOCIATIONS_LIST, new URLSearchParams('kinds=phone,vehicle_vin,fax&page=3'));
    expect(associationsListQuery(state)).toEqual({ page: 3, 'required_associations[]': ['phone', 'vehicle_vin'] });
    expect(associationsListQuery(defaultListState(ASSOCIATIONS_LIST))).toEqual({ page: 1 });
  });
});

describe('directoryUsersListQuery', () => {
  it('asks 50 users a page', () => {
    expect(directoryUsersListQuery({ tab: 'all', page: 2, sort: null, filters: {} })).toEqual({
      page: 2,
      per_page: 50,
    });
  });
});

describe('nested list state in the profile URL', () => {
  it('reads and writes one list’s entries under its prefix and leaves the rest alone', () => {
    const url = new URLSearchParams('tab=safety&inspections_state=AZ&inspections_page=2&crashes_page=3');
    expect(nestedQuery('inspections', url).toString()).toBe('state=AZ&page=2');
    const state = listStateFromUrl(INSPECTIONS_LIST, nestedQuery('inspections', url));
    const next = listStateToUrl(INSPECTIONS_LIST, { ...state, page: 1, filters: { ...state.filters, oos: true } });
    expect(withNestedQuery('inspections', url, next).toString()).toBe(
      'tab=safety&crashes_page=3&inspections_state=AZ&inspections_oos=1',
    );
  });

  it('gives back what it was given, whatever else the URL holds', () => {
    const key = fc.stringMatching(/^[a-z_]{1,8}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.string())), fc.array(fc.tuple(key, fc.string())), (others, own) => {
        const base = new URLSearchParams(others.filter(([k]) => !k.startsWith('list_')));
        const nested = new URLSearchParams();
        for (const [k, v] of own) nested.set(k, v);
        const written = withNestedQuery('list', base, nested);
        expect(nestedQuery('list', written).toString()).toBe(nested.toString());
        expect([...written].filter(([k]) => !k.startsWith('list_'))).toEqual([...base]);
      }),
    );
  });
});
