// @vitest-environment node
//
// What contract-check adds to the drift check, against small local servers:
// - a careless monitor server (every documented call answered with its example, no
//   authentication, no validation): every secured operation is named as answering without
//   authentication, every request that breaks the contract as accepted, each finding with a curl
//   command (the token as $TOKEN), SARIF and GitHub annotations at the operation's line in
//   openapi/, coverage, and a baseline that accepts findings until it expires;
// - the chains, in-process, against a stateful server with planted faults: a read-back of another
//   id, a list that leaves the new item out, a field changed, a delete that leaves it readable.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractFile, loadContract, type Contract, type Operation } from '../../scripts/contract-check/contract.mjs';
import { negativeCases } from '../../scripts/contract-check/negative.mjs';
import { NEVER_CREATED_ID, planChains, runChain } from '../../scripts/contract-check/chains.mjs';
import { main } from '../../scripts/contract-check/cli.mjs';
import { json, listen, router } from './fixture-server';

const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'contract-enforce-'));
const TOKEN = 'secret-test-token';

interface Finding {
  ruleId: string;
  operationId: string;
  message: string;
  fingerprint: string;
  curl?: string;
  place: { file: string; line: number } | null;
}
interface Result {
  operationId: string;
  outcome: string;
  case?: string;
  errors: { message: string }[];
}
interface Report {
  auth: Result[];
  negative: Result[];
  findings: Finding[];
  coverage: { rows: { operationId: string; statuses: { status: string; seen: boolean }[] }[]; percent: number };
}

/** A server that answers every documented call with its first success example: no auth, no validation. */
function careless(contract: Contract) {
  const route = router(contract.operations.map((op) => ({ op, ok: op.responses.find((r) => /^2/.test(r.status)) })));
  return listen((req, res) => {
    const hit = route(req);
    if (!hit?.ok) return json(res, 404, { message: 'no route' });
    const media = hit.ok.content.find((m) => /json/.test(m.mediaType));
    const body = media?.examples.find((e) => e.hasValue)?.value ?? media?.example?.value;
    const headers = Object.fromEntries(hit.ok.headers.map((h) => [h.name, String(h.example ?? 1)]));
    json(res, Number(hit.ok.status), hit.ok.status === '204' ? undefined : body, headers);
  });
}

/** Run the CLI in-process, capturing what it writes. */
async function inProcess(args: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const saved = { ...process.env };
  Object.assign(process.env, env);
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((s) => out.push(String(s)) > 0);
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((s) => err.push(String(s)) > 0);
  try {
    const code = await main(['contract-check', ...args]);
    return { code, stdout: out.join(''), stderr: err.join('') };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
    process.env = saved;
  }
}

