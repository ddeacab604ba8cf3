// @vitest-environment node
//
// The drift check (scripts/contract-check/cli.mjs) end to end, as a backend team runs it:
// - against Prism serving each contract it finds no drift (exit 0, JSON report without drift);
// - against a small server that answers some monitor operations with wrong shapes it exits 1 and
//   names those operationIds and the JSON pointers of the drifted fields (stdout, JSON, JUnit);
// - a run whose calls were answered 401 or 403 is no pass: against Prism without a token, and
//   against a server that refuses some calls, it exits 4 and says what was not checked and why;
// - a refused connection gives one clear line and exit 3; `--help` and usage errors behave.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractFile,
  formatAjvErrors,
  loadContract,
  type Contract,
  type Media,
  type Operation,
} from '../../scripts/contract-check/contract.mjs';
import { json, listen, router } from './fixture-server';

const root = resolve(import.meta.dirname, '../..');
const cli = join(root, 'scripts/contract-check/cli.mjs');
const prismBin = join(root, 'node_modules/.bin/prism');
const work = mkdtempSync(join(tmpdir(), 'contract-check-'));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Run the CLI; the token comes from the arguments only (CONTRACT_CHECK_TOKEN is unset). */
function runCli(args: string[], timeoutMs = 45_000): Promise<Run> {
  return new Promise((done, fail) => {
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
    delete env.CONTRACT_CHECK_TOKEN;
    const child = spawn(process.execPath, [cli, ...args], { cwd: root, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`cli did not finish in ${timeoutMs} ms\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => done(port));
    });
  });
}

async function startPrism(api: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(prismBin, ['mock', contractFile(api), '--host', '127.0.0.1', '--port', String(port)], {
    cwd: root,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  let log = '';
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`Prism (${api}) did not start in 40 s:\n${log}`)), 40_000);
    const onData = (d: Buffer) => {
      log += d.toString();
      if (log.includes('Prism is listening')) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`Prism (${api}) exited with ${code}:\n${log}`));
    });
  });
  child.removeAllListeners('exit');
  return { child, url: `http://127.0.0.1:${port}` };
}

interface Report {
  summary: {
    total: number;
    passed: number;
    drifted: number;
    notChecked: number;
    unreachable: number;
    skipped: number;
    auth: { called: number; drifted: number };
    negative: { cases: number; drifted: number; notChecked: number };
    chains: { followed: number; broken: number; notJudged: number };
  };
  coverage: { percent: number };
  operations: {
    operationId: string;
    outcome: string;
    status: number | null;
    errors: { pointer?: string; message: string }[];
    notes: string[];
  }[];
}
const readReport = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Report;

describe('contract-check against Prism (no drift)', () => {
  const prisms: { child: ChildProcess; url: string }[] = [];
  const urls: Record<string, string> = {};

  beforeAll(async () => {
    const started = await Promise.allSettled([startPrism('identity'), startPrism('monitor')]);
    for (const s of started) if (s.status === 'fulfilled') prisms.push(s.value);
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    urls.identity = prisms[0]?.url ?? '';
    urls.monitor = prisms[1]?.url ?? '';
  }, 60_000);

  afterAll(() => {
    for (const p of prisms) p.child.kill('SIGTERM');
  });

  it.concurrent.each(['identity', 'monitor'])(
    '%s: every check (with --unsafe) finds no drift',
    async (api) => {
      const report = join(work, `${api}.json`);
      const junit = join(work, `${api}.xml`);
      const run = await runCli(
        [
          'contract-check',
          '--api',
          api,
          '--base-url',
          urls[api] ?? '',
          '--token',
          'test-token',
          '--unsafe',
          '--report',
          report,
          '--junit',
          junit,
        ],
        170_000,
      );
      const r = readReport(report);
      const drifted = r.operations.filter((o) => o.outcome !== 'pass');
      expect(drifted, run.stdout + run.stderr).toEqual([]);
      expect(run.code).toBe(0);
      expect(r.summary.drifted).toBe(0);
      expect(r.summary.total).toBeGreaterThan(0);
      expect(readFileSync(junit, 'utf8')).toContain(`<testsuite name="contract-check.${api}"`);
      // Authentication, negative cases and chains ran, and Prism passed them all.
      expect(r.summary.auth.called).toBeGreaterThan(0);
      expect(r.summary.auth.drifted).toBe(0);
      expect(r.summary.negative.cases).toBeGreaterThan(r.summary.total);
      expect(r.summary.negative.drifted).toBe(0);
      expect(r.summary.chains.followed).toBeGreaterThan(0);
      expect(r.summary.chains.broken).toBe(0);
      expect(r.coverage.percent).toBeGreaterThan(40);
      expect(run.stdout).toMatch(/^coverage: \d+ of \d+ documented statuses seen \([\d.]+%\)$/m);
    },
    180_000,
  );

  it('monitor without a token: every call answered 401 is no pass, it exits 4 and says why', async () => {
    const report = join(work, 'no-token.json');
    const run = await runCli([
      'contract-check',
      '--api',
      'monitor',
      '--base-url',
      urls.monitor ?? '',
      // Only the positive calls: what is tested here is how refused calls are reported.
      '--no-negative',
      '--no-auth',
      '--report',
      report,
    ]);
    expect(run.code, run.stdout + run.stderr).toBe(4);
    const r = readReport(report);
    expect(r.summary.passed).toBe(0);
    expect(r.summary.notChecked).toBeGreaterThan(0);
    expect(r.summary.notChecked).toBe(r.summary.total - r.summary.skipped);
    expect(r.operations.filter((o) => o.outcome !== 'skipped').every((o) => o.status === 401)).toBe(true);
    expect(run.stderr.trim()).toBe(
      'Nothing was checked: every call was answered 401 Unauthorized: pass --token or set CONTRACT_CHECK_TOKEN.',
    );
    expect(run.stdout).toContain(`monitor: 0 passed, 0 drifted, ${r.summary.notChecked} not checked (401/403),`);
  });
});

// ---------------------------------------------------------------------------------------------
// A deliberately drifting monitor server, built from the current contract so it keeps working
// as operations are added.

const firstNamed = (content: Media[]) =>
  content.find((m) => /json/i.test(m.mediaType))?.examples.find((e) => e.hasValue);
const ok200 = (op: Operation) => op.responses.find((r) => r.status === '200');
const clone = <T>(v: T): T => structuredClone(v);

interface Plan {
  op: Operation;
  status: number;
  body: unknown;
  headers: Record<string, string>;
  /** What the report must say: a pointer (or part of a message) per expected finding. */
  expect: { pointer?: string; message: string }[];
}

/** Errors the contract's own validator finds for a body (to pick mutations that really drift). */
function errorsFor(contract: Contract, op: Operation, body: unknown) {
  const media = ok200(op)?.content.find((m) => /json/i.test(m.mediaType));
  if (!media?.schemaLoc) return [];
  const validate = contract.validator(media.schemaLoc);
  return validate(body) ? [] : formatAjvErrors(validate.errors);
}

function declaredHeaders(op: Operation): Record<string, string> {
  return Object.fromEntries((ok200(op)?.headers ?? []).map((h) => [h.name, '1']));
}

function planDrift(contract: Contract): Plan[] {
  const candidates = contract.operations.filter(
    (op) =>
      op.method === 'get' &&
      ok200(op) &&
      firstNamed(ok200(op)?.content ?? []) &&
      errorsFor(contract, op, firstNamed(ok200(op)?.content ?? [])?.value).length === 0,
  );
  const used = new Set<string>();
  const plans: Plan[] = [];
  const take = (op: Operation, plan: Omit<Plan, 'op'>) => {
    used.add(op.operationId);
    plans.push({ op, ...plan });
  };
  const objectIn = (v: unknown): [Record<string, unknown>, string] | null => {
    if (Array.isArray(v)) return v[0] && typeof v[0] === 'object' ? [v[0] as Record<string, unknown>, '/0'] : null;
    return v && typeof v === 'object' ? [v as Record<string, unknown>, ''] : null;
  };

  // 1. A required field missing.
  for (const op of candidates) {
    const body = clone(firstNamed(ok200(op)?.content ?? [])?.value);
    const target = objectIn(body);
    if (!target) continue;
    const [obj, prefix] = target;
    const key = Object.keys(obj).find((k) => {
      const trial = clone(body);
      delete (objectIn(trial) as [Record<string, unknown>, string])[0][k];
      return errorsFor(contract, op, trial).some((e) => e.keyword === 'required' && e.pointer === `${prefix}/${k}`);
    });
    if (!key) continue;
    delete obj[key];
    take(op, {
      status: 200,
      body,
      headers: declaredHeaders(op),
      expect: [{ pointer: `${prefix}/${key}`, message: 'must have required property' }],
    });
    break;
  }
  // 2. A field of the wrong type (an integer sent as a string, or a string as a number).
  for (const op of candidates) {
    if (used.has(op.operationId)) continue;
    const body = clone(firstNamed(ok200(op)?.content ?? [])?.value);
    const target = objectIn(body);
    if (!target) continue;
    const [obj, prefix] = target;
    const key = Object.keys(obj).find((k) => {
      const v = obj[k];
      if (typeof v !== 'number' && typeof v !== 'string') return false;
      const trial = clone(body);
      (objectIn(trial) as [Record<string, unknown>, string])[0][k] = typeof v === 'number' ? 'not-a-number' : 12345;
      const errs = errorsFor(contract, op, trial);
      return errs.length > 0 && errs.every((e) => e.pointer === `${prefix}/${k}`);
    });
    if (!key) continue;
    obj[key] = typeof obj[key] === 'number' ? 'not-a-number' : 12345;
    take(op, {
      status: 200,
      body,
      headers: declaredHeaders(op),
      expect: [{ pointer: `${prefix}/${key}`, message: '' }],
    });
    break;
  }
  // 3. An undocumented status.
  for (const op of candidates) {
    if (used.has(op.operationId)) continue;
    const status = [409, 410, 451, 503].find((s) => !op.responses.some((r) => r.status === String(s)));
    if (!status || op.responses.some((r) => r.status === 'default' || /XX$/i.test(r.status))) continue;
    take(op, {
      status,
      body: { message: 'drift' },
      headers: {},
      expect: [{ message: `status ${status} is not documented` }],
    });
    break;
  }
  // 4. A declared response header (the paging headers) missing.
  for (const op of candidates) {
    if (used.has(op.operationId)) continue;
    const header = ok200(op)?.headers.find((h) => h.required !== false);
    if (!header) continue;
    const headers = declaredHeaders(op);
    delete headers[header.name];
    take(op, {
      status: 200,
      body: firstNamed(ok200(op)?.content ?? [])?.value,
      headers,
      expect: [{ pointer: `header ${header.name}`, message: 'missing' }],
    });
    break;
  }
  // 5. One operation answered correctly, to show the check does not flag everything.
  const good = candidates.find((op) => !used.has(op.operationId));
  if (good)
    take(good, {
      status: 200,
      body: firstNamed(ok200(good)?.content ?? [])?.value,
      headers: declaredHeaders(good),
      expect: [],
    });
  return plans;
}

function startDriftServer(plans: Plan[]): Promise<{ server: Server; url: string }> {
  const route = router(plans);
  return listen((req, res) => {
    // It enforces authentication, so the calls without a token find nothing to report.
    if (!req.headers.authorization) return json(res, 401, { message: 'Sign in.' });
    const plan = route(req);
    if (!plan) return json(res, 404, { message: 'no route' });
    json(res, plan.status, plan.body, plan.headers);
  });
}

/**
 * Three more operations on the same server: one refused with 401, one with 403 (error bodies the
 * contract documents) and one answered correctly.
 */
function planRefusals(contract: Contract, taken: Set<string>): { unauthorized: Plan; forbidden: Plan; good: Plan } {
  const free = contract.operations.filter(
    (op) =>
      op.method === 'get' &&
      !taken.has(op.operationId) &&
      Array.isArray(op.security) &&
      op.security.length > 0 &&
      firstNamed(ok200(op)?.content ?? []) !== undefined &&
      ['401', '403'].every((s) => op.responses.some((r) => r.status === s)),
  );
  const [a, b, c] = free;
  if (!a || !b || !c) throw new Error('the monitor contract needs three secured GET operations with examples');
  const refuse = (op: Operation, status: number): Plan => ({
    op,
    status,
    body: { message: status === 401 ? 'Your session has ended.' : 'You do not have access to this.' },
    headers: {},
    expect: [],
  });
  return {
    unauthorized: refuse(a, 401),
    forbidden: refuse(b, 403),
    good: {
      op: c,
      status: 200,
      body: firstNamed(ok200(c)?.content ?? [])?.value,
      headers: declaredHeaders(c),
      expect: [],
    },
  };
}

describe('contract-check against a drifting monitor server', () => {
  let server: Server | undefined;
  let url = '';
  let plans: Plan[] = [];
  let refusals: ReturnType<typeof planRefusals>;

  beforeAll(async () => {
    const contract = await loadContract(contractFile('monitor'));
    plans = planDrift(contract);
    refusals = planRefusals(contract, new Set(plans.map((p) => p.op.operationId)));
    ({ server, url } = await startDriftServer([...plans, refusals.unauthorized, refusals.forbidden, refusals.good]));
  }, 60_000);
  afterAll(() => {
    server?.close();
  });

  it('exits 1 and names the drifted operations and fields', async () => {
    // The monitor contract must offer at least the missing-field, wrong-type and status cases.
    expect(plans.filter((p) => p.expect.length > 0).length).toBeGreaterThanOrEqual(3);
    const report = join(work, 'drift.json');
    const junit = join(work, 'drift.xml');
    const run = await runCli([
      'contract-check',
      '--api',
      'monitor',
      '--base-url',
      url,
      '--token',
      't',
      '--no-negative',
      '--only',
      plans.map((p) => p.op.operationId).join(','),
      '--report',
      report,
      '--junit',
      junit,
    ]);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const r = readReport(report);
    const xml = readFileSync(junit, 'utf8');
    for (const plan of plans) {
      const result = r.operations.find((o) => o.operationId === plan.op.operationId);
      expect(result, plan.op.operationId).toBeDefined();
      if (plan.expect.length === 0) {
        expect(result?.outcome, JSON.stringify(result)).toBe('pass');
        continue;
      }
      expect(result?.outcome, plan.op.operationId).toBe('drift');
      const line = run.stdout.split('\n').find((l) => l.includes(` ${plan.op.operationId} `)) ?? '';
      expect(line.startsWith('✖'), line).toBe(true);
      expect(xml).toContain(`name="${plan.op.operationId} (`);
      for (const want of plan.expect) {
        const hit = result?.errors.find(
          (e) => (want.pointer === undefined || e.pointer === want.pointer) && e.message.includes(want.message),
        );
        expect(
          hit,
          `${plan.op.operationId}: ${JSON.stringify(want)} in ${JSON.stringify(result?.errors)}`,
        ).toBeDefined();
        if (want.pointer) expect(line).toContain(want.pointer);
      }
    }
    expect(r.summary.drifted).toBe(plans.filter((p) => p.expect.length > 0).length);
    expect(xml).toContain('<failure');
  });

  const idOf = (plan: Plan) => plan.op.operationId;

  it('calls answered 401 or 403 are "not checked": the run exits 4, naming them and what to do', async () => {
    const { unauthorized, forbidden, good } = refusals;
    const report = join(work, 'refused.json');
    const junit = join(work, 'refused.xml');
    const only = [unauthorized, forbidden, good].map(idOf).join(',');
    const args = ['contract-check', '--api', 'monitor', '--base-url', url, '--no-negative', '--only', only];
    const run = await runCli([...args, '--token', 't', '--report', report, '--junit', junit]);
    expect(run.code, run.stdout + run.stderr).toBe(4);
    const r = readReport(report);
    const outcome = (plan: Plan) => r.operations.find((o) => o.operationId === idOf(plan));
    expect(outcome(unauthorized)?.outcome).toBe('not-checked');
    expect(outcome(unauthorized)?.notes[0]).toBe('not checked: answered 401 Unauthorized');
    expect(outcome(forbidden)?.outcome).toBe('not-checked');
    expect(outcome(forbidden)?.notes[0]).toBe('not checked: answered 403 Forbidden');
    expect(outcome(good)?.outcome).toBe('pass');
    expect(r.summary).toMatchObject({ passed: 1, drifted: 0, notChecked: 2 });
    expect(run.stderr.trim()).toBe(
      `2 of 3 calls were not checked, answered 401 Unauthorized or 403 Forbidden (${idOf(unauthorized)}, ` +
        `${idOf(forbidden)}): the server refused the token: pass a valid one (--token or CONTRACT_CHECK_TOKEN).`,
    );
    const line = run.stdout.split('\n').find((l) => l.includes(` ${idOf(forbidden)} `)) ?? '';
    expect(line).toMatch(/^✖ .* 403 .*not checked: answered 403 Forbidden/);
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toContain('failures="2"');
    expect(xml).toContain('<failure message="not checked: answered 403 Forbidden" type="not-checked">');

    // Only 403s, with a token: the user lacks a scope.
    const forbiddenOnly = await runCli([...args.slice(0, -1), idOf(forbidden), '--token', 't']);
    expect(forbiddenOnly.code).toBe(4);
    expect(forbiddenOnly.stderr.trim()).toBe(
      "Nothing was checked: every call was answered 403 Forbidden: the token's user may not call them: " +
        'use a test user with every scope.',
    );
  });

  it('drift outranks calls not checked: exit 1', async () => {
    const drifted = plans.find((p) => p.expect.length > 0);
    expect(drifted).toBeDefined();
    const only = [drifted as Plan, refusals.unauthorized].map(idOf).join(',');
    const run = await runCli([
      'contract-check',
      ...['--api', 'monitor', '--base-url', url, '--token', 't', '--no-negative', '--only', only],
    ]);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.stderr).toContain('1 of 2 calls were not checked, answered 401 Unauthorized');
  });
});

describe('contract-check command line', () => {
  // A one-operation contract, so these tests do not depend on the contracts being edited.
  const tiny = join(work, 'tiny.yaml');
  beforeAll(() =>
    writeFileSync(
      tiny,
      [
        'openapi: 3.1.0',
        'info: { title: Tiny, version: "1" }',
        'paths:',
        '  /api/v1/ping:',
        '    get:',
        '      operationId: ping',
        '      responses:',
        "        '204': { description: pong }",
      ].join('\n'),
    ),
  );
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('a refused connection gives one clear line and a non-zero exit', async () => {
    const port = await freePort();
    const run = await runCli([
      'contract-check',
      '--api',
      'identity',
      '--contract',
      tiny,
      '--base-url',
      `http://127.0.0.1:${port}`,
    ]);
    expect(run.code).toBe(3);
    expect(run.stderr.trim()).toBe(`Cannot reach http://127.0.0.1:${port}: connection refused. Is the server running?`);
    expect(run.stdout).toBe('');
  });

  it('a contract whose $ref goes nowhere exits 2, naming the file and the place of the $ref', async () => {
    const broken = join(work, 'broken.yaml');
    writeFileSync(
      broken,
      [
        'openapi: 3.1.0',
        'info: { title: Broken, version: "1" }',
        'paths:',
        '  /api/v1/ping:',
        "    $ref: 'no-such-file.yaml#/ping'",
      ].join('\n'),
    );
    const run = await runCli([
      'contract-check',
      '--api',
      'identity',
      '--contract',
      broken,
      '--base-url',
      'http://127.0.0.1:1',
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^Contract error: .*broken\.yaml#\/paths\/~1api~1v1~1ping: Can't resolve \$ref/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('--help prints the usage', async () => {
    const run = await runCli(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: broker-portal contract-check --api identity|monitor --base-url URL');
    expect(run.stdout).toContain('--unsafe');
  });

  it('usage errors exit 2 with a message, never a stack trace', async () => {
    for (const args of [
      ['contract-check', '--api', 'billing', '--base-url', 'http://127.0.0.1:1'],
      ['contract-check', '--api', 'identity', '--base-url', 'not a url'],
      ['contract-check', '--api', 'identity'],
      ['contract-check', '--nope'],
    ]) {
      const run = await runCli(args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(run.stderr.length).toBeGreaterThan(0);
    }
  });
});
