import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameRows } from './same-rows';

const field = fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null), fc.constant(undefined));
const record = fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), field, { maxKeys: 5 });
const rows = fc.array(record, { maxLength: 8 });

describe('sameRows', () => {
  it('holds for a new array of copies of the same rows', () => {
    fc.assert(
      fc.property(rows, (a) =>
        sameRows(
          a,
          a.map((row) => ({ ...row })),
        ),
      ),
    );
  });

  it('fails when one field of one row differs', () => {
    fc.assert(
      fc.property(
        rows.filter((a) => a.some((row) => Object.keys(row).length > 0)),
        fc.nat(),
        (a, pick) => {
          const withFields = a.flatMap((row, index) => (Object.keys(row).length > 0 ? [index] : []));
          const index = withFields[pick % withFields.length]!;
          const key = Object.keys(a[index]!)[0]!;
          const b = a.map((row, i) => (i === index ? { ...row, [key]: { changed: true } } : { ...row }));
          return !sameRows(a, b);
        },
      ),
    );
  });

  it('fails for a row more or less, or a field more, and reads a nested object by identity', () => {
    const a = [{ id: 1, stops: [1, 2] }];
    expect(sameRows(a, [...a, { id: 2, stops: [] }])).toBe(false);
    expect(sameRows(a, [])).toBe(false);
    expect(sameRows(a, undefined)).toBe(false);
    expect(sameRows(undefined, undefined)).toBe(true);
    expect(sameRows<object>(a, [{ ...a[0]!, extra: 1 }])).toBe(false);
    expect(sameRows(a, [{ ...a[0]! }])).toBe(true);
    expect(sameRows(a, [{ id: 1, stops: [1, 2] }])).toBe(false);
  });
});
