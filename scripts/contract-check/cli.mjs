#!/usr/bin/env node
// broker-portal contract-check: calls a running identity or monitor server with requests built
// from the contract in openapi/, and reports every answer that drifts from it (an undocumented
// status, a missing response header, a body that does not match the status's schema).
// Plain ESM + JSDoc, Node >= 24, no build step. See `--help`.
import { parseArgs } from 'node:util';
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { APIS, ContractError, contractFile, loadContract } from './contract.mjs';
import { AUTH_STATUSES, checkOperation, planOperations } from './check.mjs';
import { toJUnit } from './junit.mjs';
import { describeNetworkError } from './network.mjs';

export const EXIT = { OK: 0, DRIFT: 1, USAGE: 2, UNREACHABLE: 3, NOT_CHECKED: 4 };

const USAGE = `Usage: broker-portal contract-check --api identity|monitor --base-url URL [options]

Calls every operation of the contract on a running server and checks each answer against it:
the status is one the contract lists, declared response headers are present, and the JSON body
matches the schema of that status.

Options:
  --api NAME           identity or monitor (required)
  --base-url URL       where the server serves /api/v1/... (required), e.g. http://127.0.0.1:3000
  --token JWT          sent as "Authorization: Bearer JWT" (default: $CONTRACT_CHECK_TOKEN)
  --unsafe             also call POST, PUT, PATCH and DELETE operations (with the request
                       body's first named example). Only against a disposable test server!
  --only IDS           only these operationIds, comma-separated
  --report FILE        write a JSON report
  --junit FILE         write a JUnit XML report
  --timeout MS         per-request timeout in milliseconds (default 10000)
  --concurrency N      requests in flight at once (default 8)
  --contract FILE      check against this root openapi.yaml instead of the bundled contract
  -h, --help           show this help

A secured operation answered 401 or 403 was not checked (its real answer was never seen): the
run fails on it, even when nothing else is wrong.

Exit codes: 0 every call checked, no drift; 1 drift found; 2 usage or contract error; 3 server not
reachable; 4 some or all operations not checked because the server answered 401 or 403 (pass a
valid --token of a user with every scope). When several apply: 1, then 3, then 4.`;

/** @param {string} line */
const fail = (line, code = EXIT.USAGE) => {
  process.stderr.write(line + '\n');
  return code;
};

/**
 * @param {string[]} argv arguments after the program name
 * @returns {Promise<number>} exit code
 */
export async function main(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        api: { type: 'string' },
        'base-url': { type: 'string' },
        token: { type: 'string' },
        unsafe: { type: 'boolean', default: false },
        only: { type: 'string' },
        report: { type: 'string' },
        junit: { type: 'string' },
        timeout: { type: 'string', default: '10000' },
        concurrency: { type: 'string', default: '8' },
        contract: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (err) {
    return fail(`${/** @type {Error} */ (err).message}\n\n${USAGE}`);
  }
  const { values: opts, positionals } = parsed;
  if (opts.help) {
    process.stdout.write(USAGE + '\n');
    return EXIT.OK;
  }
  const [command, ...rest] = positionals;
  if (command !== 'contract-check' || rest.length > 0)
    return fail(`${command ? `Unknown command "${[command, ...rest].join(' ')}"` : 'Missing command'}.\n\n${USAGE}`);
  if (!opts.api || !APIS.includes(/** @type {any} */ (opts.api)))
    return fail(`--api must be one of: ${APIS.join(', ')}${opts.api ? ` (got "${opts.api}")` : ''}. See --help.`);
  if (!opts['base-url']) return fail('--base-url is required, e.g. --base-url http://127.0.0.1:3000. See --help.');
  let baseUrl;
  try {
    baseUrl = new URL(opts['base-url']);
  } catch {
    return fail(`--base-url "${opts['base-url']}" is not a URL; expected e.g. http://127.0.0.1:3000.`);
  }
  if (baseUrl.protocol !== 'http:' && baseUrl.protocol !== 'https:')
    return fail(`--base-url "${opts['base-url']}" must start with http:// or https://.`);
  const timeout = Number(opts.timeout);
  if (!Number.isInteger(timeout) || timeout <= 0) return fail(`--timeout must be a positive number of milliseconds.`);
  const concurrency = Number(opts.concurrency);
  if (!Number.isInteger(concurrency) || concurrency <= 0) return fail(`--concurrency must be a positive integer.`);
  const token = opts.token ?? process.env.CONTRACT_CHECK_TOKEN ?? undefined;

  const contractPath = opts.contract ? resolve(opts.contract) : contractFile(opts.api);
  let contract;
  try {
    contract = await loadContract(contractPath);
  } catch (err) {
    if (err instanceof ContractError) return fail(`Contract error: ${err.message}`);
    throw err;
  }

  const only = opts.only
    ? opts.only
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : null;
  if (only) {
    const known = new Set(contract.operations.map((o) => o.operationId));
    const unknown = only.filter((id) => !known.has(id));
    if (unknown.length > 0) return fail(`--only: no operation ${unknown.join(', ')} in the ${opts.api} contract.`);
  }

  const base = baseUrl.href.replace(/\/+$/, '');
  // One request to the server first: if it cannot be reached there is nothing to check, and one
  // clear line beats a table of identical failures.
  const unreachable = await probe(base, timeout);
  if (unreachable) return fail(unreachable, EXIT.UNREACHABLE);

  const plan = planOperations(contract, { unsafe: opts.unsafe, only });
  const started = Date.now();
  const results = await pool(plan, concurrency, (item) =>
    item.skip ? Promise.resolve(item.skip) : checkOperation(contract, item.operation, { base, token, timeout }),
  );
  const durationMs = Date.now() - started;

  const summary = {
    total: results.length,
    passed: results.filter((r) => r.outcome === 'pass').length,
    drifted: results.filter((r) => r.outcome === 'drift').length,
    notChecked: results.filter((r) => r.outcome === 'not-checked').length,
    unreachable: results.filter((r) => r.outcome === 'error').length,
    skipped: results.filter((r) => r.outcome === 'skipped').length,
  };
  printTable(results);
  const networkCauses = [
    ...new Set(results.filter((r) => r.outcome === 'error').map((r) => r.errors[0]?.message ?? '')),
  ];
  for (const cause of networkCauses) process.stderr.write(cause + '\n');
  const refusedLine = describeRefused(results, token !== undefined);
  if (refusedLine) process.stderr.write(refusedLine + '\n');
  process.stdout.write(
    `\n${opts.api}: ${summary.passed} passed, ${summary.drifted} drifted, ${summary.notChecked} not checked (401/403), ` +
      `${summary.unreachable} not reachable, ` +
      `${summary.skipped} skipped${summary.skipped && !opts.unsafe ? ' (unsafe methods: use --unsafe)' : ''} in ${durationMs} ms\n`,
  );

  const report = {
    api: opts.api,
    baseUrl: base,
    contract: contractPath,
    startedAt: new Date(started).toISOString(),
    durationMs,
    summary,
    operations: results,
  };
  try {
    if (opts.report) writeOut(opts.report, JSON.stringify(report, null, 2) + '\n');
    if (opts.junit) writeOut(opts.junit, toJUnit(report));
  } catch (err) {
    return fail(`Cannot write report: ${/** @type {Error} */ (err).message}`);
  }
  if (summary.drifted > 0) return EXIT.DRIFT;
  if (summary.unreachable > 0) return EXIT.UNREACHABLE;
  if (summary.notChecked > 0) return EXIT.NOT_CHECKED;
  return EXIT.OK;
}

