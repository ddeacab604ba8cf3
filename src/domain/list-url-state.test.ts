import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_URL_PAGE,
  changeListState,
  defaultListState,
  hasFilters,
  listStateFromUrl,
  listStateToUrl,
  shouldRestoreSearch,
  type FieldSpec,
  type ListSpec,
  type ListState,
} from './list-url-state';
import { LOADS_LIST, alertsListSpec } from './monitoring-lists';
import { carrierListsSpec } from './carrier-list-views';
import { listCodec } from './url-codecs';

// A list with one field of every kind, so each rule is exercised apart from any real screen.
const TABS = ['all', 'starred', 'archived'] as const;
type Tab = (typeof TABS)[number];
const FILTERS = {
  name: { kind: 'text', maxLength: 10 },
  urgent: { kind: 'flag' },
  since: { kind: 'date' },
  colors: { kind: 'enumList', values: ['red', 'green', 'blue'] },
  owner: { kind: 'id' },
} as const satisfies Record<string, FieldSpec>;
const SPEC: ListSpec<Tab, typeof FILTERS> = { tabs: TABS, sorts: ['id desc', 'name asc'], filters: FILTERS };
type State = ListState<Tab, typeof FILTERS>;

const DEFAULT: State = {
  tab: 'all',
  page: 1,
  sort: null,
  filters: { name: '', urgent: false, since: null, colors: [], owner: null },
};
const FULL: State = {
  tab: 'starred',
  page: 3,
  sort: 'id desc',
  filters: { name: 'abc', urgent: true, since: '2026-03-01', colors: ['red', 'blue'], owner: 42 },
};
const FULL_URL = 'tab=starred&name=abc&urgent=1&since=2026-03-01&colors=red%2Cblue&owner=42&sort=id+desc&page=3';

const read = (query: string): State => listStateFromUrl(SPEC, new URLSearchParams(query));
const write = (state: State): string => listStateToUrl(SPEC, state).toString();
const withFilters = (filters: Partial<State['filters']>): State => ({
  ...DEFAULT,
  filters: { ...DEFAULT.filters, ...filters },
});
/** A state with values the types allow only through a cast (what a bug elsewhere could hand over). */
const loose = (state: Record<string, unknown>): State => ({ ...DEFAULT, ...state }) as State;

describe('defaultListState', () => {
  it('is the first tab, page 1, the default sort and no filters', () => {
    expect(defaultListState(SPEC)).toEqual(DEFAULT);
  });

  it('has an empty value of every field kind of a real list', () => {
    expect(defaultListState(LOADS_LIST)).toEqual({
      tab: 'open',
      page: 1,
      sort: null,
      filters: { reference: '', tracking: [], mine: false, pickup_from: null, pickup_to: null },
    });
  });
});