describe('contract-check against a server that skips authentication and validation', () => {
  let server: Server | undefined;
  let url = '';
  let contract: Contract;
  let report: Report;
  let stdout = '';
  const summary = join(work, 'summary.md');
  const sarifFile = join(work, 'check.sarif');
  const baselineFile = join(work, 'baseline.yaml');

  beforeAll(async () => {
    contract = await loadContract(contractFile('monitor'));
    ({ server, url } = await careless(contract));
    const reportFile = join(work, 'careless.json');
    // One end-to-end run of the CLI as a team's CI runs it.
    const run = await new Promise<{ code: number | null; out: string }>((done) => {
      const child = spawn(
        process.execPath,
        [
          join(root, 'scripts/contract-check/cli.mjs'),
          'contract-check',
          ...['--api', 'monitor', '--base-url', url, '--token', TOKEN, '--unsafe', '--format', 'github'],
          ...['--report', reportFile, '--sarif', sarifFile, '--write-baseline', baselineFile],
        ],
        { cwd: root, env: { ...process.env, GITHUB_STEP_SUMMARY: summary } },
      );
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      child.on('close', (code) => done({ code, out }));
    });
    expect(run.code, run.out.slice(-2000)).toBe(1);
    stdout = run.out;
    report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
  }, 120_000);
  afterAll(() => {
    server?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('names every secured operation: it answers without authentication', () => {
    const secured = contract.operations.filter((op) => Array.isArray(op.security) && op.security.length > 0);
    expect(secured.length).toBe(contract.operations.length);
    const named = report.auth.filter(
      (r) => r.outcome === 'drift' && /answers without authentication/.test(r.errors[0]?.message ?? ''),
    );
    expect(named.map((r) => r.operationId).sort()).toEqual(secured.map((op) => op.operationId).sort());
  });

  it('names every request that breaks the contract: it accepts input the contract forbids', () => {
    const expected = contract.operations.flatMap((op: Operation) =>
      negativeCases(contract, op).map((c) => `${op.operationId} ${c.name}`),
    );
    const accepted = report.negative
      .filter(
        (r) =>
          r.outcome === 'drift' && r.errors.some((e) => e.message.startsWith('accepts input the contract forbids')),
      )
      .map((r) => `${r.operationId} ${r.case}`);
    // An empty path segment matches no route of this server (nor of most routers): a 404, not accepted.
    const empty = /path parameter \S+ empty$/;
    expect(accepted.sort()).toEqual(expected.filter((c) => !empty.test(c)).sort());
    expect(report.negative.filter((r) => empty.test(r.case ?? '')).every((r) => r.outcome === 'pass')).toBe(true);
    // Every kind of case is sent somewhere in the monitor contract.
    for (const kind of [
      /^query parameter \S+ missing$/,
      /^path parameter \S+ empty$/,
      /^path parameter \S+ not a number/,
      /^query parameter \S+ of the wrong type/,
      /^query parameter \S+ outside its enum/,
      /^body without required \//,
      /^body \S+ of the wrong type/,
      /^body \S+ outside its enum/,
    ])
      expect(
        expected.some((c) => kind.test(c.split(' ').slice(1).join(' '))),
        String(kind),
      ).toBe(true);
  });

  it('gives every finding a curl command with $TOKEN and its place in openapi/; SARIF and annotations point there', () => {
    expect(report.findings.length).toBeGreaterThan(report.auth.length);
    for (const f of report.findings) {
      expect(f.curl, f.fingerprint).toMatch(/^curl -g -i -X [A-Z]+ 'http:\/\/127\.0\.0\.1:\d+\/api\/v1\//);
      expect(f.place?.file, f.fingerprint).toMatch(/^openapi\/monitor\/paths\/[a-z-]+\.yaml$/);
    }
    const negative = report.findings.find(
      (f) => f.ruleId === 'accepts-forbidden-input' && f.curl?.includes('--data-raw'),
    );
    expect(negative?.curl).toContain('-H "Authorization: Bearer $TOKEN"');
    expect(JSON.stringify(report.findings) + stdout + readFileSync(sarifFile, 'utf8')).not.toContain(TOKEN);

    const sarif = JSON.parse(readFileSync(sarifFile, 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    const results = sarif.runs[0].results as {
      message: { text: string };
      locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[];
    }[];
    expect(results.length).toBe(report.findings.length);
    for (const r of results.slice(0, 40)) {
      const at = r.locations[0]?.physicalLocation;
      const line = readFileSync(join(root, at?.artifactLocation.uri ?? ''), 'utf8').split('\n')[
        (at?.region.startLine ?? 0) - 1
      ];
      expect(line, r.message.text).toMatch(/^ {2}(get|post|put|patch|delete):$/);
    }
    expect(stdout).toMatch(
      /^::error file=openapi\/monitor\/paths\/[a-z-]+\.yaml,line=\d+,title=\w+ \(answers-without-authentication\)::/m,
    );
    expect(readFileSync(summary, 'utf8')).toContain('| level | operation | finding | declared at |');
  });

  it('counts coverage per operation and documented status', () => {
    const getLoad = report.coverage.rows.find((r) => r.operationId === 'getLoad');
    expect(getLoad?.statuses).toEqual(
      expect.arrayContaining([
        { status: '200', seen: true },
        { status: '403', seen: false },
      ]),
    );
    expect(report.coverage.percent).toBeGreaterThan(0);
    expect(stdout).toMatch(/^getLoad +200✔ 401· 403· 404· 422·$/m);
  });

  it('a baseline accepts findings until its entries expire; one written by --write-baseline needs its TODOs said', async () => {
    const only = ['--api', 'monitor', '--base-url', url, '--token', TOKEN, '--only', 'getLoad,listNotes'];
    const todo = await inProcess([...only, '--baseline', baselineFile]);
    expect(todo.code).toBe(2);
    expect(todo.stderr).toContain('"reason" must be said (it still reads TODO)');
    const said = readFileSync(baselineFile, 'utf8')
      .replace(/reason: .*/g, 'reason: the test server is careless on purpose')
      .replace(/owner: .*/g, 'owner: contract team');
    writeFileSync(baselineFile, said);
    const accepted = await inProcess([...only, '--baseline', baselineFile, '--min-coverage', '0']);
    expect(accepted.code, accepted.stderr).toBe(0);
    expect(accepted.stdout).toMatch(/^baseline: \d+ findings accepted, 0 entries expired/m);
    const expired = await inProcess([...only, '--baseline', baselineFile], { CONTRACT_CHECK_TODAY: '2999-01-01' });
    expect(expired.code).toBe(1);
    expect(expired.stderr).toMatch(/^Baseline entry expired on \d{4}-\d{2}-\d{2} \(owner contract team\)/m);
    const low = await inProcess([...only, '--baseline', baselineFile, '--min-coverage', '99']);
    expect(low.code).toBe(5);
  });
});

// ---------------------------------------------------------------------------------------------
// Chains against a stateful server.

const CHAIN_CONTRACT = {
  openapi: '3.1.0',
  info: { title: 'Things', version: '1' },
  paths: {
    '/things': {
      get: {
        operationId: 'listThings',
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Thing' } } },
            },
          },
        },
      },
      post: {
        operationId: 'createThing',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object' },
              examples: { one: { value: { thing: { name: 'Crate' } } } },
            },
          },
        },
        responses: {
          '201': {
            description: 'created',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
            links: {
              ReadThings: { operationId: 'listThings' },
              GetThing: { operationId: 'getThing', parameters: { id: '$response.body#/id' } },
              RenameThing: { operationId: 'updateThing', parameters: { id: '$response.body#/id' } },
              DeleteThing: { operationId: 'deleteThing', parameters: { id: '$response.body#/id' } },
            },
          },
        },
      },
    },
    '/things/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      get: {
        operationId: 'getThing',
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
          },
          '404': { description: 'gone' },
        },
      },
      patch: {
        operationId: 'updateThing',
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object' },
              examples: { one: { value: { thing: { name: 'Box' } } } },
            },
          },
        },
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
          },
          '404': { description: 'gone' },
        },
      },
      delete: {
        operationId: 'deleteThing',
        responses: { '204': { description: 'deleted' }, '404': { description: 'gone' } },
      },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        required: ['id', 'name'],
        properties: { id: { type: 'integer' }, name: { type: 'string' } },
      },
    },
  },
};

