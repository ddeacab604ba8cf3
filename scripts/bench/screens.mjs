// Screens' own measures (README, "Benchmark and budgets"): every file scripts/bench/screens/<id>.mjs
// is found without any other edit. Its default export says which route it measures, how to reshape
// its answers (optional) and its named measures; each measure run gets a fresh cold page and the
// helpers of screen-kit.mjs, and answers a time in ms. Each run also reports web-vitals' INP of its
// interactions, and each measure runs again with the page's CPU 4× slower for its INP there.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { median } from './report.mjs';
import { coldPage, trackNetwork } from './measure.mjs';
import { finaliseInp } from './vitals.mjs';
import { NotApplicable, screenKit } from './screen-kit.mjs';

const DIR = new URL('./screens/', import.meta.url);

/**
 * What is wrong with one screen file's export (empty when nothing): `route` must be a route id of
 * the path table, measures a non-empty list of { name, run, budget? } with distinct names, and a
 * budget a key of budgets.json.
 */
export function screenProblems(id, screen, { routeIds, budgetKeys }) {
  const problems = [];
  const where = `scripts/bench/screens/${id}.mjs`;
  if (!screen || typeof screen !== 'object') return [`${where}: has no default export object`];
  if (typeof screen.title !== 'string' || screen.title === '') problems.push(`${where}: "title" is missing`);
  if (!routeIds.includes(screen.route))
    problems.push(`${where}: "route" ${screen.route} is no route id of src/config/paths.ts`);
  if (screen.url !== undefined && (typeof screen.url !== 'string' || screen.url.startsWith('/')))
    problems.push(`${where}: "url" is a path under /broker/ without a leading slash`);
  if (screen.prepare !== undefined && typeof screen.prepare !== 'function')
    problems.push(`${where}: "prepare" is not a function`);
  if (!Array.isArray(screen.measures) || screen.measures.length === 0) {
    problems.push(`${where}: "measures" is not a non-empty list`);
    return problems;
  }
  const names = new Set();
  for (const [i, measure] of screen.measures.entries()) {
    const label = `${where}: measure ${i + 1}`;
    if (typeof measure?.name !== 'string' || measure.name === '') problems.push(`${label} has no name`);
    else if (names.has(measure.name)) problems.push(`${label}: "${measure.name}" is named twice`);
    else names.add(measure.name);
    if (typeof measure?.run !== 'function') problems.push(`${label} has no run(h) function`);
    if (measure?.budget !== undefined && !budgetKeys.includes(measure.budget))
      problems.push(`${label}: budget "${measure.budget}" is no key of budgets.json`);
  }
  return problems;
}

/** Every screen file, in file-name order, as { id, ...default export }; throws naming every problem. */
export async function loadScreens({ routeIds, budgetKeys }, dir = DIR) {
  const folder = dir instanceof URL ? fileURLToPath(dir) : dir;
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.mjs'))
    .sort();
  const screens = [];
  const problems = [];
  for (const file of files) {
    const id = file.replace(/\.mjs$/, '');
    const { default: screen } = await import(pathToFileURL(join(folder, file)).href);
    problems.push(...screenProblems(id, screen, { routeIds, budgetKeys }));
    screens.push({ id, ...screen });
  }
  if (problems.length > 0) throw new Error(`bench screens:\n${problems.join('\n')}`);
  return screens;
}

/** How much slower Chrome runs the page's CPU for the second INP of each measure (a mid-range phone). */
export const CPU_SLOWDOWN = 4;

/**
 * One run of one measure in its own cold page: { ms, inp, worst } or { ms: null, inp: null, note }, and
 * the CSP violations. `inp` is web-vitals' INP of the measure's interactions (0: all under 16 ms),
 * `worst` its interaction and phases (finaliseInp). With
 * `slowdown`, Chrome runs the page's CPU that many times slower from the start.
 */
async function runMeasure(browser, baseUrl, screen, route, measure, { slowdown = 1 } = {}) {
  const { context, page, cspViolations } = await coldPage(browser, { signedIn: screen.signedIn ?? route.signedIn });
  try {
    if (slowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    }
    const network = trackNetwork(page);
    await screen.prepare?.(page);
    const url = new URL(screen.url ?? route.url, baseUrl).href;
    const value = await measure.run(screenKit({ page, context, url, network }));
    if (typeof value !== 'number' || !Number.isFinite(value))
      return { ms: null, inp: null, note: 'n/a: no result', csp: cspViolations };
    const { inp, worst } = await finaliseInp(page);
    return { ms: value, inp, worst, csp: cspViolations };
  } catch (error) {
    const reason = error instanceof NotApplicable ? error.message : error.message.split('\n')[0];
    return { ms: null, inp: null, note: `n/a: ${reason}`, csp: cspViolations };
  } finally {
    await context.close();
  }
}

/**
 * Every measure of a screen, `runs` times each: the median and the runs of each, a note when a
 * measure could not be taken, and the CSP violations seen on its pages.
 */
export async function measureScreen(browser, baseUrl, screen, route, { runs, log = () => undefined }) {
  const measures = [];
  const csp = new Set();
  for (const measure of screen.measures) {
    const results = [];
    const slowed = [];
    for (let i = 0; i < runs; i += 1) results.push(await runMeasure(browser, baseUrl, screen, route, measure));
    for (let i = 0; i < runs; i += 1)
      slowed.push(await runMeasure(browser, baseUrl, screen, route, measure, { slowdown: CPU_SLOWDOWN }));
    for (const result of [...results, ...slowed]) for (const violation of result.csp) csp.add(violation);
    const summary = {
      name: measure.name,
      budget: measure.budget ?? null,
      median: median(results.map((r) => r.ms)),
      note: results.find((r) => r.note)?.note ?? '',
      runs: results.map((r) => r.ms),
      inp: median(results.map((r) => r.inp)),
      inpSlowed: median(slowed.map((r) => r.inp)),
      inpSlowedRuns: slowed.map((r) => r.inp),
      // The slowed run with the worst INP, and where its time went.
      inpSlowedWorst: slowed.reduce((a, b) => ((b.inp ?? -1) > (a.inp ?? -1) ? b : a), slowed[0])?.worst ?? null,
    };
    const inpText = (v) => (v === null ? '–' : `${Math.round(v)} ms`);
    log(
      `${screen.id}: ${measure.name}: ${summary.median === null ? summary.note : `${Math.round(summary.median)} ms`} · INP ${inpText(summary.inp)}, at ${CPU_SLOWDOWN}× slowdown ${inpText(summary.inpSlowed)}${summary.inpSlowedWorst ? ` (worst: ${summary.inpSlowedWorst})` : ''}`,
    );
    measures.push(summary);
  }
  return { id: screen.id, title: screen.title, url: screen.url ?? route.url, measures, csp: [...csp] };
}
