import { describe, it, expect } from 'vitest';
import { withPaging } from './query-params';

describe('withPaging', () => {
  it('adds page and the default page size of 50', () => {
    expect(withPaging({ 'q[s]': 'id desc' }, 3)).toEqual({ 'q[s]': 'id desc', page: 3, per_page: 50 });
  });
  it('takes another page size', () => {
    expect(withPaging({}, 1, 20)).toEqual({ page: 1, per_page: 20 });
  });
  it('turns a page below 1 or a fraction into page 1', () => {
    expect(withPaging({}, 0).page).toBe(1);
    expect(withPaging({}, -2).page).toBe(1);
    expect(withPaging({}, 1.5).page).toBe(1);
    expect(withPaging({}, Number.NaN).page).toBe(1);
  });
});
