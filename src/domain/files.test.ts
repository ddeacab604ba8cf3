import { describe, expect, it } from 'vitest';
import { fileProblem, type FileRule } from './files';

const PROOF: FileRule = { accept: ['.pdf', 'image/*'], maxBytes: 10 * 1_048_576, kind: 'a PDF or an image' };
const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('fileProblem', () => {
  it.each([
    [file('coi.pdf', 2048, 'application/pdf'), null],
    [file('COI.PDF', 2048), null],
    [file('photo.jpg', 2048, 'image/jpeg'), null],
    [file('empty.pdf', 0, 'application/pdf'), 'empty.pdf is empty.'],
    [file('notes.docx', 2048, 'application/msword'), 'notes.docx is not a PDF or an image.'],
    [file('big.pdf', 11 * 1_048_576, 'application/pdf'), 'big.pdf is 11 MB; files up to 10 MB are taken.'],
    [file('edge.pdf', 10 * 1_048_576, 'application/pdf'), null],
  ])('%o → %s', (f, problem) => expect(fileProblem(f, PROOF)).toBe(problem));

  it('takes exact MIME types', () => {
    expect(
      fileProblem(file('list.csv', 10, 'text/csv'), { accept: ['text/csv'], maxBytes: 100, kind: 'a CSV file' }),
    ).toBeNull();
  });
});
