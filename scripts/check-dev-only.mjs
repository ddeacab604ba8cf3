#!/usr/bin/env node
// `npm run check:dev-only [-- --dir dist-xxx]`: after a build, fails if any built file (code, source
// maps, HTML, CSS) holds the dev server's Mock scenarios tool (src/dev/mock-scenarios, added to the
// page by scripts/mock-scenarios.ts in the dev server only): its module path or storage key
// (`mock-scenarios`) or its label (`Mock scenarios`). Names each file and what it found.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Text that only the dev-only tool has: its folder, virtual module and storage key; its label. */
export const DEV_ONLY_MARKERS = ['mock-scenarios', 'Mock scenarios'];

/** Every file under a build directory, with each marker it holds (case-sensitive). */
export function devOnlyLeaks(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .flatMap((entry) => {
      const path = join(entry.parentPath, entry.name);
      const text = readFileSync(path, 'latin1');
      return DEV_ONLY_MARKERS.filter((marker) => text.includes(marker)).map((marker) => ({
        file: relative(dir, path),
        marker,
      }));
    });
}

function main(argv) {
  const at = argv.indexOf('--dir');
  const dir = resolve(ROOT, at >= 0 && argv[at + 1] ? argv[at + 1] : 'dist');
  let leaks;
  try {
    leaks = devOnlyLeaks(dir);
  } catch (error) {
    console.error(`check:dev-only: cannot read ${dir}: ${error.message} (build first)`);
    return 2;
  }
  if (leaks.length === 0) {
    console.log(
      `check:dev-only OK: no file of ${relative(ROOT, dir) || dir} holds the dev server's Mock scenarios tool`,
    );
    return 0;
  }
  for (const { file, marker } of leaks) console.error(`check:dev-only FAILED: ${file} holds "${marker}"`);
  return 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exitCode = main(process.argv.slice(2));