describe('listStateToUrl', () => {
  it('leaves every default out of the URL', () => {
    expect(write(DEFAULT)).toBe('');
    expect(write(defaultListState(SPEC))).toBe('');
  });

  it('writes every chosen value: tab, filters in spec order, sort, then page', () => {
    expect(write(FULL)).toBe(FULL_URL);
  });

  it('writes the enum values in the spec order, whatever order they were chosen in', () => {
    expect(write(withFilters({ colors: ['blue', 'green', 'red'] }))).toBe('colors=red%2Cgreen%2Cblue');
    expect(write(withFilters({ colors: ['blue', 'red', 'blue'] }))).toBe('colors=red%2Cblue');
  });

  it('drops enum values the spec does not know; none left means nothing written', () => {
    expect(write(withFilters({ colors: ['purple', 'green'] }))).toBe('colors=green');
    expect(write(withFilters({ colors: ['purple'] }))).toBe('');
  });

  it('trims and caps text; blank text is left out', () => {
    expect(write(withFilters({ name: '  hello  ' }))).toBe('name=hello');
    expect(write(withFilters({ name: 'abcdefghijklmnop' }))).toBe('name=abcdefghij');
    expect(write(withFilters({ name: '  abcdefghijklmnop' }))).toBe('name=abcdefghij');
    expect(write(withFilters({ name: ' \t\n ' }))).toBe('');
  });

  it('writes the last page a URL may ask for', () => {
    expect(write({ ...DEFAULT, page: MAX_URL_PAGE })).toBe(`page=${MAX_URL_PAGE}`);
    expect(write({ ...DEFAULT, page: 2 })).toBe('page=2');
  });

  it.each([0, -1, 1.5, MAX_URL_PAGE + 1, Number.NaN, Number.POSITIVE_INFINITY])('leaves page %s out', (page) => {
    expect(write({ ...DEFAULT, page })).toBe('');
  });

  it('leaves out a tab or sort the spec does not offer', () => {
    expect(write(loose({ tab: 'deleted' }))).toBe('');
    expect(write(loose({ sort: 'colour asc' }))).toBe('');
  });

  it('leaves out dates that are not calendar dates', () => {
    for (const since of ['2026-02-30', '2026-3-1', 'tomorrow', '2026-03-01T00:00:00Z', ''])
      expect(write(withFilters({ since }))).toBe('');
  });

  it('leaves out ids that are not positive integers', () => {
    for (const owner of [0, -3, 2.5, Number.NaN]) expect(write(withFilters({ owner }))).toBe('');
    expect(write(loose({ filters: { ...DEFAULT.filters, owner: '42' } }))).toBe('');
    expect(write(withFilters({ owner: 1 }))).toBe('owner=1');
  });

  it('writes a flag only when it is true', () => {
    expect(write(withFilters({ urgent: false }))).toBe('');
    expect(write(loose({ filters: { ...DEFAULT.filters, urgent: 'yes' } }))).toBe('');
    expect(write(withFilters({ urgent: true }))).toBe('urgent=1');
  });

  it('ignores values of the wrong type', () => {
    const garbage = { name: 7, urgent: 1, since: 20260301, colors: 'red', owner: '7' };
    expect(write(loose({ filters: garbage }))).toBe('');
    // Not even values that would stringify to a valid one.
    const lookalikes = { name: ['abc'], urgent: '1', since: ['2026-03-01'], colors: 'red,blue', owner: ['7'] };
    expect(write(loose({ filters: lookalikes }))).toBe('');
  });
});