type Fault = 'none' | 'read-other-id' | 'list-leaves-out' | 'read-renamed' | 'delete-keeps' | 'no-state';

/** A stateful things server with one planted fault. */
function thingsServer(contract: Contract, fault: Fault) {
  const things = new Map<number, { id: number; name: string }>();
  let next = 100;
  const route = router(contract.operations.map((op) => ({ op })));
  const body = (req: IncomingMessage) =>
    new Promise<{ thing?: { name?: string } }>((done) => {
      let text = '';
      req.on('data', (d: Buffer) => (text += d.toString()));
      req.on('end', () => done(text ? JSON.parse(text) : {}));
    });
  return listen(async (req, res) => {
    const id = Number((req.url ?? '').split('/')[2]);
    const thing = fault === 'no-state' ? { id, name: 'Crate' } : things.get(id);
    switch (route(req)?.op.operationId) {
      case 'createThing': {
        const created = { id: next++, name: (await body(req)).thing?.name ?? '' };
        things.set(created.id, created);
        return json(res, 201, created);
      }
      case 'listThings':
        return json(res, 200, fault === 'list-leaves-out' ? [] : [...things.values()]);
      case 'getThing':
        if (!thing) return json(res, 404, undefined);
        if (fault === 'read-other-id') return json(res, 200, { ...thing, id: thing.id + 1 });
        return json(res, 200, fault === 'read-renamed' ? { ...thing, name: 'Other' } : thing);
      case 'updateThing':
        if (!thing) return json(res, 404, undefined);
        thing.name = (await body(req)).thing?.name ?? thing.name;
        return json(res, 200, thing);
      case 'deleteThing':
        if (!thing) return json(res, 404, undefined);
        if (fault !== 'delete-keeps') things.delete(id);
        return json(res, 204, undefined);
      default:
        return json(res, 404, undefined);
    }
  });
}

describe('chains: create, read back, update, delete along the links', () => {
  let contract: Contract;
  const servers: Server[] = [];
  beforeAll(async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'chain-')), 'things.yaml');
    writeFileSync(file, JSON.stringify(CHAIN_CONTRACT));
    contract = await loadContract(file);
  });
  afterAll(() => servers.forEach((s) => s.close()));

  async function follow(fault: Fault) {
    const { server, url } = await thingsServer(contract, fault);
    servers.push(server);
    const [chain] = planChains(contract);
    if (!chain) throw new Error('the fixture contract has a chain');
    expect(chain.steps.map((s) => `${s.kind} ${s.op.operationId}`)).toEqual([
      'read listThings',
      'read getThing',
      'update updateThing',
      'delete deleteThing',
    ]);
    return runChain(contract, chain, { base: url, timeout: 5000 });
  }

  it('a faithful server passes, and its delete is judged (the read afterwards answers 404)', async () => {
    const r = await follow('none');
    expect(r.errors).toEqual([]);
    expect(r.outcome).toBe('pass');
    expect(r.notes.join()).not.toContain('keeps no state');
    expect(r.steps?.at(-1)).toEqual({ operationId: 'getThing', status: 404 });
  });

  it.each([
    ['read-other-id', 'getThing: read-back does not return what was created: it has id 101, not 100'],
    ['list-leaves-out', 'listThings: read-back does not return what was created: no item with id 100'],
    ['read-renamed', 'getThing: read-back does not return what was created: /name is "Other", the create sent "Crate"'],
    ['delete-keeps', 'getThing: delete leaves it readable: deleteThing answered 204, then getThing answered 200'],
  ] as const)('%s is reported', async (fault, message) => {
    const r = await follow(fault);
    expect(r.outcome).toBe('drift');
    expect(r.errors.map((e) => e.message)).toContain(message);
  });

  it('a server that answers ids it never created is noted as keeping no state, not judged', async () => {
    const r = await follow('no-state');
    expect(r.outcome).toBe('pass');
    expect(r.notes.join()).toContain(`for id ${NEVER_CREATED_ID}, which was never created: the server keeps no state`);
  });
});
