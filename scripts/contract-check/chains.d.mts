// Types for chains.mjs (plain JavaScript with JSDoc), for the TypeScript tests in tests/contract.
import type { Contract, Operation } from './contract.mjs';

export interface Step {
  name: string;
  op: Operation;
  kind: 'read' | 'update' | 'child' | 'delete';
  parameters: Record<string, unknown>;
  requestBody?: unknown;
}
export interface Chain {
  create: Operation;
  steps: Step[];
}
export interface ChainResult {
  operationId: string;
  case?: string;
  outcome: 'pass' | 'drift' | 'error' | 'skipped' | 'not-checked';
  errors: { message: string; where: string; pointer?: string }[];
  notes: string[];
  steps?: { operationId: string; status: number | null }[];
}
export declare const NEVER_CREATED_ID: number;
export declare function planChains(contract: Contract): Chain[];
export declare function runChain(
  contract: Contract,
  chain: Chain,
  opts: { base: string; token?: string; timeout: number },
): Promise<ChainResult>;
