import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hookInRouter } from '../../tests/unit/hook-in-router';
import { INSPECTIONS_LIST, LOADS_LIST, VIOLATIONS_LIST, listCodec, nestedListCodec } from '../domain';
import { useUrlState } from './url-state';

/** A route loader that holds every navigation after the first until `release()`. */
function slowLoader() {
  let calls = 0;
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  return {
    loader: async () => {
      calls += 1;
      if (calls > 1) await held;
      return null;
    },
    release: () => release(),
    calls: () => calls,
  };
}

const LOADS = listCodec(LOADS_LIST);
const INSPECTIONS = nestedListCodec(INSPECTIONS_LIST, 'inspections');
const VIOLATIONS = nestedListCodec(VIOLATIONS_LIST, 'violations');
const entries = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('useUrlState', () => {
  // The flake this replaced: on a carrier's Safety tab, a second filter written before the first
  // landed lost the first (CI: the inspections' date filter).
  it('loses no write of several keys, from several hooks, while the router’s navigations are held', async () => {
    const slow = slowLoader();
    const { result, search } = hookInRouter(
      () => ({ inspections: useUrlState(INSPECTIONS), violations: useUrlState(VIOLATIONS) }),
      '/carriers/1001?tab=safety',
      { loader: slow.loader },
    );
    await waitFor(() => expect(result.current).toBeDefined());
    // Two writes in one event: one history entry.
    act(() => {
      result.current.inspections[1]((s) => ({ ...s, filters: { ...s.filters, from: '2025-06-01' } }));
      result.current.inspections[1]((s) => ({ ...s, filters: { ...s.filters, oos: true } }));
    });
    await waitFor(() => expect(window.location.search).toContain('inspections_oos=1'));
    // The router is still running the loader of that write: two more writes, by the two hooks.
    expect(search()).toBe('?tab=safety');
    act(() => result.current.violations[1]((s) => ({ ...s, filters: { ...s.filters, state: 'IA' } })));
    await waitFor(() => expect(window.location.search).toContain('violations_state=IA'));
    act(() => result.current.inspections[1]((s) => ({ ...s, page: 3 })));
    await waitFor(() => expect(window.location.search).toContain('inspections_page=3'));
    expect(slow.calls()).toBeGreaterThan(1);

    slow.release();
    await waitFor(() => expect(search()).toBe(window.location.search));
    expect(entries(search())).toEqual({
      tab: 'safety',
      inspections_from: '2025-06-01',
      inspections_oos: '1',
      violations_state: 'IA',
      inspections_page: '3',
    });
    expect(result.current.inspections[0]).toMatchObject({ page: 3, filters: { from: '2025-06-01', oos: true } });
    expect(result.current.violations[0].filters.state).toBe('IA');

    // Back steps through each write, newest first.
    const back = async (expected: Record<string, string>) => {
      act(() => window.history.back());
      await waitFor(() => expect(entries(search())).toEqual(expected));
    };
    await back({ tab: 'safety', inspections_from: '2025-06-01', inspections_oos: '1', violations_state: 'IA' });
    expect(result.current.inspections[0].page).toBe(1);
    await back({ tab: 'safety', inspections_from: '2025-06-01', inspections_oos: '1' });
    expect(result.current.violations[0].filters.state).toBe('');
    await back({ tab: 'safety' });
    expect(result.current.inspections[0].filters).toMatchObject({ from: null, oos: false });
  });

  it('replaces the history entry when asked (typing), and writes only its own keys', async () => {
    const { result, search } = hookInRouter(() => useUrlState(LOADS), '/loads?load=50001');
    act(() => result.current[1]((s) => ({ ...s, filters: { ...s.filters, reference: 'L' } }), { replace: true }));
    await waitFor(() => expect(search()).toBe('?load=50001&reference=L'));
    act(() => result.current[1]((s) => ({ ...s, tab: 'closed' })));
    await waitFor(() => expect(entries(search())).toEqual({ load: '50001', reference: 'L', tab: 'closed' }));
    // Back goes to the typed entry, which took the place of the one before it.
    act(() => window.history.back());
    await waitFor(() => expect(search()).toBe('?load=50001&reference=L'));
  });
});
