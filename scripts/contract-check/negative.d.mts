// Types for negative.mjs (plain JavaScript with JSDoc), for the TypeScript tests in tests/contract.
import type { Contract, Operation } from './contract.mjs';

/** The requests that break the contract for this operation (one per kind that applies), by name. */
export declare function negativeCases(contract: Contract, op: Operation): { name: string }[];
