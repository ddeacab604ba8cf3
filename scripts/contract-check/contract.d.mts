// Types for contract.mjs (plain JavaScript with JSDoc), for the TypeScript tests in tests/contract.
import type { ErrorObject, ValidateFunction } from 'ajv';

export declare const APIS: readonly ['identity', 'monitor'];
export declare const METHODS: string[];
export declare const SAFE_METHODS: Set<string>;
export declare const OPENAPI_DIR: string;
export declare function contractFile(api: string): string;
export declare class ContractError extends Error {}
export declare function encodePointer(pointer: string[]): string;
export declare function shortName(fileUrl: string): string;

export interface Location {
  /** A file URL without fragment. */
  file: string;
  pointer: string[];
}
export interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: unknown;
  schemaLoc: Location | null;
  example?: unknown;
  examples?: Record<string, unknown>;
}
export interface NamedExample {
  name: string;
  summary?: string;
  /** The value with $refs inside it resolved (as Prism and Spectral read it). */
  value: unknown;
  /** The value as written. */
  rawValue: unknown;
  /** True when the written value holds a `$ref` object. */
  valueHasRef: boolean;
  hasValue: boolean;
  loc: Location;
}
export interface Media {
  mediaType: string;
  schema: unknown;
  schemaLoc: Location | null;
  examples: NamedExample[];
  example?: { value: unknown; loc: Location };
}
export interface ResponseHeader {
  name: string;
  required: boolean | undefined;
  schema: unknown;
  schemaLoc: Location | null;
}
export interface Response {
  status: string;
  description?: string;
  headers: ResponseHeader[];
  content: Media[];
}
export interface Operation {
  operationId: string;
  method: string;
  path: string;
  summary?: string;
  tags: string[];
  security: unknown;
  parameters: Parameter[];
  requestBody: { required: boolean; content: Media[] } | null;
  responses: Response[];
}
export interface Contract {
  rootFile: string;
  root: Record<string, unknown>;
  files: Map<string, unknown>;
  operations: Operation[];
  validator(loc: Location): ValidateFunction;
  resolveDeep(node: unknown, file: string): unknown;
  deref(node: unknown, loc: Location): { node: unknown; loc: Location };
  shortName(fileUrl: string): string;
}
export declare function loadContract(rootPath: string): Contract;
export declare function formatAjvErrors(
  errors: ErrorObject[] | null | undefined,
): { pointer: string; message: string; keyword: string }[];
