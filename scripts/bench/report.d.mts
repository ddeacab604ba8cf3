/** Types of scripts/bench/report.mjs: the bench's medians, route summaries and Markdown. */
export interface RouteRun {
  scripts: string[];
  lcpMs: number | null;
  cls: number | null;
  /** The LCP element and the largest shift's element as web-vitals' attribution names them. */
  lcpElement?: string | null;
  clsElement?: string | null;
  firstRowMs: number | null;
  firstFieldMs: number | null;
  finalPath: string;
  quiet: boolean;
  errors: string[];
  /** Content-Security-Policy violations the page reported (scripts/bench/csp-watch.mjs). */
  csp?: string[];
}
export interface BenchRoute {
  id: string;
  url: string;
  signedIn: boolean;
}
export interface RouteSummary extends BenchRoute {
  finalPath: string | null;
  runs: number;
  jsInitialBytes: number | null;
  jsLazyBytes: number | null;
  jsFiles: number | null;
  lazyFiles: string[];
  lcpMs: number | null;
  cls: number | null;
  lcpElement: string | null;
  clsElement: string | null;
  firstRowMs: number | null;
  firstFieldMs: number | null;
  firstContent: { kind: 'row' | 'field'; ms: number | null } | null;
  errors: string[];
  csp: string[];
}
export declare function median(values: (number | null | undefined)[]): number | null;
export declare function summariseRoute(
  route: BenchRoute,
  runs: RouteRun[],
  build: { initial: Set<string>; sizes: Record<string, number> },
): RouteSummary;
export declare function cspViolations(report: {
  routes: { csp?: string[] }[];
  screens?: { csp?: string[] }[];
}): string[];
export declare function markdown(report: Record<string, unknown>, budgets: Record<string, number>): string;
