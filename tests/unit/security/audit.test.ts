// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { evaluateAudit } from '../../../scripts/audit.mjs';

// scripts/audit.mjs (`npm run audit`), fed recorded answers of `npm audit --omit=dev --json`.
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', `audit-${name}.json`), 'utf8');
const NPM_405_STDERR =
  'npm warn audit 405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk\n' +
  'npm error audit endpoint returned an error\n';

describe('evaluateAudit', () => {
  it('fails on high and critical advisories and names each, leaving the moderate one out', () => {
    const { exitCode, lines } = evaluateAudit(fixture('high'));
    expect(exitCode).toBe(1);
    expect(lines[0]).toMatch(/^npm audit FAILED: 2 runtime dependencies have a high or critical advisory/);
    expect(lines[0]).toContain('1 critical, 1 high, 1 moderate');
    expect(lines.slice(1)).toEqual([
      '  high axios <1.21.2: Axios is vulnerable to a server-side request forgery (https://github.com/advisories/GHSA-0000-0000-0001) — fix available (npm audit fix)',
      '  critical dompurify <3.5.0: through some-parser',
    ]);
  });

  it('passes with only moderate and low advisories, and says how many', () => {
    expect(evaluateAudit(fixture('moderate'))).toEqual({
      exitCode: 0,
      lines: [
        'npm audit: no high or critical advisory in the runtime dependencies (0 critical, 0 high, 1 moderate, 2 low, 0 info).',
      ],
    });
    expect(evaluateAudit(fixture('clean')).exitCode).toBe(0);
  });

  it.each([
    ['405 from the advisory endpoint', fixture('405'), NPM_405_STDERR, /405 Method Not Allowed/],
    ['no network', fixture('network'), '', /ENOTFOUND/],
    ['only an error on stderr', '', NPM_405_STDERR, /audit endpoint returned an error/],
  ])('says SKIPPED in one line and passes when the registry cannot answer (%s)', (_name, stdout, stderr, reason) => {
    const { exitCode, lines } = evaluateAudit(stdout, { stderr });
    expect(exitCode).toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^npm audit SKIPPED: the registry cannot answer audits/);
    expect(lines[0]).toMatch(reason);
  });

  it('fails when the registry cannot answer and AUDIT_REQUIRED is set', () => {
    const { exitCode, lines } = evaluateAudit(fixture('405'), { stderr: NPM_405_STDERR, required: true });
    expect(exitCode).toBe(1);
    expect(lines).toEqual([
      'npm audit FAILED: the registry cannot answer audits (405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk) and AUDIT_REQUIRED=1.',
    ]);
  });

  it('fails, not skips, on an answer it cannot read', () => {
    expect(evaluateAudit('npm ERR! something else', { stderr: 'npm error code EJSONPARSE' })).toEqual({
      exitCode: 1,
      lines: ['npm audit FAILED: its answer could not be read (npm error code EJSONPARSE).'],
    });
    expect(evaluateAudit('{"unexpected": true}').exitCode).toBe(1);
  });
});

describe('npm run audit (the script, with a stand-in npm on PATH)', () => {
  const bin = mkdtempSync(join(tmpdir(), 'audit-npm-'));
  afterAll(() => rmSync(bin, { recursive: true, force: true }));
  // The stand-in prints a recorded answer and exits as npm audit does (1 on findings or errors).
  writeFileSync(
    join(bin, 'npm'),
    '#!/bin/sh\n[ "$*" = "audit --omit=dev --json" ] || exit 9\ncat "$AUDIT_FIXTURE"\nprintf "%s" "$AUDIT_STDERR" >&2\nexit 1\n',
  );
  chmodSync(join(bin, 'npm'), 0o755);

  const run = (name: string, env: Record<string, string> = {}) => {
    const result = spawnSync(process.execPath, ['scripts/audit.mjs'], {
      encoding: 'utf8',
      env: {
        ...process.env,
        AUDIT_REQUIRED: '',
        ...env,
        PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
        AUDIT_FIXTURE: join(import.meta.dirname, 'fixtures', `audit-${name}.json`),
      },
    });
    return { status: result.status, out: `${result.stdout}${result.stderr}` };
  };

  it.skipIf(process.platform === 'win32')(
    'exits 1 naming the advisories, 0 when clean, 0 with SKIPPED, 1 when required',
    () => {
      const high = run('high');
      expect(high.status).toBe(1);
      expect(high.out).toContain('high axios <1.21.2');
      expect(run('moderate')).toEqual({ status: 0, out: expect.stringMatching(/no high or critical advisory/) });
      const skipped = run('405', { AUDIT_STDERR: NPM_405_STDERR });
      expect(skipped.status).toBe(0);
      expect(skipped.out).toMatch(/^npm audit SKIPPED: .*405 Method Not Allowed.*\n$/);
      expect(run('405', { AUDIT_STDERR: NPM_405_STDERR, AUDIT_REQUIRED: '1' }).status).toBe(1);
    },
  );
});
