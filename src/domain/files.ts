/** What a file field accepts: file name endings (".pdf") or MIME types, and the largest size. */
export interface FileRule {
  accept: readonly string[];
  maxBytes: number;
  /** The kind of file in words, for the message ("a PDF or an image"). */
  kind: string;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1_048_576) * 10) / 10} MB`;

/**
 * Why a chosen file cannot be sent, checked before anything is uploaded, or null when it can:
 * empty, of a type the server does not take, or too large.
 */
export function fileProblem(file: { name: string; size: number; type: string }, rule: FileRule): string | null {
  if (file.size === 0) return `${file.name} is empty.`;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  const accepted = rule.accept.some((a) => {
    const wanted = a.toLowerCase();
    if (wanted.startsWith('.')) return name.endsWith(wanted);
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
  if (!accepted) return `${file.name} is not ${rule.kind}.`;
  if (file.size > rule.maxBytes)
    return `${file.name} is ${megabytes(file.size)}; files up to ${megabytes(rule.maxBytes)} are taken.`;
  return null;
}
