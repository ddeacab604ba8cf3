// contract-check's text output: the table of operations, then each finding with where the
// operation is declared and a curl command that reproduces it, then the chains.

/**
 * @typedef {import('./check.mjs').Result} Result
 * @typedef {import('./sarif.mjs').Issue} Issue
 */

/** @param {Result[]} results */
export function printTable(results) {
  const rows = results.map((r) => [
    r.outcome === 'pass' ? '✔' : r.outcome === 'skipped' ? '-' : '✖',
    r.operationId,
    r.method.toUpperCase(),
    r.path,
    r.status === null ? '' : String(r.status),
    r.durationMs === null ? '' : String(r.durationMs),
    firstErrors(r),
  ]);
  const head = ['', 'operationId', 'method', 'path', 'status', 'ms', 'errors / notes'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  widths[6] = 0;
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((c, i) => (i === 6 ? c : c.padEnd(/** @type {number} */ (widths[i]))))
      .join('  ')
      .trimEnd();
  process.stdout.write(line(head) + '\n' + rows.map(line).join('\n') + '\n');
}

/** @param {Result} r */
function firstErrors(r) {
  if (r.errors.length > 0) {
    const shown = r.errors.slice(0, 3).map((e) => (e.pointer ? `${e.pointer} ${e.message}` : e.message));
    const more = r.errors.length > 3 ? ` (+${r.errors.length - 3} more)` : '';
    return shown.join('; ') + more;
  }
  return r.notes.join('; ');
}

/**
 * @param {Issue[]} issues the findings that fail the run (not in the baseline)
 * @param {Result[]} chains
 */
export function printFindings(issues, chains) {
  if (issues.length > 0) {
    process.stdout.write(`\nFindings (${issues.length}):\n`);
    for (const i of issues) {
      process.stdout.write(`✖ ${i.operationId} [${i.ruleId}] ${i.message}\n`);
      if (i.place) process.stdout.write(`    declared at ${i.place.file}:${i.place.line}\n`);
      if (i.curl) process.stdout.write(`    ${i.curl}\n`);
    }
  }
  if (chains.length > 0) {
    process.stdout.write('\nChains:\n');
    for (const c of chains) {
      const mark = c.outcome === 'pass' ? '✔' : '✖';
      const said = [...c.errors.map((e) => e.message), ...c.notes].join('; ');
      process.stdout.write(`${mark} ${c.case}${said ? `: ${said}` : ''}\n`);
    }
  }
}
