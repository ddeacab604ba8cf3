// @vitest-environment node
//
// contract-diff's rules (scripts/contract-check/diff.mjs, diff-schema.mjs) on a small fixture
// contract: each rule with a change it must catch and a compatible change it must let pass; then
// the command end to end (a git ref as --base, --report, SARIF, GitHub annotations, exit codes).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../scripts/contract-check/cli.mjs';
import { loadContract } from '../../scripts/contract-check/contract.mjs';
import { diffContracts, type Change } from '../../scripts/contract-check/diff.mjs';

const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'contract-diff-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Prop {
  type?: string | string[];
  enum?: string[];
  $ref?: string;
}
interface Schema {
  type: string;
  required: string[];
  properties: Record<string, Prop>;
}
interface Param {
  name: string;
  in: string;
  required: boolean;
  schema: Prop;
}
interface Op {
  operationId: string;
  parameters?: Param[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
}
interface Doc {
  openapi: string;
  info: { title: string; version: string };
  security: Record<string, string[]>[];
  paths: Record<string, Record<string, Op>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, Schema> };
}

const thing = { $ref: '#/components/schemas/Thing' };
const ok = (schema: unknown) => ({ description: 'ok', content: { 'application/json': { schema } } });

/** The base contract: things listed, created, read; a public ping. */
function fixture(): Doc {
  return {
    openapi: '3.1.0',
    info: { title: 'Fixture', version: '1' },
    security: [{ bearerAuth: [] }],
    paths: {
      '/things': {
        get: {
          operationId: 'listThings',
          parameters: [
            { name: 'tenant', in: 'query', required: true, schema: { type: 'string' } },
            { name: 'page', in: 'query', required: false, schema: { type: 'integer' } },
            { name: 'sort', in: 'query', required: false, schema: { type: 'string', enum: ['asc', 'desc'] } },
          ],
          responses: { '200': ok({ type: 'array', items: thing }) },
        },
        post: {
          operationId: 'createThing',
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingInput' } } },
          },
          responses: { '201': ok(thing), '422': { description: 'invalid' } },
        },
      },
      '/things/{id}': {
        get: {
          operationId: 'getThing',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: { '200': ok(thing) },
        },
      },
      '/ping': { get: { operationId: 'ping', security: [], responses: { '204': { description: 'pong' } } } },
    },
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Thing: {
          type: 'object',
          required: ['id', 'name', 'status'],
          properties: {
            id: { type: 'integer' },
            name: { type: 'string' },
            note: { type: ['string', 'null'] },
            status: { type: 'string', enum: ['open', 'closed'] },
          },
        },
        ThingInput: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string' }, color: { type: 'string', enum: ['red', 'blue'] } },
        },
      },
    },
  };
}

function need<T>(v: T | undefined, what: string): T {
  if (v === undefined) throw new Error(`fixture has no ${what}`);
  return v;
}
const op = (d: Doc, path: string, method: string) => need(d.paths[path]?.[method], `${method} ${path}`);
const schema = (d: Doc, name: string) => need(d.components.schemas[name], name);
const prop = (d: Doc, name: string, key: string) => need(schema(d, name).properties[key], `${name}.${key}`);
const param = (d: Doc, i: number) => need(op(d, '/things', 'get').parameters?.[i], `parameter ${i}`);
const params = (d: Doc) => need(op(d, '/things', 'get').parameters, 'parameters');

let n = 0;
async function diff(change: (d: Doc) => void): Promise<Change[]> {
  const head = fixture();
  change(head);
  const files = [fixture(), head].map((doc) => {
    const file = join(work, `c${n++}.yaml`);
    writeFileSync(file, JSON.stringify(doc));
    return file;
  });
  const [base, after] = await Promise.all(files.map((f) => loadContract(f)));
  if (!base || !after) throw new Error('fixture contracts did not load');
  return diffContracts(base, after);
}
const breaking = (changes: Change[]) => changes.filter((c) => c.level === 'breaking');

