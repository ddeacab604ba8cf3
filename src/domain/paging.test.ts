import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { EMPTY_PAGING, countOf, lanePaging, pagingFromHeaders, pagingOfRows } from './paging';

describe('pagingFromHeaders', () => {
  it('reads the three headers', () => {
    expect(pagingFromHeaders({ currentpage: '2', totalpages: '5', totalitems: '230' })).toEqual({
      currentPage: 2,
      totalPages: 5,
      totalRecords: 230,
    });
  });
  it('reads numbers, arrays and any header case', () => {
    expect(pagingFromHeaders({ CurrentPage: 3, TOTALPAGES: [' 4 ', '9'], totalItems: '0' })).toEqual({
      currentPage: 3,
      totalPages: 4,
      totalRecords: 0,
    });
  });
  it('falls back to page 1 of 1 with 0 items for missing or garbage headers', () => {
    expect(pagingFromHeaders({})).toEqual(EMPTY_PAGING);
    expect(EMPTY_PAGING).toEqual({ currentPage: 1, totalPages: 1, totalRecords: 0 });
    expect(pagingFromHeaders({ currentpage: 'abc', totalpages: '-2', totalitems: '1.5' })).toEqual(EMPTY_PAGING);
    expect(pagingFromHeaders({ currentpage: null, totalpages: undefined, totalitems: [] })).toEqual(EMPTY_PAGING);
    expect(pagingFromHeaders({ currentpage: '1x', totalpages: 'x1', totalitems: '' })).toEqual(EMPTY_PAGING);
  });
  it('keeps pages at least 1', () => {
    expect(pagingFromHeaders({ currentpage: '0', totalpages: '0', totalitems: '0' })).toEqual(EMPTY_PAGING);
  });
  it('never throws and always gives sane numbers', () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant(undefined), fc.array(fc.string()));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('currentpage', 'totalpages', 'totalitems', 'x'), value), (headers) => {
        const p = pagingFromHeaders(headers);
        expect(p.currentPage).toBeGreaterThanOrEqual(1);
        expect(p.totalPages).toBeGreaterThanOrEqual(1);
        expect(p.totalRecords).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(p.currentPage + p.totalPages + p.totalRecords)).toBe(true);
      }),
    );
  });
});

describe('lanePaging', () => {
  const capped = { currentPage: 3, totalPages: 4, totalRecords: 200 };
  it('recomputes from the current page when a capped page is short', () => {
    expect(lanePaging(capped, 12)).toEqual({ currentPage: 3, totalPages: 3, totalRecords: 112 });
    expect(lanePaging({ ...capped, currentPage: 1 }, 0)).toEqual({ currentPage: 1, totalPages: 1, totalRecords: 0 });
    expect(lanePaging(capped, 49)).toEqual({ currentPage: 3, totalPages: 3, totalRecords: 149 });
  });
  it('keeps the paging when the page is full', () => {
    expect(lanePaging(capped, 50)).toBe(capped);
  });
  it('keeps the paging unless it is exactly 200 items over 4 pages', () => {
    expect(lanePaging({ ...capped, totalRecords: 199 }, 10)).toEqual({ ...capped, totalRecords: 199 });
    expect(lanePaging({ ...capped, totalPages: 5 }, 10)).toEqual({ ...capped, totalPages: 5 });
  });
});

describe('pagingOfRows', () => {
  it('an empty first page is page 1 of 1 with 0 items, whatever the headers counted', () => {
    expect(pagingOfRows({ currentPage: 1, totalPages: 1, totalRecords: 4 }, 0)).toEqual(EMPTY_PAGING);
    expect(pagingOfRows({ currentPage: 1, totalPages: 3, totalRecords: 120 }, 0)).toEqual(EMPTY_PAGING);
  });

  it('a page with rows, or an empty later page, keeps its headers', () => {
    const first = { currentPage: 1, totalPages: 1, totalRecords: 4 };
    expect(pagingOfRows(first, 4)).toBe(first);
    const later = { currentPage: 3, totalPages: 2, totalRecords: 100 };
    expect(pagingOfRows(later, 0)).toBe(later);
  });
});

describe('countOf: a pager’s count with its noun', () => {
  it.each([
    [1, 'crashes', '1 crash'],
    [2, 'crashes', '2 crashes'],
    [1, 'associated carriers', '1 associated carrier'],
    [1, 'rate confirmations', '1 rate confirmation'],
    [1, 'e-mails', '1 e-mail'],
    [1, 'boxes', '1 box'],
    [1, 'addresses', '1 address'],
    [0, 'loads', '0 loads'],
    [1, 'loads', '1 load'],
    [1, 'truck postings', '1 truck posting'],
  ])('%d %s → %s', (count, plural, said) => {
    expect(countOf(count, plural)).toBe(said);
  });

  it('formats the number as it is given', () => {
    expect(countOf(1412, 'loads', (n) => n.toLocaleString('en-US'))).toBe('1,412 loads');
  });
});
