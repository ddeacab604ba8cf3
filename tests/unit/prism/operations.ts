import { resolve } from 'node:path';

export const APIS = ['identity', 'monitor'] as const;
export type Api = (typeof APIS)[number];

/** Where the global setup keeps each contract's operations (git-ignored). */
export const OPERATIONS_DIR = resolve(import.meta.dirname, '../../../.cache/prism-operations');
export const operationsFile = (api: Api) => resolve(OPERATIONS_DIR, `${api}.json`);
