// No unused component in the root document: every entry of `components.<type>` is the target of
// at least one $ref somewhere in the contract (any file the root reaches), or, for security
// schemes, named in a `security` requirement.
//
// Replaces spectral:oas's `oas3-unused-component`, which relies on Spectral's ref graph: in a
// contract split over many files Spectral 6 stops resolving external $refs after a while
// (stoplightio/spectral#2790, #2640), so the graph misses uses and the rule reports components
// that are used (e.g. monitor's `Area`). This function reads the files itself (YAML, following
// every $ref from the root), so it sees every use.
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';

const TYPES = [
  'schemas',
  'responses',
  'parameters',
  'examples',
  'requestBodies',
  'headers',
  'links',
  'callbacks',
  'pathItems',
];

/** @param {string} token */
const unescape = (token) => decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * @param {string} root the root document's file path
 * @returns {{ targets: Array<{ file: string, pointer: string[], from: { file: string, path: string[] } }>, files: Map<string, unknown> }}
 */
function collectRefs(root) {
  const files = new Map();
  const targets = [];
  const queue = [pathToFileURL(root).href];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.pop());
    if (files.has(file)) continue;
    let data;
    try {
      data = parse(readFileSync(fileURLToPath(file), 'utf8'), { maxAliasCount: -1 });
    } catch {
      data = null; // an unreadable file is reported by Spectral's own invalid-ref rule
    }
    files.set(file, data);
    const walk = (/** @type {unknown} */ node, /** @type {string[]} */ path) => {
      if (Array.isArray(node)) node.forEach((v, i) => walk(v, [...path, String(i)]));
      else if (node && typeof node === 'object') {
        const ref = /** @type {Record<string, unknown>} */ (node).$ref;
        if (typeof ref === 'string' && !/^[a-z]+:\/\//i.test(ref)) {
          const url = new URL(ref, file);
          const fragment = url.hash.replace(/^#\/?/, '');
          url.hash = '';
          targets.push({
            file: url.href,
            pointer: fragment ? fragment.split('/').map(unescape) : [],
            from: { file, path },
          });
          if (!files.has(url.href)) queue.push(url.href);
        }
        for (const [k, v] of Object.entries(node)) walk(v, [...path, k]);
      }
    };
    walk(data, []);
  }
  return { targets, files };
}

/** @type {import('@stoplight/spectral-core').RulesetFunction} */
export default function unusedComponents(document, _options, context) {
  if (!document || typeof document !== 'object' || !document.components) return [];
  const source = context.document.source;
  if (!source) return [];
  const rootFile = pathToFileURL(source).href;
  const { targets, files } = collectRefs(source);

  /** @type {Set<string>} */
  const usedSchemes = new Set();
  const collectSecurity = (/** @type {unknown} */ list) => {
    if (Array.isArray(list))
      for (const req of list) if (req && typeof req === 'object') Object.keys(req).forEach((k) => usedSchemes.add(k));
  };
  for (const data of files.values()) {
    const walk = (/** @type {unknown} */ node) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        collectSecurity(/** @type {Record<string, unknown>} */ (node).security);
        Object.values(node).forEach(walk);
      }
    };
    walk(data);
  }

  const results = [];
  for (const type of [...TYPES, 'securitySchemes']) {
    const group = document.components[type];
    if (!group || typeof group !== 'object') continue;
    for (const name of Object.keys(group)) {
      const used =
        type === 'securitySchemes'
          ? usedSchemes.has(name)
          : targets.some(
              (t) =>
                t.file === rootFile &&
                t.pointer[0] === 'components' &&
                t.pointer[1] === type &&
                t.pointer[2] === name &&
                // the component's own definition (`Name: {$ref: schemas/x.yaml#/Name}`) is no use
                !(
                  t.from.file === rootFile &&
                  t.from.path[0] === 'components' &&
                  t.from.path[1] === type &&
                  t.from.path[2] === name
                ),
            );
      if (!used)
        results.push({
          message: `Component "${name}" (components.${type}) is not used.`,
          path: ['components', type, name],
        });
    }
  }
  return results;
}
