import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultListState, listStateFromUrl, listStateToUrl } from './list-url-state';
import { NOTES_LIST, NOTE_SUBJECTS, notesListQuery, type NotesListState } from './notes';

const state = (filters: Partial<NotesListState['filters']> = {}, change: Partial<NotesListState> = {}) => {
  const base = defaultListState(NOTES_LIST);
  return { ...base, ...change, filters: { ...base.filters, ...filters } };
};
const fromUrl = (search: string) => listStateFromUrl(NOTES_LIST, new URLSearchParams(search));

const DEFAULT_QUERY = { 'q[s]': 'created_at desc', page: 1, per_page: 50 };
const FILTER_KEYS = [
  'q[notable_type_eq]',
  'q[carrier_id_eq]',
  'q[body_cont]',
  'q[created_at_gteq]',
  'q[created_at_lteq]',
];

describe('the Notes list address', () => {
  it('opens with no filter, newest first, page 1', () => {
    expect(fromUrl('')).toEqual(state());
  });

  it('reads each filter, the sort and the page', () => {
    expect(
      fromUrl('about=Ticket&carrier_id=1001&text=+ELD+reset+&from=2026-03-01&to=2026-03-17&sort=created_at+asc&page=2'),
    ).toEqual(
      state(
        { about: ['Ticket'], carrier_id: 1001, text: 'ELD reset', from: '2026-03-01', to: '2026-03-17' },
        { sort: 'created_at asc', page: 2 },
      ),
    );
  });

  it('drops what it cannot read: another kind of record, a carrier that is no id, a day that is no day, another sort', () => {
    expect(fromUrl('about=Invoice&carrier_id=abc&from=2026-02-30&to=yesterday&sort=body+asc&page=0')).toEqual(state());
    expect(fromUrl('carrier_id=-4').filters.carrier_id).toBeNull();
  });

  it('caps the text at the contract’s 200 characters', () => {
    expect(fromUrl(`text=${'a'.repeat(250)}`).filters.text).toHaveLength(200);
  });

  it('writes nothing for the default view, and round-trips every filter', () => {
    expect(listStateToUrl(NOTES_LIST, state()).toString()).toBe('');
    const chosen = state(
      { about: ['Load'], carrier_id: 1003, text: 'tarps', from: '2026-03-10', to: '2026-03-16' },
      { sort: 'created_at asc', page: 3 },
    );
    expect(listStateFromUrl(NOTES_LIST, listStateToUrl(NOTES_LIST, chosen))).toEqual(chosen);
  });
});

describe('notesListQuery', () => {
  it('asks for the newest first, page 1 of 50, and no filter by default', () => {
    expect(notesListQuery(state())).toEqual(DEFAULT_QUERY);
  });

  it('sends each filter as its Ransack key', () => {
    expect(
      notesListQuery(
        state(
          { about: ['Carrier'], carrier_id: 1001, text: 'COI', from: '2026-03-01', to: '2026-03-17' },
          { sort: 'created_at asc', page: 2 },
        ),
      ),
    ).toEqual({
      'q[s]': 'created_at asc',
      'q[notable_type_eq]': 'Carrier',
      'q[carrier_id_eq]': 1001,
      'q[body_cont]': 'COI',
      'q[created_at_gteq]': '2026-03-01',
      'q[created_at_lteq]': '2026-03-17',
      page: 2,
      per_page: 50,
    });
  });

  it('sends one kind of record only when exactly one is chosen', () => {
    expect(notesListQuery(state({ about: ['Carrier', 'Load'] }))).not.toHaveProperty('q[notable_type_eq]');
  });

  it('reads a range typed backwards the right way round, and sends one end alone', () => {
    expect(notesListQuery(state({ from: '2026-03-17', to: '2026-03-01' }))).toMatchObject({
      'q[created_at_gteq]': '2026-03-01',
      'q[created_at_lteq]': '2026-03-17',
    });
    const since = notesListQuery(state({ from: '2026-03-10' }));
    expect(since['q[created_at_gteq]']).toBe('2026-03-10');
    expect(since).not.toHaveProperty('q[created_at_lteq]');
  });
});

// ---- Properties: whatever the address says, the call is one the contract takes ----

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const anyValue = fc.oneof(fc.string(), day, fc.constantFrom(...NOTE_SUBJECTS), fc.integer().map(String));
const anyAddress = fc
  .dictionary(fc.constantFrom('about', 'carrier_id', 'text', 'from', 'to', 'sort', 'page', 'other'), anyValue)
  .map((entries) => new URLSearchParams(entries));

describe('any address (property)', () => {
  it('gives a call of known keys and valid values, with a filter only when the address sets it', () => {
    fc.assert(
      fc.property(anyAddress, (address) => {
        const listed = listStateFromUrl(NOTES_LIST, address);
        const query = notesListQuery(listed);
        const known = ['q[s]', 'page', 'per_page', ...FILTER_KEYS];
        expect(Object.keys(query).filter((key) => !known.includes(key))).toEqual([]);
        expect(['created_at desc', 'created_at asc']).toContain(query['q[s]']);
        expect(query.per_page).toBe(50);
        if (query['q[notable_type_eq]'] !== undefined) expect(NOTE_SUBJECTS).toContain(query['q[notable_type_eq]']);
        if (query['q[carrier_id_eq]'] !== undefined) expect(String(query['q[carrier_id_eq]'])).toMatch(/^[1-9]\d*$/);
        if (query['q[body_cont]'] !== undefined)
          expect((query['q[body_cont]'] as string).length).toBeLessThanOrEqual(200);
        const start = query['q[created_at_gteq]'];
        const end = query['q[created_at_lteq]'];
        if (typeof start === 'string' && typeof end === 'string') expect(start <= end).toBe(true);
        // Nothing in the address about a filter: nothing in the call either.
        const filterParams = ['about', 'carrier_id', 'text', 'from', 'to'];
        if (!filterParams.some((key) => address.has(key)))
          expect(Object.keys(query).filter((key) => FILTER_KEYS.includes(key))).toEqual([]);
      }),
    );
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(anyAddress, (address) => {
        const listed = listStateFromUrl(NOTES_LIST, address);
        expect(listStateFromUrl(NOTES_LIST, listStateToUrl(NOTES_LIST, listed))).toEqual(listed);
      }),
    );
  });
});