/**
 * One line saying which calls were answered 401/403 and what to do, or null when none was.
 * @param {import('./check.mjs').Result[]} results @param {boolean} withToken
 */
export function describeRefused(results, withToken) {
  const refused = results.filter((r) => r.outcome === 'not-checked');
  if (refused.length === 0) return null;
  const called = results.filter((r) => r.outcome !== 'skipped').length;
  const statuses = [...new Set(refused.map((r) => /** @type {number} */ (r.status)))].sort();
  const answered = statuses.map((s) => `${s} ${AUTH_STATUSES[s]}`).join(' or ');
  const hint = !withToken
    ? 'pass --token or set CONTRACT_CHECK_TOKEN'
    : statuses.includes(401)
      ? 'the server refused the token: pass a valid one (--token or CONTRACT_CHECK_TOKEN)'
      : "the token's user may not call them: use a test user with every scope";
  if (refused.length === called) return `Nothing was checked: every call was answered ${answered}: ${hint}.`;
  const ids = refused.map((r) => r.operationId);
  const named = ids.slice(0, 5).join(', ') + (ids.length > 5 ? ` and ${ids.length - 5} more` : '');
  return `${refused.length} of ${called} calls were not checked, answered ${answered} (${named}): ${hint}.`;
}

/** @param {string} file @param {string} text */
function writeOut(file, text) {
  const path = resolve(file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/**
 * @param {string} base @param {number} timeout
 * @returns {Promise<string | null>} one line describing why the server cannot be reached, or null
 */
async function probe(base, timeout) {
  try {
    const res = await fetch(base + '/', { method: 'GET', signal: AbortSignal.timeout(timeout), redirect: 'manual' });
    await res.body?.cancel();
    return null;
  } catch (err) {
    return describeNetworkError(err, base, timeout);
  }
}

/**
 * Run `fn` over `items` with at most `limit` in flight; results keep the order of `items`.
 * @template T, R
 * @param {T[]} items @param {number} limit @param {(item: T) => Promise<R>} fn
 * @returns {Promise<R[]>}
 */
async function pool(items, limit, fn) {
  /** @type {R[]} */
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(/** @type {T} */ (items[i]));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** @param {import('./check.mjs').Result[]} results */
function printTable(results) {
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

/** @param {import('./check.mjs').Result} r */
function firstErrors(r) {
  if (r.errors.length > 0) {
    const shown = r.errors.slice(0, 3).map((e) => (e.pointer ? `${e.pointer} ${e.message}` : e.message));
    const more = r.errors.length > 3 ? ` (+${r.errors.length - 3} more)` : '';
    return shown.join('; ') + more;
  }
  return r.notes.join('; ');
}

// Run when executed (node cli.mjs, npx broker-portal, the npm script), not when imported.
/** @returns {string} */
function invokedPath() {
  try {
    return process.argv[1] ? realpathSync(process.argv[1]) : '';
  } catch {
    return '';
  }
}
if (invokedPath() === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err) => {
      process.stderr.write(`contract-check failed unexpectedly: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = EXIT.USAGE;
    },
  );
}
