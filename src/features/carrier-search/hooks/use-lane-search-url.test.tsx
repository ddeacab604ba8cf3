import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hookInRouter } from '../../../../tests/unit/hook-in-router';
import { useLaneSearchUrl } from './use-lane-search-url';

const LANE = '/carriers/lane-search-results?origin_area=450309&origin=Des+Moines%2C+IA&destination_area=424011';

function inRouter(url: string) {
  const { result, search } = hookInRouter(useLaneSearchUrl, url);
  return { result, search: () => new URLSearchParams(search()) };
}

describe('useLaneSearchUrl', () => {
  it('keeps both of two filter switches made before the router renders the first', async () => {
    const { result, search } = inRouter(LANE);
    act(() => {
      result.current.setFilters({ onlyEldConnected: true });
      result.current.setFilters({ hideMyCarriers: true });
    });
    await waitFor(() => expect(search().get('hide_mine')).not.toBeNull());
    expect(search().get('origin_area')).toBe('450309');
    expect(search().get('only_eld')).toBe('1');
  });

  it('goes back to page 1 on any change but the page', async () => {
    const { result, search } = inRouter(`${LANE}&page=3`);
    act(() => result.current.setFilters({ onlyEldConnected: true }));
    await waitFor(() => expect(search().get('only_eld')).toBe('1'));
    expect(search().get('page')).toBeNull();
    act(() => result.current.change({ page: 2 }));
    await waitFor(() => expect(search().get('page')).toBe('2'));
    expect(search().get('only_eld')).toBe('1');
  });
});
