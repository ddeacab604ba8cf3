// @vitest-environment node
//
// Prism answers getDefaultFilterSet with its first named example, whatever `is_type` asks. The first
// screen to call it on arrival is Carrier Search (`is_type=carrier_search`, use-default-filters.ts in
// src/features/carrier-search), so the default answer is a Carrier Search set; the carrier lists'
// tests ask for their Connections set by name (`Prefer: example=dana_connections`).
import { expect, it } from 'vitest';
import { contractFile, loadContract } from '../../scripts/contract-check/contract.mjs';

const monitor = await loadContract(contractFile('monitor'));
const op = monitor.operations.find((o) => o.operationId === 'getDefaultFilterSet');
const examples =
  op?.responses.find((r) => r.status === '200')?.content.find((m) => /json/i.test(m.mediaType))?.examples ?? [];

it('the default answer is a Carrier Search filter set', () => {
  expect((examples[0]?.value as { is_type?: string } | undefined)?.is_type).toBe('carrier_search');
});

it('keeps a named Connections set for the carrier lists', () => {
  const connections = examples.find((e) => e.name === 'dana_connections');
  expect((connections?.value as { is_type?: string } | undefined)?.is_type).toBe('connections');
});
