import type { KnipConfig } from 'knip';

/**
 * Dead code in the test command (README, "What npm test runs"): `knip` checks files, exports and
 * dependencies across src/, scripts/ and tests/; `knip --production --include files,exports,types`
 * checks that every file and export of src/ is used by the app itself, not only by tests (`!` marks production code; `@internal` marks
 * an export kept for its tests, `@public` one kept for code outside this repo).
 */
const config: KnipConfig = {
  entry: ['scripts/**/*.{mjs,ts}'],
  project: ['src/**/*.{ts,tsx}!', 'scripts/**/*.{mjs,ts}!', 'tests/**/*.ts', 'generated/**/*.ts!'],
  ignoreExportsUsedInFile: true,
  // Installed with apt-get by scripts/ensure-browser.mjs where Chromium is missing.
  ignoreBinaries: ['apt-get'],
  ignoreIssues: {
    // orval's output: every operation is generated whether or not a screen calls it yet.
    'generated/**': ['exports', 'types', 'files'],

    // Waiting for their screens. Each screen's issue removes its own entries when it uses them.
    // Carrier search (issue 15) uses these modules; what is left are the tests' generators
    // (identifier types, liability steps), the cargo equipment share and plan-limit emptying kept for
    // the connection lists, and the identity alerts' normaliser (issue 18).
    'src/domain/carrier-search-text.ts': ['exports', 'types'],
    'src/domain/coverage.ts': ['exports'],
    'src/domain/equipment.ts': ['exports'],
    'src/domain/search-requests.ts': ['exports'],
    // Carrier lists, rules and onboarding (issue 17): /carriers/connections and /carriers/my-carriers,
    // the Rules screen and the profile's assessment, packets and invitations.
    'src/domain/contracts.ts': ['exports', 'types'],
    'src/domain/rules-assessment.ts': ['exports', 'types'],
    'src/domain/invitations.ts': ['exports', 'types'],
    // Carrier insights and my carriers (15 a page) and capacity matching (20 a page): issues 16, 17, 20.
    'src/domain/constants.ts': ['exports'],
    // Issue 19 left these: SafeHtml in a <div> (the e-mail body uses SafeHtmlFrame; kept for trusted
    // fragments), and the ticket role and alert table version of the load-lock features.
    'src/ui/safe-html.tsx': ['exports'],
    'src/domain/tickets.ts': ['exports'],
    'src/ui/format.ts': ['exports'],
  },
  // @redocly/cli runs as a binary from node_modules/.bin (scripts/build-contract-docs.mjs);
  // web-vitals' attribution build is read from node_modules and injected by the bench (scripts/bench).
  ignoreDependencies: ['@redocly/cli', 'web-vitals'],
};

export default config;
