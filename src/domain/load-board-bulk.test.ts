import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { BULK_POSTING_CHUNK, bulkPostingLines, inChunks } from './load-board-bulk';

describe('inChunks', () => {
  it('cuts 50 ids into five calls of 10', () => {
    const ids = Array.from({ length: 50 }, (_, i) => 50_000 + i);
    const chunks = inChunks(ids, BULK_POSTING_CHUNK);
    expect(chunks).toHaveLength(5);
    expect(chunks.every((chunk) => chunk.length === 10)).toBe(true);
  });
  it('keeps every item once, in order, in runs of at most the size', () => {
    fc.assert(
      fc.property(fc.array(fc.nat()), fc.integer({ min: 1, max: 20 }), (items, size) => {
        const chunks = inChunks(items, size);
        expect(chunks.flat()).toEqual(items);
        expect(chunks.every((chunk) => chunk.length >= 1 && chunk.length <= size)).toBe(true);
      }),
    );
  });
});

describe('bulkPostingLines', () => {
  it('shows both the successes and the errors of a partial answer, tagged with the action', () => {
    const lines = bulkPostingLines('Post', [
      {
        load_ids: [50007, 50008],
        answer: { success: [50007], errors: [{ load_id: 50008, message: 'Load 50008 is covered.' }] },
      },
    ]);
    expect(lines).toEqual([
      { load_id: 50007, action: 'Post', ok: true, message: 'Posted' },
      { load_id: 50008, action: 'Post', ok: false, message: 'Load 50008 is covered.' },
    ]);
  });
  it('fails each load of a call that failed as a whole, and keeps the others', () => {
    const lines = bulkPostingLines('Unpost', [
      { load_ids: [1, 2], answer: { success: [1, 2], errors: [] } },
      { load_ids: [3], failed: 'The server had a problem.' },
    ]);
    expect(lines.map((l) => [l.load_id, l.ok, l.message, l.action])).toEqual([
      [1, true, 'Taken off the board', 'Unpost'],
      [2, true, 'Taken off the board', 'Unpost'],
      [3, false, 'The server had a problem.', 'Unpost'],
    ]);
  });
  it('never takes a load the answer does not mention for done, and ignores ids not sent', () => {
    const lines = bulkPostingLines('Post', [{ load_ids: [4], answer: { success: [9], errors: [] } }]);
    expect(lines).toEqual([
      { load_id: 4, action: 'Post', ok: false, message: 'The server did not confirm this load.' },
    ]);
  });
  it('an error named for a load wins over a success', () => {
    const lines = bulkPostingLines('Post', [
      { load_ids: [5], answer: { success: [5], errors: [{ load_id: 5, message: 'No.' }] } },
    ]);
    expect(lines[0]?.ok).toBe(false);
  });
});
