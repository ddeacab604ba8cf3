// Where a place of a contract is written: the file and line in openapi/ that declares an
// operation or a schema, found by following the split files' $refs from the root document.
// Reports point there (SARIF locations, GitHub annotations).
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { LineCounter, isMap, isPair, isScalar, isSeq, parseDocument } from 'yaml';

/** @type {Map<string, { doc: import('yaml').Document, lines: LineCounter } | null>} */
const parsed = new Map();

/** @param {string} file */
function load(file) {
  if (!parsed.has(file)) {
    try {
      const lines = new LineCounter();
      parsed.set(file, { doc: parseDocument(readFileSync(file, 'utf8'), { lineCounter: lines }), lines });
    } catch {
      parsed.set(file, null);
    }
  }
  return parsed.get(file) ?? null;
}

/**
 * @typedef {{ file: string, line: number }} SourcePlace  file: relative to the working directory
 */

/**
 * The file and line that declare the node at `pointer` of the bundled contract, read from the
 * split files (the deepest node found: a place the bundle made up points at its parent).
 * @param {string} rootFile path of the root openapi.yaml
 * @param {string[]} pointer tokens, e.g. ['paths', '/api/v1/notes', 'post']
 * @returns {SourcePlace | null}
 */
export function locate(rootFile, pointer) {
  let file = resolve(rootFile);
  let src = load(file);
  if (!src) return null;
  /** @type {unknown} */
  let node = src.doc.contents;
  let line = 1;
  for (const token of pointer) {
    const followed = follow(file, node);
    if (followed) ({ file, node } = followed);
    src = load(file);
    if (!src) break;
    const child = childOf(node, token);
    if (!child) break;
    if (child.keyOffset !== null) line = src.lines.linePos(child.keyOffset).line;
    node = child.value;
  }
  return { file: relative(process.cwd(), file) || file, line };
}

/**
 * Follow a `$ref` map to the node it names (in another file or this one), as often as needed.
 * @param {string} file @param {unknown} node
 * @returns {{ file: string, node: unknown } | null}
 */
function follow(file, node) {
  let moved = null;
  for (let i = 0; i < 10 && isMap(node); i++) {
    const ref = node.get('$ref');
    if (typeof ref !== 'string') break;
    const [target = '', fragment = ''] = ref.split('#');
    const next = target ? resolve(dirname(file), target) : file;
    const src = load(next);
    if (!src) break;
    /** @type {unknown} */
    let at = src.doc.contents;
    for (const raw of fragment.split('/').slice(1)) {
      const child = childOf(at, decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~'));
      if (!child) return moved;
      at = child.value;
    }
    file = next;
    node = at;
    moved = { file, node };
  }
  return moved;
}

/** @param {unknown} node @param {string} token @returns {{ value: unknown, keyOffset: number | null } | null} */
function childOf(node, token) {
  if (isMap(node)) {
    const pair = node.items.find((p) => isPair(p) && String(isScalar(p.key) ? p.key.value : p.key) === token);
    if (!pair) return null;
    const key = /** @type {any} */ (pair.key);
    return { value: pair.value, keyOffset: key?.range?.[0] ?? null };
  }
  if (isSeq(node)) {
    const item = /** @type {any} */ (node.items[Number(token)]);
    return item === undefined ? null : { value: item, keyOffset: item?.range?.[0] ?? null };
  }
  return null;
}
