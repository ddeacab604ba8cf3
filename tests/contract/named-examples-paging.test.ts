// @vitest-environment node
//
// Prism sends one set of response headers per operation (each header's example), whatever named body
// example a request picks with `Prefer: example=<name>`. So on a paged list every named example that
// has rows must have exactly as many as those headers say, or the pager lies ("1–4 of 2 carriers"):
// `totalitems` rows when the headers say one page, a full page (`per_page`) when they say more.
// list-defaults.test.ts checks the default (first) example against the headers and its screen's tab;
// this test checks every other named example of every paged list of both contracts. An empty example
// (0 rows) is left to the screens: the pager shows no item range for an empty page (shownPage in
// src/api, src/domain/paging.ts), whatever totalitems says.
import { describe, expect, it } from 'vitest';
import type { Operation } from '../../scripts/contract-check/contract.mjs';
import { LIST_DEFAULTS, type Row } from './list-defaults';
import { lists, ok200, prismHeaderValue } from './paged-lists';

function rowsOf(op: Operation, value: unknown): Row[] {
  if (Array.isArray(value)) return value as Row[];
  const body = (value ?? {}) as Record<string, unknown>;
  const arrays = Object.entries(body).filter(([, v]) => Array.isArray(v));
  const at = LIST_DEFAULTS[op.operationId]?.rowsAt ?? (arrays.length === 1 ? arrays[0]?.[0] : undefined);
  if (at === undefined || !Array.isArray(body[at]))
    throw new Error(`${op.operationId}: say in list-defaults.ts which array of the body holds the rows (rowsAt)`);
  return body[at] as Row[];
}

function perPageOf(op: Operation): number | undefined {
  const fromQuery = (
    op.parameters.find((p) => p.name === 'per_page' && p.in === 'query')?.schema as { default?: unknown }
  )?.default;
  return typeof fromQuery === 'number' ? fromQuery : LIST_DEFAULTS[op.operationId]?.perPage;
}

// Named examples that still disagree with their headers, owned by other screens' lists (tabs, filters,
// one carrier's records) whose e2e tests count their rows: each needs realistic rows added or moved by
// that list's owner. The ledger only shrinks: an entry that comes to agree fails until it is taken out.
const KNOWN_DISAGREEMENTS = new Set<string>([
  'listUsers › managers_only',
  'listConnections › lakeshore_all',
  'listCompanyChangeOrders › pending_only',
  'listRules › refrigerated',
  'listRuleOverrides › blue_ridge',
  'listBrokerConnections › in_progress',
  'listBrokerConnections › on_hold',
  'listBrokerConnections › do_not_dispatch',
  'listBrokerConnections › dismissed',
  'listBrokerSubscriptions › all',
  // Violations are also listed inside the carrier's inspections (the same records): cutting the
  // table to the header's 2 would make the two tables disagree, so these stay until headers can vary.
  'listCarrierViolations › sonoran',
  'listCarrierViolations › blue_ridge',
  'listAssociatedCarriers › sonoran',
  'listLoads › closed',
  'listLoads › no_assigned_vehicle',
  'listLoads › vehicle_6001',
  'listTickets › all',
  'listTickets › pending',
  'listTickets › closed',
  'listTickets › movement_open',
  'listTickets › movement_closed',
  'listTickets › rate_confirmation_open',
  'listTickets › rate_confirmation_closed',
  'listTickets › load_lock_closed',
  'listTickets › load_50002',
  'listCarrierVehicles › trailers',
]);

const cases = lists.flatMap((op) =>
  (ok200(op)?.content.find((m) => /json/i.test(m.mediaType))?.examples ?? [])
    .filter((e) => e.hasValue)
    .map((e) => [`${op.operationId} › ${e.name}`, op, e.value] as const),
);

it('walks the named examples of every paged list of both contracts', () => {
  expect(lists.length).toBeGreaterThan(20);
  expect(cases.length).toBeGreaterThan(lists.length);
});

describe('every named example with rows has as many as the paging headers Prism sends with it', () => {
  it.each(cases)('%s', (name, op, value) => {
    const headers = ok200(op)?.headers ?? [];
    const sent = (name: string) => prismHeaderValue(headers.find((h) => h.name === name));
    const totalitems = sent('totalitems');
    const totalpages = sent('totalpages');
    expect(Number.isInteger(totalitems), 'totalitems has an integer example').toBe(true);
    expect(Number.isInteger(totalpages), 'totalpages has an integer example').toBe(true);
    const rows = rowsOf(op, value).length;
    if (rows === 0) return; // an empty page: the screens show no range for it (see the note above)
    const expected = (totalpages as number) > 1 ? perPageOf(op) : totalitems;
    expect(expected, 'no per_page default: give the page size in list-defaults.ts (perPage)').toBeDefined();
    const why =
      (totalpages as number) > 1 ? `a full first page of ${String(expected)}` : `totalitems ${String(expected)}`;
    if (KNOWN_DISAGREEMENTS.has(name))
      expect(rows, `${name} now agrees: take it out of KNOWN_DISAGREEMENTS`).not.toBe(expected);
    else expect(rows, `the headers say ${why}`).toBe(expected);
  });

  it('lists no operation or example that is gone', () => {
    const names = new Set<string>(cases.map(([name]) => name));
    expect([...KNOWN_DISAGREEMENTS].filter((k) => !names.has(k))).toEqual([]);
  });
});
