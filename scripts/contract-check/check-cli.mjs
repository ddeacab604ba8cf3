// broker-portal contract-check: calls a running identity or monitor server with requests built
// from the contract in openapi/ and reports every answer that drifts from it:
// - positive: each operation with a valid request (documented status, declared headers, body schema);
// - auth: each secured operation without a token (a 401 with the error body, or drift);
// - negative: requests that break the contract (a documented 400/404/422, or drift);
// - chains (--unsafe): create, read back, update, delete along the contract's links.
// Then coverage (operation × documented status seen), a baseline of accepted findings, and
// reports: JSON, JUnit, SARIF, GitHub annotations, a curl command per finding.
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { APIS, ContractError, contractFile, loadContract } from './contract.mjs';
import { AUTH_STATUSES, checkOperation, isSecured, planOperations } from './check.mjs';
import { checkAuth } from './auth.mjs';
import { checkNegative, negativeCases } from './negative.mjs';
import { planChains, runChain } from './chains.mjs';
import { coverageOf, coverageTable } from './coverage.mjs';
import { CHECK_RULES, findingsOf } from './findings.mjs';
import { BaselineError, applyBaseline, baselineYaml, loadBaseline } from './baseline.mjs';
import { toJUnit } from './junit.mjs';
import { toSarif } from './sarif.mjs';
import { annotations, summaryMarkdown, writeStepSummary } from './github.mjs';
import { describeNetworkError } from './network.mjs';
import { FORMATS, fail, today, writeOut } from './output.mjs';
import { printFindings, printTable } from './check-text.mjs';

export const EXIT = { OK: 0, DRIFT: 1, USAGE: 2, UNREACHABLE: 3, NOT_CHECKED: 4, COVERAGE: 5 };

export const CHECK_USAGE = `Usage: broker-portal contract-check --api identity|monitor --base-url URL [options]

Calls every operation of the contract on a running server and checks each answer against it:
the status is one the contract lists, declared response headers are present, and the JSON body
matches the schema of that status. Also, by default: every secured operation without a token
(anything but a 401 with the error body is drift), and requests that break the contract (a
missing required parameter or property, a wrong type, a value outside its enum, a non-numeric
id: anything but a documented 400/404/422 is drift). With --unsafe it also follows the
contract's links: create, read back, update, delete.

Options:
  --api NAME             identity or monitor (required)
  --base-url URL         where the server serves /api/v1/... (required), e.g. http://127.0.0.1:3000
  --token JWT            sent as "Authorization: Bearer JWT" (default: $CONTRACT_CHECK_TOKEN)
  --unsafe               also call POST, PUT, PATCH and DELETE operations (with the request
                         body's first named example) and follow the chains. Only against a
                         disposable test server!
  --no-negative          do not send requests that break the contract
  --no-auth              do not call secured operations without a token
  --only IDS             only these operationIds, comma-separated
  --report FILE          write a JSON report
  --junit FILE           write a JUnit XML report
  --sarif FILE           write a SARIF 2.1 report (locations in openapi/)
  --format FORMAT        what stdout shows: text (default), json, junit, github (annotations,
                         and a Markdown table in $GITHUB_STEP_SUMMARY when set) or sarif
  --min-coverage N       fail when fewer than N % of the documented statuses were seen
  --baseline FILE        accepted findings (each with a reason, an owner and an expiry date):
                         only other findings, and expired entries, fail the run
  --write-baseline FILE  write a baseline accepting this run's findings (to edit: reason, owner)
  --timeout MS           per-request timeout in milliseconds (default 10000)
  --concurrency N        requests in flight at once (default 8)
  --contract FILE        check against this root openapi.yaml instead of the bundled contract
  -h, --help             show this help

A secured operation answered 401 or 403 was not checked (its real answer was never seen): the
run fails on it, even when nothing else is wrong.

Exit codes: 0 every call checked, no drift; 1 drift found (or an expired baseline entry); 2 usage
or contract error; 3 server not reachable; 4 some or all operations not checked because the
server answered 401 or 403 (pass a valid --token of a user with every scope); 5 coverage below
--min-coverage. When several apply: 1, then 3, then 4, then 5.`;

/**
 * @param {string[]} argv the arguments after the command name
 * @returns {Promise<number>} exit code
 */
