import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { LOCALE, TIMEZONE_ID } from './tests/e2e/support/clock';
import type { TestOptions } from './tests/e2e/support/test';

// Ports of the servers the suite starts itself (and stops at the end), away from `npm start`'s.
// E2E_PORT_BASE moves all three, so two runs can share a machine.
const base = Number(process.env.E2E_PORT_BASE ?? 4610);
// The dev server (`vite`, for the dev-scenarios project) at base + 3.
const PORTS = {
  identity: base,
  monitor: base + 1,
  preview: process.env.E2E_PORT_BASE ? base + 2 : 4173,
  dev: base + 3,
  adapters: process.env.E2E_PORT_BASE ? base + 4 : 4174,
};
// The adapters project's build: the vendors configured, their addresses answered by the tests.
const ADAPTERS_ENV = {
  VITE_ROUTING_URL: 'https://router.example.test',
  VITE_INTERCOM_APP_ID: 'e2e-workspace',
  VITE_PAYMENT_PROVIDER: 'braintree',
  VITE_BRAINTREE_AUTHORIZATION: 'sandbox_e2e7q2m9_lakeshore_logistics',
};
// The build the suite serves: dist/ (npm test builds it first); E2E_DIST points at another one.
const DIST = process.env.E2E_DIST ?? 'dist';

// Debian's headless shell where it exists (scripts/ensure-browser.mjs installs it), else Debian's
// full Chromium (machines that cannot download browsers); Playwright's own otherwise. E2E_CHROMIUM
// names another binary (e.g. to compare the two). Read again by each worker as it starts, after the
// global setup has waited for the install `npm run test:e2e` started beside the servers.
const SYSTEM_CHROMIUM =
  process.env.E2E_CHROMIUM ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
const launchOptions = SYSTEM_CHROMIUM
  ? {
      executablePath: SYSTEM_CHROMIUM,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
    }
  : {};

// Playwright's web servers serve every project (a project cannot have its own), so each starts
// only when a project that needs it is selected: the preview for chromium and robustness, the dev
// server for dev-scenarios (`--project=dev-scenarios` starts Prism and the dev server alone).
const selected = projectFilter(process.argv.slice(2));
const DEV_PROJECT = 'dev-scenarios';
const APIS_ENV = {
  IDENTITY_API_URL: `http://127.0.0.1:${PORTS.identity}`,
  MONITOR_API_URL: `http://127.0.0.1:${PORTS.monitor}`,
};

