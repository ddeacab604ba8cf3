#!/usr/bin/env node
// `npm run audit`: `npm audit --omit=dev` that fails on any high or critical advisory of a runtime
// dependency and names each. When the registry cannot answer audits (some registries and mirrors
// answer the advisory endpoint with 404 or 405; or there is no network), it says so in one line and
// passes as SKIPPED, unless AUDIT_REQUIRED=1 is set, which makes that a failure.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BLOCKING = ['critical', 'high'];

// HTTP statuses and error codes that mean "no audit could be had", not "the audit found something".
const UNAVAILABLE_STATUSES = new Set([400, 404, 405, 410, 429, 500, 501, 502, 503, 504]);
const UNAVAILABLE_CODES = new Set([
  'ENOAUDIT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ERR_SOCKET_TIMEOUT',
  'E400',
  'E404',
  'E405',
  'E429',
  'E500',
  'E501',
  'E502',
  'E503',
  'E504',
]);

function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Why the registry could not answer, from npm's error output (JSON or text); null if it did answer. */
function unavailableReason(report, stderr) {
  if (report && typeof report === 'object' && !('vulnerabilities' in report)) {
    const status = Number(report.statusCode);
    const code = report.error?.code ?? report.code;
    const message = report.message ?? report.error?.summary ?? '';
    if (UNAVAILABLE_STATUSES.has(status) || UNAVAILABLE_CODES.has(code)) return String(message || code || status);
  }
  const line = stderr
    .split('\n')
    .find((l) =>
      /audit endpoint returned an error|\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ENETUNREACH)\b/.test(l),
    );
  return line ? line.replace(/^npm (error|warn|ERR!) /, '').trim() : null;
}

/** The advisories behind one vulnerable package: their titles and addresses, or the packages it goes through. */
function advisories(vulnerability) {
  return (vulnerability.via ?? []).map((via) =>
    typeof via === 'string' ? `through ${via}` : `${via.title ?? 'advisory'}${via.url ? ` (${via.url})` : ''}`,
  );
}

/**
 * Judges the output of `npm audit --omit=dev --json`. Returns the exit code and the lines to print:
 * 1 with each high or critical advisory named; 0 when there is none; 0 with "SKIPPED" when the
 * registry could not answer (1 when `required`); 1 when the output cannot be read at all.
 */
export function evaluateAudit(stdout, { stderr = '', required = false } = {}) {
  const report = parse(stdout);
  const reason = unavailableReason(report, stderr);
  if (reason !== null) {
    return required
      ? {
          exitCode: 1,
          lines: [`npm audit FAILED: the registry cannot answer audits (${reason}) and AUDIT_REQUIRED=1.`],
        }
      : {
          exitCode: 0,
          lines: [
            `npm audit SKIPPED: the registry cannot answer audits (${reason}); nothing was checked. Set AUDIT_REQUIRED=1 to fail instead.`,
          ],
        };
  }
  if (!report || typeof report.vulnerabilities !== 'object' || report.vulnerabilities === null) {
    const detail = (stderr.trim().split('\n').pop() ?? '') || stdout.slice(0, 200);
    return { exitCode: 1, lines: [`npm audit FAILED: its answer could not be read (${detail || 'no output'}).`] };
  }
  const blocking = Object.values(report.vulnerabilities).filter((v) => BLOCKING.includes(v.severity));
  const counts = report.metadata?.vulnerabilities ?? {};
  const summary = ['critical', 'high', 'moderate', 'low', 'info'].map((s) => `${counts[s] ?? 0} ${s}`).join(', ');
  if (blocking.length === 0) {
    return {
      exitCode: 0,
      lines: [`npm audit: no high or critical advisory in the runtime dependencies (${summary}).`],
    };
  }
  return {
    exitCode: 1,
    lines: [
      `npm audit FAILED: ${blocking.length} runtime dependenc${blocking.length === 1 ? 'y has' : 'ies have'} a high or critical advisory (${summary}):`,
      ...blocking.map(
        (v) =>
          `  ${v.severity} ${v.name}${v.range ? ` ${v.range}` : ''}: ${advisories(v).join('; ')}${v.fixAvailable ? ' — fix available (npm audit fix)' : ''}`,
      ),
    ],
  };
}

function main() {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = spawnSync(npm, ['audit', '--omit=dev', '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    shell: process.platform === 'win32',
  });
  if (run.error) {
    console.error(`npm audit FAILED: could not run npm (${run.error.message}).`);
    return 1;
  }
  const { exitCode, lines } = evaluateAudit(run.stdout ?? '', {
    stderr: run.stderr ?? '',
    required: process.env.AUDIT_REQUIRED === '1',
  });
  for (const line of lines) (exitCode === 0 ? console.log : console.error)(line);
  return exitCode;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main();
