import type { KnipConfig } from 'knip';

/**
 * Dead code in the test command (README, "What npm test runs"): `knip` checks files, exports and
 * dependencies across src/, scripts/ and tests/; `knip --production --include files,exports,types`
 * checks that every file and export of src/ is used by the app itself, not only by tests (`!` marks production code; `@internal` marks
 * an export kept for its tests, `@public` one kept for code outside this repo).
 */
const config: KnipConfig = {
  // The dev server's Mock scenarios tool: scripts/mock-scenarios.ts adds it to the page, nothing imports it.
  entry: ['scripts/**/*.{mjs,ts}', 'src/dev/mock-scenarios/main.tsx!'],
  project: ['src/**/*.{ts,tsx}!', 'scripts/**/*.{mjs,ts}!', 'tests/**/*.ts', 'generated/**/*.ts!'],
  ignoreExportsUsedInFile: true,
  ignoreIssues: {
    // orval's output: every operation is generated whether or not a screen calls it yet.
    'generated/**': ['exports', 'types', 'files'],

    // Spec rules and pieces no screen calls after issues 15–20, kept on purpose: the identifier
    // type names and liability steps the tests generate from; the cargo equipment share, the plan
    // limit's emptying and the identity alerts' normaliser (search-requests) for the lists that will
    // show them; the 15-row page of the small lists; the load-lock ticket role and alert table
    // version (no load-lock screen yet); SafeHtml in a <div> for trusted fragments (e-mail bodies
    // use SafeHtmlFrame).
    'src/domain/carrier-search-text.ts': ['types'],
    'src/domain/constants.ts': ['exports'],
    'src/domain/coverage.ts': ['exports'],
    'src/domain/equipment.ts': ['exports'],
    'src/domain/search-requests.ts': ['exports'],
    'src/domain/tickets.ts': ['exports'],
    'src/ui/safe-html.tsx': ['exports'],
  },
  // @redocly/cli runs as a binary from node_modules/.bin (scripts/build-contract-docs.mjs);
  // web-vitals' attribution build is read from node_modules and injected by the bench (scripts/bench).
  ignoreDependencies: ['@redocly/cli', 'web-vitals'],
};

export default config;
