import { describe, expect, it } from 'vitest';
import { PAGED_LIST } from './account';
import { LOADS_LIST } from './monitoring-lists';
import { INSPECTIONS_LIST } from './profile-lists';
import { listCodec, nestedListCodec } from './url-codecs';

describe('list codecs', () => {
  it('own the tab only when the list has more than one (My Account keeps its `tab` index)', () => {
    expect(listCodec(LOADS_LIST).keys).toContain('tab');
    expect(listCodec(PAGED_LIST).keys).toEqual(['page', 'sort']);
  });

  it('a nested list reads and writes its entries under its prefix only', () => {
    const codec = nestedListCodec(INSPECTIONS_LIST, 'inspections');
    const state = codec.fromUrl(new URLSearchParams('tab=safety&inspections_state=IA&inspections_page=2&page=5'));
    expect(state.page).toBe(2);
    expect(state.filters.state).toBe('IA');
    expect(codec.toUrl(state).toString()).toBe('inspections_state=IA&inspections_page=2');
    expect(codec.keys).toEqual(expect.arrayContaining([...codec.toUrl(state).keys()]));
    expect(codec.keys.every((key) => key.startsWith('inspections_'))).toBe(true);
  });
});
