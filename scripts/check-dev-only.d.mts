// Types for check-dev-only.mjs (plain JavaScript), for its test in tests/unit.
export declare const DEV_ONLY_MARKERS: string[];
export declare function devOnlyLeaks(dir: string): { file: string; marker: string }[];
