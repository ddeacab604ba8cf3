import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { LOCALE, TIMEZONE_ID } from './tests/e2e/support/clock';

// Ports of the servers the suite starts itself (and stops at the end), away from `npm start`'s.
// E2E_PORT_BASE moves all three, so two runs can share a machine.
const base = Number(process.env.E2E_PORT_BASE ?? 4610);
const PORTS = { identity: base, monitor: base + 1, preview: process.env.E2E_PORT_BASE ? base + 2 : 4173 };
// The build the suite serves: dist/ (npm test builds it first); E2E_DIST points at another one.
const DIST = process.env.E2E_DIST ?? 'dist';

// Debian's headless shell where it exists (scripts/ensure-browser.mjs installs it), else Debian's
// full Chromium (machines that cannot download browsers); Playwright's own otherwise. E2E_CHROMIUM
// names another binary (e.g. to compare the two).
const SYSTEM_CHROMIUM =
  process.env.E2E_CHROMIUM ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
const launchOptions = SYSTEM_CHROMIUM
  ? {
      executablePath: SYSTEM_CHROMIUM,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
    }
  : {};

const prism = (api: 'identity' | 'monitor', probe: string) => ({
  command: `npx prism mock openapi/${api}/openapi.yaml --host 127.0.0.1 --port ${PORTS[api]}`,
  // Prism answers 401 without a token: enough to know it is up.
  url: `http://127.0.0.1:${PORTS[api]}${probe}`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
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
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions } },
    // Every route against random and error answers (README, "Robustness"); ROBUSTNESS_RUNS sets N.
    {
      name: 'robustness',
      testDir: './tests/robustness',
      // Each visit opens its own context; the failure lines and their own screenshots say what happened.
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
  ],
  webServer: [
    prism('identity', '/api/v1/users/current'),
    prism('monitor', '/api/v1/tickets/count'),
    {
      // The production build (npm test builds it first), proxying /identity and /monitor to Prism.
      command: `npx vite preview --host 127.0.0.1 --port ${PORTS.preview} --strictPort --outDir ${DIST}`,
      url: `http://127.0.0.1:${PORTS.preview}/broker/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        IDENTITY_API_URL: `http://127.0.0.1:${PORTS.identity}`,
        MONITOR_API_URL: `http://127.0.0.1:${PORTS.monitor}`,
        // The robustness runs choose Prism's answers by a header, not by routing (scripts/prefer-rules.ts).
        E2E_PREFER_RULES: '1',
      },
    },
  ],
});
