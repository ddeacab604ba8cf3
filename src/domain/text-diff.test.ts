import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordDiff } from './text-diff';

const join = (segments: { text: string }[]) => segments.map((s) => s.text).join('');
const changed = (segments: { text: string; changed: boolean }[]) =>
  segments.filter((s) => s.changed).map((s) => s.text);

describe('wordDiff', () => {
  it('marks only the words that changed', () => {
    const diff = wordDiff(
      '600 W Chicago Ave, Suite 775, Chicago, IL 60654, US',
      '233 S Wacker Dr, Suite 1850, Chicago, IL 60606, US',
    );
    expect(changed(diff.before)).toEqual(['600 W Chicago Ave', '775', '60654']);
    expect(changed(diff.after)).toEqual(['233 S Wacker Dr', '1850', '60606']);
  });

  it('marks a whole new value as added and a removed one as removed', () => {
    expect(wordDiff(null, 'Lakeshore Freight')).toEqual({
      before: [],
      after: [{ text: 'Lakeshore Freight', changed: true }],
    });
    expect(wordDiff('Lakeshore Freight', null).before).toEqual([{ text: 'Lakeshore Freight', changed: true }]);
    expect(wordDiff('same', 'same').after).toEqual([{ text: 'same', changed: false }]);
  });

  it('gives each side back whole, and marks nothing when the values agree', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), (a, b) => {
        const diff = wordDiff(a, b);
        expect(join(diff.before)).toBe(a);
        expect(join(diff.after)).toBe(b);
        if (a === b) expect(changed(diff.after)).toEqual([]);
      }),
    );
  });
});
