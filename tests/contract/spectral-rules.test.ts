// @vitest-environment node
//
// The project's Spectral rules (.spectral.yaml, spectral/functions/) on split fixtures shaped like
// openapi/: a contract that follows every rule gets no finding, and one that breaks each rule once
// gets exactly those findings, reported in the file that holds the offending object. This is what
// shows the rules work on the RESOLVED document (across $refs to path, shared and schema files).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
