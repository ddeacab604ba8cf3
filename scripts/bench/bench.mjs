#!/usr/bin/env node
// `npm run bench [-- --runs N --routes id,id --screens id,id --skip-build --no-lighthouse]`: builds the
// portal into dist-bench/, serves it with `vite preview` against Prism, and measures every route in
// headless Chromium (cold): JS transferred (gzip, initial vs lazy), LCP and CLS (web-vitals), the
// first data row or form field; each screen's own interactions (scripts/bench/screens/<id>.mjs);
// Lighthouse for Login, Home, Loads, Carrier detail and Exchange. Writes reports/bench/bench.json and bench.md and prints the
// tables. Timings are reported against budgets.json, never failed on: the bench exits 0 unless it
// could not run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { gzipSizes } from '../check-size.mjs';
import { evaluateSizes } from '../size-budget.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measureRoute, SESSION_KEY, SESSION_TOKEN } from './measure.mjs';
import { markdown, summariseRoute } from './report.mjs';
import { loadRoutes } from './routes.mjs';
import { loadScreens, measureScreen } from './screens.mjs';
import { benchServers } from './servers.mjs';
import { WEB_VITALS_VERSION } from './vitals.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = 'dist-bench';
const OUT = join(ROOT, 'reports', 'bench');
// Debian's full Chromium where the machine has it (the browser a broker runs), else the headless shell
// that scripts/ensure-browser.mjs installs on a fresh machine (the same engine, its old headless mode),
// else Playwright's own. The report names the browser and its version.
const SYSTEM_BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'];
// The routes Lighthouse scores, mobile and desktop (issue 29): the sign-in page, Home, and the
// screens a broker checks from a phone between calls.
const LIGHTHOUSE_ROUTES = ['login', 'home', 'loads', 'carrierDetail', 'exchange'];

const startedAt = Date.now();
const log = (line) => console.error(`[bench ${Math.round((Date.now() - startedAt) / 1000)}s] ${line}`);

function parseArgs(argv) {
  const options = { runs: 3, routes: null, screens: null, build: true, lighthouse: true };
  const list = (value) =>
    String(value ?? '')
      .split(',')
      .filter(Boolean);
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--runs') options.runs = Number(argv[++i]);
    else if (arg === '--routes') options.routes = list(argv[++i]);
    else if (arg === '--screens') options.screens = list(argv[++i]);
    else if (arg === '--skip-build') options.build = false;
    else if (arg === '--no-lighthouse') options.lighthouse = false;
    else
      throw new Error(
        `unknown option ${arg} (--runs N, --routes id,id, --screens id,id|none, --skip-build, --no-lighthouse)`,
      );
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  return options;
}

