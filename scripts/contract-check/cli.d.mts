// Types for cli.mjs (plain JavaScript with JSDoc), for the TypeScript tests in tests/contract.
/** Run a broker-portal command (`contract-check …` or `contract-diff …`) in-process; resolves to its exit code. */
export declare function main(argv: string[]): Promise<number>;
