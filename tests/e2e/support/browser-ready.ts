import { execFileSync } from 'node:child_process';

/**
 * The suite's global setup, run once Playwright's servers are up: the browser the workers launch is
 * there. `npm run test:e2e` starts a missing browser's install in the background first
 * (`ensure-browser --early`), beside the servers starting; this waits for it and checks the result,
 * or finds or installs one as `scripts/ensure-browser.mjs` always does.
 */
export default function browserReady(): void {
  execFileSync(process.execPath, ['scripts/ensure-browser.mjs'], { stdio: 'inherit' });
}
