// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { markdown, median, summariseRoute, type RouteRun } from '../../scripts/bench/report.mjs';

// scripts/bench/report.mjs: what `npm run bench` makes of its runs (medians, the JS split, the table).
const run = (over: Partial<RouteRun>): RouteRun => ({
  scripts: ['assets/index.js', 'assets/vendor.js', 'assets/loads-page.js'],
  lcpMs: 500,
  cls: 0,
  firstRowMs: null,
  firstFieldMs: null,
  finalPath: '/broker/loads',
  quiet: true,
  errors: [],
  ...over,
});
const build = {
  initial: new Set(['assets/index.js', 'assets/vendor.js']),
  sizes: { 'assets/index.js': 100_000, 'assets/vendor.js': 50_000, 'assets/loads-page.js': 20_000 },
};
const route = { id: 'loads', url: 'loads', signedIn: true };
const budgets = {
  initialJsGzipKb: 170,
  routeChunkGzipKb: 60,
  lcpMs: 1000,
  clsMax: 0.1,
  firstContentMs: 1500,
  filterTypingMs: 800,
  pagingMs: 500,
  inpMs: 200,
  lighthouseMinScore: 90,
};

describe('median', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even one, skipping gaps', () => {
    expect(median([900, 100, 500])).toBe(500);
    expect(median([400, 100, null, 300, 200])).toBe(250);
    expect(median([null, undefined])).toBeNull();
  });
});

describe('summariseRoute', () => {
  it('splits the JS the page fetched into the initial set and lazy chunks, by the build', () => {
    const summary = summariseRoute(
      route,
      [run({}), run({ scripts: [...run({}).scripts, 'assets/unknown.js'] })],
      build,
    );
    expect(summary.jsInitialBytes).toBe(150_000);
    expect(summary.jsLazyBytes).toBe(20_000);
    expect(summary.lazyFiles).toEqual(['assets/loads-page.js']);
  });

  it('takes medians over the runs and names whichever of row and field came first', () => {
    const runs = [
      run({ lcpMs: 700, firstRowMs: 650, firstFieldMs: 400 }),
      run({ lcpMs: 900, firstRowMs: 800, firstFieldMs: 420 }),
      run({ lcpMs: 800, firstRowMs: 700, firstFieldMs: 900 }),
    ];
    const summary = summariseRoute(route, runs, build);
    expect(summary.lcpMs).toBe(800);
    expect(summary.firstContent).toEqual({ kind: 'field', ms: 420 });
    expect(summariseRoute(route, [run({ firstRowMs: 300 })], build).firstContent).toEqual({ kind: 'row', ms: 300 });
    expect(summariseRoute(route, [run({})], build).firstContent).toBeNull();
  });
});

describe('markdown', () => {
  const report = (lcpMs: number, initialBytes: number) => ({
    date: '2026-01-01T00:00:00Z',
    runs: 3,
    browser: '1.0',
    machine: '2 CPU',
    lighthouseVersion: '13.5.0',
    build: { initialBytes, largestRouteChunk: { file: 'assets/map.js', bytes: 43_600 } },
    routes: [summariseRoute(route, [run({ lcpMs, firstRowMs: 600 })], build)],
    screens: [
      {
        id: 'loads',
        title: 'Loads, 50-row pages',
        url: 'loads',
        measures: [
          {
            name: 'Typing into "Load number" (incl. its 300 ms debounce) → list painted',
            budget: 'filterTypingMs',
            median: 650,
            note: '',
            runs: [650],
            inp: 0,
            inpSlowed: 240,
            inpSlowedRuns: [230, 240, 260],
            inpSlowedWorst: null,
          },
          {
            name: '"Next page" → first row changed',
            budget: 'pagingMs',
            median: null,
            note: 'n/a: no enabled "Next" button',
            runs: [null],
            inp: null,
            inpSlowed: null,
            inpSlowedRuns: [null],
            inpSlowedWorst: null,
          },
        ],
        csp: [],
      },
    ],
    lighthouse: {
      'Login (/broker/login)': {
        desktop: { score: 97, lcpMs: 900, tbtMs: 50 },
        mobile: { score: 80, lcpMs: 3700, tbtMs: 200, runScores: [72, 80, 91] },
      },
    },
  });

  it('marks each number against its budget, and says why an interaction could not be measured', () => {
    const text = markdown(report(800, 150_000), budgets);
    expect(text).toContain('initial JS **150.0 KB** ✓ (budget 170 KB)');
    expect(text).toContain('| loads | /broker/loads | 150.0 KB | 20.0 KB | 800 ms ✓ | 0.000 ✓ | row 600 ms ✓ |');
    // INP beside each interaction: unseen under web-vitals' 16 ms floor; at 4× slowdown against inpMs.
    expect(text).toContain('| INP | INP, 4× CPU slowdown (budget 200 ms) |');
    expect(text).toContain('| 650 ms ✓ | 800 ms | < 16 ms | 240 ms ✗ |');
    expect(text).toContain('| n/a: no enabled "Next" button | 500 ms | – | – |');
    // Lighthouse: the median run, with each run's score where there were several.
    expect(text).toContain('(performance, simulated throttling; the median of 3 runs) | Desktop | Mobile |');
    expect(text).toContain(
      '| Login (/broker/login) | 97 ✓ (LCP 900 ms, TBT 50 ms) | 80 ✗ (LCP 3700 ms, TBT 200 ms; runs 72, 80, 91) |',
    );
  });

  it('marks what is over budget with ✗', () => {
    const text = markdown(report(1200, 171_000), budgets);
    expect(text).toContain('initial JS **171.0 KB** ✗');
    expect(text).toContain('| 1200 ms ✗ |');
  });
});
