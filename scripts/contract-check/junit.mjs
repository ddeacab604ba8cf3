// A JUnit XML report (the format CI servers show as test results), written by hand: one
// <testcase> per operation; drift is a <failure>, and so is an operation not checked because the
// server answered 401 or 403; an unreachable server an <error>, an operation not called (unsafe
// without --unsafe) <skipped>.

/** @param {string} s */
const xml = (s) =>
  [...String(s)]
    // Drop the characters XML 1.0 does not allow at all (C0 controls but tab, LF and CR; U+FFFE/F).
    .filter((ch) => {
      const c = /** @type {number} */ (ch.codePointAt(0));
      return c === 0x09 || c === 0x0a || c === 0x0d || (c >= 0x20 && c !== 0xfffe && c !== 0xffff);
    })
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/**
 * @param {{ api: string, baseUrl: string, startedAt: string, durationMs: number, operations: import('./check.mjs').Result[],
 *   auth?: import('./check.mjs').Result[], negative?: import('./check.mjs').Result[], chains?: import('./check.mjs').Result[] }} report
 * @returns {string}
 */
export function toJUnit(report) {
  const { api } = report;
  const all = [...report.operations, ...(report.auth ?? []), ...(report.negative ?? []), ...(report.chains ?? [])];
  const count = (/** @type {string[]} */ ...outcomes) => all.filter((r) => outcomes.includes(r.outcome)).length;
  const totals = `tests="${all.length}" failures="${count('drift', 'not-checked')}" errors="${count('error')}" skipped="${count('skipped')}" time="${(report.durationMs / 1000).toFixed(3)}"`;
  const cases = all.map((r) => {
    const check = r.check && r.check !== 'conformance' ? `${r.check}: ` : '';
    const name = `${check}${r.operationId} (${r.method.toUpperCase()} ${r.path})${r.case ? ` [${r.case}]` : ''}`;
    const time = ((r.durationMs ?? 0) / 1000).toFixed(3);
    const detail = [
      `${r.method.toUpperCase()} ${r.url ?? r.path} -> ${r.status ?? 'no answer'}`,
      ...r.errors.map((e) => (e.pointer ? `${e.pointer}: ${e.message}` : e.message)),
      ...r.notes.map((n) => `note: ${n}`),
    ].join('\n');
    let body = '';
    if (r.outcome === 'drift')
      body = `\n      <failure message="${xml(r.errors[0] ? (r.errors[0].pointer ? `${r.errors[0].pointer}: ` : '') + r.errors[0].message : 'drift')}" type="drift">${xml(detail)}</failure>\n    `;
    else if (r.outcome === 'not-checked')
      body = `\n      <failure message="${xml(r.notes[0] ?? 'not checked')}" type="not-checked">${xml(detail)}</failure>\n    `;
    else if (r.outcome === 'error')
      body = `\n      <error message="${xml(r.errors[0]?.message ?? 'no answer')}" type="unreachable">${xml(detail)}</error>\n    `;
    else if (r.outcome === 'skipped') body = `\n      <skipped message="${xml(r.notes.join('; '))}"/>\n    `;
    else if (r.notes.length > 0) body = `\n      <system-out>${xml(detail)}</system-out>\n    `;
    return `    <testcase classname="contract-check.${xml(api)}" name="${xml(name)}" time="${time}">${body}</testcase>`;
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<testsuites name="contract-check" ${totals}>\n` +
    `  <testsuite name="contract-check.${xml(api)}" ${totals} timestamp="${xml(report.startedAt)}">\n` +
    `    <properties><property name="baseUrl" value="${xml(report.baseUrl)}"/></properties>\n` +
    cases.join('\n') +
    `\n  </testsuite>\n</testsuites>\n`
  );
}

/**
 * contract-diff as JUnit: one test case per change; a breaking change is a failure.
 * @param {string} api @param {import('./diff.mjs').Change[]} changes
 */
export function diffJUnit(api, changes) {
  const failures = changes.filter((c) => c.level === 'breaking').length;
  const cases = changes.map((c) => {
    const name = xml(`${c.operationId}: ${c.message}`);
    const body =
      c.level === 'breaking'
        ? `<failure message="${xml(c.message)}" type="${xml(c.rule)}">${xml(c.pointer)}</failure>`
        : `<system-out>${xml(`${c.level}: ${c.pointer}`)}</system-out>`;
    return `    <testcase classname="contract-diff.${xml(api)}" name="${name}">${body}</testcase>`;
  });
  const totals = `tests="${changes.length}" failures="${failures}" errors="0" skipped="0"`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="contract-diff" ${totals}>\n` +
    `  <testsuite name="contract-diff.${xml(api)}" ${totals}>\n${cases.join('\n')}${cases.length ? '\n' : ''}  </testsuite>\n</testsuites>\n`
  );
}