describe('listStateFromUrl', () => {
  it('reads every field', () => {
    expect(read(FULL_URL)).toEqual(FULL);
    expect(read(`?${FULL_URL}`)).toEqual(FULL);
  });

  it('reads an empty query as the defaults', () => {
    expect(read('')).toEqual(DEFAULT);
  });

  it('ignores unknown keys', () => {
    expect(read('utm_source=mail&foo=bar&Tab=starred&PAGE=2&q%5Bs%5D=id+asc')).toEqual(DEFAULT);
    expect(read('utm_source=mail&tab=archived')).toEqual({ ...DEFAULT, tab: 'archived' });
  });

  it.each(['deleted', 'Starred', 'STARRED', ' starred', 'starred ', ''])('reads tab %j as the first tab', (tab) => {
    expect(read(`tab=${encodeURIComponent(tab)}`).tab).toBe('all');
  });

  it('reads each offered tab', () => {
    for (const tab of TABS) expect(read(`tab=${tab}`).tab).toBe(tab);
  });

  it.each([
    '0',
    '-1',
    '01',
    '1.5',
    '2.0',
    '1e3',
    '+2',
    '0x10',
    ' 2',
    '2 ',
    'abc',
    '',
    String(MAX_URL_PAGE + 1),
    '999999',
    '1000000',
    '9007199254740993',
  ])('reads page %j as 1', (page) => {
    expect(read(`page=${encodeURIComponent(page)}`).page).toBe(1);
  });

  it.each([
    ['1', 1],
    ['2', 2],
    ['99999', 99_999],
    [String(MAX_URL_PAGE), MAX_URL_PAGE],
  ])('reads page %j as %d', (page, expected) => {
    expect(read(`page=${page}`).page).toBe(expected);
  });

  it.each(['', 'id', 'ID DESC', 'id  desc', ' id desc', 'name desc', 'id desc,name asc'])(
    'reads sort %j as the default sort',
    (sort) => {
      expect(read(`sort=${encodeURIComponent(sort)}`).sort).toBeNull();
    },
  );

  it('reads each offered sort', () => {
    expect(read('sort=id+desc').sort).toBe('id desc');
    expect(read('sort=name%20asc').sort).toBe('name asc');
  });

  it('trims and caps text', () => {
    expect(read('name=++hi+there++').filters.name).toBe('hi there');
    expect(read('name=abcdefghijklmnop').filters.name).toBe('abcdefghij');
    expect(read('name=%20%09abcdefghijklmnop').filters.name).toBe('abcdefghij');
    expect(read('name=').filters.name).toBe('');
    expect(read('name=+++').filters.name).toBe('');
  });

  it('never ends capped text on a space the cap uncovered', () => {
    expect(read('name=abcdefghi+jklmn').filters.name).toBe('abcdefghi');
  });

  it('never cuts a character in two when capping text', () => {
    // Nine letters and an emoji (two UTF-16 units): the cap falls between the emoji's halves.
    const name = read(`name=${encodeURIComponent('abcdefghi😀')}`).filters.name;
    expect(name).toBe('abcdefghi');
    expect(() => encodeURIComponent(name)).not.toThrow();
    expect(read(`name=${encodeURIComponent('abcdefgh😀')}`).filters.name).toBe('abcdefgh😀');
  });

  it.each(['1'])('reads flag %j as true', (flag) => {
    expect(read(`urgent=${flag}`).filters.urgent).toBe(true);
  });

  it.each(['0', 'true', 'yes', 'on', '', '11', ' 1'])('reads flag %j as false', (flag) => {
    expect(read(`urgent=${encodeURIComponent(flag)}`).filters.urgent).toBe(false);
  });

  it.each(['2024-02-29', '2026-12-31', '2026-01-01', '0001-01-01', '9999-12-31'])('reads date %s', (date) => {
    expect(read(`since=${date}`).filters.since).toBe(date);
  });

  it.each([
    '2026-02-30',
    '2025-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-05',
    '26-01-05',
    '+02026-01-05',
    // Ten characters that Date reads as an expanded year and month, and writes back the same way.
    '+010000-01',
    '-000001-01',
    '2026-01-05T00:00:00Z',
    '2026-01-05 ',
    ' 2026-01-05',
    'x2026-01-05',
    '2026/01/05',
    '05-01-2026',
    'yesterday',
    '',
  ])('reads date %j as none', (date) => {
    expect(read(`since=${encodeURIComponent(date)}`).filters.since).toBeNull();
  });

  it.each([
    ['1', 1],
    ['42', 42],
    ['50001', 50_001],
    ['9999999999', 9_999_999_999],
  ])('reads id %j as %d', (id, expected) => {
    expect(read(`owner=${id}`).filters.owner).toBe(expected);
  });

  it.each(['0', '01', '-1', '1.0', '1e3', '0x1f', 'abc', '', ' 7', '7 ', 'x7', '7x', '12345678901'])(
    'reads id %j as none',
    (id) => {
      expect(read(`owner=${encodeURIComponent(id)}`).filters.owner).toBeNull();
    },
  );

  it.each([
    ['blue,red', ['red', 'blue']],
    ['red,purple', ['red']],
    ['red,red', ['red']],
    ['red,,blue', ['red', 'blue']],
    ['green', ['green']],
    ['RED', []],
    [' red', []],
    ['redgreen', []],
    ['', []],
  ])('reads enum list %j as %j', (colors, expected) => {
    expect(read(`colors=${encodeURIComponent(colors)}`).filters.colors).toEqual(expected);
  });
});

