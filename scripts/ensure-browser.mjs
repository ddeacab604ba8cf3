// Makes sure the e2e suite has a Chromium to drive. Order: Debian's headless shell
// (/usr/bin/chromium-headless-shell, the same engine without the desktop browser around it: the
// suite runs in about 60 % of the time it takes in full Chromium on 2 cores); installed with apt-get
// when we are root and Debian's package exists (without its recommended packages: those are a desktop's
// printer, sound and notification services, about 120 packages and 40 s of a fresh machine's run for a
// browser that shows no window; the Liberation fonts, which it also recommends, are kept, as pages
// lay out with Arial's metrics); else Debian's full /usr/bin/chromium; else a browser
// Playwright downloaded itself; else ask Playwright to download its own. playwright.config.ts picks
// the same order (both with --no-sandbox).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const has = (cmd) => {
  try {
    execSync(`command -v ${cmd}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};
const aptInstall = (pkg) => {
  try {
    const install = `apt-get install -y -qq --no-install-recommends ${pkg} fonts-liberation`;
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${install}`, {
      stdio: 'inherit',
      shell: '/bin/sh',
    });
    return true;
  } catch {
    return false;
  }
};
const canApt = process.getuid?.() === 0 && has('apt-get');

if (!existsSync(HEADLESS_SHELL) && canApt) {
  console.log('e2e browser: installing Debian chromium-headless-shell…');
  aptInstall('chromium-headless-shell');
}
if (existsSync(HEADLESS_SHELL)) {
  console.log(`e2e browser: ${HEADLESS_SHELL}`);
} else if (existsSync(SYSTEM_CHROMIUM)) {
  console.log(`e2e browser: ${SYSTEM_CHROMIUM}`);
} else if (existsSync(chromium.executablePath())) {
  console.log(`e2e browser: Playwright's own Chromium at ${chromium.executablePath()}`);
} else if (canApt && aptInstall('chromium')) {
  console.log(`e2e browser: ${SYSTEM_CHROMIUM}`);
} else {
  console.log('e2e browser: downloading Playwright Chromium (npx playwright install chromium)…');
  execSync('npx playwright install chromium', { stdio: 'inherit' });
}
