// @vitest-environment node
//
// The demo tells one story: what Prism answers by default to every paged list agrees with itself.
// Prism sends a list's first named example as the body and each response header's example
// (`examples`' first, else `example`) with it, whatever the query asks. For every operation whose
// 200 answer declares the paging headers (currentpage, totalpages, totalitems):
// - the headers agree with the rows: page 1, rows ≤ the page size, as many rows as the page holds
//   of `totalitems`, `totalpages` = ⌈totalitems / page size⌉ (the pager shows "1–4 of 4 alerts");
// - the rows fit the screen's default tab, as tests/contract/list-defaults.ts says per operation
//   (the Alerts list opens on Open: open alerts only). A list missing from that table fails.
import { describe, expect, it } from 'vitest';
import type { Operation } from '../../scripts/contract-check/contract.mjs';
import { LIST_DEFAULTS, type Demo, type ListDefault, type Row } from './list-defaults';
import { PAGING, lists, ok200, operations, prismHeaderValue } from './paged-lists';

/** The first named example of a response's JSON body: what Prism answers by default. */
function defaultExample(op: Operation) {
  return ok200(op)
    ?.content.find((m) => /json/i.test(m.mediaType))
    ?.examples.find((e) => e.hasValue);
}

/** The demo's signed-in user, from the first example of `GET /api/v1/users/current`. */
function demoUser(): Demo {
  const op = operations.find((o) => o.operationId === 'getCurrentUser');
  const body = op && (defaultExample(op)?.value as { user?: { id?: number; company?: { id?: number } } });
  const userId = body?.user?.id;
  const companyId = body?.user?.company?.id;
  if (typeof userId !== 'number' || typeof companyId !== 'number')
    throw new Error('getCurrentUser has no user example');
  return { userId, companyId };
}

function rowsOf(op: Operation, entry: ListDefault | undefined): Row[] {
  const value = defaultExample(op)?.value;
  if (Array.isArray(value)) return value as Row[];
  const body = (value ?? {}) as Record<string, unknown>;
  const arrays = Object.entries(body).filter(([, v]) => Array.isArray(v));
  const at = entry?.rowsAt ?? (arrays.length === 1 ? arrays[0]?.[0] : undefined);
  if (at === undefined || !Array.isArray(body[at]))
    throw new Error(`${op.operationId}: say in list-defaults.ts which array of the body holds the rows (rowsAt)`);
  return body[at] as Row[];
}

function perPageOf(op: Operation, entry: ListDefault | undefined): number | undefined {
  const fromQuery = (
    op.parameters.find((p) => p.name === 'per_page' && p.in === 'query')?.schema as { default?: unknown }
  )?.default;
  return typeof fromQuery === 'number' ? fromQuery : entry?.perPage;
}

const label = (row: Row) => (row.id !== undefined ? `id ${String(row.id)}` : JSON.stringify(row).slice(0, 60));

it('finds the paged lists of both contracts', () => {
  expect(lists.length).toBeGreaterThan(20);
});

it('every paged list has its entry in tests/contract/list-defaults.ts, and every entry is a paged list', () => {
  const ids = lists.map((op) => op.operationId);
  expect(
    ids.filter((id) => !(id in LIST_DEFAULTS)),
    'add these operations to LIST_DEFAULTS: the screen and tab their default answer stands for',
  ).toEqual([]);
  expect(
    Object.keys(LIST_DEFAULTS).filter((id) => !ids.includes(id)),
    'not (or no longer) paged lists',
  ).toEqual([]);
});

describe('the paging headers Prism sends agree with the default answer', () => {
  it.each(lists.map((op) => [op.operationId, op] as const))('%s', (id, op) => {
    const entry = LIST_DEFAULTS[id];
    const headers = ok200(op)?.headers ?? [];
    const sent = Object.fromEntries(
      PAGING.map((name) => [name, prismHeaderValue(headers.find((h) => h.name === name))]),
    );
    for (const name of PAGING)
      expect(Number.isInteger(sent[name]), `${name} has no integer example (Prism would make one up)`).toBe(true);
    const { currentpage, totalpages, totalitems } = sent as Record<(typeof PAGING)[number], number>;
    const rows = rowsOf(op, entry).length;
    const perPage = perPageOf(op, entry);
    expect(perPage, 'no per_page default: give the page size in list-defaults.ts (perPage)').toBeDefined();
    const size = perPage as number;
    const example = defaultExample(op)?.name;
    expect(currentpage, 'the default answer is the first page').toBe(1);
    expect(rows, `rows of "${example}" fit one page of ${size}`).toBeLessThanOrEqual(size);
    if (rows < size) expect(totalitems, `"${example}" is the last page: totalitems = its ${rows} rows`).toBe(rows);
    else
      expect(totalitems, `"${example}" is a full first page: totalitems ≥ its ${rows} rows`).toBeGreaterThanOrEqual(
        rows,
      );
    const pages = Math.ceil(totalitems / size);
    if (totalitems === 0) expect([0, 1], 'no item: totalpages 0 or 1').toContain(totalpages);
    else expect(totalpages, `totalpages = ⌈${totalitems} / ${size}⌉`).toBe(pages);
  });
});

describe("the default answer fits its screen's default tab (tests/contract/list-defaults.ts)", () => {
  const demo = demoUser();
  const cases = lists.filter((op) => op.operationId in LIST_DEFAULTS);
  it.each(cases.map((op) => [op.operationId, LIST_DEFAULTS[op.operationId] as ListDefault, op] as const))(
    '%s',
    (_id, entry, op) => {
      const rows = rowsOf(op, entry);
      const where = `"${defaultExample(op)?.name}" for ${entry.screen}`;
      expect(rows.length, `${where}: a default answer with no row shows the demo nothing`).toBeGreaterThan(0);
      if ('test' in entry.rows) {
        const test = entry.rows.test;
        expect(
          rows.filter((r) => !test(r, demo)).map(label),
          `${where}: rows that do not fit (${entry.rows.why}); move them to another named example`,
        ).toEqual([]);
      } else expect(entry.rows.noFilter.length, 'say why the screen sets no filter').toBeGreaterThan(0);
      if (entry.sameValueOf) {
        const field = entry.sameValueOf;
        expect(new Set(rows.map((r) => r[field])).size, `${where}: one ${field} for every row`).toBe(1);
      }
      if (entry.sortedBy) {
        const { field, order } = entry.sortedBy;
        const values = rows.map((r) => r[field] as string | number);
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        if (order === 'desc') sorted.reverse();
        expect(values, `${where}: rows in the screen's default order, ${field} ${order}`).toEqual(sorted);
      }
    },
  );
});