describe('reserved keys', () => {
  // A filter may not be called tab, page or sort: those keys are the list's own.
  const RESERVED_SPEC: ListSpec<
    'a' | 'b',
    {
      tab: { kind: 'text'; maxLength: 20 };
      page: { kind: 'flag' };
      sort: { kind: 'id' };
      q: { kind: 'text'; maxLength: 20 };
    }
  > = {
    tabs: ['a', 'b'],
    sorts: ['id desc'],
    filters: {
      tab: { kind: 'text', maxLength: 20 },
      page: { kind: 'flag' },
      sort: { kind: 'id' },
      q: { kind: 'text', maxLength: 20 },
    },
  };

  it('reads tab, page and sort as the list state, never as filters', () => {
    expect(listStateFromUrl(RESERVED_SPEC, new URLSearchParams('tab=b&page=1&sort=7&q=x'))).toEqual({
      tab: 'b',
      page: 1,
      sort: null,
      filters: { tab: '', page: false, sort: null, q: 'x' },
    });
    expect(listStateFromUrl(RESERVED_SPEC, new URLSearchParams('tab=zzz&page=2&sort=id+desc')).filters).toEqual({
      tab: '',
      page: false,
      sort: null,
      q: '',
    });
  });

  it('never writes a filter under a reserved key', () => {
    const state = {
      tab: 'a',
      page: 1,
      sort: null,
      filters: { tab: 'zzz', page: true, sort: 5, q: 'x' },
    } as const;
    expect(listStateToUrl(RESERVED_SPEC, state).toString()).toBe('q=x');
    expect(listStateToUrl(RESERVED_SPEC, { ...state, tab: 'b', page: 2, sort: 'id desc' }).toString()).toBe(
      'tab=b&q=x&sort=id+desc&page=2',
    );
  });
});

describe('changeListState', () => {
  it('a new tab goes back to page 1 and drops the sort, keeping the filters', () => {
    const next = changeListState(FULL, { tab: 'archived' });
    expect(next).toEqual({ ...FULL, tab: 'archived', page: 1, sort: null });
    expect(next.filters).toBe(FULL.filters);
  });

  it('the tab already open changes nothing', () => {
    expect(changeListState(FULL, { tab: 'starred' })).toBe(FULL);
  });

  it('a new sort goes back to page 1, keeping tab and filters', () => {
    expect(changeListState(FULL, { sort: 'name asc' })).toEqual({ ...FULL, sort: 'name asc', page: 1 });
    expect(changeListState(FULL, { sort: null })).toEqual({ ...FULL, sort: null, page: 1 });
  });

  it('a filter goes back to page 1, keeping tab, sort and the other filters', () => {
    expect(changeListState(FULL, { filters: { name: 'xyz' } })).toEqual({
      ...FULL,
      page: 1,
      filters: { ...FULL.filters, name: 'xyz' },
    });
    expect(changeListState(FULL, { filters: { urgent: false, owner: null } })).toEqual({
      ...FULL,
      page: 1,
      filters: { ...FULL.filters, urgent: false, owner: null },
    });
  });

  it('a page keeps everything else', () => {
    expect(changeListState(FULL, { page: 7 })).toEqual({ ...FULL, page: 7 });
    expect(changeListState(DEFAULT, { page: 2 })).toEqual({ ...DEFAULT, page: 2 });
  });

  it('never changes the state it was given', () => {
    const before = structuredClone(FULL);
    changeListState(FULL, { tab: 'all' });
    changeListState(FULL, { sort: null });
    changeListState(FULL, { page: 9 });
    changeListState(FULL, { filters: { colors: [] } });
    expect(FULL).toEqual(before);
  });
});

