// Accepted findings: a YAML file of entries, each naming a finding by its fingerprint with a
// reason, an owner and (for contract-check's --baseline) an expiry date. A run fails only on
// findings not in it, and on entries past their date. The same file shape holds the contract
// changes accepted as breaking (openapi/accepted-breaks.yaml, which needs no date).
import { readFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';

/**
 * @typedef {{ finding: string, reason: string, owner: string, expires?: string, api?: string }} Entry
 */

/** A baseline file that cannot be used (a usage error: exit 2). */
export class BaselineError extends Error {}

/**
 * @param {string} file @param {{ requireExpiry: boolean }} opts
 * @returns {Entry[]}
 */
export function loadBaseline(file, { requireExpiry }) {
  let doc;
  try {
    doc = parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new BaselineError(`Cannot read ${file}: ${/** @type {Error} */ (err).message}`);
  }
  const entries = doc?.accepted ?? [];
  if (!Array.isArray(entries)) throw new BaselineError(`${file}: "accepted" must be a list of entries`);
  /** @type {string[]} */
  const problems = [];
  entries.forEach((/** @type {any} */ e, /** @type {number} */ i) => {
    const where = `${file}: entry ${i + 1}${typeof e?.finding === 'string' ? ` (${e.finding})` : ''}`;
    for (const key of ['finding', 'reason', 'owner'])
      if (typeof e?.[key] !== 'string' || e[key].trim() === '' || /^TODO\b/.test(e[key]))
        problems.push(
          `${where}: "${key}" must be said${/^TODO\b/.test(e?.[key] ?? '') ? ' (it still reads TODO)' : ''}`,
        );
    const date = e?.expires instanceof Date ? e.expires.toISOString().slice(0, 10) : e?.expires;
    if (date !== undefined && (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)))
      problems.push(`${where}: "expires" must be a date (YYYY-MM-DD)`);
    else if (date === undefined && requireExpiry) problems.push(`${where}: "expires" must be said (YYYY-MM-DD)`);
    if (e && date !== undefined) e.expires = date;
  });
  if (problems.length > 0) throw new BaselineError(problems.join('\n'));
  return entries;
}

/**
 * Split findings into the new ones and the accepted ones; list expired and unused entries.
 * @template {{ fingerprint: string }} F
 * @param {F[]} findings @param {Entry[]} entries @param {string} today YYYY-MM-DD
 */
export function applyBaseline(findings, entries, today) {
  const byFinding = new Map(entries.map((e) => [e.finding, e]));
  const fresh = findings.filter((f) => !byFinding.has(f.fingerprint));
  const accepted = findings.filter((f) => byFinding.has(f.fingerprint));
  const expired = entries.filter((e) => e.expires !== undefined && e.expires < today);
  const used = new Set(findings.map((f) => f.fingerprint));
  const unused = entries.filter((e) => !used.has(e.finding));
  return { fresh, accepted, expired, unused };
}

/**
 * A baseline accepting these findings, to edit: every reason and owner reads TODO until someone
 * says why and who (a run refuses the file until then); each expires in 30 days.
 * @param {{ fingerprint: string, message: string }[]} findings @param {string} today
 */
export function baselineYaml(findings, today) {
  const expires = new Date(Date.parse(today) + 30 * 864e5).toISOString().slice(0, 10);
  const seen = new Set();
  const accepted = findings
    .filter((f) => !seen.has(f.fingerprint) && seen.add(f.fingerprint))
    .map((f) => ({
      finding: f.fingerprint,
      example: f.message,
      reason: 'TODO: why this is accepted',
      owner: 'TODO',
      expires,
    }));
  return (
    '# Findings of broker-portal contract-check accepted for now (--baseline). Each entry needs a reason,\n' +
    '# an owner and an expiry date; the run fails on findings not listed here and on expired entries.\n' +
    stringify({ accepted })
  );
}
