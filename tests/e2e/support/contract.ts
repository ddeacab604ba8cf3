import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse } from 'yaml';

export type Api = 'identity' | 'monitor';

/** One operation of a contract, as the robustness runs need it. */
export interface Operation {
  api: Api;
  method: string;
  /** The contract's path template, e.g. `/api/v1/loads/{id}`. */
  template: string;
  operationId: string;
  /** The documented answers that are not 2xx (e.g. 401, 403, 404, 406, 418, 422, 500), ascending. */
  errorStatuses: number[];
  matches: (path: string) => boolean;
  /** How many `{param}` segments the template has: a literal segment wins over a parameter. */
  params: number;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
const ROOT = resolve(import.meta.dirname, '../../../openapi');

type Node = Record<string, unknown>;

function readYaml(file: string): Node {
  return parse(readFileSync(file, 'utf8')) as Node;
}

/** Follows a `$ref` like `paths/loads.yaml#/loads_id` relative to the document it appears in. */
function resolveRef(ref: string, fromFile: string): { node: Node; file: string } {
  const [filePart, pointer = ''] = ref.split('#');
  const file = filePart ? resolve(dirname(fromFile), filePart) : fromFile;
  let node: unknown = readYaml(file);
  for (const key of pointer.split('/').filter(Boolean)) {
    node = (node as Node)[key.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return { node: node as Node, file };
}

function templateMatcher(template: string): (path: string) => boolean {
  const pattern = template
    .split('/')
    .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`)))
    .join('/');
  const regex = new RegExp(`^${pattern}$`);
  return (path) => regex.test(path);
}

/** Every operation of one API's contract (paths are split into files and joined by `$ref`). */
function operationsOf(api: Api): Operation[] {
  const rootFile = resolve(ROOT, api, 'openapi.yaml');
  const root = readYaml(rootFile);
  const out: Operation[] = [];
  for (const [template, value] of Object.entries((root.paths ?? {}) as Record<string, Node>)) {
    const ref = value.$ref;
    const item = typeof ref === 'string' ? resolveRef(ref, rootFile).node : value;
    for (const method of METHODS) {
      const operation = item[method] as Node | undefined;
      if (!operation) continue;
      const statuses = Object.keys((operation.responses ?? {}) as Node)
        .filter((code) => /^[1-5]\d\d$/.test(code) && !code.startsWith('2'))
        .map(Number)
        .sort((a, b) => a - b);
      out.push({
        api,
        method: method.toUpperCase(),
        template,
        operationId: String(operation.operationId ?? `${method} ${template}`),
        errorStatuses: statuses,
        matches: templateMatcher(template),
        params: (template.match(/\{/g) ?? []).length,
      });
    }
  }
  return out;
}

let cache: Operation[] | null = null;

/** The operations of both contracts, read once per worker. */
export function operations(): Operation[] {
  cache ??= [...operationsOf('identity'), ...operationsOf('monitor')];
  return cache;
}

/**
 * The operation a browser request is a call of: its API from the proxy prefix (`/identity`,
 * `/monitor`), then method and path template; a literal segment beats a `{param}` one.
 */
export function operationOf(method: string, pathname: string): Operation | undefined {
  const match = /^\/(identity|monitor)(\/.*)$/.exec(pathname);
  if (!match) return undefined;
  const [, api, path] = match as unknown as [string, Api, string];
  return operations()
    .filter((op) => op.api === api && op.method === method.toUpperCase() && op.matches(path))
    .sort((a, b) => a.params - b.params)[0];
}

/** The example value of a named example in one of the contract's example files. */
export function exampleValue(api: Api, file: string, name: string): unknown {
  const examples = readYaml(resolve(ROOT, api, 'examples', file));
  return (examples[name] as { value?: unknown } | undefined)?.value;
}
