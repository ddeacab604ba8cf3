// Types for diff.mjs (plain JavaScript with JSDoc), for the TypeScript tests in tests/contract.
import type { Contract } from './contract.mjs';

export interface Change {
  level: 'breaking' | 'warning' | 'info';
  rule: string;
  /** The operation the change affects. */
  operationId: string;
  /** A JSON pointer into the bundled head contract (the base's, for an operation removed). */
  pointer: string;
  message: string;
}
export declare function diffContracts(base: Contract, head: Contract): Change[];