describe('shouldRestoreSearch', () => {
  const saved = 'tab=closed&page=2';
  it.each([
    ['/broker/loads', '', saved, true],
    ['/broker/loads/', '', saved, true],
    ['/broker/alerts', '', saved, true],
    ['/broker/alerts/', '', saved, true],
    ['/broker/loads', '?', saved, true],
    ['/broker/loads', '', `?${saved}`, true],
    ['/app/broker/loads', '', saved, true],
    ['/broker/loads/50001', '', saved, false],
    ['/broker/alerts/7', '', saved, false],
    ['/broker/loadsx', '', saved, false],
    ['/broker/loads//', '', saved, false],
    ['/broker/carriers', '', saved, false],
    ['/loads', '', saved, false],
    ['/broker/', '', saved, false],
    ['/broker/loads', '?tab=open', saved, false],
    ['/broker/loads', '?page=1', saved, false],
    ['/broker/loads', 'tab=open', saved, false],
    ['/broker/loads', '', null, false],
    ['/broker/loads', '', '', false],
    ['/broker/loads', '', '?', false],
    ['/broker/loads/50001', '?tab=open', null, false],
    // The carrier lists (carrier-portal §2): connections and my-carriers, not Mine.
    ['/broker/carriers/connections', '', saved, true],
    ['/broker/carriers/my-carriers/', '', saved, true],
    ['/broker/carriers/connections', '?tab=dismissed', saved, false],
    ['/broker/carriers/Mine', '', saved, false],
    ['/broker/carriers/1001', '', saved, false],
    ['/broker/carriers/connectionsx', '', saved, false],
    ['/broker/carriers/global-search', '', saved, false],
  ])('%s with search %j and saved %j → %s', (pathname, search, stored, expected) => {
    expect(shouldRestoreSearch(pathname, search, stored)).toBe(expected);
  });
});

// ---- Properties, over the test spec, both monitoring lists and the carrier lists ----

const ALERT_TYPES = ['vehicle_assignment_required', 'late_pickup', 'no_eld_connection'];
const SPECS: [string, ListSpec<string, Record<string, FieldSpec>>][] = [
  ['test list', SPEC as unknown as ListSpec<string, Record<string, FieldSpec>>],
  ['loads list', LOADS_LIST as unknown as ListSpec<string, Record<string, FieldSpec>>],
  ['alerts list', alertsListSpec(ALERT_TYPES) as unknown as ListSpec<string, Record<string, FieldSpec>>],
  ['carrier lists', carrierListsSpec(true) as unknown as ListSpec<string, Record<string, FieldSpec>>],
];
type AnyState = ListState<string, Record<string, FieldSpec>>;

const calendarDate = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

function validValue(field: FieldSpec): fc.Arbitrary<unknown> {
  switch (field.kind) {
    case 'text':
      return fc
        .oneof(
          fc.string({ maxLength: field.maxLength }),
          fc.string({ unit: 'binary', maxLength: field.maxLength }),
          fc.string({ unit: fc.constantFrom(' ', '\t', 'a', 'é', '😀', '+', '&', '='), maxLength: field.maxLength }),
        )
        .map((text) => text.trim())
        .filter((text) => text.length <= field.maxLength);
    case 'flag':
      return fc.boolean();
    case 'date':
      return fc.option(calendarDate, { nil: null });
    case 'enumList':
      return fc.subarray([...field.values]);
    case 'id':
      return fc.option(fc.integer({ min: 1, max: 9_999_999_999 }), { nil: null });
    case 'idList':
      return fc.uniqueArray(fc.integer({ min: 1, max: 9_999_999 })).map((ids) => ids.sort((a, b) => a - b));
  }
}

/** Any state a list can be in, built from its spec. */
function validState(spec: ListSpec<string, Record<string, FieldSpec>>): fc.Arbitrary<AnyState> {
  const filters = Object.fromEntries(Object.entries(spec.filters).map(([key, field]) => [key, validValue(field)]));
  return fc.record({
    tab: fc.constantFrom(...spec.tabs),
    page: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: MAX_URL_PAGE })),
    sort: fc.option(fc.constantFrom(...spec.sorts), { nil: null }),
    filters: fc.record(filters) as fc.Arbitrary<AnyState['filters']>,
  });
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function expectValid(spec: ListSpec<string, Record<string, FieldSpec>>, state: AnyState): void {
  expect(spec.tabs).toContain(state.tab);
  expect(Number.isInteger(state.page) && state.page >= 1 && state.page <= MAX_URL_PAGE).toBe(true);
  expect(state.sort === null || spec.sorts.includes(state.sort)).toBe(true);
  expect(Object.keys(state.filters).sort()).toEqual(Object.keys(spec.filters).sort());
  for (const [key, field] of Object.entries(spec.filters)) {
    const value = state.filters[key];
    switch (field.kind) {
      case 'text':
        expect(typeof value).toBe('string');
        expect(value).toBe((value as string).trim());
        expect((value as string).length).toBeLessThanOrEqual(field.maxLength);
        expect(LONE_SURROGATE.test(value as string)).toBe(false);
        break;
      case 'flag':
        expect(typeof value).toBe('boolean');
        break;
      case 'date':
        if (value !== null) {
          expect(value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(new Date(`${value as string}T00:00:00Z`).toISOString().slice(0, 10)).toBe(value);
        }
        break;
      case 'enumList':
        // A subset of the allowed values, in the spec's order, without repeats.
        expect(value).toEqual(field.values.filter((allowed) => (value as string[]).includes(allowed)));
        break;
      case 'id':
        if (value !== null) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value as number).toBeGreaterThan(0);
        }
        break;
    }
  }
}

