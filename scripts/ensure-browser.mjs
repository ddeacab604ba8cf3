// Makes sure the e2e suite has a Chromium to drive. Order: Debian's headless shell
// (/usr/bin/chromium-headless-shell, the same engine without the desktop browser around it: the
// suite runs in about 60 % of the time it takes in full Chromium on 2 cores); installed with apt-get
// when we are root and Debian's package exists (without its recommended packages: those are a desktop's
// printer, sound and notification services, about 120 packages and 40 s of a fresh machine's run for a
// browser that shows no window; the Liberation fonts, which it also recommends, are kept, as pages
// lay out with Arial's metrics); else Debian's full /usr/bin/chromium; else a browser
// Playwright downloaded itself; else ask Playwright to download its own. playwright.config.ts picks
// the same order (both with --no-sandbox).
//
// `--early` (npm run test:e2e's first step): when the headless shell is missing and apt can install
// it, starts that install in the background and returns at once, so that its download and unpacking
// (about 16 s and 20 CPU-s on a fresh 2-core machine) overlap Playwright starting its servers, which
// one after another keep about one core busy for 20 s. The suite's global setup (playwright.config.ts)
// then runs this script as usual: it waits for that install and checks the result.
// (Started before the static checks instead, it took from them what it saved: those keep both cores busy.)
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
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
const aptCommand = (pkg) =>
  `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${pkg} fonts-liberation`;
const aptInstall = (pkg) => {
  try {
    execSync(aptCommand(pkg), { stdio: 'inherit', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};
const canApt = process.getuid?.() === 0 && has('apt-get');

// The background install's process id and output (kept with npm's other caches, ignored by git).
const EARLY_DIR = 'node_modules/.cache/ensure-browser';
const EARLY_PID = `${EARLY_DIR}/install.pid`;
const EARLY_LOG = `${EARLY_DIR}/install.log`;
// Running, and not a zombie its new parent has yet to reap (a container's init may never do so).
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

if (process.argv.includes('--early')) {
  if (!existsSync(HEADLESS_SHELL) && canApt && !existsSync(EARLY_PID)) {
    mkdirSync(EARLY_DIR, { recursive: true });
    const log = openSync(EARLY_LOG, 'w');
    const child = spawn('/bin/sh', ['-c', aptCommand('chromium-headless-shell')], {
      detached: true,
      stdio: ['ignore', log, log],
    });
    writeFileSync(EARLY_PID, String(child.pid));
    child.unref();
    console.log(`e2e browser: installing Debian chromium-headless-shell in the background (${EARLY_LOG})`);
  }
  process.exit(0);
}

// An install started with --early: wait for it to end, then look for the browser as always.
if (existsSync(EARLY_PID)) {
  const pid = Number(readFileSync(EARLY_PID, 'utf8'));
  if (alive(pid)) console.log('e2e browser: waiting for the install started before the servers…');
  while (alive(pid)) await sleep(200);
  rmSync(EARLY_PID);
  if (!existsSync(HEADLESS_SHELL) && existsSync(EARLY_LOG)) process.stdout.write(readFileSync(EARLY_LOG, 'utf8'));
}

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
