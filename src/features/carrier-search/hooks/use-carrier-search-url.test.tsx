import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hookInRouter } from '../../../../tests/unit/hook-in-router';
import { useCarrierSearchUrl } from './use-carrier-search-url';

function inRouter(url: string) {
  const { result, search } = hookInRouter(useCarrierSearchUrl, url);
  return { result, search: () => new URLSearchParams(search()) };
}

describe('useCarrierSearchUrl', () => {
  it('keeps both of two changes made before the router renders the first (defaults, then a switch)', async () => {
    const { result, search } = inRouter('/carriers/global-search?text=blue');
    act(() => {
      result.current.change(
        { filters: { ...result.current.state.filters, onlyEldConnected: true } },
        { replace: true },
      );
      result.current.setFilters({ hideMyCarriers: true });
    });
    await waitFor(() => expect(search().get('hide_mine')).not.toBeNull());
    expect(search().get('text')).toBe('blue');
    expect(search().get('only_eld')).toBe('1');
  });

  it('builds on the address once it has changed, and any change but the page goes back to page 1', async () => {
    const { result, search } = inRouter('/carriers/global-search?text=blue&page=3');
    act(() => result.current.change({ text: 'prairie' }));
    await waitFor(() => expect(search().get('text')).toBe('prairie'));
    expect(search().get('page')).toBeNull();
    act(() => result.current.change({ page: 2 }));
    await waitFor(() => expect(search().get('page')).toBe('2'));
    expect(search().get('text')).toBe('prairie');
  });
});