const prism = (api: 'identity' | 'monitor', probe: string) => ({
  // Warnings and errors only: its info lines (several per request, formatted for a terminal) went
  // to a stdout nobody reads, about a sixth of its CPU time (400 requests: 1.9 -> 1.5 CPU-s).
  command: `npx prism mock openapi/${api}/openapi.yaml --host 127.0.0.1 --port ${PORTS[api]} --verboseLevel warn`,
  // Prism answers 401 without a token: enough to know it is up.
  url: `http://127.0.0.1:${PORTS[api]}${probe}`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig<TestOptions>({
  testDir: './tests/e2e',
  outputDir: './test-results',
  fullyParallel: true,
  // After the servers: waits for the browser whose install `npm run test:e2e` started beside them.
  globalSetup: './tests/e2e/support/browser-ready.ts',
  // Three workers, the robustness tests on one of them at a time (its project comes first in the
  // queue, so that one is never without a robustness test while any is left): the robustness visits
  // wait for each page to stay quiet (tests/robustness/support/visit.ts), so two workers left a core
  // idle a fifth of the time while they ran, and a third beside them fills it (e2e on a quiet 2-core
  // machine: 14.1 -> 13.1 min, idle 8 % -> 1 %). The chromium tests take the other two, and all
  // three once the robustness tests are done: at the change's depth those end a few minutes before
  // the chromium tests (fresh-clone run, chromium on two workers throughout: its last 117 s ran on two).
  workers: 3,
  // One retry: on a shared 2-core machine a long walk can lose a race with the load, not with the
  // app. A test that passes only on its retry is reported as flaky in the list output: read it as a
  // finding to fix, not as a pass.
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORTS.preview}/broker/`,
    // Traced on the retry only: recording every test (DOM snapshots at each step) cost about a fifth
    // of the suite's time on 2 cores; a test that fails fails twice, and its retry carries the trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    viewport: { width: 1440, height: 900 },
    // A fixed zone and locale, and (tests/e2e/support/test.ts) a clock that starts at a fixed instant:
    // dates on screen and the times the app sends are the same on every machine.
    timezoneId: TIMEZONE_ID,
    locale: LOCALE,
    // As a user who asked for less motion (the theme honours it): dialogs and menus open without a
    // transition, so nothing waits for one and axe measures what is finally shown.
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [
    // The two small projects first: their few tests (one of them one at a time) run while the other
    // worker starts on the chromium tests, instead of at the end with the other worker idle.
    // The real services' adapters (README, "Real services behind adapters") at their network boundary,
    // against a build that configures them (the default build, which the other projects test, stays offline).
    {
      name: 'adapters',
      testDir: './tests/adapters',
      use: {
        // Their tests set up the vendors' and the panel's pages on their context: a context each.
        freshContext: true,
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions,
        baseURL: `http://127.0.0.1:${PORTS.adapters}/broker/`,
      },
    },
    // The dev server's Mock scenarios panel (README, "For frontend developers"), against `vite` itself.
    {
      name: DEV_PROJECT,
      testDir: './tests/dev-scenarios',
      // One worker, in order: a dev server's first page loads transform every module (seconds each).
      fullyParallel: false,
      timeout: 60_000,
      use: {
        // Their tests set up the vendors' and the panel's pages on their context: a context each.
        freshContext: true,
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions,
        baseURL: `http://127.0.0.1:${PORTS.dev}/broker/`,
      },
    },
    // Every route against random and error answers (README, "Robustness"); ROBUSTNESS_RUNS sets N.
    {
      name: 'robustness',
      testDir: './tests/robustness',
      // One worker at a time beside the chromium tests (see `workers` above), listed before them so
      // that it keeps that one; alone (npm run test:robustness), every worker.
      workers: selected('chromium') ? 1 : undefined,
      // Its visits share the worker's tab as the e2e tests do; the failure lines and their own
      // screenshots say what happened (Playwright's own trace and screenshot are off).
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        // No host but this machine's resolves: a visit that leaves for another address (the
        // onboarding site) fails at once instead of reaching the internet, and the checker names it.
        launchOptions: {
          ...launchOptions,
          args: [
            ...(launchOptions.args ?? []),
            '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
          ],
        },
        trace: 'off',
        screenshot: 'off',
      },
    },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
  ],
  webServer: [
    prism('identity', '/api/v1/users/current'),
    prism('monitor', '/api/v1/tickets/count'),
    ...(['chromium', 'robustness'].some(selected)
      ? [
          {
            // The production build (npm test builds it first), proxying /identity and /monitor to Prism.
            command: `npx vite preview --host 127.0.0.1 --port ${PORTS.preview} --strictPort --outDir ${DIST}`,
            url: `http://127.0.0.1:${PORTS.preview}/broker/`,
            reuseExistingServer: false,
            timeout: 60_000,
            // The robustness runs choose Prism's answers by a header, not by routing (scripts/prefer-rules.ts).
            env: { ...APIS_ENV, E2E_PREFER_RULES: '1' },
          },
        ]
      : []),
    ...(selected('adapters')
      ? [
          {
            // Its own build (a few seconds, while Prism starts) with the vendors configured, then its preview.
            command: `npx vite build --outDir dist-adapters --logLevel warn && npx vite preview --host 127.0.0.1 --port ${PORTS.adapters} --strictPort --outDir dist-adapters`,
            url: `http://127.0.0.1:${PORTS.adapters}/broker/`,
            reuseExistingServer: false,
            timeout: 120_000,
            env: { ...APIS_ENV, ...ADAPTERS_ENV },
          },
        ]
      : []),
    ...(selected(DEV_PROJECT)
      ? [
          {
            // The dev server, with its Mock scenarios panel, against the same Prism.
            command: `npx vite --host 127.0.0.1 --port ${PORTS.dev} --strictPort`,
            url: `http://127.0.0.1:${PORTS.dev}/broker/`,
            reuseExistingServer: false,
            timeout: 60_000,
            env: APIS_ENV,
          },
        ]
      : []),
  ],
});

/**
 * Whether this run selects a project, from its `--project` options (`--project=a`, `--project a b`,
 * `*` as a wildcard, any case, as Playwright reads them); every project when none is given.
 */
function projectFilter(args: string[]): (project: string) => boolean {
  const patterns: string[] = [];
  args.forEach((arg, i) => {
    if (arg.startsWith('--project=')) patterns.push(arg.slice('--project='.length));
    if (arg !== '--project') return;
    for (const next of args.slice(i + 1)) {
      if (next.startsWith('-')) break;
      patterns.push(next);
    }
  });
  const regexes = patterns.map(
    (p) => new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i'),
  );
  return (project) => regexes.length === 0 || regexes.some((r) => r.test(project));
}
