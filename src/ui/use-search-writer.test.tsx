import { act } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hookInRouter } from '../../tests/unit/hook-in-router';
import { useSearchWriter, withEntries } from './use-search-writer';

function inRouter(url: string) {
  return hookInRouter(() => ({ write: useSearchWriter(), other: useSearchWriter(), navigate: useNavigate() }), url);
}

const withEntry = (key: string, value: string) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current);
  next.set(key, value);
  return next;
};

describe('useSearchWriter', () => {
  it('builds a change on the one before it when no render came between them (both kept)', () => {
    const { result, search } = inRouter('/exchange?view=posted');
    act(() => {
      result.current.write(withEntry('pickup_start', '2026-03-19'));
      result.current.write(withEntry('min_rate', '700'), { replace: true });
    });
    expect(search()).toBe('?view=posted&pickup_start=2026-03-19&min_rate=700');
  });

  it('shares the last write between the writers of a page (a list and its drawer)', () => {
    const { result, search } = inRouter('/exchange?view=posted');
    act(() => {
      result.current.write(withEntry('team', '22'));
      result.current.other(withEntry('load', '50006'));
    });
    expect(search()).toBe('?view=posted&team=22&load=50006');
  });

  it('builds on the address again once it has changed (back to a search it was written over)', async () => {
    const { result, search } = inRouter('/exchange?view=posted');
    act(() => result.current.write(withEntry('min_rate', '700')));
    expect(search()).toBe('?view=posted&min_rate=700');
    await act(() => result.current.navigate(-1));
    expect(search()).toBe('?view=posted');
    act(() => result.current.write(withEntry('team', '22')));
    expect(search()).toBe('?view=posted&team=22');
  });

  it('keeps the last write when an earlier write of the chain is shown first (its own is still on its way)', () => {
    const { result, search } = inRouter('/carriers/1001?tab=safety');
    act(() => {
      result.current.write(withEntry('inspections_oos', '1'));
      result.current.write(withEntry('inspections_from', '2025-06-01'));
      // The first write is what the page shows for now (it landed; the second has not yet).
      void result.current.navigate('/carriers/1001?tab=safety&inspections_oos=1');
    });
    act(() => result.current.write(withEntry('inspections_state', 'IA')));
    expect(search()).toBe('?tab=safety&inspections_oos=1&inspections_from=2025-06-01&inspections_state=IA');
  });

  it('writes an empty search as a bare address', () => {
    const { result, search } = inRouter('/exchange?view=posted');
    act(() => result.current.write(() => ''));
    expect(search()).toBe('');
  });
});

describe('withEntries', () => {
  it('sets the entries given, takes out those null or empty, leaves the rest and the original alone', () => {
    const current = new URLSearchParams('tab=safety&load=50006&report=1');
    const next = withEntries(current, { load: '50007', report: null, page: '', loads_page: '2' });
    expect(next.toString()).toBe('tab=safety&load=50007&loads_page=2');
    expect(current.toString()).toBe('tab=safety&load=50006&report=1');
  });
});
