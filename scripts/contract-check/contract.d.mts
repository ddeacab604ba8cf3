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
export declare function pathPattern(template: string): RegExp;
export declare function describeLocation(where: Location): string;
export declare function bundleContract(rootPath: string): Promise<Record<string, unknown>>;

export interface Location {
  /** The root file's URL (the contract the bundle was made from). */
  file: string;
  /** A JSON pointer into the bundled document. */
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
  /** The value as written (a $ref inside it is not followed). */
  value: unknown;
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
  /** The header's `example` (what Prism sends when the header has no `examples`). */
  example?: unknown;
  examples?: Record<string, unknown>;
}
export interface Link {
  operationId: string;
  /** Parameter name to a runtime expression (`$response.body#/id`) or a literal. */
  parameters: Record<string, unknown>;
  requestBody?: unknown;
}
export interface Response {
  status: string;
  description?: string;
  headers: ResponseHeader[];
  content: Media[];
  links: Record<string, Link>;
}
export interface Operation {
  operationId: string;
  method: string;
  path: string;
  summary?: string;
  description?: string;
  tags: string[];
  security: unknown;
  parameters: Parameter[];
  requestBody: { required: boolean; content: Media[] } | null;
  responses: Response[];
}
export interface Contract {
  rootFile: string;
  /** The bundled document: every $ref in it is internal. */
  root: Record<string, unknown>;
  operations: Operation[];
  validator(loc: Location): ValidateFunction;
  deref(node: unknown, loc: Location): { node: unknown; loc: Location };
}
export declare function loadContract(rootPath: string): Promise<Contract>;
export declare function formatAjvErrors(
  errors: ErrorObject[] | null | undefined,
): { pointer: string; message: string; keyword: string }[];
