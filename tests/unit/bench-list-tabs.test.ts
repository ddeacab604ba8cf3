// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { queryHash } from '../../scripts/bench/paged-list.mjs';
import { cspViolations, markdown, summariseRoute, type RouteRun } from '../../scripts/bench/report.mjs';

// The bench's Loads list measures (scripts/bench/screens/loads.mjs, paged-list.mjs) and its CSP line (report.mjs).
const OPEN = '?q%5Bstatus_in%5D%5B%5D=available&q%5Bstatus_in%5D%5B%5D=covered&q%5Bs%5D=id+desc&per_page=50';
const CLOSED =
  '?q%5Bstatus_in%5D%5B%5D=delivered&q%5Bstatus_in%5D%5B%5D=cancelled&q%5Bs%5D=destination+desc&per_page=50';

describe('queryHash (the rows the reshaped list answers)', () => {
  it('differs between tabs, so a tab switch paints new rows even though Prism answers one example', () => {
    expect(queryHash(OPEN)).not.toBe(queryHash(CLOSED));
  });

  it('ignores the page (the page moves the ids on by itself) and the order of the parameters', () => {
    expect(queryHash(`${OPEN}&page=2`)).toBe(queryHash(`${OPEN}&page=1`));
    expect(queryHash('?b=2&a=1')).toBe(queryHash('?a=1&b=2'));
  });

  it('stays within 0..999', () => {
    for (const search of [OPEN, CLOSED, '', '?x=' + 'z'.repeat(500)]) {
      expect(queryHash(search)).toBeGreaterThanOrEqual(0);
      expect(queryHash(search)).toBeLessThan(1000);
    }
  });
});

const run = (csp: string[]): RouteRun => ({
  scripts: [],
  lcpMs: 500,
  cls: 0,
  firstRowMs: 400,
  firstFieldMs: null,
  finalPath: '/broker/loads',
  quiet: true,
  errors: [],
  csp,
});
const build = { initial: new Set<string>(), sizes: {} };
const budgets = { initialJsGzipKb: 170, routeChunkGzipKb: 60, firstContentMs: 1500, tabSwitchMs: 500 };
const report = (routeCsp: string[][], interactionCsp: string[]) => ({
  date: '2026-01-01T00:00:00Z',
  runs: 1,
  browser: '1.0',
  machine: '2 CPU',
  build: { initialBytes: 150_000, largestRouteChunk: { file: 'assets/map.js', bytes: 43_600 } },
  routes: routeCsp.map((csp, i) => summariseRoute({ id: `r${i}`, url: `r${i}`, signedIn: true }, [run(csp)], build)),
  screens: [
    {
      id: 'loads',
      title: 'Loads, 50-row pages',
      url: 'loads',
      measures: [
        { name: 'Navigation → first row painted', budget: 'firstContentMs', median: 900, note: '', runs: [900] },
        {
          name: '"Closed" tab → first row of the new result painted',
          budget: 'tabSwitchMs',
          median: 620,
          note: '',
          runs: [620],
        },
        {
          name: 'Typing into "Load number" (incl. its 300 ms debounce) → list painted',
          budget: 'filterTypingMs',
          median: null,
          note: 'n/a: no text filter on the page',
          runs: [null],
        },
      ],
      csp: interactionCsp,
    },
  ],
  lighthouse: null,
});

describe('the CSP line and the Loads list rows of the bench table', () => {
  it('counts every distinct violation of the routes and the screens, and marks any with ✗', () => {
    const violation = 'script-src-elem blocked inline (/broker/login:1)';
    const seen = report([[violation], [violation, 'img-src blocked https://tiles.example (x:1)']], ['connect-src']);
    expect(cspViolations(seen)).toHaveLength(3);
    expect(markdown(seen, budgets)).toContain('Content-Security-Policy violations while measuring: **3** ✗');
    expect(markdown(report([[], []], []), budgets)).toContain(
      'Content-Security-Policy violations while measuring: **0** ✓',
    );
  });

  it('reports navigation → first row and the tab switch against their budgets', () => {
    const text = markdown(report([[]], []), budgets);
    expect(text).toContain('| Navigation → first row painted | 900 ms ✓ | 1500 ms |');
    expect(text).toContain('| "Closed" tab → first row of the new result painted | 620 ms ✗ | 500 ms |');
  });

  it('puts every measure in one table of screen interactions, with its screen, and says why one has no time', () => {
    const text = markdown(report([[]], []), budgets);
    expect(text).toContain('| Screen | Interaction | Median | Budget |');
    expect(text).toContain(
      '| Loads, 50-row pages (/broker/loads) | Navigation → first row painted | 900 ms ✓ | 1500 ms |',
    );
    // No filterTypingMs in these budgets: the budget cell says so, and the reason stands for the time.
    expect(text).toContain(
      '| Typing into "Load number" (incl. its 300 ms debounce) → list painted | n/a: no text filter on the page | – |',
    );
  });
});
