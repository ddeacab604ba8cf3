// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layering of shared/STYLE.md is enforced by eslint.config.js; these cases prove the rules bite.
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('import direction', () => {
  it('lets src/api import generated/', async () => {
    const ids = await ruleIds("export * from '../../generated/identity/model';\n", 'src/api/types.ts');
    expect(ids).not.toContain('no-restricted-imports');
  });

  it.each([
    ['src/features/home/x.ts', "export { signIn } from '../../../generated/identity/hooks/session/session';\n"],
    ['src/app/x.ts', "export * from '../../generated/monitor/model';\n"],
    ['src/domain/x.ts', "export type { CurrentUser } from '../../generated/identity/model';\n"],
  ])('forbids generated/ outside src/api (%s)', async (file, code) => {
    expect(await ruleIds(code, file)).toContain('no-restricted-imports');
  });

  it('forbids HTTP calls outside src/api', async () => {
    expect(await ruleIds("import axios from 'axios';\nexport const a = axios;\n", 'src/features/x.ts')).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds("export const r = fetch('/monitor/api/v1/loads');\n", 'src/features/x.ts')).toContain(
      'no-restricted-globals',
    );
  });

  it.each(['react', '@mantine/core', '@tanstack/react-query', 'axios', 'react-router'])(
    'keeps %s out of src/domain',
    async (pkg) => {
      expect(await ruleIds(`import * as m from '${pkg}';\nexport const x = m;\n`, 'src/domain/x.ts')).toContain(
        'no-restricted-imports',
      );
    },
  );

  it('keeps src/api out of src/domain: the domain declares the shapes it reads', async () => {
    const ids = await ruleIds(
      "import type { CurrentUser } from '../api';\nexport type U = CurrentUser;\n",
      'src/domain/x.ts',
    );
    expect(ids).toContain('boundaries/dependencies');
  });

  it('keeps browser globals and the clock out of src/domain', async () => {
    const ids = await ruleIds(
      'export const a = () => window.localStorage.getItem("k");\nexport const b = () => Date.now();\n',
      'src/domain/x.ts',
    );
    expect(ids).toContain('no-restricted-globals');
    expect(ids).toContain('no-restricted-properties');
  });
});

describe('zones (eslint-plugin-boundaries)', () => {
  const ZONE = 'boundaries/dependencies';
  const uses = (name: string, from: string) => `import { ${name} } from '${from}';\nexport const x = ${name};\n`;

  it.each([
    [
      'a feature importing another feature',
      'src/features/loads/x.ts',
      uses('ALERT_TYPE_LABELS', '../alerts/alert-labels'),
    ],
    ['a feature importing the guard', 'src/features/loads/x.ts', uses('AccessGuard', '../../app/guards')],
    ['a feature importing the router', 'src/features/auth/x.ts', uses('createRouter', '../../app/router')],
    ['a feature importing any file of app/', 'src/features/loads/x.ts', uses('navAreas', '../../app/nav-items')],
    ['ui importing app/', 'src/ui/x.ts', uses('usePageTitle', '../app/route-meta')],
    ['src/api importing app/', 'src/api/x.ts', uses('createQueryClient', '../app/query-client')],
    ['lib importing app/', 'src/lib/x.ts', uses('navAreas', '../app/nav-items')],
    ['the domain importing app/', 'src/domain/x.ts', uses('navAreas', '../app/nav-items')],
    ['config importing app/', 'src/config/x.ts', uses('navAreas', '../app/nav-items')],
    ['config importing ui', 'src/config/x.ts', uses('notify', '../ui/notify')],
    ['ui importing src/api', 'src/ui/x.ts', uses('errorMessage', '../api/errors')],
    ['lib importing ui', 'src/lib/x.ts', uses('notify', '../ui/notify')],
    ['src/api importing a feature', 'src/api/x.ts', uses('LOAD_TAB_LABELS', '../features/loads/load-labels')],
  ])('forbids %s', async (_, file, code) => {
    expect(await ruleIds(code, file)).toContain(ZONE);
  });

  it.each([
    ['a feature importing its own files', 'src/features/loads/x.ts', uses('LOAD_TAB_LABELS', './load-labels')],
    ['a feature importing the path table', 'src/features/loads/x.ts', uses('paths', '../../config/paths')],
    ['ui importing the path table', 'src/ui/x.ts', uses('paths', '../config/paths')],
    ['config importing the domain', 'src/config/x.ts', uses('ROUTE_IDS', '../domain/routes')],
    [
      'a feature importing the code steps’ state type',
      'src/features/auth/x.ts',
      "import type { AfterCodeStepState } from '../../config/navigation-state';\nexport type S = AfterCodeStepState;\n",
    ],
    ['a feature importing src/api, ui and domain', 'src/features/loads/x.ts', uses('errorMessage', '../../api')],
    ['ui importing the domain and lib', 'src/ui/x.ts', uses('env', '../lib/env')],
    ['app importing a feature', 'src/app/x.ts', uses('LOAD_TAB_LABELS', '../features/loads/load-labels')],
  ])('allows %s', async (_, file, code) => {
    expect(await ruleIds(code, file)).not.toContain(ZONE);
  });
});
