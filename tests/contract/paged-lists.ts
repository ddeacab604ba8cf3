// The paged lists of both contracts, as Prism serves them: shared by list-defaults.test.ts (the
// default example of each) and named-examples-paging.test.ts (every other named example).
import {
  APIS,
  contractFile,
  loadContract,
  type Operation,
  type ResponseHeader,
} from '../../scripts/contract-check/contract.mjs';

/** The paging headers a list answers with. */
export const PAGING = ['currentpage', 'totalpages', 'totalitems'] as const;

const contracts = await Promise.all(APIS.map((api) => loadContract(contractFile(api))));

/** Every operation of both contracts. */
export const operations = contracts.flatMap((c) => c.operations);

/** An operation's 200 answer. */
export const ok200 = (op: Operation) => op.responses.find((r) => r.status === '200');

/** Every operation whose 200 answer declares a paging header. */
export const lists = operations.filter((op) =>
  ok200(op)?.headers.some((h) => (PAGING as readonly string[]).includes(h.name)),
);

/** The value Prism sends for a header: its first `examples` entry, else its `example`. */
export function prismHeaderValue(h: ResponseHeader | undefined): unknown {
  if (!h) return undefined;
  const first = Object.values(h.examples ?? {})[0] as { value?: unknown } | undefined;
  return first && typeof first === 'object' && 'value' in first ? first.value : h.example;
}
