// @vitest-environment node
//
// The project's Spectral rules (.spectral.yaml, spectral/functions/) on split fixtures shaped like
// openapi/: a contract that follows every rule gets no finding, and one that breaks each rule once
// gets exactly those findings, reported in the file that holds the offending object. This is what
// shows the rules work on the RESOLVED document (across $refs to path, shared and schema files).
// The second half of `lint:contracts` (scripts/lint-bundled-contracts.mjs: stock spectral:oas on
// each contract bundled into one file) passes the good fixture and fails the bad one with the
// stock rules' own findings.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const fixtures = join(root, 'tests/contract/fixtures/spectral');

interface Finding {
  code: string;
  path: string[];
  source: string;
  severity: number;
}

function lint(file: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'spectral-'));
  const out = join(dir, 'out.json');
  try {
    const r = spawnSync(
      join(root, 'node_modules/.bin/spectral'),
      [
        'lint',
        file,
        '--ruleset',
        join(root, '.spectral.yaml'),
        '--format',
        'json',
        '--output',
        out,
        '--fail-severity',
        'warn',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    if (r.error) throw r.error;
    const findings = JSON.parse(readFileSync(out, 'utf8')) as Finding[];
    return findings.map((f) => `${f.code} ${relative(fixtures, f.source)} ${f.path.join('.')}`).sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('.spectral.yaml project rules', () => {
  it('a contract that follows the conventions has no finding', () => {
    expect(lint(join(fixtures, 'good/openapi.yaml'))).toEqual([]);
  });

  it('each broken convention is reported once, where it is written', () => {
    expect(lint(join(fixtures, 'bad/openapi.yaml'))).toEqual(
      [
        'contract-unused-component bad/openapi.yaml components.schemas.Orphan',
        'operation-operationId bad/paths/things.yaml things.get',
        'operation-description bad/paths/things.yaml things.get',
        'operation-single-tag bad/paths/things.yaml things.get.tags',
        'operation-tag-defined bad/paths/things.yaml things.get.tags.1',
        'operation-error-responses bad/paths/things.yaml things.get.responses',
        'response-named-schema bad/paths/things.yaml things.get.responses.200.content.application/json.schema',
        'request-body-named-schema bad/paths/things.yaml things_id.patch.requestBody.content.application/json.schema',
        'contract-document-schema bad/paths/things.yaml things_id.patch.responses.200',
        'operation-error-responses bad/paths/things.yaml sign_in.post.responses',
      ].sort(),
    );
  });
});

describe('stock spectral:oas on the bundled contract (scripts/lint-bundled-contracts.mjs)', () => {
  function lintBundled(file: string) {
    const dir = mkdtempSync(join(tmpdir(), 'bundled-lint-'));
    const out = join(dir, 'out');
    const r = spawnSync(process.execPath, [join(root, 'scripts/lint-bundled-contracts.mjs'), file, '--out', out], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    if (r.error) throw r.error;
    return {
      code: r.status,
      output: `${r.stdout}${r.stderr}`,
      kept: existsSync(out),
      cleanup: () => rmSync(dir, { recursive: true, force: true }),
    };
  }

  it('passes a contract that follows the conventions, and removes its bundle', () => {
    const run = lintBundled(join(fixtures, 'good/openapi.yaml'));
    run.cleanup();
    expect(run.code, run.output).toBe(0);
    expect(run.kept).toBe(false);
  });

  it('fails on the stock rules, naming each finding in the bundle, and keeps the bundle to read', () => {
    const run = lintBundled(join(fixtures, 'bad/openapi.yaml'));
    run.cleanup();
    expect(run.code).not.toBe(0);
    for (const finding of [
      /operation-description .* paths\.\/api\/v1\/things\.get$/m,
      /oas3-schema .* paths\.\/api\/v1\/things\/\{id\}\.patch\.responses\[200\]$/m,
      /oas3-unused-component .* components\.schemas\.Orphan$/m,
    ])
      expect(run.output).toMatch(finding);
    expect(run.kept).toBe(true);
  });
});