describe('contract-diff rules: each catches its break and lets a compatible change pass', () => {
  const cases: { rule: string; breaks: (d: Doc) => void; passes: (d: Doc) => void; level?: 'warning' }[] = [
    {
      rule: 'operation-removed',
      breaks: (d) => delete d.paths['/things/{id}'],
      passes: (d) =>
        (d.paths['/other'] = { get: { operationId: 'other', responses: { '204': { description: 'x' } } } }),
    },
    {
      rule: 'response-property-removed',
      breaks: (d) => delete schema(d, 'Thing').properties.note,
      passes: (d) => (schema(d, 'Thing').properties.extra = { type: 'string' }),
    },
    {
      rule: 'response-type-changed',
      breaks: (d) => (prop(d, 'Thing', 'id').type = 'string'),
      passes: (d) => (prop(d, 'Thing', 'note').type = 'string'),
    },
    {
      rule: 'response-property-optional',
      breaks: (d) => (schema(d, 'Thing').required = ['id', 'status']),
      passes: (d) => schema(d, 'Thing').required.push('note'),
    },
    {
      rule: 'parameter-added-required',
      breaks: (d) => params(d).push({ name: 'q', in: 'query', required: true, schema: { type: 'string' } }),
      passes: (d) => params(d).push({ name: 'q', in: 'query', required: false, schema: { type: 'string' } }),
    },
    {
      rule: 'parameter-made-required',
      breaks: (d) => (param(d, 1).required = true),
      passes: (d) => (param(d, 0).required = false),
    },
    {
      rule: 'request-property-required',
      breaks: (d) => {
        schema(d, 'ThingInput').properties.size = { type: 'integer' };
        schema(d, 'ThingInput').required.push('size');
      },
      passes: (d) => (schema(d, 'ThingInput').properties.size = { type: 'integer' }),
    },
    {
      rule: 'request-property-required',
      breaks: (d) => schema(d, 'ThingInput').required.push('color'),
      passes: (d) => (schema(d, 'ThingInput').required = []),
    },
    {
      rule: 'request-enum-narrowed',
      breaks: (d) => (prop(d, 'ThingInput', 'color').enum = ['red']),
      passes: (d) => (prop(d, 'ThingInput', 'color').enum = ['red', 'blue', 'green']),
    },
    {
      rule: 'request-enum-narrowed',
      breaks: (d) => (param(d, 2).schema.enum = ['asc']),
      passes: (d) => (param(d, 2).schema.enum = ['asc', 'desc', 'new']),
    },
    {
      rule: 'response-enum-widened',
      level: 'warning',
      breaks: (d) => (prop(d, 'Thing', 'status').enum = ['open', 'closed', 'archived']),
      passes: (d) => (prop(d, 'Thing', 'status').enum = ['open']),
    },
    {
      rule: 'success-status-removed',
      breaks: (d) => delete op(d, '/things', 'post').responses['201'],
      passes: (d) => delete op(d, '/things', 'post').responses['422'],
    },
    {
      rule: 'security-added',
      breaks: (d) => (op(d, '/ping', 'get').security = [{ bearerAuth: [] }]),
      passes: (d) => (op(d, '/things', 'get').security = []),
    },
    {
      rule: 'security-added',
      breaks: (d) => (op(d, '/things/{id}', 'get').security = [{ bearerAuth: ['admin'] }]),
      passes: (d) => (op(d, '/things/{id}', 'get').security = [{ bearerAuth: [] }, { apiKey: [] }]),
    },
  ];

  it.each(cases.map((c, i) => [`${c.rule} (${i})`, c] as const))('%s', async (_, c) => {
    const caught = await diff(c.breaks);
    const level = c.level ?? 'breaking';
    const hit = caught.filter((x) => x.rule === c.rule && x.level === level);
    expect(hit, JSON.stringify(caught)).not.toEqual([]);
    for (const h of hit) {
      expect(h.operationId).toMatch(/^(listThings|createThing|getThing|ping)$/);
      expect(h.pointer).toMatch(/^\/(paths|components)\//);
    }
    if (level === 'warning') expect(breaking(caught)).toEqual([]);
    const passed = await diff(c.passes);
    expect(breaking(passed), JSON.stringify(passed)).toEqual([]);
    expect(passed.filter((x) => x.level === 'warning')).toEqual([]);
  });

  it('adding an operation, an optional parameter or an optional response property is compatible (info)', async () => {
    const changes = await diff((d) => {
      d.paths['/more'] = { get: { operationId: 'more', responses: { '204': { description: 'x' } } } };
      params(d).push({ name: 'q', in: 'query', required: false, schema: { type: 'string' } });
      schema(d, 'Thing').properties.extra = { type: 'string' };
    });
    expect(changes.map((c) => `${c.level} ${c.rule} ${c.operationId}`)).toEqual(
      expect.arrayContaining([
        'info operation-added more',
        'info parameter-added listThings',
        'info response-property-added getThing',
      ]),
    );
    expect(changes.every((c) => c.level === 'info')).toBe(true);
  });

  it('a change of a shared schema is one entry per operation it affects, at the schema', async () => {
    const changes = breaking(await diff((d) => delete schema(d, 'Thing').properties.name));
    expect(changes.map((c) => c.operationId).sort()).toEqual(['createThing', 'getThing', 'listThings']);
    expect(new Set(changes.map((c) => c.pointer))).toEqual(new Set(['/components/schemas/Thing/properties/name']));
  });
});

describe('broker-portal contract-diff (command line)', () => {
  const cli = join(root, 'scripts/contract-check/cli.mjs');
  const run = (args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) =>
    spawnSync(process.execPath, [cli, 'contract-diff', ...args], {
      cwd,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
  const repo = join(work, 'repo');
  const head = join(repo, 'openapi/identity/openapi.yaml');
  const git = (...args: string[]) => spawnSync('git', args, { cwd: repo, encoding: 'utf8' });

  it('--base GIT_REF: a break exits 1, with the JSON report, SARIF at the line of the schema and annotations', () => {
    mkdirSync(join(repo, 'openapi/identity'), { recursive: true });
    writeFileSync(head, JSON.stringify(fixture(), null, 1));
    git('init', '-q');
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'base');
    const changed = fixture();
    delete schema(changed, 'Thing').properties.note;
    writeFileSync(head, JSON.stringify(changed, null, 1));

    const report = join(work, 'diff.json');
    const sarif = run(['--api', 'identity', '--base', 'HEAD', '--report', report, '--format', 'sarif'], repo);
    expect(sarif.status, sarif.stderr).toBe(1);
    const { changes } = JSON.parse(readFileSync(report, 'utf8')) as { changes: Change[] };
    expect(
      changes
        .filter((c) => c.level === 'breaking')
        .map((c) => c.operationId)
        .sort(),
    ).toEqual(['createThing', 'getThing', 'listThings']);
    for (const c of changes)
      expect(Object.keys(c).sort()).toEqual(['level', 'message', 'operationId', 'pointer', 'rule']);
    const results = JSON.parse(sarif.stdout).runs[0].results as {
      ruleId: string;
      locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[];
    }[];
    const first = results.find((r) => r.ruleId === 'response-property-removed');
    const where = first?.locations[0]?.physicalLocation;
    expect(where?.artifactLocation.uri).toBe('openapi/identity/openapi.yaml');
    // The removed property's schema, Thing's properties, is declared on that line of the head.
    const line = readFileSync(head, 'utf8').split('\n')[(where?.region.startLine ?? 0) - 1];
    expect(line).toContain('"properties"');

    const summary = join(work, 'summary.md');
    const github = run(['--api', 'identity', '--base', 'HEAD', '--format', 'github'], repo, {
      GITHUB_STEP_SUMMARY: summary,
    });
    expect(github.status).toBe(1);
    expect(github.stdout).toMatch(/^::error file=openapi\/identity\/openapi\.yaml,line=\d+,title=getThing/m);
    expect(readFileSync(summary, 'utf8')).toContain('| error | `getThing` | response 200: property `note` removed |');
  });

  it('a compatible change exits 0; a usage or contract error exits 2 (in-process)', async () => {
    const base = join(work, 'base.yaml');
    const after = join(work, 'after.yaml');
    writeFileSync(base, JSON.stringify(fixture()));
    const added = fixture();
    schema(added, 'Thing').properties.extra = { type: 'string' };
    writeFileSync(after, JSON.stringify(added));
    const out: string[] = [];
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((s) => out.push(String(s)) > 0);
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((s) => out.push(String(s)) > 0);
    try {
      expect(await main(['contract-diff', '--api', 'identity', '--base', base, '--head', after])).toBe(0);
      expect(out.join('')).toContain('identity: 0 breaking, 0 warnings, 3 compatible changes');
      expect(await main(['contract-diff', '--api', 'identity', '--base', 'no-such-ref', '--head', after])).toBe(2);
      expect(await main(['contract-diff', '--api', 'billing', '--base', base])).toBe(2);
      expect(await main(['contract-diff', '--api', 'identity', '--head', after])).toBe(2);
      expect(out.join('')).toContain('--base is required');
    } finally {
      stdout.mockRestore();
      stderr.mockRestore();
    }
  });
});
