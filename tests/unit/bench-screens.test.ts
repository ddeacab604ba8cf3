// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadScreens, screenProblems } from '../../scripts/bench/screens.mjs';
import { ROUTE_IDS } from '../../src/domain/routes';

// scripts/bench/screens.mjs: a screen adds its bench measures by dropping one file in
// scripts/bench/screens/; the bench finds it and refuses one it could not run.
const known = { routeIds: ['loads', 'carrierDetail'], budgetKeys: ['firstContentMs', 'tabSwitchMs'] };
const run = async () => 1;

describe('screenProblems', () => {
  it('accepts a route id, a title and named measures with known budgets', () => {
    const screen = {
      title: 'Carrier profile',
      route: 'carrierDetail',
      measures: [{ name: 'Navigation → header painted', budget: 'firstContentMs', run }],
    };
    expect(screenProblems('carrier', screen, known)).toEqual([]);
  });

  it('names each mistake with the file', () => {
    const screen = {
      title: '',
      route: 'carrierProfile',
      url: '/carriers/1001',
      measures: [
        { name: 'Switching to the Safety tab', budget: 'safetyTabMs', run },
        { name: 'Switching to the Safety tab', run },
        { run: 'not a function' },
      ],
    };
    expect(screenProblems('carrier', screen, known)).toEqual([
      'scripts/bench/screens/carrier.mjs: "title" is missing',
      'scripts/bench/screens/carrier.mjs: "route" carrierProfile is no route id of src/config/paths.ts',
      'scripts/bench/screens/carrier.mjs: "url" is a path under /broker/ without a leading slash',
      'scripts/bench/screens/carrier.mjs: measure 1: budget "safetyTabMs" is no key of budgets.json',
      'scripts/bench/screens/carrier.mjs: measure 2: "Switching to the Safety tab" is named twice',
      'scripts/bench/screens/carrier.mjs: measure 3 has no name',
      'scripts/bench/screens/carrier.mjs: measure 3 has no run(h) function',
    ]);
    expect(screenProblems('x', undefined, known)).toEqual([
      'scripts/bench/screens/x.mjs: has no default export object',
    ]);
    expect(screenProblems('x', { title: 'X', route: 'loads', measures: [] }, known)).toEqual([
      'scripts/bench/screens/x.mjs: "measures" is not a non-empty list',
    ]);
  });
});

describe('loadScreens', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-screens-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds every file of the folder, named by its file, in file-name order', async () => {
    writeFileSync(
      join(dir, 'loads.mjs'),
      "export default { title: 'Loads', route: 'loads', measures: [{ name: 'a', run: async () => 1 }] };",
    );
    writeFileSync(
      join(dir, 'carrier.mjs'),
      "export default { title: 'Carrier', route: 'carrierDetail', measures: [{ name: 'b', run: async () => 2 }] };",
    );
    writeFileSync(join(dir, 'notes.txt'), 'not a screen');
    const screens = await loadScreens(known, dir);
    expect(screens.map((s) => [s.id, s.title])).toEqual([
      ['carrier', 'Carrier'],
      ['loads', 'Loads'],
    ]);
  });

  it('refuses the whole set when one file is wrong, naming it', async () => {
    // A folder of its own: the first test's folder must not see this file, whichever runs first.
    const brokenDir = mkdtempSync(join(dir, 'broken-'));
    writeFileSync(join(brokenDir, 'broken.mjs'), "export default { title: 'Broken', route: 'nowhere', measures: [] };");
    await expect(loadScreens(known, brokenDir)).rejects.toThrow(/broken\.mjs: "route" nowhere is no route id/);
  });

  it('the real folder holds the Loads screen with its four measures and valid budgets', async () => {
    const budgets = (await import('../../budgets.json')).default as Record<string, unknown>;
    // Every route id, as the bench passes them: other screens' files (exchange, …) sit in the same folder.
    const screens = await loadScreens({ routeIds: [...ROUTE_IDS], budgetKeys: Object.keys(budgets) });
    const loads = screens.find((s) => s.id === 'loads');
    expect(loads?.route).toBe('loads');
    expect(loads?.measures.map((m) => [m.name, m.budget])).toEqual([
      ['Navigation → first row painted', 'firstContentMs'],
      ['"Closed" tab → first row of the new result painted', 'tabSwitchMs'],
      ['Typing into "Load number" (incl. its 300 ms debounce) → list painted', 'filterTypingMs'],
      ['"Next page" → first row changed', 'pagingMs'],
    ]);
  });
});
