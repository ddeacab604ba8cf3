/** A piece of a value, and whether it differs from the other side (Company Change Order's marked differences). */
export interface DiffSegment {
  text: string;
  changed: boolean;
}

/** Words and the spaces and punctuation between them, so a changed suite number marks only itself. */
const tokens = (text: string): string[] => text.match(/[\p{L}\p{N}]+|[^\p{L}\p{N}]+/gu) ?? [];

const isSeparator = (text: string) => !/[\p{L}\p{N}]/u.test(text);

/** Joins neighbours of one kind; a space or comma between two changed words is part of the change. */
function merged(parts: DiffSegment[]): DiffSegment[] {
  const out: DiffSegment[] = [];
  const bridged = parts.map((part, index) =>
    !part.changed && isSeparator(part.text) && parts[index - 1]?.changed && parts[index + 1]?.changed
      ? { ...part, changed: true }
      : part,
  );
  for (const part of bridged) {
    const last = out.at(-1);
    if (last && last.changed === part.changed) last.text += part.text;
    else out.push({ ...part });
  }
  return out;
}

/**
 * Marks what differs between an old and a new value, word by word (longest common subsequence of
 * tokens): the old side's changed words were removed, the new side's were added. Joining either
 * side's segments gives that value back. A missing value is one unchanged empty side.
 */
export function wordDiff(before: string | null, after: string | null): { before: DiffSegment[]; after: DiffSegment[] } {
  const a = tokens(before ?? '');
  const b = tokens(after ?? '');
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const left: DiffSegment[] = [];
  const right: DiffSegment[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      left.push({ text: a[i]!, changed: false });
      right.push({ text: b[j]!, changed: false });
      i += 1;
      j += 1;
    } else if (j < b.length && (i === a.length || lengths[i]![j + 1]! >= lengths[i + 1]![j]!)) {
      right.push({ text: b[j]!, changed: true });
      j += 1;
    } else {
      left.push({ text: a[i]!, changed: true });
      i += 1;
    }
  }
  return { before: merged(left), after: merged(right) };
}