export async function runCheck(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: false,
      allowNegative: true,
      strict: true,
      options: {
        api: { type: 'string' },
        'base-url': { type: 'string' },
        token: { type: 'string' },
        unsafe: { type: 'boolean', default: false },
        negative: { type: 'boolean', default: true },
        auth: { type: 'boolean', default: true },
        only: { type: 'string' },
        report: { type: 'string' },
        junit: { type: 'string' },
        sarif: { type: 'string' },
        format: { type: 'string', default: 'text' },
        'min-coverage': { type: 'string' },
        baseline: { type: 'string' },
        'write-baseline': { type: 'string' },
        timeout: { type: 'string', default: '10000' },
        concurrency: { type: 'string', default: '8' },
        contract: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (err) {
    return fail(`${/** @type {Error} */ (err).message}\n\n${CHECK_USAGE}`, EXIT.USAGE);
  }
  const opts = parsed.values;
  if (opts.help) {
    process.stdout.write(CHECK_USAGE + '\n');
    return EXIT.OK;
  }
  const usage = (/** @type {string} */ line) => fail(line, EXIT.USAGE);
  if (!opts.api || !APIS.includes(/** @type {any} */ (opts.api)))
    return usage(`--api must be one of: ${APIS.join(', ')}${opts.api ? ` (got "${opts.api}")` : ''}. See --help.`);
  if (!opts['base-url']) return usage('--base-url is required, e.g. --base-url http://127.0.0.1:3000. See --help.');
  let baseUrl;
  try {
    baseUrl = new URL(opts['base-url']);
  } catch {
    return usage(`--base-url "${opts['base-url']}" is not a URL; expected e.g. http://127.0.0.1:3000.`);
  }
  if (baseUrl.protocol !== 'http:' && baseUrl.protocol !== 'https:')
    return usage(`--base-url "${opts['base-url']}" must start with http:// or https://.`);
  const timeout = Number(opts.timeout);
  if (!Number.isInteger(timeout) || timeout <= 0) return usage(`--timeout must be a positive number of milliseconds.`);
  const concurrency = Number(opts.concurrency);
  if (!Number.isInteger(concurrency) || concurrency <= 0) return usage(`--concurrency must be a positive integer.`);
  const format = opts.format ?? 'text';
  if (!FORMATS.includes(format)) return usage(`--format must be one of: ${FORMATS.join(', ')} (got "${format}").`);
  const minCoverage = opts['min-coverage'] === undefined ? null : Number(opts['min-coverage']);
  if (minCoverage !== null && !(minCoverage >= 0 && minCoverage <= 100))
    return usage('--min-coverage must be a percentage from 0 to 100.');
  let entries = /** @type {import('./baseline.mjs').Entry[]} */ ([]);
  try {
    if (opts.baseline) entries = loadBaseline(resolve(opts.baseline), { requireExpiry: true });
  } catch (err) {
    if (err instanceof BaselineError) return usage(`Baseline error: ${err.message}`);
    throw err;
  }
  const token = opts.token ?? process.env.CONTRACT_CHECK_TOKEN ?? undefined;

  const contractPath = opts.contract ? resolve(opts.contract) : contractFile(opts.api);
  let contract;
  try {
    contract = await loadContract(contractPath);
  } catch (err) {
    if (err instanceof ContractError) return usage(`Contract error: ${err.message}`);
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
    if (unknown.length > 0) return usage(`--only: no operation ${unknown.join(', ')} in the ${opts.api} contract.`);
  }

  const base = baseUrl.href.replace(/\/+$/, '');
  // One request to the server first: if it cannot be reached there is nothing to check, and one
  // clear line beats a table of identical failures.
  const unreachable = await probe(base, timeout);
  if (unreachable) return fail(unreachable, EXIT.UNREACHABLE);

  const plan = planOperations(contract, { unsafe: opts.unsafe, only });
  const called = plan.filter((p) => !p.skip).map((p) => p.operation);
  const call = { base, token, timeout };
  let chains;
  try {
    chains = opts.unsafe ? planChains(contract).filter((c) => !only || only.includes(c.create.operationId)) : [];
  } catch (err) {
    if (err instanceof ContractError) return usage(`Contract error: ${err.message}`);
    throw err;
  }
  /** @type {(() => Promise<import('./check.mjs').Result>)[][]} */
  const work = [
    plan.map((item) => () => (item.skip ? Promise.resolve(item.skip) : checkOperation(contract, item.operation, call))),
    opts.auth
      ? called.filter(isSecured).map((op) => async () => /** @type {any} */ (await checkAuth(contract, op, call)))
      : [],
    opts.negative
      ? called.flatMap((op) => negativeCases(contract, op).map((c) => () => checkNegative(contract, op, c, call)))
      : [],
    chains.map((chain) => () => runChain(contract, chain, call)),
  ];
  const started = Date.now();
  const all = await pool(work.flat(), concurrency, (task) => task());
  const durationMs = Date.now() - started;
  let at = 0;
  const [results = [], auth = [], negative = [], followed = []] = work.map((w) => all.slice(at, (at += w.length)));

  const count = (/** @type {import('./check.mjs').Result[]} */ rs, /** @type {string} */ outcome) =>
    rs.filter((r) => r.outcome === outcome).length;
  const summary = {
    total: results.length,
    passed: count(results, 'pass'),
    drifted: count(results, 'drift'),
    notChecked: count(results, 'not-checked'),
    unreachable: count(results, 'error'),
    skipped: count(results, 'skipped'),
    auth: { called: auth.length, drifted: count(auth, 'drift') },
    negative: { cases: negative.length, drifted: count(negative, 'drift'), notChecked: count(negative, 'not-checked') },
    chains: {
      followed: followed.length,
      broken: count(followed, 'drift'),
      notJudged: followed.filter((r) => r.notes.some((n) => n.includes('not judged'))).length,
    },
  };
  const everything = [...results, ...auth, ...negative, ...followed];
  const coverage = coverageOf(
    contract.operations.filter((o) => !only || only.includes(o.operationId)),
    everything,
  );
  const issues = findingsOf(everything, contractPath);
  const day = today();
  const { fresh, accepted, expired, unused } = applyBaseline(issues, entries, day);

  const lines = [
    `${opts.api}: ${summary.passed} passed, ${summary.drifted} drifted, ${summary.notChecked} not checked (401/403), ` +
      `${summary.unreachable} not reachable, ` +
      `${summary.skipped} skipped${summary.skipped && !opts.unsafe ? ' (unsafe methods: use --unsafe)' : ''} in ${durationMs} ms`,
    opts.auth
      ? `auth: ${summary.auth.called} secured operations called without a token, ${summary.auth.drifted} answered without authentication`
      : 'auth: off (--no-auth)',
    opts.negative
      ? `negative: ${summary.negative.cases} requests that break the contract, ${summary.negative.drifted} accepted or drifted, ${summary.negative.notChecked} not checked (401/403)`
      : 'negative: off (--no-negative)',
    opts.unsafe
      ? `chains: ${summary.chains.followed} followed, ${summary.chains.broken} broken, ${summary.chains.notJudged} not judged (the server keeps no state)`
      : 'chains: not followed (use --unsafe)',
    `coverage: ${coverage.seen} of ${coverage.total} documented statuses seen (${coverage.percent}%)` +
      (minCoverage !== null ? `, minimum ${minCoverage}%` : ''),
    ...(opts.baseline
      ? [
          `baseline: ${accepted.length} findings accepted, ${expired.length} entries expired, ${unused.length} entries unused`,
        ]
      : []),
  ];
  if (format === 'text' || format === 'github') {
    printTable(results);
    printFindings(fresh, followed);
    process.stdout.write('\n' + coverageTable(coverage) + '\n' + lines.join('\n') + '\n');
  }
  if (format === 'github') {
    process.stdout.write(annotations(fresh));
    writeStepSummary(summaryMarkdown(`contract-check: ${opts.api}`, lines.join('  \n'), fresh));
  }
  const networkCauses = [
    ...new Set(results.filter((r) => r.outcome === 'error').map((r) => r.errors[0]?.message ?? '')),
  ];
  for (const cause of networkCauses) process.stderr.write(cause + '\n');
  const refusedLine = describeRefused(results, token !== undefined);
  if (refusedLine) process.stderr.write(refusedLine + '\n');
  else if (summary.negative.notChecked > 0)
    process.stderr.write(
      `${summary.negative.notChecked} requests that break the contract were answered 401 or 403, so not checked: pass a valid --token.\n`,
    );
  for (const e of expired)
    process.stderr.write(
      `Baseline entry expired on ${e.expires} (owner ${e.owner}): "${e.finding}": fix the finding or renew the entry.\n`,
    );

  const report = {
    api: opts.api,
    baseUrl: base,
    contract: contractPath,
    startedAt: new Date(started).toISOString(),
    durationMs,
    summary,
    operations: results,
    auth,
    negative,
    chains: followed,
    coverage,
    findings: issues.map((i) => ({ ...i, accepted: accepted.includes(i) })),
    ...(opts.baseline ? { baseline: { file: opts.baseline, expired, unused } } : {}),
  };
  const json = JSON.stringify(report, null, 2) + '\n';
  const junit = () => toJUnit(report);
  const sarif = () => toSarif('broker-portal contract-check', CHECK_RULES, fresh);
  if (format === 'json') process.stdout.write(json);
  if (format === 'junit') process.stdout.write(junit());
  if (format === 'sarif') process.stdout.write(sarif());
  try {
    if (opts.report) writeOut(opts.report, json);
    if (opts.junit) writeOut(opts.junit, junit());
    if (opts.sarif) writeOut(opts.sarif, sarif());
    if (opts['write-baseline']) writeOut(opts['write-baseline'], baselineYaml(issues, day));
  } catch (err) {
    return fail(`Cannot write report: ${/** @type {Error} */ (err).message}`, EXIT.USAGE);
  }
  if (fresh.length > 0 || expired.length > 0) return EXIT.DRIFT;
  if (summary.unreachable > 0) return EXIT.UNREACHABLE;
  if (summary.notChecked > 0 || summary.negative.notChecked > 0 || count(followed, 'not-checked') > 0)
    return EXIT.NOT_CHECKED;
  if (minCoverage !== null && coverage.percent < minCoverage) {
    process.stderr.write(`Coverage ${coverage.percent}% is below --min-coverage ${minCoverage}%.\n`);
    return EXIT.COVERAGE;
  }
  return EXIT.OK;
}

/**
 * One line saying which calls were answered 401/403 and what to do, or null when none was.
 * @param {import('./check.mjs').Result[]} results @param {boolean} withToken
 */
function describeRefused(results, withToken) {
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
