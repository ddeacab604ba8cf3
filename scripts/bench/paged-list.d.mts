/** Types of scripts/bench/paged-list.mjs (the pure part is tested in tests/unit/bench-list-tabs.test.ts). */
export declare function queryHash(search: string): number;