function build() {
  log(`building into ${DIST}/ …`);
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--outDir', DIST], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}

function buildSizes() {
  const dir = join(ROOT, DIST);
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));
  const budgets = JSON.parse(readFileSync(join(ROOT, 'budgets.json'), 'utf8'));
  const sizes = gzipSizes(dir, manifest);
  const result = evaluateSizes(manifest, sizes, budgets);
  const largest = result.lazyFiles.filter((c) => c.route).sort((a, b) => b.bytes - a.bytes)[0] ?? null;
  return {
    budgets,
    sizes,
    initial: new Set(result.initial),
    build: {
      initialBytes: result.initialBytes,
      initialFiles: result.initial,
      largestRouteChunk: largest ?? { file: '–', bytes: null },
      failures: result.failures,
    },
  };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const allRoutes = await loadRoutes(ROOT);
  const routes = options.routes ? allRoutes.filter((r) => options.routes.includes(r.id)) : allRoutes;
  const unknown = (options.routes ?? []).filter((id) => !allRoutes.some((r) => r.id === id));
  if (unknown.length) throw new Error(`unknown route id(s): ${unknown.join(', ')}`);
  const budgetKeys = Object.keys(JSON.parse(readFileSync(join(ROOT, 'budgets.json'), 'utf8')));
  const allScreens = await loadScreens({ routeIds: allRoutes.map((r) => r.id), budgetKeys });
  const unknownScreens = (options.screens ?? []).filter((id) => id !== 'none' && !allScreens.some((s) => s.id === id));
  if (unknownScreens.length) throw new Error(`unknown screen id(s): ${unknownScreens.join(', ')}`);
  // The screens asked for; by default those whose route is measured.
  const screens = options.screens
    ? allScreens.filter((s) => options.screens.includes(s.id))
    : allScreens.filter((s) => routes.some((r) => r.id === s.route));

  if (options.build || !existsSync(join(ROOT, DIST, '.vite', 'manifest.json'))) build();
  const { budgets, sizes, initial, build: buildReport } = buildSizes();

  mkdirSync(join(OUT, 'screens'), { recursive: true });
  let servers = null;
  let browser = null;
  // The servers first and synchronously: on SIGINT chrome-launcher's own handler may exit the process.
  const stopAll = async () => {
    servers?.stop();
    await browser?.close().catch(() => undefined);
  };
  const onSignal = (signal) => {
    log(`${signal}: stopping the servers`);
    void stopAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    servers = benchServers(ROOT, DIST, log);
    await servers.start();
    const executablePath = SYSTEM_BROWSERS.find((path) => existsSync(path));
    browser = await chromium.launch({
      executablePath,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
    });
    const browserVersion = browser.version();
    // Warm-up: the first navigation of a fresh browser and of `vite preview` pays one-off costs.
    await measureRoute(browser, servers.baseUrl, allRoutes.find((r) => r.id === 'login') ?? routes[0]);

    const summaries = [];
    for (const route of routes) {
      const runs = [];
      const failures = [];
      for (let i = 0; i < options.runs; i += 1) {
        // The last run keeps a screenshot of what was measured.
        const screenshot = i === options.runs - 1 ? join(OUT, 'screens', `${route.id}.png`) : undefined;
        try {
          runs.push(await measureRoute(browser, servers.baseUrl, route, { screenshot }));
        } catch (error) {
          // One route that cannot be measured (a timeout, a crash) is reported, not fatal.
          failures.push(`run ${i + 1}: ${error.message.split('\n')[0]}`);
        }
      }
      const summary = summariseRoute(route, runs, { initial, sizes });
      summary.errors.push(...failures);
      for (const error of summary.errors) log(`${route.id}: ${error}`);
      summaries.push(summary);
      log(
        `${route.id}: LCP ${Math.round(summary.lcpMs ?? NaN)} ms, first ${summary.firstContent?.kind ?? '–'} ${Math.round(summary.firstContent?.ms ?? NaN)} ms`,
      );
    }

    const screenReports = [];
    for (const screen of screens) {
      const route = allRoutes.find((r) => r.id === screen.route);
      screenReports.push(await measureScreen(browser, servers.baseUrl, screen, route, { runs: options.runs, log }));
    }
    await browser.close();
    browser = null;

    let lighthouse = null;
    // Login signed out; Home and the three heaviest screens a broker opens from a phone signed in,
    // each at the address the route rows use.
    const session = { key: SESSION_KEY, token: SESSION_TOKEN, originPage: `${servers.baseUrl}csp-header.txt` };
    const lighthousePages = LIGHTHOUSE_ROUTES.flatMap((id) => {
      const route = routes.find((r) => r.id === id);
      if (!route) return [];
      const url = new URL(route.url, servers.baseUrl).href;
      const name = `${route.title} (${new URL(url).pathname}${route.signedIn ? ', signed in' : ''})`;
      return [{ id, name, url, ...(route.signedIn ? { session } : {}) }];
    });
    if (options.lighthouse && lighthousePages.length) {
      try {
        lighthouse = await runLighthouse(lighthousePages, {
          chromePath: executablePath ?? chromium.executablePath(),
          reportDir: join(OUT, 'lighthouse'),
          runs: options.runs,
          log,
        });
      } catch (error) {
        log(`lighthouse could not run: ${error.message}`);
        const failed = { score: null, runtimeError: error.message.split('\n')[0] };
        lighthouse = Object.fromEntries(lighthousePages.map((p) => [p.name, { desktop: failed, mobile: failed }]));
      }
    }

    const lighthouseVersion = JSON.parse(
      readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
    ).version;
    const report = {
      date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      runs: options.runs,
      browser: `${browserVersion}${executablePath ? ` (${executablePath})` : ''}`,
      // The load average tells a reader whether other work shared the CPUs during the run.
      machine: `${cpus().length} CPU, load average ${loadavg()[0].toFixed(1)}, Node ${process.versions.node}`,
      lighthouseVersion,
      webVitalsVersion: WEB_VITALS_VERSION,
      budgets,
      build: buildReport,
      routes: summaries,
      screens: screenReports,
      lighthouse,
      durationS: Math.round((Date.now() - startedAt) / 1000),
    };
    const md = markdown(report, budgets);
    writeFileSync(join(OUT, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(OUT, 'bench.md'), `${md}\n`);
    console.log(md);
    log(`wrote reports/bench/bench.json and bench.md in ${report.durationS} s`);
  } finally {
    await stopAll();
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
}

main().catch((error) => {
  console.error(`[bench] FAILED: ${error.message}`);
  process.exitCode = 1;
});
