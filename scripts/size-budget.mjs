// The pure part of `npm run check:size` and of the bench: walks Vite's build manifest
// (dist/.vite/manifest.json) and judges gzip sizes against budgets.json. No file system here, so
// tests/unit/size-budget.test.ts can feed it a small fake manifest.

const isJs = (file) => file.endsWith('.js');

/** The manifest key of the one entry chunk (index.html). */
export function entryKey(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${entries.length}`);
  return entries[0];
}

/** The keys a chunk needs before it runs: itself and everything it imports statically, transitively. */
export function staticClosure(manifest, start) {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported);
  };
  walk(start);
  return seen;
}

/**
 * Splits the build's JS into the initial set (the entry and what it imports statically: what
 * index.html loads and modulepreloads) and the lazy chunks. Each dynamic import (a route screen, the
 * map, Sentry) is a lazy entry; `needs` is its chunk plus the chunks it imports beyond the initial set.
 * A lazy chunk is a route chunk when a lazy entry from src/ needs it; chunks that only a dependency's
 * own dynamic import needs (Sentry, loaded only when VITE_SENTRY_DSN is set) are not.
 */
export function chunkGraph(manifest) {
  const entry = entryKey(manifest);
  const initialKeys = staticClosure(manifest, entry);
  const lazyEntries = [];
  const queue = [entry];
  const visited = new Set();
  while (queue.length > 0) {
    const key = queue.shift();
    if (visited.has(key)) continue;
    visited.add(key);
    for (const closureKey of staticClosure(manifest, key)) {
      for (const dynamic of manifest[closureKey].dynamicImports ?? []) {
        if (!manifest[dynamic] || visited.has(dynamic)) continue;
        if (!initialKeys.has(dynamic) && !lazyEntries.includes(dynamic)) lazyEntries.push(dynamic);
        queue.push(dynamic);
      }
    }
  }
  const fileOf = (key) => manifest[key].file;
  const jsFiles = (keys) => [...new Set([...keys].map(fileOf).filter(isJs))];
  const initial = jsFiles(initialKeys);
  const lazy = lazyEntries
    .map((key) => ({
      key,
      file: fileOf(key),
      fromSource: key.startsWith('src/'),
      needs: jsFiles([...staticClosure(manifest, key)].filter((k) => !initialKeys.has(k))),
    }))
    .sort((a, b) => a.key.localeCompare(b.key));
  const routeFiles = new Set(lazy.filter((l) => l.fromSource).flatMap((l) => l.needs));
  const lazyFiles = [...new Set(lazy.flatMap((l) => l.needs))]
    .filter((file) => !initial.includes(file))
    .sort()
    .map((file) => ({ file, route: routeFiles.has(file) }));
  return { entry: fileOf(entry), initial, lazy, lazyFiles };
}

// KB = 1000 bytes, as Vite's build report prints sizes.
const kb = (bytes) => bytes / 1000;
export const formatKb = (bytes) => `${kb(bytes).toFixed(1)} KB`;

/**
 * Judges a build: `sizes` maps each JS file (as the manifest names it) to its gzip size in bytes.
 * The initial set must fit `initialJsGzipKb`; every route chunk must fit `routeChunkGzipKb`.
 */
export function evaluateSizes(manifest, sizes, budgets) {
  const graph = chunkGraph(manifest);
  const sizeOf = (file) => {
    if (sizes[file] === undefined) throw new Error(`no size for ${file}`);
    return sizes[file];
  };
  const sum = (files) => files.reduce((total, file) => total + sizeOf(file), 0);
  const initialBytes = sum(graph.initial);
  const lazyFiles = graph.lazyFiles.map((chunk) => ({ ...chunk, bytes: sizeOf(chunk.file) }));
  const lazyEntries = graph.lazy.map((l) => ({ ...l, ownBytes: sizeOf(l.file), needsBytes: sum(l.needs) }));
  const failures = [];
  if (kb(initialBytes) > budgets.initialJsGzipKb) {
    const largest = graph.initial
      .map((file) => ({ file, bytes: sizeOf(file) }))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 3)
      .map((c) => `${c.file} ${formatKb(c.bytes)}`);
    failures.push(
      `initial JS ${formatKb(initialBytes)} > ${budgets.initialJsGzipKb} KB (largest: ${largest.join(', ')})`,
    );
  }
  for (const chunk of lazyFiles) {
    if (chunk.route && kb(chunk.bytes) > budgets.routeChunkGzipKb) {
      failures.push(`route chunk ${chunk.file} ${formatKb(chunk.bytes)} > ${budgets.routeChunkGzipKb} KB`);
    }
  }
  return { ...graph, initialBytes, lazyFiles, lazy: lazyEntries, failures };
}

/** The short table `npm run check:size` prints: the initial set, each lazy entry, the largest route chunks. */
export function sizeTable(result, budgets) {
  const mark = (bytes, budgetKb) => (kb(bytes) > budgetKb ? '✗' : '✓');
  const width = Math.max(36, ...result.lazy.map((l) => l.key.length + 5));
  const line = (status, what, detail, size) => `${status} ${what.padEnd(width)} ${detail.padEnd(40)} ${size}`;
  const largest = result.lazyFiles
    .filter((c) => c.route)
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 5);
  return [
    line(' ', 'what (gzip, level 9)', 'files', 'size'),
    line(
      mark(result.initialBytes, budgets.initialJsGzipKb),
      'initial JS (entry + static imports)',
      `${result.initial.length} files`,
      `${formatKb(result.initialBytes)} (budget ${budgets.initialJsGzipKb} KB)`,
    ),
    ...result.lazy.map((l) =>
      line(
        ' ',
        `lazy ${l.key}`,
        `${l.needs.length} files beyond the initial`,
        `${formatKb(l.ownBytes)} own, ${formatKb(l.needsBytes)} in all`,
      ),
    ),
    ...largest.map((c) =>
      line(
        mark(c.bytes, budgets.routeChunkGzipKb),
        'route chunk',
        c.file,
        `${formatKb(c.bytes)} (budget ${budgets.routeChunkGzipKb} KB)`,
      ),
    ),
  ];
}
