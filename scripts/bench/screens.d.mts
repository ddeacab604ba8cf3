/** Types of scripts/bench/screens.mjs and of what a screen file (scripts/bench/screens/<id>.mjs) exports. */
import type { BrowserContext, Locator, Page } from '@playwright/test';

/** A condition on the page (built by the helpers below; crosses into the page as plain data). */
export type BenchCondition = { kind: string; [key: string]: unknown };

/** The helpers a measure receives (scripts/bench/screen-kit.mjs). Times are ms on the page's clock. */
export interface ScreenKit {
  page: Page;
  context: BrowserContext;
  /** The screen's sample URL (absolute). */
  url: string;
  firstRowOf(table: string | RegExp): BenchCondition;
  visible(selector: string): BenchCondition;
  requestPainted(path: string | RegExp): BenchCondition;
  all(...conditions: BenchCondition[]): BenchCondition;
  navigateCold(options?: { url?: string; watch?: Record<string, BenchCondition> }): Promise<{
    firstRowMs: number | null;
    firstFieldMs: number | null;
    watched: Record<string, number | null>;
  }>;
  waitFor(condition: BenchCondition, options?: { timeoutMs?: number }): Promise<number | null>;
  waitForFirstRow(table: string | RegExp, options?: { timeoutMs?: number }): Promise<number | null>;
  waitForRequestPainted(
    path: string | RegExp,
    options?: { since?: number; timeoutMs?: number },
  ): Promise<number | null>;
  timeFrom(
    start: { on: Locator; event: string },
    act: () => Promise<unknown>,
    until: BenchCondition,
    options?: { timeoutMs?: number },
  ): Promise<number | null>;
  clickAndWaitForFirstRow(locator: Locator, table: string | RegExp): Promise<number | null>;
  clickAndWaitForRequest(locator: Locator, path: string | RegExp): Promise<number | null>;
  typeAndWaitFor(locator: Locator, text: string, until: BenchCondition): Promise<number | null>;
  typeAndWaitForRequest(locator: Locator, text: string, path: string | RegExp): Promise<number | null>;
  mark(name: string): Promise<number>;
  between(from: string, to: string): Promise<number | null>;
  skip(reason: string): never;
}

export interface BenchMeasure {
  /** The row's words in the report, e.g. 'Submit → first result row'. */
  name: string;
  /** A key of budgets.json the median is marked against. */
  budget?: string;
  /** One run in a fresh cold page: the time in ms (null or h.skip(reason): "n/a"). */
  run(h: ScreenKit): Promise<number | null>;
}

export interface BenchScreen {
  /** The screen's name in the report. */
  title: string;
  /** A route id of src/config/paths.ts: its sample URL is opened, signed in as the route needs. */
  route: string;
  /** Another URL under /broker/ (no leading slash) instead of the route's sample URL. */
  url?: string;
  /** Overrides whether the pages are signed in. */
  signedIn?: boolean;
  /** Before anything is opened: request routing that reshapes the answers (e.g. 50-row pages). */
  prepare?(page: Page): Promise<void>;
  measures: BenchMeasure[];
}

export interface ScreenReport {
  id: string;
  title: string;
  url: string;
  measures: {
    name: string;
    budget: string | null;
    median: number | null;
    note: string;
    runs: (number | null)[];
    /** web-vitals' INP of the runs' interactions, median (ms; 0: all under 16 ms; null: no interaction). */
    inp: number | null;
    /** The same with the page's CPU 4× slower (budgets.json inpMs), median and each run. */
    inpSlowed: number | null;
    inpSlowedRuns: (number | null)[];
    /** The slowed run's worst interaction and its phases ("click on button…: input 4 + handlers 310 + to the paint 120 ms"), or null. */
    inpSlowedWorst: string | null;
  }[];
  csp: string[];
}

export declare function screenProblems(
  id: string,
  screen: unknown,
  known: { routeIds: string[]; budgetKeys: string[] },
): string[];
export declare function loadScreens(
  known: { routeIds: string[]; budgetKeys: string[] },
  dir?: string | URL,
): Promise<(BenchScreen & { id: string })[]>;
