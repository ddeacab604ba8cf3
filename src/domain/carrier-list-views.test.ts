import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TABS } from './assessment-tabs';
import { CARRIER_LISTS, carrierListQuery } from './carrier-lists';
import {
  bulkActionPermission,
  bulkActionsFor,
  carrierListsRequest,
  carrierListsSpec,
  filterSetFiltersOf,
  filtersOfFilterSet,
  type CarrierListsState,
} from './carrier-list-views';
import { defaultListState, listStateFromUrl } from './list-url-state';

const state = (patch: Partial<CarrierListsState> = {}): CarrierListsState => ({
  ...defaultListState(carrierListsSpec(true)),
  ...patch,
});

describe('carrierListsSpec', () => {
  it('offers the five list tabs, and the four assessment tabs only with rules', () => {
    expect(carrierListsSpec(true).tabs).toEqual([...CARRIER_LISTS, ...ASSESSMENT_TABS]);
    expect(carrierListsSpec(false).tabs).toEqual(CARRIER_LISTS);
  });
  it('opens on my-carriers, and reads an assessment tab as my-carriers for a plan without rules', () => {
    expect(defaultListState(carrierListsSpec(true)).tab).toBe('my-carriers');
    expect(listStateFromUrl(carrierListsSpec(false), new URLSearchParams('tab=failed')).tab).toBe('my-carriers');
    expect(listStateFromUrl(carrierListsSpec(true), new URLSearchParams('tab=failed')).tab).toBe('failed');
  });
});

describe('carrierListsRequest', () => {
  it('asks connections for a list tab with its own query, 50 a page', () => {
    for (const tab of CARRIER_LISTS) {
      const request = carrierListsRequest(state({ tab, page: 2 }), { opensearch: false });
      expect(request).toEqual({
        call: 'connections',
        params: { ...carrierListQuery(tab, { opensearch: false }), page: 2, per_page: 50 },
      });
    }
  });
  it('adds the in-progress packet statuses with the opensearch flag, to that tab only', () => {
    const flagged = carrierListsRequest(state({ tab: 'in-progress' }), { opensearch: true });
    expect(flagged.params).toHaveProperty(['q[latest_onboarding_packet_status_in][]'], ['sent', 'in_progress']);
    const other = carrierListsRequest(state({ tab: 'on-hold' }), { opensearch: true });
    expect(other.params).not.toHaveProperty(['q[latest_onboarding_packet_status_in][]']);
  });
  it('asks subscriptions for an assessment tab by its summary filter, without a sort', () => {
    expect(
      carrierListsRequest(state({ tab: 'partially-passing', sort: 'updated_at asc' }), { opensearch: true }),
    ).toEqual({
      call: 'subscriptions',
      params: { rules_assessment_eq: 'partial_pass', page: 1, per_page: 50 },
    });
  });
  it('sends the chosen sort instead of the tab default', () => {
    const request = carrierListsRequest(state({ sort: 'carrier_legal_name asc' }), { opensearch: false });
    expect(request.params).toHaveProperty(['q[s]'], 'carrier_legal_name asc');
    expect(carrierListsRequest(state(), { opensearch: false }).params).toHaveProperty(['q[s]'], 'updated_at desc');
  });
  it('sends the classifications filter to both calls', () => {
    const filters = { classifications: [3101, 3102] };
    expect(carrierListsRequest(state({ filters }), { opensearch: false }).params['q[classification_id_in][]']).toEqual([
      3101, 3102,
    ]);
    expect(
      carrierListsRequest(state({ tab: 'passing', filters }), { opensearch: false }).params[
        'q[classification_id_in][]'
      ],
    ).toEqual([3101, 3102]);
    expect(carrierListsRequest(state(), { opensearch: false }).params['q[classification_id_in][]']).toBeUndefined();
  });
});

describe('filter sets', () => {
  it('apply their classifications to the list they are for, only', () => {
    const set = { is_type: 'connections', filters: { classification_id_in: [3102, 3101, 3102] } };
    expect(filtersOfFilterSet(set, 'connections')).toEqual({ classifications: [3101, 3102] });
    expect(filtersOfFilterSet(set, 'my_carriers')).toBeNull();
  });
  it('apply nothing when they hold no usable classification', () => {
    expect(filtersOfFilterSet({ is_type: 'my_carriers', filters: {} }, 'my_carriers')).toBeNull();
    expect(
      filtersOfFilterSet({ is_type: 'my_carriers', filters: { classification_id_in: 'x' } }, 'my_carriers'),
    ).toBeNull();
    expect(
      filtersOfFilterSet({ is_type: 'my_carriers', filters: { classification_id_in: [0, -2, 1.5] } }, 'my_carriers'),
    ).toBeNull();
  });
  it('save what the list shows, and read back the same filters', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 99_999 }), { minLength: 1 }), (ids) => {
        const sorted = [...ids].sort((a, b) => a - b);
        const saved = filterSetFiltersOf(state({ filters: { classifications: sorted } }));
        expect(filtersOfFilterSet({ is_type: 'connections', filters: saved }, 'connections')).toEqual({
          classifications: sorted,
        });
      }),
    );
  });
});

describe('bulkActionsFor', () => {
  it('offers each tab only the moves that take a carrier somewhere else', () => {
    expect(bulkActionsFor('my-carriers')).toEqual(['doNotDispatch', 'dismiss', 'removeFromMyCarriers']);
    expect(bulkActionsFor('in-progress')).toEqual(['doNotDispatch', 'dismiss', 'removeFromMyCarriers']);
    expect(bulkActionsFor('on-hold')).toEqual(['doNotDispatch', 'dismiss', 'removeFromMyCarriers']);
    expect(bulkActionsFor('do-not-dispatch')).toEqual(['restoreToOnboarding', 'dismiss', 'removeFromMyCarriers']);
    expect(bulkActionsFor('dismissed')).toEqual(['restoreDismissed']);
    for (const tab of ASSESSMENT_TABS) expect(bulkActionsFor(tab)).toEqual(['doNotDispatch', 'removeFromMyCarriers']);
  });
  it('needs the my-carriers permission only to remove from my carriers', () => {
    expect(bulkActionPermission('removeFromMyCarriers')).toBe('changeMyCarriers');
    expect(bulkActionPermission('dismiss')).toBe('changeLists');
    expect(bulkActionPermission('doNotDispatch')).toBe('changeLists');
  });
});
