#!/usr/bin/env node
// `npm run check:size [-- --dir dist-xxx]`: after a build, judges the gzip size of the JS against
// budgets.json: the initial set (entry + static imports, read from Vite's manifest) and every route
// chunk. Prints a short table; exits 1 naming each chunk over its budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { evaluateSizes, sizeTable } from './size-budget.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** gzip size (node:zlib, level 9) of every JS file the manifest names, read from the build directory. */
export function gzipSizes(dir, manifest) {
  const sizes = {};
  for (const { file } of Object.values(manifest)) {
    if (file.endsWith('.js') && sizes[file] === undefined) {
      sizes[file] = gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
    }
  }
  return sizes;
}

/** Reads a build's manifest and judges it; throws when the build has no manifest. */
export function checkBuild(dir) {
  const manifestPath = join(dir, '.vite', 'manifest.json');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch {
    throw new Error(`no ${manifestPath}: build first (npx vite build --outDir ${dir}; build.manifest is on)`);
  }
  const budgets = JSON.parse(readFileSync(join(ROOT, 'budgets.json'), 'utf8'));
  return { budgets, result: evaluateSizes(manifest, gzipSizes(dir, manifest), budgets) };
}

function main(argv) {
  const at = argv.indexOf('--dir');
  const dir = join(ROOT, at >= 0 && argv[at + 1] ? argv[at + 1] : 'dist');
  let checked;
  try {
    checked = checkBuild(dir);
  } catch (error) {
    console.error(`check:size: ${error.message}`);
    return 2;
  }
  const { budgets, result } = checked;
  for (const line of sizeTable(result, budgets)) console.log(line);
  if (result.failures.length === 0) {
    console.log('check:size OK: every size is within budgets.json');
    return 0;
  }
  for (const failure of result.failures) console.error(`check:size FAILED: ${failure}`);
  return 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exitCode = main(process.argv.slice(2));
