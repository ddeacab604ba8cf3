// The pure part of the bench: medians of the runs, and the Markdown tables with each number marked
// against budgets.json (✓ within, ✗ over; timings are reported, never asserted).

/** The median of the numbers among `values` (nulls left out); null when there are none. */
export function median(values) {
  const numbers = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  const middle = Math.floor(numbers.length / 2);
  return numbers.length % 2 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2;
}

/**
 * One route's summary over its runs: JS transferred (gzip bytes, split by the build's initial set),
 * and the medians of LCP, CLS and the first data row / form field.
 */
export function summariseRoute(route, runs, { initial, sizes }) {
  const js = runs.map((run) => {
    const known = run.scripts.filter((file) => sizes[file] !== undefined);
    const sum = (files) => files.reduce((total, file) => total + sizes[file], 0);
    const initialFiles = known.filter((file) => initial.has(file));
    const lazyFiles = known.filter((file) => !initial.has(file));
    return { initial: sum(initialFiles), lazy: sum(lazyFiles), files: known.length, lazyFiles };
  });
  const firstRowMs = median(runs.map((r) => r.firstRowMs));
  const firstFieldMs = median(runs.map((r) => r.firstFieldMs));
  let firstContent = null;
  if (firstRowMs !== null || firstFieldMs !== null) {
    const rowFirst = firstFieldMs === null || (firstRowMs !== null && firstRowMs <= firstFieldMs);
    firstContent = rowFirst ? { kind: 'row', ms: firstRowMs } : { kind: 'field', ms: firstFieldMs };
  }
  return {
    id: route.id,
    url: route.url,
    signedIn: route.signedIn,
    finalPath: runs.at(-1)?.finalPath ?? null,
    runs: runs.length,
    jsInitialBytes: median(js.map((j) => j.initial)),
    jsLazyBytes: median(js.map((j) => j.lazy)),
    jsFiles: median(js.map((j) => j.files)),
    lazyFiles: js.at(-1)?.lazyFiles ?? [],
    lcpMs: median(runs.map((r) => r.lcpMs)),
    cls: median(runs.map((r) => r.cls)),
    // What web-vitals' attribution names as the LCP element and the largest shift (last run).
    lcpElement: runs.at(-1)?.lcpElement ?? null,
    clsElement: runs.at(-1)?.clsElement ?? null,
    firstRowMs,
    firstFieldMs,
    firstContent,
    errors: [...new Set(runs.flatMap((r) => r.errors))],
    csp: [...new Set(runs.flatMap((r) => r.csp ?? []))],
  };
}

/** Every Content-Security-Policy violation the bench saw, on any route or in a screen's interactions. */
export function cspViolations(report) {
  const all = [...report.routes.flatMap((r) => r.csp ?? []), ...(report.screens ?? []).flatMap((s) => s.csp ?? [])];
  return [...new Set(all)];
}

const cspLine = (violations) =>
  violations.length === 0
    ? 'Content-Security-Policy violations while measuring: **0** ✓'
    : `Content-Security-Policy violations while measuring: **${violations.length}** ✗ (${violations.slice(0, 3).join('; ')})`;

const kb = (bytes) => (bytes === null ? '–' : `${(bytes / 1000).toFixed(1)} KB`);
const ms = (value) => (value === null ? '–' : `${Math.round(value)} ms`);
// INP: 0 is an interaction web-vitals did not see, all under its 16 ms floor.
const inp = (value) => (value === 0 ? '< 16 ms' : ms(value));
const mark = (value, budget, over = (v, b) => v > b) =>
  value === null || budget === undefined || budget === null ? '' : over(value, budget) ? ' ✗' : ' ✓';

