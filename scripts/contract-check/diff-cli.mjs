// broker-portal contract-diff: the changes between two versions of a contract that break clients
// (rules in diff.mjs and diff-schema.mjs), as text, JSON, JUnit, GitHub annotations or SARIF.
import { parseArgs } from 'node:util';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { APIS, ContractError, contractFile, loadContract } from './contract.mjs';
import { diffContracts } from './diff.mjs';
import { GitBaseError, contractAtRef } from './git-base.mjs';
import { locate } from './source.mjs';
import { toSarif } from './sarif.mjs';
import { annotations, summaryMarkdown, writeStepSummary } from './github.mjs';
import { diffJUnit } from './junit.mjs';
import { FORMATS, fail, writeOut } from './output.mjs';

export const DIFF_USAGE = `Usage: broker-portal contract-diff --api identity|monitor --base FILE|GIT_REF [--head FILE]
                              [--report FILE] [--format text|json|junit|github|sarif]

Compares two versions of a contract and reports the changes that break clients (breaking), the
ones that may (warning) and the compatible ones (info).

Options:
  --api NAME        identity or monitor (required)
  --base FILE|REF   the old contract: a root or bundled openapi.yaml, or a git ref whose
                    openapi/<api>/ is read (required)
  --head FILE       the new contract (default: the working tree's openapi/<api>/openapi.yaml)
  --report FILE     write JSON: { "changes": [ { level, rule, operationId, pointer, message } ] }
  --format FORMAT   what stdout shows: text (default), json, junit, github (annotations, and a
                    Markdown table in $GITHUB_STEP_SUMMARY when set) or sarif
  -h, --help        show this help

Exit codes: 0 nothing breaks clients; 1 something does; 2 usage or contract error.`;

/** The rules of contract-diff, for SARIF. */
const DIFF_RULES = {
  'operation-removed': 'An operation was removed.',
  'parameter-added-required': 'A parameter was added as required.',
  'parameter-made-required': 'A parameter was made required.',
  'request-body-required': 'A request body was made required.',
  'request-property-required': 'A request body property was added as required or made required.',
  'request-type-changed': 'A request value accepts fewer types.',
  'request-enum-narrowed': 'A request enum lost values.',
  'success-status-removed': 'A documented success status was removed.',
  'response-property-removed': 'A response property was removed.',
  'response-type-changed': 'A response value changed its type.',
  'response-property-optional': 'A required response property was made optional.',
  'response-header-removed': 'A declared response header was removed.',
  'response-enum-widened': 'A response enum gained values clients may not know.',
  'security-added': 'An operation requires security it did not require.',
};
const LEVEL = /** @type {const} */ ({ breaking: 'error', warning: 'warning', info: 'note' });

/**
 * @param {string[]} argv the arguments after the command name
 * @returns {Promise<number>} exit code
 */
export async function runDiff(argv) {
  let opts;
  try {
    opts = parseArgs({
      args: argv,
      strict: true,
      options: {
        api: { type: 'string' },
        base: { type: 'string' },
        head: { type: 'string' },
        report: { type: 'string' },
        format: { type: 'string', default: 'text' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (err) {
    return fail(`${/** @type {Error} */ (err).message}\n\n${DIFF_USAGE}`, 2);
  }
  if (opts.help) {
    process.stdout.write(DIFF_USAGE + '\n');
    return 0;
  }
  if (!opts.api || !APIS.includes(/** @type {any} */ (opts.api)))
    return fail(`--api must be one of: ${APIS.join(', ')}${opts.api ? ` (got "${opts.api}")` : ''}. See --help.`, 2);
  if (!opts.base) return fail('--base is required: a contract file or a git ref (e.g. origin/main). See --help.', 2);
  const format = opts.format ?? 'text';
  if (!FORMATS.includes(format)) return fail(`--format must be one of: ${FORMATS.join(', ')} (got "${format}").`, 2);
  const inTree = resolve('openapi', opts.api, 'openapi.yaml');
  const headFile = opts.head ? resolve(opts.head) : existsSync(inTree) ? inTree : contractFile(opts.api);
  if (!existsSync(headFile)) return fail(`--head: no file ${headFile}.`, 2);

  let baseFile = resolve(opts.base);
  let baseLabel = opts.base;
  let temp = null;
  let changes;
  try {
    if (!existsSync(baseFile)) {
      const at = contractAtRef(opts.base, headFile);
      ({ file: baseFile, dir: temp } = at);
      baseLabel = `${opts.base} (${at.commit.slice(0, 12)})`;
    }
    const [base, head] = await Promise.all([loadContract(baseFile), loadContract(headFile)]);
    changes = diffContracts(base, head);
  } catch (err) {
    if (err instanceof ContractError || err instanceof GitBaseError) return fail(`Contract error: ${err.message}`, 2);
    throw err;
  } finally {
    if (temp) rmSync(temp, { recursive: true, force: true });
  }

  const breaking = changes.filter((c) => c.level === 'breaking');
  const warnings = changes.filter((c) => c.level === 'warning');
  const line = `${opts.api}: ${breaking.length} breaking, ${warnings.length} warnings, ${changes.length - breaking.length - warnings.length} compatible changes (${baseLabel} → ${opts.head ?? 'working tree'})`;
  const issues = changes.map((c) => ({
    ruleId: c.rule,
    level: LEVEL[c.level],
    message: c.message,
    operationId: c.operationId,
    place: locate(headFile, c.pointer.split('/').slice(1).map(unescape)),
    fingerprint: `${c.rule} ${c.operationId} ${c.pointer}`,
  }));
  const json = JSON.stringify({ changes }, null, 2) + '\n';
  if (format === 'text' || format === 'github') process.stdout.write(textOf(changes) + line + '\n');
  if (format === 'github') {
    const shown = issues.filter((i) => i.level !== 'note');
    process.stdout.write(annotations(shown));
    writeStepSummary(summaryMarkdown(`contract-diff: ${opts.api}`, line, shown));
  }
  if (format === 'json') process.stdout.write(json);
  if (format === 'junit') process.stdout.write(diffJUnit(opts.api, changes));
  if (format === 'sarif') process.stdout.write(toSarif('broker-portal contract-diff', DIFF_RULES, issues));
  try {
    if (opts.report) writeOut(opts.report, json);
  } catch (err) {
    return fail(`Cannot write report: ${/** @type {Error} */ (err).message}`, 2);
  }
  return breaking.length > 0 ? 1 : 0;
}

/** @param {string} t */
const unescape = (t) => t.replace(/~1/g, '/').replace(/~0/g, '~');

/** @param {import('./diff.mjs').Change[]} changes */
export function textOf(changes) {
  const order = ['breaking', 'warning', 'info'];
  return [...changes]
    .sort((a, b) => order.indexOf(a.level) - order.indexOf(b.level))
    .map((c) => `${c.level.toUpperCase().padEnd(8)}  ${c.operationId}  ${c.message}  (${c.pointer})\n`)
    .join('');
}
