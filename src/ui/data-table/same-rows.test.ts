// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useSameRows } from './same-rows';

type Rows = readonly Record<string, unknown>[] | undefined;

const field = fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null), fc.constant(undefined));
const record = fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), field, { maxKeys: 5 });
const rows = fc.array(record, { maxLength: 8 });

/** The rows the hook hands back for `first`, then for `next`. */
function shown(first: Rows, next: Rows) {
  const hook = renderHook(({ value }: { value: Rows }) => useSameRows(value), { initialProps: { value: first } });
  const before = hook.result.current;
  hook.rerender({ value: next });
  const after = hook.result.current;
  hook.unmount();
  return { before, after };
}

describe('useSameRows', () => {
  it('hands back the rows it had for a new array of copies of the same rows', () => {
    fc.assert(
      fc.property(rows, (a) => {
        const { before, after } = shown(
          a,
          a.map((row) => ({ ...row })),
        );
        return after === before;
      }),
      { numRuns: 50 },
    );
  });

  it('hands back new rows when one field of one row differs, the other rows the objects it had', () => {
    fc.assert(
      fc.property(
        rows.filter((a) => a.some((row) => Object.keys(row).length > 0)),
        fc.nat(),
        (a, pick) => {
          const withFields = a.flatMap((row, index) => (Object.keys(row).length > 0 ? [index] : []));
          const index = withFields[pick % withFields.length]!;
          const key = Object.keys(a[index]!)[0]!;
          const b = a.map((row, i) => (i === index ? { ...row, [key]: { changed: true } } : { ...row }));
          const { before, after } = shown(a, b);
          return (
            after !== before &&
            after!.every((row, i) =>
              i === index ? row !== before![i] && row[key] === b[index]![key] : row === before![i],
            )
          );
        },
      ),
      { numRuns: 50 },
    );
  });

  it('hands back new rows for a row more or less, none, or a field more', () => {
    const a = [{ id: 1, stops: [1, 2] }];
    expect(shown(a, [...a, { id: 2, stops: [] }]).after).toHaveLength(2);
    expect(shown(a, []).after).toEqual([]);
    expect(shown(a, undefined).after).toBeUndefined();
    expect(shown(undefined, undefined).after).toBeUndefined();
    expect(shown(a, [{ ...a[0]!, extra: 1 }]).after).toEqual([{ id: 1, stops: [1, 2], extra: 1 }]);
    // A nested value equal to the one it had is the same row, as TanStack Query shares it.
    const { before, after } = shown(a, [{ id: 1, stops: [1, 2] }]);
    expect(after).toBe(before);
  });
});
