// Makes sure the e2e suite has a Chromium to drive. Order: Debian's /usr/bin/chromium (used with
// --no-sandbox by playwright.config.ts); else a browser Playwright downloaded itself; else install
// Debian's package when we are root with apt-get; else ask Playwright to download its own.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const has = (cmd) => {
  try {
    execSync(`command -v ${cmd}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};

if (existsSync(SYSTEM_CHROMIUM)) {
  console.log(`e2e browser: ${SYSTEM_CHROMIUM}`);
} else if (existsSync(chromium.executablePath())) {
  console.log(`e2e browser: Playwright's own Chromium at ${chromium.executablePath()}`);
} else if (process.getuid?.() === 0 && has('apt-get')) {
  console.log('e2e browser: installing Debian chromium (apt-get install -y chromium)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
    shell: '/bin/sh',
  });
} else {
  console.log('e2e browser: downloading Playwright Chromium (npx playwright install chromium)…');
  execSync('npx playwright install chromium', { stdio: 'inherit' });
}
