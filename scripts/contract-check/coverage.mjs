// Coverage: per operation and documented status, whether the run saw that answer (from any
// check: the positive call, the call without a token, the negative cases, the chains' steps).

/**
 * @typedef {import('./contract.mjs').Operation} Operation
 * @typedef {import('./check.mjs').Result} Result
 * @typedef {{ operationId: string, statuses: { status: string, seen: boolean }[] }} CoverageRow
 * @typedef {{ rows: CoverageRow[], seen: number, total: number, percent: number }} Coverage
 */

/**
 * @param {Operation[]} operations the operations the run was about (after --only)
 * @param {Result[]} results every result of the run
 * @returns {Coverage}
 */
export function coverageOf(operations, results) {
  /** @type {Map<string, Set<number>>} */
  const answered = new Map();
  /** @param {string} id @param {number | null} status */
  const saw = (id, status) => {
    if (status === null) return;
    if (!answered.has(id)) answered.set(id, new Set());
    answered.get(id)?.add(status);
  };
  for (const r of results) {
    if (r.outcome === 'skipped') continue;
    saw(r.operationId, r.status);
    for (const s of r.steps ?? []) saw(s.operationId, s.status);
  }
  let seen = 0;
  let total = 0;
  const rows = operations.map((op) => {
    const got = [...(answered.get(op.operationId) ?? [])];
    const statuses = op.responses.map((r) => {
      const hit = got.some((s) => matches(op, r.status, s));
      total += 1;
      if (hit) seen += 1;
      return { status: r.status, seen: hit };
    });
    return { operationId: op.operationId, statuses };
  });
  return { rows, seen, total, percent: total === 0 ? 100 : Math.round((seen / total) * 1000) / 10 };
}

/**
 * Does an answered status count for this documented key (exact code first, then `4XX`, then
 * `default`, as the check reads them)?
 * @param {Operation} op @param {string} key @param {number} status
 */
function matches(op, key, status) {
  const code = String(status);
  if (key === code) return true;
  if (op.responses.some((r) => r.status === code)) return false;
  if (key.toUpperCase() === `${code[0]}XX`) return true;
  return key === 'default' && !op.responses.some((r) => r.status.toUpperCase() === `${code[0]}XX`);
}

/**
 * The coverage as a table (✔ seen, · not seen) and one line with the percentage.
 * @param {Coverage} coverage
 * @returns {string}
 */
export function coverageTable(coverage) {
  const width = Math.max('operationId'.length, ...coverage.rows.map((r) => r.operationId.length));
  const lines = coverage.rows.map(
    (r) => `${r.operationId.padEnd(width)}  ${r.statuses.map((s) => `${s.status}${s.seen ? '✔' : '·'}`).join(' ')}`,
  );
  return (
    `${'operationId'.padEnd(width)}  documented statuses (✔ seen by this run, · not seen)\n` +
    lines.join('\n') +
    `\ncoverage: ${coverage.seen} of ${coverage.total} documented statuses seen (${coverage.percent}%)\n`
  );
}