const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const controlUnit = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

/** Query strings built from the list's own keys and values, and from anything at all. */
function queryString(spec: ListSpec<string, Record<string, FieldSpec>>): fc.Arbitrary<string> {
  const enumValues = Object.values(spec.filters).flatMap((field) => (field.kind === 'enumList' ? field.values : []));
  const key = fc.oneof(
    fc.constantFrom('tab', 'page', 'sort', ...Object.keys(spec.filters)),
    fc.string({ maxLength: 6 }),
  );
  const value = fc.oneof(
    fc.constantFrom(...spec.tabs, ...spec.sorts, '1', '0', '-1', '01', '100000', '100001', '2024-02-29', '2026-02-30'),
    fc.subarray(enumValues).map((values) => values.join(',')),
    fc.integer().map(String),
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.string({ unit: anyUnit }),
    fc.string({ unit: controlUnit }),
  );
  const pair = fc
    .tuple(key, value, fc.boolean())
    .map(([k, v, raw]) => (raw || LONE_SURROGATE.test(k + v) ? `${k}=${v}` : `${k}=${encodeURIComponent(v)}`));
  return fc.oneof(
    fc.array(pair, { maxLength: 8 }).map((pairs) => pairs.join('&')),
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.string({ unit: anyUnit }),
    fc.string({ unit: controlUnit }),
  );
}

const fromUrl = (spec: ListSpec<string, Record<string, FieldSpec>>, query: string) =>
  listStateFromUrl(spec, new URLSearchParams(query));
const canonical = (spec: ListSpec<string, Record<string, FieldSpec>>, query: string) =>
  listStateToUrl(spec, fromUrl(spec, query)).toString();

