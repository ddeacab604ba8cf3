import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ONLY_MARKERS, devOnlyLeaks } from '../../scripts/check-dev-only.mjs';
import { readCatalogue } from '../../scripts/mock-scenarios';
import type { Catalogue } from '../../src/dev/mock-scenarios/catalogue';
import { operationOf } from '../../src/dev/mock-scenarios/match';

// The dev server's Mock scenarios tool (README, "For frontend developers: running against Prism"):
// what it offers comes from the contracts themselves, and the production build holds none of it.

let catalogue: Catalogue;
beforeAll(async () => {
  catalogue = await readCatalogue();
});
const operation = (id: string) => catalogue.operations.find((op) => op.operationId === id);

describe('the catalogue read from both contracts', () => {
  it('offers each list call its named examples, its documented error statuses and its default', () => {
    expect(operation('listLoads')).toMatchObject({
      api: 'monitor',
      method: 'GET',
      template: '/api/v1/loads',
      defaultStatus: 200,
      errorStatuses: [401, 403, 404, 422, 500],
    });
    expect(operation('listLoads')?.examples.map((e) => e.name)).toEqual(
      expect.arrayContaining(['open', 'closed', 'empty']),
    );
    expect(operation('listLoads')?.examples[0]?.summary).not.toBe('');
  });

  it('keeps the status of an example of a second 2xx (a 206), so its Prefer names the code', () => {
    const upload = operation('uploadRedlinedTaxContract');
    expect(upload?.defaultStatus).toBe(200);
    expect(upload?.examples.some((e) => e.status === 206)).toBe(true);
  });

  it('has one operation per operationId across the two contracts (choices are kept by it)', () => {
    const ids = catalogue.operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('finds every operation again from a call of it (a literal segment beats a parameter)', () => {
    for (const op of catalogue.operations) {
      const path = op.template.replace(/\{[^}]+\}/g, '4242');
      expect(operationOf(catalogue.operations, op.api, op.method, `${path}?page=1`)?.operationId).toBe(op.operationId);
    }
  });

  it('offers the current user’s named examples as personas, with their brand', () => {
    expect(catalogue.personaOperation).toBe('getCurrentUser');
    expect(operation('getCurrentUser')?.template).toBe('/api/v1/users/current');
    const brands = Object.fromEntries(catalogue.personas.map((p) => [p.name, p.brand]));
    expect(catalogue.personas[0]?.name).toBe('broker_all_scopes');
    expect(brands).toMatchObject({
      broker_all_scopes: 'default',
      broker_no_lane_search: 'default',
      broker_expired_subscription: 'default',
      broker_no_manage_users: 'default',
      broker_feature_flags_off: 'default',
      broker_user_feature_flag: 'default',
      watchdog_with_carrier_search: 'watchdog',
      watchdog_without_carrier_search: 'watchdog',
    });
    for (const persona of catalogue.personas) expect(persona.summary, persona.name).not.toBe('');
  });
});

describe('check:dev-only (scripts/check-dev-only.mjs), run on the build by npm test', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'dev-only-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds nothing in a build without the tool, and names each file that has it', () => {
    writeFileSync(join(dir, 'index.html'), '<script type="module" src="/broker/assets/index.js"></script>');
    expect(devOnlyLeaks(dir)).toEqual([]);
    writeFileSync(join(dir, 'chunk.js.map'), '{"sources":["../src/dev/mock-scenarios/panel.tsx"]}');
    expect(devOnlyLeaks(dir)).toEqual([{ file: 'chunk.js.map', marker: 'mock-scenarios' }]);
  });

  it('looks for text the tool really has: its folder, its storage key and its label', () => {
    const folder = resolve(import.meta.dirname, '../../src/dev/mock-scenarios');
    const sources = readdirSync(folder)
      .filter((name) => !name.includes('.test.'))
      .map((name) => readFileSync(join(folder, name), 'utf8'))
      .join('\n');
    for (const marker of DEV_ONLY_MARKERS) expect(sources).toContain(marker);
  });
});
