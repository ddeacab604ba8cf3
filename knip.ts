import type { KnipConfig } from 'knip';

/**
 * Dead code in the test command (README, "What npm test runs"): `knip` checks files, exports and
 * dependencies across src/, scripts/ and tests/; `knip --production --include files,exports,types`
 * checks that every file and export of src/ is used by the app itself, not only by tests (`!` marks production code; `@internal` marks
 * an export kept for its tests, `@public` one kept for code outside this repo).
 */
const config: KnipConfig = {
  entry: [
    'scripts/**/*.{mjs,ts}',
    // Waiting for the Rate Confirmation Email Detail (issue 19), with DOMPurify behind it.
    'src/ui/safe-html.tsx!',
    // Shared pieces waiting for their first screens (issues 15–20): place fields (lane search, load
    // board, identity alerts), notes (profile, load, alert), uploads (overrides, contracts), bulk
    // actions (lists, associations, load board). (My Account, issue 18, now uses the confirm dialog
    // and the tabs in the URL.)
    'src/api/areas.ts!',
    'src/api/notes.ts!',
    'src/api/upload.ts!',
    'src/ui/bulk.tsx!',
    'src/ui/notes-panel.tsx!',
    'src/ui/place-field.tsx!',
  ],
  project: ['src/**/*.{ts,tsx}!', 'scripts/**/*.{mjs,ts}!', 'tests/**/*.ts', 'generated/**/*.ts!'],
  ignoreExportsUsedInFile: true,
  // Installed with apt-get by scripts/ensure-browser.mjs where Chromium is missing.
  ignoreBinaries: ['apt-get'],
  ignoreIssues: {
    // orval's output: every operation is generated whether or not a screen calls it yet.
    'generated/**': ['exports', 'types', 'files'],

    // Waiting for their screens. Each screen's issue removes its own entries when it uses them.
    // Carrier search (issue 15): Home's search box, Carrier Search, Lane Search, Contact Search.
    'src/domain/carrier-search-text.ts': ['exports', 'types'],
    'src/domain/carrier-search-filters.ts': ['exports', 'types'],
    'src/domain/filter-url-state.ts': ['exports', 'types'],
    'src/domain/coverage.ts': ['exports', 'types'],
    'src/domain/equipment.ts': ['exports', 'types'],
    'src/domain/paging.ts': ['exports', 'types'],
    'src/domain/search-requests.ts': ['exports', 'types'],
    // Carrier lists, rules and onboarding (issue 17): /carriers/connections and /carriers/my-carriers,
    // the Rules screen and the profile's assessment, packets and invitations.
    'src/domain/assessment-tabs.ts': ['exports', 'types'],
    'src/domain/carrier-lists.ts': ['exports', 'types'],
    'src/domain/contracts.ts': ['exports', 'types'],
    'src/domain/rule-table.ts': ['exports', 'types'],
    'src/domain/rules-assessment.ts': ['exports', 'types'],
    'src/domain/invitations.ts': ['exports', 'types'],
    // File checks before uploads: overrides' proof, redlined contracts, the carriers CSV (issue 17).
    'src/domain/files.ts': ['exports', 'types'],
    'src/domain/feature-flags.ts': ['exports', 'types'],
    // Carrier insights and my carriers (15 a page) and capacity matching (20 a page): issues 16, 17, 20.
    'src/domain/constants.ts': ['exports'],
    // Rate confirmations and their e-mails, movement tickets (issue 19).
    'src/domain/rate-confirmations.ts': ['exports', 'types'],
    'src/domain/tickets.ts': ['exports'],
    'src/ui/format.ts': ['exports'],
    // The tab by name in the URL (`?tab=safety`) waits for a screen with named tabs; My Account
    // (issue 18) uses its sibling useUrlTabIndex.
    'src/ui/use-url-tab.ts': ['exports'],
    // The load board (issue 20): Exchange.
    'src/domain/load-board-filters.ts': ['exports', 'types'],
    'src/domain/load-board-storage.ts': ['exports', 'types'],
    'src/domain/posting-age.ts': ['exports', 'types'],
  },
  // @redocly/cli runs as a binary from node_modules/.bin (scripts/build-contract-docs.mjs);
  // web-vitals' attribution build is read from node_modules and injected by the bench (scripts/bench).
  ignoreDependencies: ['@redocly/cli', 'web-vitals'],
};

export default config;