/** The Markdown report: build sizes, one row per route, the screens' interactions and Lighthouse. */
export function markdown(report, budgets) {
  const lines = [];
  const { build } = report;
  lines.push(
    `Bench of ${report.date} · ${report.runs} cold run(s) per route, medians · headless Chromium ${report.browser} · ${report.machine}${report.webVitalsVersion ? ` · LCP and CLS by web-vitals ${report.webVitalsVersion}` : ''}`,
    '',
    `Build (gzip, level 9): initial JS **${kb(build.initialBytes)}**${mark(build.initialBytes / 1000, budgets.initialJsGzipKb)} (budget ${budgets.initialJsGzipKb} KB) · largest route chunk ${build.largestRouteChunk.file} **${kb(build.largestRouteChunk.bytes)}**${mark(build.largestRouteChunk.bytes / 1000, budgets.routeChunkGzipKb)} (budget ${budgets.routeChunkGzipKb} KB)`,
    '',
    cspLine(cspViolations(report)),
    '',
    '| Route | URL | JS initial | JS lazy | LCP | CLS | First row / field |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
  );
  for (const r of report.routes) {
    const redirected = r.finalPath && !r.finalPath.endsWith(`/${r.url}`) ? ` → ${r.finalPath}` : '';
    // The first of the two, marked against its budget; the other in brackets.
    const other = r.firstContent?.kind === 'row' ? ['field', r.firstFieldMs] : ['row', r.firstRowMs];
    const first = r.firstContent
      ? `${r.firstContent.kind} ${ms(r.firstContent.ms)}${mark(r.firstContent.ms, budgets.firstContentMs)}${other[1] === null ? '' : ` (${other[0]} ${ms(other[1])})`}`
      : '–';
    lines.push(
      `| ${r.id}${r.signedIn ? '' : ' (signed out)'} | /broker/${r.url}${redirected} | ${kb(r.jsInitialBytes)} | ${kb(r.jsLazyBytes)} | ${ms(r.lcpMs)}${mark(r.lcpMs, budgets.lcpMs)} | ${r.cls === null ? '–' : r.cls.toFixed(3)}${mark(r.cls, budgets.clsMax)} | ${first} |`,
    );
  }
  const failing = report.routes.filter((r) => r.errors.length > 0);
  if (failing.length) {
    lines.push('', 'Errors seen while measuring:');
    for (const r of failing) lines.push(`- ${r.id}: ${r.errors.join('; ')}`);
  }
  const screens = report.screens ?? [];
  if (screens.length > 0) {
    lines.push(
      '',
      `| Screen | Interaction | Median | Budget | INP | INP, 4× CPU slowdown (budget ${ms(budgets.inpMs ?? null)}) |`,
      '| --- | --- | ---: | ---: | ---: | ---: |',
    );
    for (const screen of screens) {
      for (const m of screen.measures) {
        const budget = m.budget === null ? undefined : budgets[m.budget];
        const value = m.median === null ? m.note || '–' : `${ms(m.median)}${mark(m.median, budget)}`;
        const inpSlowed = m.inpSlowed ?? null;
        lines.push(
          `| ${screen.title} (/broker/${screen.url}) | ${m.name} | ${value} | ${ms(budget ?? null)} | ${inp(m.inp ?? null)} | ${inp(inpSlowed)}${mark(inpSlowed, budgets.inpMs)} |`,
        );
      }
    }
  }
  if (report.lighthouse) {
    lines.push(
      '',
      `| Lighthouse ${report.lighthouseVersion} (performance, simulated throttling${report.runs > 1 ? `; the median of ${report.runs} runs` : ''}) | Desktop | Mobile |`,
      '| --- | ---: | ---: |',
    );
    for (const [name, presets] of Object.entries(report.lighthouse)) {
      const cell = (p) =>
        !p || p.score === null
          ? `– ${p?.runtimeError ?? ''}`.trim()
          : `${p.score}${mark(p.score, budgets.lighthouseMinScore, (v, b) => v < b)} (LCP ${ms(p.lcpMs)}, TBT ${ms(p.tbtMs)}${
              p.runScores?.length > 1 ? `; runs ${p.runScores.join(', ')}` : ''
            })`;
      lines.push(`| ${name} | ${cell(presets.desktop)} | ${cell(presets.mobile)} |`);
    }
  }
  return lines.join('\n');
}