describe.each(SPECS)('properties of the %s', (_name, spec) => {
  it('(a) any valid state survives the URL: toUrl → fromUrl is the identity', () => {
    fc.assert(
      fc.property(validState(spec), (state) => {
        expect(listStateFromUrl(spec, listStateToUrl(spec, state))).toEqual(state);
        expect(listCodec(spec).keys).toEqual(expect.arrayContaining([...listStateToUrl(spec, state).keys()]));
        // …and through the text of a real link.
        expect(fromUrl(spec, listStateToUrl(spec, state).toString())).toEqual(state);
      }),
      { numRuns: 300 },
    );
  });

  it('(a) the valid-state arbitrary reaches every field away from its default', () => {
    const samples = fc.sample(validState(spec), 300);
    for (const key of Object.keys(spec.filters)) {
      const empty = defaultListState(spec).filters[key];
      expect(samples.some((state) => JSON.stringify(state.filters[key]) !== JSON.stringify(empty))).toBe(true);
    }
  });

  it('(b) fromUrl never throws and always yields a valid state', () => {
    fc.assert(
      fc.property(queryString(spec), (query) => {
        expectValid(spec, fromUrl(spec, query));
      }),
      { numRuns: 500 },
    );
  });

  it('(b) …also on 10 000-character query strings', () => {
    const long = (unit: fc.StringConstraints['unit']) => fc.string({ unit, minLength: 10_000, maxLength: 10_000 });
    fc.assert(
      fc.property(fc.oneof(long('grapheme-ascii'), long('binary'), long(anyUnit), long(controlUnit)), (text) => {
        expectValid(spec, fromUrl(spec, text));
        for (const key of ['tab', 'page', 'sort', ...Object.keys(spec.filters)])
          expectValid(
            spec,
            fromUrl(spec, `${key}=${encodeURIComponent(text.replace(new RegExp(LONE_SURROGATE, 'g'), ''))}`),
          );
      }),
      { numRuns: 20 },
    );
  });

  it('(c) toUrl(fromUrl(x)) is idempotent', () => {
    fc.assert(
      fc.property(queryString(spec), (query) => {
        const once = canonical(spec, query);
        expect(canonical(spec, once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('the state read from any link reads back the same from the URL it writes', () => {
    fc.assert(
      fc.property(queryString(spec), (query) => {
        const state = fromUrl(spec, query);
        expect(fromUrl(spec, listStateToUrl(spec, state).toString())).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });
});

describe('hasFilters', () => {
  it('is false for the defaults, whatever the tab, sort and page', () => {
    expect(hasFilters(SPEC, DEFAULT)).toBe(false);
    expect(hasFilters(SPEC, { ...DEFAULT, tab: 'archived', sort: 'id desc', page: 4 })).toBe(false);
  });

  it.each<[string, Partial<State['filters']>]>([
    ['text', { name: 'abc' }],
    ['flag', { urgent: true }],
    ['date', { since: '2026-03-01' }],
    ['enum list', { colors: ['green'] }],
    ['id', { owner: 7 }],
  ])('is true once a %s filter is set', (_, filters) => {
    expect(hasFilters(SPEC, { ...DEFAULT, filters: { ...DEFAULT.filters, ...filters } })).toBe(true);
  });

  it('ignores what the URL would drop (blank text)', () => {
    expect(hasFilters(SPEC, { ...DEFAULT, filters: { ...DEFAULT.filters, name: '   ' } })).toBe(false);
  });

  it('agrees with the URL: filtered exactly when some filter is written', () => {
    fc.assert(
      fc.property(
        fc.record({ name: fc.string(), urgent: fc.boolean(), colors: fc.subarray(['red', 'green', 'blue']) }),
        (f) => {
          const state = { ...DEFAULT, filters: { ...DEFAULT.filters, ...f } };
          const written = [...listStateToUrl(SPEC, state).keys()];
          expect(hasFilters(SPEC, state)).toBe(written.length > 0);
        },
      ),
    );
  });
});

describe("an id list field (the carrier lists' classifications)", () => {
  const IDS = { classes: { kind: 'idList' } } as const satisfies Record<string, FieldSpec>;
  const IDS_SPEC: ListSpec<'all', typeof IDS> = { tabs: ['all'], sorts: [], filters: IDS };
  const readIds = (query: string) => listStateFromUrl(IDS_SPEC, new URLSearchParams(query)).filters.classes;
  const writeIds = (classes: number[]) =>
    listStateToUrl(IDS_SPEC, { tab: 'all', page: 1, sort: null, filters: { classes } }).toString();

  it('is empty by default and left out of the URL', () => {
    expect(defaultListState(IDS_SPEC).filters.classes).toEqual([]);
    expect(writeIds([])).toBe('');
  });
  it('writes distinct ids in ascending order, one URL per set', () => {
    expect(writeIds([3102, 3101, 3102])).toBe('classes=3101%2C3102');
  });
  it('reads only positive whole numbers', () => {
    expect(readIds('classes=3101,abc,-4,0,2.5,3101,12')).toEqual([12, 3101]);
    expect(readIds('classes=')).toEqual([]);
  });
  it('drops what is not an id when writing, too', () => {
    expect(writeIds([0, -1, 1.5, Number.NaN, 7])).toBe('classes=7');
  });
  it('round-trips any set of ids', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000_000 })), (ids) => {
        expect(readIds(writeIds(ids))).toEqual([...new Set(ids)].sort((a, b) => a - b));
      }),
    );
  });
});
