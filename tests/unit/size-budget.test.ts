// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunkGraph, evaluateSizes, sizeTable, type Manifest } from '../../scripts/size-budget.mjs';

// A build in miniature: the entry imports vendor (which imports runtime) and css; two routes share a
// form chunk; the detail route lazily loads a map; Sentry is a dependency's own dynamic import.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/login.tsx', 'src/detail.tsx', 'node_modules/@sentry/react/index.js'],
    css: ['assets/index.css'],
  },
  // A chunk nothing imports is in no set.
  '_orphan.js': { file: 'assets/orphan.js' },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_vendor.js', 'index.html'] },
  '_style.css': { file: 'assets/style.css' },
  'src/login.tsx': { file: 'assets/login.js', isDynamicEntry: true, imports: ['_form.js', 'index.html'] },
  'src/detail.tsx': {
    file: 'assets/detail.js',
    isDynamicEntry: true,
    imports: ['_form.js', '_style.css'],
    dynamicImports: ['src/map.tsx'],
  },
  'src/map.tsx': { file: 'assets/map.js', isDynamicEntry: true, imports: ['_leaflet.js'] },
  '_leaflet.js': { file: 'assets/leaflet.js' },
  'node_modules/@sentry/react/index.js': { file: 'assets/sentry.js', isDynamicEntry: true, imports: ['_vendor.js'] },
};

const sizes: Record<string, number> = {
  'assets/index.js': 100_000,
  'assets/vendor.js': 50_000,
  'assets/runtime.js': 1_000,
  'assets/orphan.js': 1,
  'assets/form.js': 30_000,
  'assets/login.js': 2_000,
  'assets/detail.js': 8_000,
  'assets/map.js': 3_000,
  'assets/leaflet.js': 45_000,
  'assets/sentry.js': 150_000,
};
const budgets = { initialJsGzipKb: 170, routeChunkGzipKb: 60 };

describe('chunkGraph', () => {
  const graph = chunkGraph(manifest);

  it('counts the entry and its static imports, transitively, as initial JS, and no CSS', () => {
    expect(graph.entry).toBe('assets/index.js');
    expect(graph.initial.sort()).toEqual(['assets/index.js', 'assets/runtime.js', 'assets/vendor.js']);
  });

  it('finds every lazy entry, also one a lazy chunk imports, with the chunks it needs beyond the initial set', () => {
    const needs = Object.fromEntries(graph.lazy.map((l) => [l.key, l.needs.sort()]));
    expect(needs).toEqual({
      'node_modules/@sentry/react/index.js': ['assets/sentry.js'],
      'src/detail.tsx': ['assets/detail.js', 'assets/form.js'],
      'src/login.tsx': ['assets/form.js', 'assets/login.js'],
      'src/map.tsx': ['assets/leaflet.js', 'assets/map.js'],
    });
  });

  it("calls the chunks of src/ lazy entries route chunks, not a dependency's own lazy chunk", () => {
    expect(graph.lazyFiles).toEqual([
      { file: 'assets/detail.js', route: true },
      { file: 'assets/form.js', route: true },
      { file: 'assets/leaflet.js', route: true },
      { file: 'assets/login.js', route: true },
      { file: 'assets/map.js', route: true },
      { file: 'assets/sentry.js', route: false },
    ]);
  });

  it('refuses a manifest without exactly one entry', () => {
    expect(() => chunkGraph({ a: { file: 'a.js' } })).toThrow(/one entry chunk/);
  });
});

describe('evaluateSizes', () => {
  it('passes a build within budget, summing the initial set and each lazy entry', () => {
    const result = evaluateSizes(manifest, sizes, budgets);
    expect(result.initialBytes).toBe(151_000);
    expect(result.lazy.find((l) => l.key === 'src/detail.tsx')).toMatchObject({ ownBytes: 8_000, needsBytes: 38_000 });
    expect(result.failures).toEqual([]);
    expect(sizeTable(result, budgets)[1]).toMatch(/^✓ initial JS .* 151\.0 KB \(budget 170 KB\)$/);
  });

  it('fails an initial set over budget, naming its largest chunks', () => {
    const result = evaluateSizes(manifest, { ...sizes, 'assets/vendor.js': 71_000 }, budgets);
    expect(result.failures).toEqual([
      'initial JS 172.0 KB > 170 KB (largest: assets/index.js 100.0 KB, assets/vendor.js 71.0 KB, assets/runtime.js 1.0 KB)',
    ]);
    expect(sizeTable(result, budgets)[1]).toMatch(/^✗ initial JS/);
  });

  it('fails each route chunk over budget by name, and leaves a large non-route chunk alone', () => {
    const result = evaluateSizes(
      manifest,
      { ...sizes, 'assets/leaflet.js': 60_001, 'assets/form.js': 61_000 },
      budgets,
    );
    expect(result.failures).toEqual([
      'route chunk assets/form.js 61.0 KB > 60 KB',
      'route chunk assets/leaflet.js 60.0 KB > 60 KB',
    ]);
    expect(sizeTable(result, budgets).filter((line) => line.startsWith('✗'))).toHaveLength(2);
  });

  it('refuses to judge a file it has no size for', () => {
    const { 'assets/map.js': _missing, ...partial } = sizes;
    expect(() => evaluateSizes(manifest, partial, budgets)).toThrow('no size for assets/map.js');
  });
});
