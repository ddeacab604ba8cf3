import type { Api, ScenarioOperation } from './catalogue';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a path (`/api/v1/loads/50001`) is a call of a template (`/api/v1/loads/{id}`). */
export function templateMatches(template: string, path: string): boolean {
  const pattern = template
    .split('/')
    .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : escape(segment)))
    .join('/');
  return new RegExp(`^${pattern}$`).test(path);
}

const params = (template: string) => (template.match(/\{/g) ?? []).length;

/**
 * The operation a request is a call of: its API, method and path (any query is ignored); a literal
 * segment beats a `{param}` one (`/carriers/load_match` over `/carriers/{id}`).
 */
export function operationOf(
  operations: readonly ScenarioOperation[],
  api: Api,
  method: string,
  url: string,
): ScenarioOperation | undefined {
  const path = url.split(/[?#]/)[0] ?? '';
  return operations
    .filter((op) => op.api === api && op.method === method.toUpperCase() && templateMatches(op.template, path))
    .sort((a, b) => params(a.template) - params(b.template))[0];
}

/** The API a request goes to, from the base URL the API layer gave it (`/identity`, `/monitor` or a server's). */
export function apiOfBase(baseURL: string | undefined, bases: Readonly<Record<Api, string>>): Api | null {
  if (baseURL === undefined) return null;
  if (baseURL === bases.identity) return 'identity';
  return baseURL === bases.monitor ? 'monitor' : null;
}

/** A call the page made, and the page (pathname) it was made on. */
export interface Call {
  operation: ScenarioOperation;
  pathname: string;
}

/**
 * The operations to offer on a page, in the order they were first called: those called while on
 * this pathname, those behind a query a mounted screen still reads (`activePaths`, the first part of
 * each active query key: its loader may have asked before the address changed) and those with a choice.
 */
export function pageOperations(
  calls: readonly Call[],
  pathname: string,
  activePaths: readonly string[],
  chosen: readonly ScenarioOperation[],
): ScenarioOperation[] {
  const called = [...new Map(calls.map((c) => [c.operation.operationId, c.operation])).values()];
  const read = new Set(
    activePaths.flatMap((path) =>
      (['identity', 'monitor'] as const).map((api) => operationOf(called, api, 'GET', path)?.operationId),
    ),
  );
  const picked = new Map<string, ScenarioOperation>();
  for (const { operation, pathname: at } of calls) {
    if (at === pathname || read.has(operation.operationId)) picked.set(operation.operationId, operation);
  }
  for (const operation of chosen) picked.set(operation.operationId, operation);
  return [...picked.values()];
}
