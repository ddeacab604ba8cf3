import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseId } from './ids';

describe('parseId', () => {
  it.each([
    ['50001', 50001],
    [' 42 ', null],
    ['9999999999', 9_999_999_999],
    ['0', null],
    ['007', null],
    ['12345678901', null],
    ['1e3', null],
    ['-5', null],
    ['4.2', null],
    ['emails', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (raw, id) => expect(parseId(raw)).toBe(id));

  it('reads back every id it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (id) => {
        expect(parseId(String(id))).toBe(id);
      }),
    );
  });

  it('never throws and answers a positive integer or null', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const id = parseId(raw);
        expect(id === null || (Number.isInteger(id) && id > 0)).toBe(true);
      }),
    );
  });
});
